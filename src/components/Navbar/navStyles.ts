import { css } from 'styled-components';

/**
 * Rules that hold until the app takes the navbar over (`<nav data-hydrated>`): while its
 * script is still on the way, or for good without JavaScript, the menus open with CSS.
 */
export const beforeHydration = 'nav:not([data-hydrated])';

/** The look shared by navbar links and the dropdown trigger, so both read as one row. */
export const navEntryStyles = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: ${({ theme }) => theme.layout.touchTarget};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.navbarText};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.navbarAccent};
    background: ${({ theme }) => theme.colors.navbarHover};
  }

  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.navbarAccent};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-decoration: underline;
    text-decoration-thickness: 2px;
    text-underline-offset: 0.35em;
  }
`;
