import styled from 'styled-components';
import { useLocation } from 'wouter';
import { SiteLink } from '@/components/SiteLink';
import { leadParagraph, listReset } from '@theme/mixins';
import { vars } from '@theme/vars';
import { ButtonLink } from '@/components/Button';
import { Container } from '@/components/Container';
import { PageTitle } from '@/components/PageTitle';
import { useContent } from '@/hooks/useContent';
import { useScriptRunning } from '@/hooks/useScriptRunning';
import { navigationIn, routePaths, type NavItem, type RouteText } from '@/routes';

/** What an unknown address shows: say so plainly and offer the way back. */
export function NotFound() {
  const { ui, routeText } = useContent();
  const words = ui.notFound;
  const [location] = useLocation();
  // One prerendered page answers every unknown address, so its HTML cannot name the address.
  const knowsAddress = useScriptRunning();
  // The words around the address, which the sentence holds as `{address}`.
  const [beforeAddress = '', afterAddress = ''] = words.lead.split('{address}');

  return (
    <Container>
      <PageTitle>{routeText.notFound.title}</PageTitle>
      <Lead>
        {beforeAddress}
        {knowsAddress ? <Path>{location}</Path> : words.unknownAddress}
        {afterAddress}
      </Lead>
      <HomeLink href={routePaths.home.path}>{words.homeLink}</HomeLink>
      <h2>{words.otherPages}</h2>
      <Pages>
        {otherPagesIn(routeText.navLabels).map(({ route, label }) => (
          <li key={route}>
            <SiteLink href={routePaths[route].path}>{label}</SiteLink>
          </li>
        ))}
      </Pages>
    </Container>
  );
}

/** Every page the navbar links to but the home page, which has its own button above. */
function otherPagesIn(labels: RouteText['navLabels']): NavItem[] {
  return navigationIn(labels)
    .flatMap((entry) => (entry.kind === 'link' ? [entry] : entry.items))
    .filter(({ route }) => route !== 'home');
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
