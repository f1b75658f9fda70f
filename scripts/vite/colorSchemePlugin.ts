/**
 * Gives index.html what a page needs to paint in the right colour scheme from its first frame:
 * the `color-scheme` meta tag, one `theme-color` per scheme (the colour browsers paint around
 * the page, each under its scheme's media query) and the inline script that applies a scheme
 * the visitor chose and holds what a visitor does before the app runs (src/app/headScript.ts), all
 * ahead of the page's styles.
 */
import { join } from 'node:path';
import type { Plugin } from 'vite';
import {
  colorSchemeAttribute,
  colorSchemeQuery,
  colorSchemes,
  type ColorScheme,
} from '../../theme/colorScheme.ts';
import type * as Tokens from '../../theme/tokens.ts';
import { buildInlineScript } from '../build/inlineScript.ts';
import { escape } from '../build/pageHead.ts';
import { indexHtmlPlugin } from './indexHtmlPlugin.ts';

const HEAD_SLOT = '<!--app-head-->';
const SCRIPT_SOURCE = 'src/app/headScript.ts';

/** The head tags, for the palettes' browser colours and the script's text. */
export function colorSchemeTags(
  palettes: Record<ColorScheme, Tokens.Palette>,
  script: string,
): string {
  const themeColors = colorSchemes.map(
    (scheme) =>
      `<meta name="theme-color" content="${escape(palettes[scheme].browserChrome)}" media="${colorSchemeQuery(scheme)}" ${colorSchemeAttribute}="${scheme}" />`,
  );
  return [
    '<meta name="color-scheme" content="light dark" />',
    ...themeColors,
    `<script>${script}</script>`,
  ].join('\n    ');
}

/** `html` with `tags` just before the page's own head (and the styles written there). */
export function withColorSchemeTags(html: string, tags: string): string {
  if (!html.includes(HEAD_SLOT))
    throw new Error(`index.html has no ${HEAD_SLOT} to put tags before`);
  return html.replace(HEAD_SLOT, `${tags}\n    ${HEAD_SLOT}`);
}

export function colorScheme(): Plugin {
  return indexHtmlPlugin('color-scheme', async (html, load, root) => {
    const { palettes } = await load<typeof Tokens>('theme/tokens.ts');
    const script = await buildInlineScript(join(root, SCRIPT_SOURCE));
    return withColorSchemeTags(html, colorSchemeTags(palettes, script));
  });
}
