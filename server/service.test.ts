/**
 * The contact service's one-shot jobs, run by hand as a serverless runtime would run them, with
 * no timer and no worker: on SQLite and on PostgreSQL, mailing a real SMTP receiver.
 */
import type { Challenge } from 'altcha-lib/types';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { solveProof } from '../scripts/harness/contactProof.ts';
import { startPostgres, type PostgresCluster } from '../scripts/harness/postgres.ts';
import { startMailbox } from '../scripts/harness/receivers.ts';
import { CONTACT_PROOF_HEADER } from '../src/contact/contactMessage.ts';
import { loadConfig } from './config.ts';
import { LIST_HELD_COMMAND, releaseCommand } from './notify/heldDigest.ts';
import { emailSender } from './notify/email.ts';
import { createContactService, type ServiceOptions } from './service.ts';
import { openPostgresStore } from './store/postgresStore.ts';
import { openSqliteStore } from './store/sqliteStore.ts';
import type { Store } from './store/store.ts';
import { makeTempDir, removeTempDirs } from './testing/tempDirs.ts';
import { manualClock, testSpamSettings } from './testing/testServer.ts';

let cluster: PostgresCluster | undefined;
const backends = [
  { name: 'SQLite', open: async () => openSqliteStore(await makeTempDir('data')) },
  {
    name: 'PostgreSQL',
    open: async () => {
      cluster ??= await startPostgres();
      return openPostgresStore(await cluster.createDatabase());
    },
  },
];

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});
afterAll(async () => {
  await cluster?.stop();
  await removeTempDirs();
});

const owner = { to: 'owner@example.com', from: 'portfolio@me.example' };
const valid = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello!\nAre you free?' };
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(backends)('the contact service on $name', (backend) => {
  async function setUp(options: Partial<ServiceOptions> & { heldDigestIntervalMs?: number } = {}) {
    const box = await startMailbox();
    const store: Store = await backend.open();
    cleanups.push(
      () => box.close(),
      () => store.close(),
    );
    const clock = manualClock();
    const defaults = loadConfig({});
    const service = await createContactService({
      settings: {
        ...defaults,
        distDir: undefined,
        spam: testSpamSettings,
        notify: {
          ...defaults.notify,
          retryBaseMs: 1000,
          heldDigestIntervalMs: options.heldDigestIntervalMs ?? DAY_MS,
        },
      },
      store,
      socketAddress: () => '127.0.0.1',
      senders: { email: emailSender({ smtpUrl: box.url, ...owner }) },
      now: clock.now,
      log: { log: () => undefined, error: () => undefined },
      ...options,
    });

    /** Posts a message through the app in this process, with a real proof unless told. */
    const post = async (body: object, { proof = true } = {}) => {
      const challenge = await (await service.app.request('/api/contact/challenge')).json();
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (proof) headers[CONTACT_PROOF_HEADER] = await solveProof(challenge as Challenge);
      const response = await service.app.request('/api/contact', {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: number }).id;
    };
    return { box, store, clock, service, post };
  }

  it('delivers what is due when asked, says what it did, and leaves a failure for later', async () => {
    const { box, store, clock, service, post } = await setUp();
    await post(valid);
    await post({ ...valid, message: 'A second question' });
    expect(box.mails).toEqual([]);

    expect(await service.deliverDue()).toEqual({ sent: 2, failed: 0 });
    expect(box.mails.map((mail) => mail.subject)).toEqual([
      expect.stringContaining(valid.name),
      expect.stringContaining(valid.name),
    ]);
    expect(await service.deliverDue()).toEqual({ sent: 0, failed: 0 });

    await box.stop();
    await post({ ...valid, message: 'Sent while the mail server is down' });
    expect(await service.deliverDue()).toEqual({ sent: 0, failed: 1 });
    const [newest] = await store.list();
    expect(newest?.deliveries).toEqual([
      expect.objectContaining({ status: 'pending', attempts: 1, lastError: expect.any(String) }),
    ]);

    await box.start();
    // Not due before its retry time; sent once it is.
    expect(await service.deliverDue()).toEqual({ sent: 0, failed: 0 });
    clock.advance(60_000);
    expect(await service.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(box.mails).toHaveLength(3);
  });

  it('waits for the hand-off before it answers: a runtime can deliver in it', async () => {
    const { box, service, post } = await setUp({
      onQueued: async () => {
        await service.deliverDue();
      },
    });
    await post(valid);
    // The answer came after the delivery, so the mail is in already.
    expect(box.mails).toHaveLength(1);
  });

  it('tells the owner of held messages in one digest per interval, and only of new ones', async () => {
    const { box, clock, service, post } = await setUp();
    const spam = { ...valid, message: 'Cheap pills\nat half price' };
    const first = await post(spam, { proof: false });
    await post(valid);

    // The first held message finds no digest before it: one is queued at once.
    expect(await service.deliverDue()).toEqual({ sent: 2, failed: 0 });
    const digest = box.mails.find((mail) => !mail.subject?.includes(valid.name));
    expect(digest?.subject).toMatch(/^1 message held for review/);
    for (const part of [
      `#${first}`,
      valid.name,
      valid.email,
      '"Cheap pills"',
      'sent with no proof of work',
      releaseCommand(first),
      LIST_HELD_COMMAND,
    ]) {
      expect(digest?.text).toContain(part);
    }
    expect(digest?.text).not.toContain('at half price');
    // Without PUBLIC_API_URL, the command is the way to release it: no link.
    expect(digest?.text).not.toContain('/review/');

    // More held within the interval wait for the next digest; nothing new, nothing sent.
    const second = await post({ ...spam, message: 'More pills' }, { proof: false });
    const third = await post({ ...spam, message: 'Even more pills' }, { proof: false });
    expect(await service.queueHeldDigest()).toBeUndefined();
    clock.advance(DAY_MS);
    expect(await service.queueHeldDigest()).toMatchObject({
      messages: [{ id: second }, { id: third }],
    });
    expect(await service.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(box.mails.at(-1)?.subject).toMatch(/^2 messages held for review/);
    clock.advance(DAY_MS);
    expect(await service.queueHeldDigest()).toBeUndefined();
  });

  it('sends no digest when HELD_DIGEST_MINUTES is 0', async () => {
    const { box, clock, service, post } = await setUp({ heldDigestIntervalMs: 0 });
    await post(valid, { proof: false });
    clock.advance(DAY_MS);
    expect(await service.queueHeldDigest()).toBeUndefined();
    expect(await service.deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(box.mails).toEqual([]);
  });

  it('prunes held messages past their retention, keeping newer ones and the inbox', async () => {
    const { store, clock, service, post } = await setUp();
    await post({ ...valid, message: 'Old spam' }, { proof: false });
    await post({ ...valid, message: 'Old mail' });
    clock.advance(testSpamSettings.heldRetentionMs - 1000);
    await post({ ...valid, message: 'Recent spam' }, { proof: false });
    clock.advance(2000);

    expect(await service.pruneExpired()).toBe(1);
    expect((await store.list()).map((row) => row.message).sort()).toEqual([
      'Old mail',
      'Recent spam',
    ]);
    expect(await service.pruneExpired()).toBe(0);
  });
});
