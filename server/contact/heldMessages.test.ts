import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openSqliteStore } from '../store/sqliteStore.ts';
import type { Store } from '../store/store.ts';
import { makeTempDir, removeTempDirs } from '../testing/tempDirs.ts';
import { resolveContactSecret } from './heldMessages.ts';

const opened: { store?: Store } = {};
afterEach(async () => {
  await opened.store?.close();
});
afterAll(removeTempDirs);

describe('the contact secret', () => {
  it('is CONTACT_SECRET when set, else one generated once and kept in the store', async () => {
    const dataDir = await makeTempDir('data');
    const store = openSqliteStore(dataDir);
    opened.store = store;
    const given = 'x'.repeat(32);
    expect(await resolveContactSecret({ secret: given }, store)).toBe(given);

    const generated = await resolveContactSecret({}, store);
    expect(generated).toMatch(/^[\w-]{43}$/);
    expect(await resolveContactSecret({}, store)).toBe(generated);
  });
});
