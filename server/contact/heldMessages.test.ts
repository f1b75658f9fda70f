import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { openSqliteStore } from '../store/sqliteStore.ts';
import type { Store } from '../store/store.ts';
import { makeTempDir, removeTempDirs } from '../testing/tempDirs.ts';
import { resolveContactSecret, startPruningHeld, type HeldPruning } from './heldMessages.ts';

const opened: { store?: Store; pruning?: HeldPruning } = {};
afterEach(async () => {
  opened.pruning?.stop();
  await opened.store?.close();
});
afterAll(removeTempDirs);

const day = 24 * 60 * 60 * 1000;
const now = Date.parse('2030-02-01T00:00:00.000Z');
const message = (text: string, ageMs: number, heldFor: string | null) => ({
  name: 'Ada',
  email: 'ada@example.com',
  message: text,
  client: null,
  receivedAt: new Date(now - ageMs),
  heldFor,
});

describe('pruning held messages', () => {
  it('deletes held messages past their retention at start, keeping newer ones and the inbox', async () => {
    const store = openSqliteStore(await makeTempDir('data'));
    opened.store = store;
    await store.saveUnlessDuplicate(message('old spam', 31 * day, 'a reason'), new Date(0), []);
    await store.saveUnlessDuplicate(message('recent spam', 29 * day, 'a reason'), new Date(0), []);
    await store.saveUnlessDuplicate(message('old mail', 400 * day, null), new Date(0), []);
    const log = { log: vi.fn(), error: vi.fn() };

    opened.pruning = startPruningHeld({ store, retentionMs: 30 * day, now: () => now, log });

    await vi.waitFor(() =>
      expect(log.log).toHaveBeenCalledWith(expect.stringMatching(/Deleted 1 held/)),
    );
    expect((await store.list()).map((row) => row.message).sort()).toEqual([
      'old mail',
      'recent spam',
    ]);
  });
});

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
