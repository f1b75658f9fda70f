import styled from 'styled-components';
import { Link, useLocation } from 'wouter';
import { leadParagraph } from '@theme/mixins';
import { vars } from '@theme/vars';
import { ButtonLink } from '@/components/Button';
import { Container } from '@/components/Container';
import { PageTitle } from '@/components/PageTitle';
import { useScriptRunning } from '@/hooks/useScriptRunning';
import { navLinks, notFound, routes } from '@/routes';

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
      <ul>
        {navLinks.map(({ route, label }) => (
          <li key={route}>
            <Link href={routes[route].path}>{label}</Link>
          </li>
        ))}
      </ul>
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
  margin-bottom: ${vars.space[6]};
`;
