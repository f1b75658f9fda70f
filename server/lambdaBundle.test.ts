/**
 * The built Lambda bundle (npm run build:lambda), as the platform runs it: imported by a child
 * process that only has Node, frozen between invocations, behind a local Function URL, on a real
 * PostgreSQL cluster reached through PgBouncer in transaction mode (as a managed database's
 * pooled URL is), and a real SMTP receiver; its secrets, when its environment names them, in a
 * local Parameter Store.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildLambda } from '../scripts/build/lambda.ts';
import { startFunctionUrl, type FunctionUrl } from '../scripts/harness/functionUrl.ts';
import { startParameterStore, type ParameterStore } from '../scripts/harness/parameterStore.ts';
import { postContact } from '../scripts/harness/postContact.ts';
import { startPgBouncer, type PgBouncer } from '../scripts/harness/pgbouncer.ts';
import { startPostgres, type PostgresCluster } from '../scripts/harness/postgres.ts';
import { startMailbox, type Mailbox } from '../scripts/harness/receivers.ts';
import { freePort, scriptedSenderSettings } from '../scripts/harness/serverProcess.ts';
import { openPostgresStore } from './store/postgresStore.ts';
import type { Store } from './store/store.ts';
import { releaseFromDigest } from './testing/reviewFlow.ts';
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
    // nothing but Node's built-ins and the AWS SDK that Lambda's runtime provides.
    expect(await readdir(dirname(bundle))).toEqual(['index.mjs']);
    for (let folder = dirname(bundle); folder !== dirname(folder); folder = dirname(folder)) {
      expect(existsSync(join(folder, 'node_modules'))).toBe(false);
    }
    expect(api.importMs).toBeGreaterThan(0);
  });

  it("leaves the Parameter Store client to the runtime's SDK, loaded only when asked for", async () => {
    const source = await readFile(bundle, 'utf8');
    expect(source).toContain('import("@aws-sdk/client-ssm")');
    expect(source).not.toMatch(/from\s*"@aws-sdk\//);
    expect(source).not.toContain('AmazonSSM');
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

describe('the Lambda bundle, with review links', () => {
  it('mails the links of a held message, shows it on GET and lets it through once on POST, all through its Function URL', async () => {
    const url = await cluster.createDatabase();
    const reviewStore = await openPostgresStore(url);
    const port = await freePort();
    const instance = await startFunctionUrl(
      bundle,
      {
        ...scriptedSenderSettings,
        DATABASE_URL: pooler.urlOf(url),
        SMTP_URL: box.url,
        NOTIFY_EMAIL_TO: 'owner@example.com',
        PUBLIC_API_URL: `http://127.0.0.1:${port}/api`,
      },
      { port },
    );
    try {
      const before = box.mails.length;
      const mailed = () => box.mails.slice(before);
      const { id, release } = await releaseFromDigest({
        origin: instance.url,
        mailed,
        stored: () => reviewStore.list(),
        message: { ...valid, message: 'Held, then let through by its link' },
      });
      expect(await instance.sweep()).toMatchObject({ sent: 0, failed: 0 });
      expect(mailed()).toHaveLength(2);
      expect(await reviewStore.list()).toEqual([
        expect.objectContaining({
          id,
          heldFor: null,
          deliveries: [expect.objectContaining({ status: 'sent', attempts: 1 })],
        }),
      ]);
      expect(instance.logs()).not.toContain(release.split('/').at(-1));
    } finally {
      await instance.close();
      await reviewStore.close();
    }
  });
});

describe('the Lambda bundle, its secrets in Parameter Store', () => {
  const SECRET = 'contact-secret-from-parameter-store-0123456789';
  let parameters: ParameterStore;
  let databaseUrl: string;
  let secretStore: Store;
  beforeAll(async () => {
    const url = await cluster.createDatabase();
    secretStore = await openPostgresStore(url);
    databaseUrl = pooler.urlOf(url);
    parameters = await startParameterStore({
      '/portfolio/database-url': { value: databaseUrl },
      '/portfolio/smtp-url': { value: box.url },
      '/portfolio/contact-secret': { value: SECRET },
    });
  });
  afterAll(async () => {
    await secretStore?.close();
    await parameters?.close();
  });

  /** The function's environment as the stack writes it: the parameters' names, no value. */
  const namedOnly = (more: Record<string, string> = {}) => ({
    ...scriptedSenderSettings,
    ...parameters.env,
    DATABASE_URL_PARAMETER: '/portfolio/database-url',
    SMTP_URL_PARAMETER: '/portfolio/smtp-url',
    CONTACT_SECRET_PARAMETER: '/portfolio/contact-secret',
    NOTIFY_WEBHOOK_URL_PARAMETER: '',
    NOTIFY_EMAIL_TO: 'owner@example.com',
    ...more,
  });

  it('reads them once per cold start, decrypted, then stores and mails each post', async () => {
    parameters.requests.splice(0);
    const mailsBefore = box.mails.length;
    const instance = await startFunctionUrl(bundle, namedOnly());
    try {
      // Read during the import, before any invocation: one request for all three.
      expect(parameters.requests).toEqual([
        {
          target: 'AmazonSSM.GetParameters',
          body: {
            Names: ['/portfolio/database-url', '/portfolio/smtp-url', '/portfolio/contact-secret'],
            WithDecryption: true,
          },
        },
      ]);

      const posted = [];
      for (const n of [1, 2]) {
        const response = await postContact(instance.url, { ...valid, message: `Secret ${n}` });
        expect(response.status).toBe(201);
        posted.push(((await response.json()) as { id: number }).id);
      }
      expect(await instance.sweep()).toMatchObject({ sent: 0, failed: 0 });
      // Two challenges, two posts and a sweep later, still the one request.
      expect(parameters.requests).toHaveLength(1);

      expect(box.mails.slice(mailsBefore).map((mail) => mail.text)).toEqual([
        expect.stringContaining('Secret 1'),
        expect.stringContaining('Secret 2'),
      ]);
      // Newest first.
      expect(await secretStore.list()).toEqual(
        posted.toReversed().map((id) =>
          expect.objectContaining({
            id,
            heldFor: null,
            deliveries: [expect.objectContaining({ status: 'sent' })],
          }),
        ),
      );
      // The challenges were signed with the secret from Parameter Store: none was generated.
      expect(await secretStore.contactSecret('none stored before')).toBe('none stored before');
      for (const value of [databaseUrl, box.url, SECRET, cluster.password]) {
        expect(instance.logs()).not.toContain(value);
      }
    } finally {
      await instance.close();
    }

    // Another instance is another cold start, and reads them again.
    const next = await startFunctionUrl(bundle, namedOnly());
    await next.close();
    expect(parameters.requests).toHaveLength(2);
  });

  it('fails its cold start naming a missing parameter, and no value', async () => {
    const failed = startFunctionUrl(
      bundle,
      namedOnly({ NOTIFY_WEBHOOK_URL_PARAMETER: '/portfolio/webhook-url' }),
    );
    await expect(failed).rejects.toThrow(
      'Parameter Store has no /portfolio/webhook-url (NOTIFY_WEBHOOK_URL_PARAMETER) in this region',
    );
    const { message } = (await failed.catch((error: unknown) => error)) as Error;
    for (const value of [databaseUrl, box.url, SECRET, cluster.password]) {
      expect(message).not.toContain(value);
    }
  });
});
