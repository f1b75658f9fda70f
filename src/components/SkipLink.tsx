import styled from 'styled-components';
import { navbarFocus } from '@theme/mixins';
import { vars } from '@theme/vars';
import { useContent } from '@/hooks/useContent';

/** The first focusable element: jumps past the navbar to the page's content. */
export function SkipLink({ target }: { target: string }) {
  return <Link href={`#${target}`}>{useContent().ui.skipLink}</Link>;
}

const Link = styled.a`
  position: absolute;
  top: ${vars.space[2]};
  inset-inline-start: ${vars.space[2]};
  z-index: ${vars.zIndex.skipLink};
  padding: ${vars.space[2]} ${vars.space[4]};
  border-radius: ${vars.radii.sm};
  /* It shows over the navbar, so it takes the navbar's colours in both schemes. */
  background: ${vars.colors.navbarAccent};
  color: ${vars.colors.navbarPanel};
  font-weight: ${vars.fontWeights.bold};
  transform: translateY(-200%);
  ${navbarFocus}

  &:focus {
    transform: none;
    color: ${vars.colors.navbarPanel};
  }
`;
