import type { Breakpoint } from './breakpoints';

/**
 * The design tokens: the one place to tune the look. Every group but `responsive` also becomes
 * CSS custom properties on :root (see vars.ts), which is how components read them.
 */

/** Colours. Text/background pairs are chosen for at least 4.5:1 contrast (tested in theme.test.ts). */
export const colors = {
  navbarBg: '#cfe8fc',
  navbarText: '#0b2a4a',
  navbarAccent: '#0a4d8c',
  navbarHover: 'rgba(255, 255, 255, 0.55)',
  page: '#ffffff',
  surface: '#f4f7fb',
  text: '#1b2430',
  textMuted: '#4a5666',
  primary: '#0a58ca',
  primaryHover: '#084298',
  onPrimary: '#ffffff',
  border: '#d5dde8',
  focus: '#0a58ca',
  focusHalo: '#ffffff',
  /** The hover tint of icon links: translucent, so it reads on light and dark alike. */
  tint: 'rgba(120, 134, 156, 0.2)',
  heroText: '#ffffff',
  /** Over the whole video: light, so that its movement shows. */
  heroOverlay: 'rgba(6, 20, 38, 0.35)',
  /** Behind the hero's words and links, fading out around them: keeps them readable. */
  heroScrim: 'rgba(6, 20, 38, 0.6)',
  /** The hero's button: light on the dark hero, lighter still under the pointer. */
  heroButton: '#ffffff',
  heroButtonHover: '#cfe8fc',
  heroButtonText: '#0b2a4a',
  /** The focus ring over the dark hero: a light ring, with a dark halo inside it. */
  heroFocus: '#ffffff',
  heroFocusHalo: '#0b2a4a',
};

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
