import type { DefaultTheme } from 'styled-components';
import type { Breakpoint } from './breakpoints';

type ThemeProps = { theme: DefaultTheme };

/**
 * Media queries derived from the theme's breakpoint tokens, read at render time so a
 * different theme gives different queries. Use inside a styled template:
 * `${up('md')} { ... }`.
 */
export const up =
  (name: Breakpoint) =>
  ({ theme }: ThemeProps): string =>
    `@media (min-width: ${theme.breakpoints[name]}px)`;

/** Below a breakpoint. Ends 0.02px short so `up(x)` and `down(x)` never both match. */
export const down =
  (name: Breakpoint) =>
  ({ theme }: ThemeProps): string =>
    `@media (max-width: ${theme.breakpoints[name] - 0.02}px)`;

/** Matches when the visitor asks for less motion. */
export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

export const reducedMotion = `@media ${reducedMotionQuery}`;

/**
 * Where a pointer can rest over an element. Hover styles go inside it, so that a tap on a
 * touch screen leaves no tint stuck on what was tapped.
 */
export const canHover = '@media (hover: hover)';

/**
 * When the page runs without JavaScript (the prerendered HTML alone): what the app's scripts
 * would otherwise do, such as opening menus, CSS must do instead.
 */
export const noScript = '@media (scripting: none)';
