import { css } from 'styled-components';
import { canHover } from '@theme/media';
import { vars } from '@theme/vars';

/** The box a navbar pop-up list opens in: below its button, aligned to its end edge. */
export const navPanelStyles = css`
  position: absolute;
  inset-block-start: calc(100% + ${vars.space[2]});
  inset-inline-end: 0;
  z-index: ${vars.zIndex.dropdown};
  padding: ${vars.space[2]} 0;
  border: 1px solid ${vars.colors.navbarBorder};
  border-radius: ${vars.radii.md};
  background: ${vars.colors.navbarPanel};
  box-shadow: ${vars.shadows.raised};
`;

/** The look shared by navbar links and the dropdown trigger, so both read as one row. */
export const navEntryStyles = css`
  display: flex;
  align-items: center;
  gap: ${vars.space[1]};
  min-height: ${vars.layout.touchTarget};
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 0;
  border-radius: ${vars.radii.sm};
  background: transparent;
  color: ${vars.colors.navbarText};
  font-size: ${vars.fontSizes.md};
  font-weight: ${vars.fontWeights.medium};
  text-decoration: none;
  cursor: pointer;

  ${canHover} {
    &:hover {
      color: ${vars.colors.navbarAccent};
      background: ${vars.colors.navbarHover};
    }
  }

  /* The current page, or the dropdown that holds it: in weight and underline, not colour alone. */
  &[aria-current] {
    color: ${vars.colors.navbarAccent};
    font-weight: ${vars.fontWeights.bold};
    text-decoration: underline;
    text-decoration-thickness: 2px;
    text-underline-offset: 0.35em;
  }
`;

/** The square icon buttons of the navbar (the Menu toggle, the colour scheme), 44 px to touch. */
export const navToggleStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${vars.layout.touchTarget};
  height: ${vars.layout.touchTarget};
  border: 1px solid ${vars.colors.navbarText};
  border-radius: ${vars.radii.md};
  background: transparent;
  color: ${vars.colors.navbarText};
  cursor: pointer;

  ${canHover} {
    &:hover {
      background: ${vars.colors.navbarHover};
    }
  }
`;
