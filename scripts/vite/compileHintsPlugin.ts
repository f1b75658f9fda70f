/**
 * Marks the chunks a page runs at start-up with V8's compile hint, `//# allFunctionsCalledOnLoad`
 * on their first line. Nearly every function in them runs while the app hydrates; with the hint,
 * Chromium compiles them all on a background thread while the chunk streams in, instead of one
 * by one on the main thread the first time each is called, in the middle of hydration. Chunks
 * loaded on demand keep lazy compilation: most of their functions may never run.
 */
import type { Plugin } from 'vite';
import { firstLoadChunks } from './firstLoadChunks.ts';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    generateBundle: {
      // After Vite's own plugins, which put code of their own at the top of the entry chunk.
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of firstLoadChunks(bundle)) {
          if (!chunk.code.startsWith(COMPILE_HINT)) chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
        }
      },
    },
  };
}
