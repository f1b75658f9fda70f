// `npm run cf:dev`, `cf:build`, `cf:migrate` and this folder's tests run this first: without its
// own packages the shell only says that `wrangler` is not found, not what to install.
import { existsSync } from 'node:fs';

const needed = ['wrangler', '@cloudflare/vitest-plugin', 'vitest', 'typescript'];
const missing = needed.filter(
  (name) => !existsSync(new URL(`../node_modules/${name}/package.json`, import.meta.url)),
);
if (missing.length > 0) {
  console.error(
    "The Cloudflare Worker's own packages are not installed: run `npm ci --prefix deploy/cloudflare` " +
      'at the repository root first.',
  );
  process.exitCode = 1;
}
