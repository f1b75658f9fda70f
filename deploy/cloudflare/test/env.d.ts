// The bindings vitest.config.ts gives the tests, as `env` of cloudflare:test has them. DB is typed
// as the store takes it: Cloudflare's own Workers types are not installed.
import type { D1Migration } from 'cloudflare:test';
import type { D1DatabaseLike } from '../../../server/store/d1Store.ts';

declare global {
  namespace Cloudflare {
    interface Env {
      DB: D1DatabaseLike;
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
