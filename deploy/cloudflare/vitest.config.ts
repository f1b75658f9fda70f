/**
 * The D1 store's tests, run inside workerd as a Worker would run it: Cloudflare's Vitest plugin,
 * with a D1 binding, DB, and the migrations wrangler applies (server/store/d1Migrations) handed
 * to the tests, which apply them. The settings are given here rather than read from
 * wrangler.jsonc, so that these tests need nothing of the Worker but the store.
 */
import { fileURLToPath } from 'node:url';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [
    cloudflareTest({
      miniflare: {
        // As wrangler.jsonc: the newest date the pinned workerd supports.
        compatibilityDate: '2026-11-01',
        compatibilityFlags: ['nodejs_compat'],
        d1Databases: ['DB'],
        bindings: {
          TEST_MIGRATIONS: await readD1Migrations(fromHere('../../server/store/d1Migrations')),
        },
      },
    }),
  ],
  resolve: {
    // The shared suite (server/store/storeContract.ts) imports vitest from outside this folder:
    // it must get this folder's copy, the one running the tests.
    dedupe: ['vitest'],
  },
  test: {
    // A *.node.test.ts drives the Worker from Node, with a Vitest run of its own.
    include: ['test/**/*.test.ts'],
    exclude: ['test/**/*.node.test.ts'],
  },
});
