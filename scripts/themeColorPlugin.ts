/**
 * Gives index.html the `theme-color` meta tag (the colour browsers paint around the page) from
 * the navbar's colour token. The tokens are loaded afresh each time, so the development server
 * follows a tuned token without a restart.
 */
import { join } from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import type * as Tokens from '../theme/tokens.ts';

export function themeColor(): Plugin {
  let root = process.cwd();
  return {
    name: 'theme-color',
    configResolved(config) {
      root = config.root;
    },
    async transformIndexHtml() {
      const { module } = await runnerImport<typeof Tokens>(join(root, 'theme/tokens.ts'), {
        root,
        logLevel: 'silent',
      });
      return [
        {
          tag: 'meta',
          attrs: { name: 'theme-color', content: module.colors.navbarBg },
          injectTo: 'head',
        },
      ];
    },
  };
}
