/**
 * The contact API on PostgreSQL when the database misbehaves: restarted under it, or every
 * connection of the pool busy. Posts get 201 or a clear 503 with Retry-After, never a hang or a
 * 500, nothing is half stored, and the server recovers by itself.
 */
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { postContact } from '../../scripts/harness/postContact.ts';
import { startPostgres, type PostgresCluster } from '../../scripts/harness/postgres.ts';
import { startMailbox, type Mailbox } from '../../scripts/harness/receivers.ts';
import { STORAGE_RETRY_AFTER_SECONDS } from '../http/contact.ts';
import { emailSender } from '../notify/email.ts';
import { removeTempDirs } from '../testing/tempDirs.ts';
import { startTestServer, stopTestServers } from '../testing/testServer.ts';
import { openPostgresStore, type PostgresOptions } from './postgresStore.ts';

let cluster: PostgresCluster;
beforeAll(async () => {
  cluster = await startPostgres();
}, 120_000);
afterEach(() => stopTestServers());
// The server logs each refused save; these tests cause them on purpose.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
let box: Mailbox | undefined;
afterEach(async () => {
  await box?.close();
  box = undefined;
});
afterAll(async () => {
  await cluster?.stop();
  await removeTempDirs();
});

const valid = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello!' };
const nth = (n: number) => ({ ...valid, message: `Message ${n}` });

/**
 * Another session, in a transaction that holds the lock a save of `sent` takes first: such a
 * save waits until the session commits.
 */
async function holdSaveLock(url: string, sent: typeof valid): Promise<pg.Client> {
  const blocker = new pg.Client({ connectionString: url });
  await blocker.connect();
  try {
    await blocker.query('BEGIN');
    await blocker.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
      JSON.stringify([sent.name, sent.email, sent.message]),
    ]);
  } catch (error) {
    await blocker.end();
    throw error;
  }
  return blocker;
}

async function serverOnPostgres(options: PostgresOptions = {}) {
  const url = await cluster.createDatabase();
  const store = await openPostgresStore(url, options);
  const server = await startTestServer({ store });
  return { server, store, url };
}

describe('the contact API on PostgreSQL', () => {
  it('recovers by itself from a database restart, storing every message it acknowledged', async () => {
    const { server, store } = await serverOnPostgres({ connectTimeoutMs: 2000 });
    expect((await postContact(server.url, nth(0))).status).toBe(201);

    await cluster.restart();

    const statuses: number[] = [];
    for (let n = 1; n <= 5; n += 1) {
      const response = await postContact(server.url, nth(n));
      statuses.push(response.status);
      if (response.status === 503) {
        expect(response.headers.get('retry-after')).toBe(String(STORAGE_RETRY_AFTER_SECONDS));
      }
    }
    expect(statuses.every((status) => status === 201 || status === 503)).toBe(true);
    expect(statuses.at(-1)).toBe(201);

    const stored = (await store.list()).map((row) => row.message);
    const acknowledged = [0, 1, 2, 3, 4, 5].filter((n) => n === 0 || statuses[n - 1] === 201);
    expect(stored.sort()).toEqual(acknowledged.map((n) => nth(n).message).sort());
    // The site itself never needed the database.
    expect((await fetch(`${server.url}/about`)).status).toBe(200);
  });

  it('while the database is down, answers 503 with Retry-After, serves pages, and recovers', async () => {
    const connectTimeoutMs = 1000;
    const { server, store } = await serverOnPostgres({ connectTimeoutMs });
    expect((await postContact(server.url, nth(0))).status).toBe(201);

    await cluster.halt();
    try {
      const down = await postContact(server.url, nth(1));
      expect(down.status).toBe(503);
      expect(down.headers.get('retry-after')).toBe(String(STORAGE_RETRY_AFTER_SECONDS));
      expect((await down.json()) as unknown).toMatchObject({ error: expect.any(String) });
      expect((await fetch(`${server.url}/about`)).status).toBe(200);
    } finally {
      await cluster.resume();
    }

    await expect
      .poll(async () => (await postContact(server.url, nth(2))).status, { timeout: 10_000 })
      .toBe(201);
    expect((await store.list()).map((row) => row.message).sort()).toEqual(
      [nth(0), nth(2)].map((message) => message.message),
    );
  });

  it('answers 503 at once when every connection of its pool is busy, rather than queueing', async () => {
    const { server, url } = await serverOnPostgres({ poolSize: 1, connectTimeoutMs: 300 });
    // A save of `valid` holds the pool's only connection while it waits for the lock.
    const blocker = await holdSaveLock(url, valid);
    try {
      const held = postContact(server.url, valid);
      await expect
        .poll(async () => {
          const { rows } = await blocker.query<{ waiting: number }>(
            `SELECT count(*)::int AS waiting FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`,
          );
          return rows[0]?.waiting;
        })
        .toBe(1);

      const refused = await postContact(server.url, nth(1));
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe(String(STORAGE_RETRY_AFTER_SECONDS));

      await blocker.query('COMMIT');
      expect((await held).status).toBe(201);
      expect((await postContact(server.url, nth(1))).status).toBe(201);
    } finally {
      await blocker.end();
    }
  });

  it('answers 503 with Retry-After when a save runs past the statement timeout, storing nothing of it', async () => {
    const { server, store, url } = await serverOnPostgres({ statementTimeoutMs: 500 });
    // Held past the timeout.
    const blocker = await holdSaveLock(url, valid);
    try {
      const timedOut = await postContact(server.url, valid);
      expect(timedOut.status).toBe(503);
      expect(timedOut.headers.get('retry-after')).toBe(String(STORAGE_RETRY_AFTER_SECONDS));
    } finally {
      await blocker.query('COMMIT');
      await blocker.end();
    }
    expect(await store.list()).toEqual([]);
    expect((await postContact(server.url, valid)).status).toBe(201);
  });

  it('records a mail sent while the database was down once it is back, and never sends it twice', async () => {
    box = await startMailbox();
    box.holdReplies();
    const url = await cluster.createDatabase();
    const store = await openPostgresStore(url, { connectTimeoutMs: 1000 });
    const owner = { to: 'owner@example.com', from: 'owner@example.com' };
    const server = await startTestServer({
      store,
      notify: { senders: { email: emailSender({ smtpUrl: box.url, ...owner }) } },
    });
    expect((await postContact(server.url, valid)).status).toBe(201);
    // The mail server has the mail, and the database goes down before the worker records it.
    await expect.poll(() => box?.held()).toBe(1);
    await cluster.halt();
    try {
      box.releaseReplies();
      await expect.poll(() => box?.mails.length).toBe(1);
    } finally {
      await cluster.resume();
    }

    const emailStatus = async () => (await store.list())[0]?.deliveries[0]?.status;
    // Well before the job's lease would end and send it again.
    await expect.poll(emailStatus, { timeout: 30_000 }).toBe('sent');
    expect(box.mails).toHaveLength(1);
  }, 60_000);
});
