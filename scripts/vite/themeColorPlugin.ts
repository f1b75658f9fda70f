/**
 * Gives index.html the `theme-color` meta tag (the colour browsers paint around the page) from
 * the navbar's colour token.
 */
import type { Plugin } from 'vite';
import type * as Tokens from '../../theme/tokens.ts';
import { indexHtmlPlugin } from './indexHtmlPlugin.ts';

export function themeColor(): Plugin {
  return indexHtmlPlugin('theme-color', async (_html, load) => {
    const { colors } = await load<typeof Tokens>('theme/tokens.ts');
    return [
      { tag: 'meta', attrs: { name: 'theme-color', content: colors.navbarBg }, injectTo: 'head' },
    ];
  });
}
