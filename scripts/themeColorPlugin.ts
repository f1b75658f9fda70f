/**
 * Gives index.html the `theme-color` meta tag (the colour browsers paint around the page) from
 * the navbar's colour token. The tokens are loaded afresh each time, so the development server
 * follows a tuned token without a restart.
 */
import type { Plugin } from 'vite';
import type * as Tokens from '../theme/tokens.ts';
import { importFresh } from './importFresh.ts';

export function themeColor(): Plugin {
  let root = process.cwd();
  return {
    name: 'theme-color',
    configResolved(config) {
      root = config.root;
    },
    async transformIndexHtml() {
      const { colors } = await importFresh<typeof Tokens>(root, 'theme/tokens.ts');
      return [
        {
          tag: 'meta',
          attrs: { name: 'theme-color', content: colors.navbarBg },
          injectTo: 'head',
        },
      ];
    },
  };
}
