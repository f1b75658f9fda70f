import styled from 'styled-components';

/** The first focusable element: jumps past the navbar to the page's content. */
export function SkipLink({ target }: { target: string }) {
  return <Link href={`#${target}`}>Skip to content</Link>;
}

const Link = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  left: ${({ theme }) => theme.space[2]};
  z-index: ${({ theme }) => theme.zIndex.skipLink};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  transform: translateY(-200%);

  &:focus {
    transform: none;
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;
