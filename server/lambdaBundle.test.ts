/**
 * The built Lambda bundle (npm run build:lambda), as the platform runs it: imported by a child
 * process that only has Node, frozen between invocations, behind a local Function URL, on a real
 * PostgreSQL cluster reached through PgBouncer in transaction mode (as a managed database's
 * pooled URL is), and a real SMTP receiver.
 */
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildLambda } from '../scripts/build/lambda.ts';
import { startFunctionUrl, type FunctionUrl } from '../scripts/harness/functionUrl.ts';
import { postContact } from '../scripts/harness/postContact.ts';
import { startPgBouncer, type PgBouncer } from '../scripts/harness/pgbouncer.ts';
import { startPostgres, type PostgresCluster } from '../scripts/harness/postgres.ts';
import { startMailbox, type Mailbox } from '../scripts/harness/receivers.ts';
import { scriptedSenderSettings } from '../scripts/harness/serverProcess.ts';
import { openPostgresStore } from './store/postgresStore.ts';
import type { Store } from './store/store.ts';
import { makeTempDir, removeTempDirs } from './testing/tempDirs.ts';

vi.setConfig({ testTimeout: 60_000 });

let cluster: PostgresCluster;
let pooler: PgBouncer;
let box: Mailbox;
let bundle: string;
let store: Store;
let api: FunctionUrl;
beforeAll(async () => {
  [cluster, box, { file: bundle }] = await Promise.all([
    startPostgres(),
    startMailbox(),
    makeTempDir('lambda').then((folder) => buildLambda(folder)),
  ]);
  const url = await cluster.createDatabase();
  // The schema, as `npm run db:migrate` makes it on the direct URL.
  store = await openPostgresStore(url);
  pooler = await startPgBouncer(cluster);
  api = await startFunctionUrl(bundle, {
    ...scriptedSenderSettings,
    DATABASE_URL: pooler.urlOf(url),
    SMTP_URL: box.url,
    NOTIFY_EMAIL_TO: 'owner@example.com',
  });
}, 180_000);
afterAll(async () => {
  await api?.close();
  await store?.close();
  await pooler?.stop();
  await box?.close();
  await cluster?.stop();
  await removeTempDirs();
});

const valid = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Through the bundle' };

describe('the Lambda bundle', () => {
  it('is the whole deployment: one file, in a folder with no node_modules above it', async () => {
    // The child process imports it from there, so each test below also proves that it needs
    // nothing but Node's built-ins.
    expect(await readdir(dirname(bundle))).toEqual(['index.mjs']);
    for (let folder = dirname(bundle); folder !== dirname(folder); folder = dirname(folder)) {
      expect(existsSync(join(folder, 'node_modules'))).toBe(false);
    }
    expect(api.importMs).toBeGreaterThan(0);
  });

  it('stores and mails a message posted to its Function URL, before it answers', async () => {
    const response = await postContact(api.url, valid);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    expect(box.mails.map((mail) => mail.subject)).toEqual([expect.stringContaining(valid.name)]);
    expect(await store.list()).toEqual([
      expect.objectContaining({
        id,
        ...valid,
        client: '127.0.0.1',
        deliveries: [expect.objectContaining({ status: 'sent' })],
      }),
    ]);
  });

  it('sweeps on the schedule and says what it did', async () => {
    expect(await api.sweep()).toEqual({
      heldDigest: null,
      sent: 0,
      failed: 0,
      unfinished: false,
      pruned: 0,
    });
  });
});
