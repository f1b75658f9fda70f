/**
 * The store contract (server/store/storeContract.ts) on Cloudflare D1, inside workerd. Each test
 * gets an empty database with the migrations wrangler would apply; another instance is another
 * store opened on the same binding.
 */
import { applyD1Migrations, env, reset } from 'cloudflare:test';
import { openD1Store } from '../../../server/store/d1Store.ts';
import { storeContract } from '../../../server/store/storeContract.ts';

storeContract({
  name: 'Cloudflare D1',
  freshDatabase: async () => {
    // Deletes the database (a Durable Object, in workerd), so that the migrations start afresh.
    await reset();
    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
    return () => openD1Store(env.DB);
  },
});
