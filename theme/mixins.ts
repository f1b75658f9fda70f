import { css } from 'styled-components';
import { propertyName, vars } from './vars';

/** Style blocks that several components share: change one here, and all of them follow. */

/** A list laid out by its own styles, without bullets or indentation. */
export const listReset = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The raised panel that cards and page sections sit on. */
export const cardSurface = css`
  border: 1px solid ${vars.colors.border};
  border-radius: ${vars.radii.lg};
  background: ${vars.colors.card};
  box-shadow: ${vars.shadows.card};
`;

/** The larger, quieter paragraph under a page's heading. */
export const leadParagraph = css`
  max-width: ${vars.layout.textMaxWidth};
  color: ${vars.colors.textMuted};
  font-size: ${vars.fontSizes.lg};
`;

/** The primary call-to-action look, shared by real buttons and links that look like one. */
export const buttonStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  min-height: ${vars.layout.touchTarget};
  padding: ${vars.space[3]} ${vars.space[5]};
  border: 2px solid transparent;
  border-radius: ${vars.radii.pill};
  background: ${vars.colors.primary};
  color: ${vars.colors.onPrimary};
  font-weight: ${vars.fontWeights.bold};
  line-height: ${vars.lineHeights.tight};
  text-decoration: none;
  cursor: pointer;
  transition: background-color ${vars.motion.fastMs} ${vars.motion.easing};

  &:hover:not(:disabled) {
    background: ${vars.colors.primaryHover};
    color: ${vars.colors.onPrimary};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

/**
 * For a dark area such as the hero: the focus ring every control there shows turns light,
 * with a dark halo, so that it stands out from the dark background as it does on the page.
 */
export const darkSurfaceFocus = css`
  ${propertyName('colors', 'focus')}: ${vars.colors.heroFocus};
  ${propertyName('colors', 'focusHalo')}: ${vars.colors.heroFocusHalo};
`;

/**
 * For the navbar, light blue in both schemes, and what shows over it: the focus ring keeps the
 * navbar's own colours, so it stands out there however the page around it is coloured.
 */
export const navbarFocus = css`
  ${propertyName('colors', 'focus')}: ${vars.colors.navbarFocus};
  ${propertyName('colors', 'focusHalo')}: ${vars.colors.navbarFocusHalo};
`;

/** A `<summary>` drawn by its own styles: without the browser's triangle, a pointer to press. */
export const summaryReset = css`
  list-style: none;
  cursor: pointer;

  &::-webkit-details-marker {
    display: none;
  }
`;
