/**
 * What each package costs in the first-load JavaScript: a Vite plugin that, as the client
 * build writes its chunks, takes every module of the entry chunk and of the chunks it imports
 * statically, groups them by npm package (the app's own code as "(app)"), and measures each
 * group minified and gzip-compressed. Gzip works across module boundaries, so the groups add up
 * to a little more than the real bundle, whose figure the budget check gives.
 */
import { gzipSync } from 'node:zlib';
import { minify, type Plugin } from 'vite';
import { firstLoadChunks } from './firstLoadChunks.ts';

export interface PackageCost {
  name: string;
  minified: number;
  gzip: number;
}

export const APP_CODE = '(app)';

/** The npm package a module id belongs to, or APP_CODE for the project's own files. */
export function packageOf(moduleId: string): string {
  const path = moduleId.replace(/\\/g, '/').replace(/^\0/, '');
  const match = /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  return match?.[1] ?? APP_CODE;
}

/** Calls `report` once per client build with the costs, largest first. */
export function firstLoadCost(report: (costs: PackageCost[]) => void): Plugin {
  return {
    name: 'first-load-cost',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const codeByPackage = new Map<string, string[]>();
      for (const chunk of firstLoadChunks(bundle)) {
        for (const [id, module] of Object.entries(chunk.modules)) {
          if (!module.code) continue;
          const name = packageOf(id);
          codeByPackage.set(name, [...(codeByPackage.get(name) ?? []), module.code]);
        }
      }

      const costs: PackageCost[] = [];
      for (const [name, modules] of codeByPackage) {
        // Each module on its own: two modules may declare the same top-level names.
        const minified = await Promise.all(
          modules.map(async (code, index) => (await minify(`${index}.js`, code)).code),
        );
        const code = minified.join('\n');
        costs.push({
          name,
          minified: Buffer.byteLength(code),
          gzip: gzipSync(code, { level: 9 }).length,
        });
      }
      report(costs.sort((a, b) => b.gzip - a.gzip));
    },
  };
}

export function formatCosts(costs: PackageCost[]): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const width = Math.max(...costs.map(({ name }) => name.length), 'Package'.length);
  const lines = costs.map(
    ({ name, minified, gzip }) =>
      `  ${name.padEnd(width)}  ${kb(minified).padStart(9)}  ${kb(gzip).padStart(8)}`,
  );
  return [
    'First-load JavaScript by package (each minified and gzipped on its own):',
    `  ${'Package'.padEnd(width)}  ${'Minified'.padStart(9)}  ${'Gzip'.padStart(8)}`,
    ...lines,
  ].join('\n');
}
