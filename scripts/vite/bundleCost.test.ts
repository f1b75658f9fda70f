import { describe, expect, it } from 'vitest';
import { APP_CODE, formatCosts, packageOf } from './bundleCost.ts';

describe('packageOf', () => {
  it('names the npm package a module comes from, scoped or not', () => {
    expect(packageOf('/work/site/node_modules/react-dom/cjs/react-dom.production.js')).toBe(
      'react-dom',
    );
    expect(packageOf('/w/node_modules/@scope/lib/dist/index.mjs')).toBe('@scope/lib');
    // A package nested in another's node_modules is counted as itself.
    expect(packageOf('/w/node_modules/a/node_modules/b/index.js')).toBe('b');
    expect(packageOf('C:\\site\\node_modules\\wouter\\esm\\index.js')).toBe('wouter');
  });

  it("counts the project's own files, and Vite's helpers, as the app", () => {
    expect(packageOf('/work/site/src/pages/About.tsx')).toBe(APP_CODE);
    expect(packageOf('\0vite/preload-helper.js')).toBe(APP_CODE);
  });
});

describe('formatCosts', () => {
  it('prints one row per package with its minified and gzip sizes', () => {
    const lines = formatCosts([
      { name: 'react-dom', minified: 200 * 1024, gzip: 62.3 * 1024 },
      { name: APP_CODE, minified: 41 * 1024, gzip: 12 * 1024 },
    ]).split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[2]).toMatch(/^ {2}react-dom +200\.0 KB +62\.3 KB$/);
    expect(lines[3]).toMatch(/^ {2}\(app\) +41\.0 KB +12\.0 KB$/);
  });
});
