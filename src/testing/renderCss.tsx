import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider, type DefaultTheme } from 'styled-components';

/**
 * Renders `element` with `theme` the way the prerenderer will, and returns the CSS that
 * styled-components emits for it, whitespace folded so tests can match rules as text.
 */
export function renderCss(element: ReactElement, theme: DefaultTheme): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(sheet.collectStyles(<ThemeProvider theme={theme}>{element}</ThemeProvider>));
    return sheet
      .getStyleTags()
      .replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ')
      .replace(/\s*([{}:;,])\s*/g, '$1');
  } finally {
    sheet.seal();
  }
}

/** The theme with one breakpoint moved, for proving that styles follow the tokens. */
export function withBreakpoint(
  theme: DefaultTheme,
  name: keyof DefaultTheme['breakpoints'],
  px: number,
): DefaultTheme {
  return { ...theme, breakpoints: { ...theme.breakpoints, [name]: px } };
}
