import styled from 'styled-components';
import { Link, useLocation } from 'wouter';
import { leadParagraph, listReset } from '@theme/mixins';
import { vars } from '@theme/vars';
import { ButtonLink } from '@/components/Button';
import { Container } from '@/components/Container';
import { PageTitle } from '@/components/PageTitle';
import { useScriptRunning } from '@/hooks/useScriptRunning';
import { navLinks, notFound, routes } from '@/routes';

/** Every page the navbar links to but the home page, which has its own button above. */
const otherPages = navLinks.filter(({ route }) => route !== 'home');

/** What an unknown address shows: say so plainly and offer the way back. */
export function NotFound() {
  const [location] = useLocation();
  // One prerendered page answers every unknown address, so its HTML cannot name the address.
  const knowsAddress = useScriptRunning();

  return (
    <Container>
      <PageTitle>{notFound.title}</PageTitle>
      <Lead>
        There is no page at {knowsAddress ? <Path>{location}</Path> : 'this address'}. It may have
        moved, or the address may be mistyped.
      </Lead>
      <HomeLink href={routes.home.path}>Go to the home page</HomeLink>
      <h2>Or try one of these pages</h2>
      <Pages>
        {otherPages.map(({ route, label }) => (
          <li key={route}>
            <Link href={routes[route].path}>{label}</Link>
          </li>
        ))}
      </Pages>
    </Container>
  );
}

const Lead = styled.p`
  ${leadParagraph}
`;

const Path = styled.code`
  font-family: ${vars.fonts.mono};
  overflow-wrap: anywhere;
`;

const HomeLink = styled(ButtonLink)`
  margin-bottom: ${vars.space[7]};
`;

/* One page a row, each row tall enough to hit with a finger. */
const Pages = styled.ul`
  ${listReset}
  max-width: ${vars.layout.textMaxWidth};
  border-top: 1px solid ${vars.colors.border};

  li {
    border-bottom: 1px solid ${vars.colors.border};
  }

  a {
    display: flex;
    align-items: center;
    min-height: ${vars.layout.touchTarget};
    padding: ${vars.space[2]} ${vars.space[1]};
    font-weight: ${vars.fontWeights.medium};
  }
`;
