import { breakpoints } from './breakpoints';
import {
  colors,
  fonts,
  fontSizes,
  fontWeights,
  layout,
  lineHeights,
  motion,
  radii,
  shadows,
  space,
  zIndex,
} from './tokens';

/** The one theme object every styled component reads through `props.theme`. */
export const theme = {
  breakpoints,
  colors,
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
};

/** The shape of a theme: token names are fixed, values may be tuned (tests use that). */
export type AppTheme = typeof theme;
