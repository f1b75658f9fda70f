import { colorSchemeAttribute, colorSchemeQuery } from './colorScheme';
import { reducedMotion } from './media';
import { theme as siteTheme, type AppTheme } from './theme';
import { customProperties, paletteProperties, vars } from './vars';

/**
 * The page's global style sheet: the theme's tokens as CSS custom properties, the dark
 * palette's values where it applies, then the reset, base typography and the focus ring every
 * interactive element shares. Nothing in it changes while the page runs, so the build writes it
 * into the head of every page (globalStylePlugin) and the app's script neither carries nor
 * recomputes it.
 */
export function globalCss(theme: AppTheme): string {
  const dark = paletteProperties(theme.palettes.dark, theme.colors);
  const chosen = (scheme: string) => `:root[${colorSchemeAttribute}='${scheme}']`;
  return `
  :root {
    color-scheme: light dark;
    ${customProperties(theme)}
  }

  /* The dark palette where the system prefers dark (unless the visitor chose light), and where
     the visitor chose dark. Form controls and scrollbars follow color-scheme. */
  @media ${colorSchemeQuery('dark')} {
    :root:not([${colorSchemeAttribute}='light']) {
      ${dark}
    }
  }

  ${chosen('dark')} {
    color-scheme: dark;
    ${dark}
  }

  ${chosen('light')} {
    color-scheme: light;
  }

  *, *::before, *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    /* Keeps anchored and focused content clear of the sticky navbar. */
    scroll-padding-top: calc(${vars.layout.navbarHeight} + ${vars.space[4]});
  }

  body {
    margin: 0;
    min-height: 100vh;
    background: ${vars.colors.page};
    color: ${vars.colors.text};
    font-family: ${vars.fonts.body};
    font-size: ${vars.fontSizes.md};
    line-height: ${vars.lineHeights.body};
    -webkit-font-smoothing: antialiased;
  }

  /* The app's root: the navbar, the page, then the footer, at least a window tall. */
  #root {
    display: flex;
    flex-direction: column;
    min-height: 100vh;
  }

  h1, h2, h3, h4 {
    margin: 0 0 ${vars.space[4]};
    font-family: ${vars.fonts.heading};
    line-height: ${vars.lineHeights.tight};
    /* Lines of a wrapped heading come out about equal, rather than one word left alone. */
    text-wrap: balance;
  }

  p, ul, ol, figure {
    margin: 0 0 ${vars.space[4]};
  }

  img, svg, video {
    display: block;
    max-width: 100%;
  }

  img {
    height: auto;
  }

  a {
    color: ${vars.colors.primary};
  }

  a:hover {
    color: ${vars.colors.primaryHover};
  }

  button, input, textarea, select {
    font: inherit;
    color: inherit;
  }

  :focus-visible {
    outline: ${vars.layout.focusRing} solid ${vars.colors.focus};
    outline-offset: 2px;
    box-shadow: 0 0 0 ${vars.layout.focusHalo} ${vars.colors.focusHalo};
  }

  /* Headings and main take focus after navigation so screen readers announce the page;
     they are not controls, so a pointer user does not need a ring on them. */
  [tabindex='-1']:focus:not(:focus-visible) {
    outline: none;
  }

  ${reducedMotion} {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
}

/** The site's global style sheet, from its own theme: what the build writes into each page. */
export function globalStyleSheet(): string {
  return globalCss(siteTheme);
}
