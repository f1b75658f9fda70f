import styled from 'styled-components';
import { vars } from '@theme/vars';

/** The first focusable element: jumps past the navbar to the page's content. */
export function SkipLink({ target }: { target: string }) {
  return <Link href={`#${target}`}>Skip to content</Link>;
}

const Link = styled.a`
  position: absolute;
  top: ${vars.space[2]};
  left: ${vars.space[2]};
  z-index: ${vars.zIndex.skipLink};
  padding: ${vars.space[2]} ${vars.space[4]};
  border-radius: ${vars.radii.sm};
  background: ${vars.colors.primary};
  color: ${vars.colors.onPrimary};
  font-weight: ${vars.fontWeights.bold};
  transform: translateY(-200%);

  &:focus {
    transform: none;
    color: ${vars.colors.onPrimary};
  }
`;
