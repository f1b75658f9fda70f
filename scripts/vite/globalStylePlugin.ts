/**
 * Writes the global style sheet (theme/GlobalStyle.ts) into index.html as a <style> element,
 * ahead of the head that each prerendered page fills in, so the component styles that follow
 * it win ties.
 */
import type { Plugin } from 'vite';
import { indexHtmlPlugin } from './indexHtmlPlugin.ts';

/** What the plugin reads from theme/GlobalStyle.ts, which is type-checked with the app. */
interface GlobalStyleModule {
  globalStyleSheet(): string;
}

const HEAD_SLOT = '<!--app-head-->';

/** `css` without its comments and with its white space folded: the same rules, fewer bytes. */
export function compactCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};])\s*/g, '$1')
    .trim();
}

/** `html` with `css` in a <style> element just before the page's own head. */
export function withGlobalStyle(html: string, css: string): string {
  if (!html.includes(HEAD_SLOT))
    throw new Error(`index.html has no ${HEAD_SLOT} to put styles before`);
  if (css.includes('</style')) throw new Error('The global style sheet must not contain </style');
  return html.replace(HEAD_SLOT, `<style>${compactCss(css)}</style>\n    ${HEAD_SLOT}`);
}

export function globalStyle(): Plugin {
  return indexHtmlPlugin('global-style', async (html, load) => {
    const { globalStyleSheet } = await load<GlobalStyleModule>('theme/GlobalStyle.ts');
    return withGlobalStyle(html, globalStyleSheet());
  });
}
