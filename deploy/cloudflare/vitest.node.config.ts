/**
 * The Worker driven from Node: `npm run cf:dev` started by each test, reached over HTTP and from
 * Chromium, with the site's own harness (scripts/harness/). Files named *.node.test.ts.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.node.test.ts'],
    // Each test starts a Worker of its own: one file at a time keeps a 2-core machine steady.
    fileParallelism: false,
  },
});
