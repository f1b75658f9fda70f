import { css } from 'styled-components';
import { canHover, up } from '@theme/media';
import { summaryReset } from '@theme/mixins';
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

/**
 * The summary of a navbar pop-up at its end (the language switcher, the colour scheme): framed
 * like the Menu toggle beside it on narrow screens; among the links, as light as they.
 */
export const navPopupToggleStyles = css`
  ${summaryReset}
  ${navToggleStyles}

  [open] > & {
    background: ${vars.colors.navbarHover};
  }

  ${({ theme }) => up(theme.responsive.navbarExpand)} {
    border-color: transparent;
  }
`;

/** An entry of such a pop-up's list: the row's full width, its focus ring drawn inside. */
export const navPopupEntryStyles = css`
  ${navEntryStyles}
  width: 100%;
  padding: ${vars.space[2]} ${vars.space[4]};
  border-radius: 0;

  /* The ring is drawn inside the entry, so the list's edges never cut it off. */
  &:focus-visible {
    outline-offset: calc(-1 * ${vars.layout.focusRing});
    box-shadow: inset 0 0 0 ${vars.layout.focusHalo} ${vars.colors.focusHalo};
  }
`;

/** A line icon of the navbar's toggles, drawn in the text's colour. */
export const navLineIconStyles = css`
  display: block;
  flex: none;
  fill: none;
  stroke: currentColor;
  stroke-width: 1.8;
  stroke-linecap: round;
  stroke-linejoin: round;
`;
