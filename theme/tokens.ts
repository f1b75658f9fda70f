import type { Breakpoint } from './breakpoints';
import type { ColorScheme } from './colorScheme';

/**
 * The design tokens: the one place to tune the look. Every group but `responsive` also becomes
 * CSS custom properties on :root (see vars.ts), which is how components read them; the colours
 * come in two palettes, light and dark.
 */

/**
 * Colours, both palettes side by side: each token's value in the light scheme and in the dark
 * one. The page shows the system's scheme unless the visitor picks one with the navbar's
 * toggle (see colorScheme.ts); the global style sheet swaps the values, so components never
 * know which scheme is on. Which colours must stay readable on which is listed in
 * contrast.ts (`contrastPairs`), and theme.test.ts checks every pair in both palettes.
 */
export const colorTokens = {
  // The navbar and its menus: the navbar is light blue whatever the scheme, so their tokens are
  // (nearly) the same in both.
  navbarBg: { light: '#cfe8fc', dark: '#cfe8fc' },
  navbarText: { light: '#0b2a4a', dark: '#0b2a4a' },
  navbarAccent: { light: '#0a4d8c', dark: '#0a4d8c' },
  navbarHover: { light: 'rgba(255, 255, 255, 0.55)', dark: 'rgba(255, 255, 255, 0.55)' },
  /** The open dropdowns hanging from the navbar: on the dark page, of the navbar's own blue. */
  navbarPanel: { light: '#ffffff', dark: '#eaf4fe' },
  navbarBorder: { light: '#d5dde8', dark: '#d5dde8' },
  /** The focus ring on the navbar and its panels, whatever the page's scheme. */
  navbarFocus: { light: '#0a58ca', dark: '#0a58ca' },
  navbarFocusHalo: { light: '#ffffff', dark: '#ffffff' },

  page: { light: '#ffffff', dark: '#0d1726' },
  /** Cards and page sections: white on the light page, a step lighter than the dark one. */
  card: { light: '#ffffff', dark: '#132034' },
  /** Quieter panels: tags, the footer, the case study's scenario, disabled fields. */
  surface: { light: '#f4f7fb', dark: '#17263c' },
  text: { light: '#1b2430', dark: '#e7eef7' },
  textMuted: { light: '#4a5666', dark: '#a9b9cd' },
  /** Links and buttons. On the dark page, the navbar's light blue. */
  primary: { light: '#0a58ca', dark: '#8cc8ff' },
  primaryHover: { light: '#084298', dark: '#b8ddff' },
  onPrimary: { light: '#ffffff', dark: '#0b2a4a' },
  /** Edges of cards, tags and dividers: the words inside say what each is. */
  border: { light: '#d5dde8', dark: '#2b3d56' },
  /** The border of a field whose value the browser refuses, once the visitor has been at it. */
  danger: { light: '#b42318', dark: '#ff8a80' },
  focus: { light: '#0a58ca', dark: '#8cc8ff' },
  focusHalo: { light: '#ffffff', dark: '#0d1726' },
  /** The hover tint of icon links: translucent, so it reads on every surface. */
  tint: { light: 'rgba(120, 134, 156, 0.2)', dark: 'rgba(160, 190, 225, 0.16)' },
  /**
   * The mat that images drawn for a light page (the case study's diagrams) sit on: on the
   * dark page, a pale frame, so that they read as sheets laid on it rather than holes in it.
   */
  imageMat: { light: '#f4f7fb', dark: '#dbe7f4' },
  /**
   * Code in posts: the block's background and its text, and the colours the build-time
   * highlighter gives each kind of token (every one readable on codeBg).
   */
  codeBg: { light: '#f4f7fb', dark: '#0a1220' },
  codeText: { light: '#1b2430', dark: '#e7eef7' },
  codeComment: { light: '#5a6472', dark: '#9aa7b8' },
  codeKeyword: { light: '#b4262f', dark: '#ff8f87' },
  codeString: { light: '#0b4a2f', dark: '#9be3b0' },
  codeConstant: { light: '#0a4fa8', dark: '#8cc8ff' },
  codeFunction: { light: '#6b34c4', dark: '#d5b3ff' },
  codeParameter: { light: '#8a3a00', dark: '#ffb77a' },
  codePunctuation: { light: '#3b4656', dark: '#c4cfdc' },
  /** What browsers paint around the page (`theme-color`): the navbar's blue, or the dark page. */
  browserChrome: { light: '#cfe8fc', dark: '#0d1726' },

  // The hero is dark in both schemes: a video behind a scrim.
  heroText: { light: '#ffffff', dark: '#ffffff' },
  /** Over the whole video: light, so that its movement shows. */
  heroOverlay: { light: 'rgba(6, 20, 38, 0.35)', dark: 'rgba(6, 20, 38, 0.35)' },
  /** Behind the hero's words and links, fading out around them: keeps them readable. */
  heroScrim: { light: 'rgba(6, 20, 38, 0.6)', dark: 'rgba(6, 20, 38, 0.6)' },
  /** The hero's button: light on the dark hero, lighter still under the pointer. */
  heroButton: { light: '#ffffff', dark: '#ffffff' },
  heroButtonHover: { light: '#cfe8fc', dark: '#cfe8fc' },
  heroButtonText: { light: '#0b2a4a', dark: '#0b2a4a' },
  /** The focus ring over the dark hero: a light ring, with a dark halo inside it. */
  heroFocus: { light: '#ffffff', dark: '#ffffff' },
  heroFocusHalo: { light: '#0b2a4a', dark: '#0b2a4a' },
} satisfies Record<string, Record<ColorScheme, string>>;

export type ColorToken = keyof typeof colorTokens;

/** One scheme's colours: every colour token's value in it. */
export type Palette = Record<ColorToken, string>;

function palette(scheme: ColorScheme): Palette {
  const entries = Object.entries(colorTokens).map(([name, values]) => [name, values[scheme]]);
  return Object.fromEntries(entries) as Palette;
}

export const palettes: Record<ColorScheme, Palette> = {
  light: palette('light'),
  dark: palette('dark'),
};

/** The light palette: what a page shows unless the dark one applies. */
export const colors = palettes.light;

export const fonts = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  heading:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
};

/** Type scale in rem, smallest to largest. */
export const fontSizes = {
  sm: '0.875rem',
  md: '1rem',
  lg: '1.25rem',
  xl: '1.5rem',
  xxl: '2rem',
  /** Inner pages' titles: grows with the window, from 2rem on a phone to 3rem on a desktop. */
  pageTitle: 'clamp(2rem, 1.6rem + 1.8vw, 3rem)',
  display: 'clamp(2.25rem, 6vw + 1rem, 4.5rem)',
};

export const fontWeights = {
  regular: 400,
  medium: 500,
  bold: 700,
};

export const lineHeights = {
  tight: 1.2,
  body: 1.6,
};

/** Spacing scale in rem: index by step, 0 to 8. */
export const space = {
  0: '0',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.5rem',
  6: '2rem',
  7: '3rem',
  8: '4rem',
};

export const radii = {
  sm: '0.25rem',
  md: '0.5rem',
  lg: '1rem',
  pill: '999px',
};

export const shadows = {
  card: '0 1px 2px rgba(16, 24, 40, 0.06), 0 4px 12px rgba(16, 24, 40, 0.08)',
  raised: '0 8px 24px rgba(16, 24, 40, 0.16)',
  navbar: '0 1px 0 rgba(11, 42, 74, 0.12)',
};

/** Stacking layers, lowest to highest. */
export const zIndex = {
  base: 0,
  overlay: 1,
  navbar: 100,
  dropdown: 110,
  skipLink: 200,
};

export const motion = {
  /** How long a new page takes to fade in after a navigation. */
  routeTransitionMs: 300,
  /** How far a new page rises into place as it fades in (none with reduced motion). */
  routeRise: '12px',
  /** Hover and open/close transitions. A token ending in Ms becomes a CSS time (`150ms`). */
  fastMs: 150,
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
};

export const layout = {
  navbarHeight: '3.5rem',
  /** The focus ring's width, and the halo between it and the control that has focus. */
  focusRing: '3px',
  focusHalo: '5px',
  /** The smallest box a control gets, so it is easy to hit with a finger (44 px). */
  touchTarget: '2.75rem',
  contentMaxWidth: '72rem',
  textMaxWidth: '42rem',
  /** The About portrait: its width beside the intro (lg up), and above it on smaller screens. */
  portrait: '16rem',
  portraitSmall: '7.5rem',
  /** The column of short labels before their content, such as the Key skills groups'. */
  labelColumn: '9rem',
};

/** What changes from one breakpoint to the next. Media queries read these, not CSS variables. */
export const responsive = {
  /** From this breakpoint up the navbar shows its entries; below it they hide behind a toggle. */
  navbarExpand: 'md' as Breakpoint,
  /** Card grid columns from each breakpoint up. */
  gridColumns: { xs: 1, sm: 1, md: 2, lg: 3, xl: 3, xxl: 3 } as Record<Breakpoint, number>,
};
