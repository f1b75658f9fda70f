import styled from 'styled-components';
import { Link, useLocation } from 'wouter';
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
  max-width: ${({ theme }) => theme.layout.textMaxWidth};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Path = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  overflow-wrap: anywhere;
`;

const HomeLink = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[5]}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;
