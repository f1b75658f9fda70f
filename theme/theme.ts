// The typed DefaultTheme travels with the theme into every program that uses it.
import type {} from './styled.d.ts';
import { breakpoints } from './breakpoints';
import {
  colors,
  fonts,
  fontSizes,
  fontWeights,
  layout,
  lineHeights,
  motion,
  palettes,
  radii,
  responsive,
  shadows,
  space,
  zIndex,
} from './tokens';

/**
 * The typed theme. Styles read its values through the CSS variables of `vars`; media queries,
 * which cannot read variables, through `props.theme` (see media.ts). `colors` is the light
 * palette, whose names every palette shares; `palettes` holds both, for the global style sheet
 * that switches between them.
 */
export const theme = {
  breakpoints,
  colors,
  palettes,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  space,
  radii,
  shadows,
  zIndex,
  motion,
  layout,
  responsive,
};

/** The shape of a theme: token names are fixed, values may be tuned (tests use that). */
export type AppTheme = typeof theme;
