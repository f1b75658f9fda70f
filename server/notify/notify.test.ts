import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { openSqliteStore } from '../store/sqliteStore.ts';
import type { StoredMessage } from '../store/store.ts';
import { postContact } from '../../scripts/harness/postContact.ts';
import { utcMinute } from '../format/utcTime.ts';
import { makeTempDir, removeTempDirs } from '../testing/tempDirs.ts';
import { startTestServer, stopTestServers } from '../testing/testServer.ts';
import { emailSender, notificationEmail } from './email.ts';
import {
  startMailbox,
  startWebhookReceiver,
  type Mailbox,
  type WebhookReceiver,
} from '../../scripts/harness/receivers.ts';
import { webhookSender } from './webhook.ts';
import { BATCH_SIZE, LEASE_MS, notificationDelivery, startNotificationWorker } from './worker.ts';

// Retries wait for real timers, on a machine that may be busy.
vi.setConfig({ testTimeout: 30_000 });

const receivers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await stopTestServers();
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
});
afterAll(removeTempDirs);

const valid = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello!\nAre you free?' };
const owner = { to: 'owner@example.com', from: 'portfolio@me.example' };

async function mailbox(): Promise<Mailbox> {
  const box = await startMailbox();
  receivers.push(box);
  return box;
}

async function webhook(): Promise<WebhookReceiver> {
  const hook = await startWebhookReceiver();
  receivers.push(hook);
  return hook;
}

async function post(url: string, body: object = valid, headers: Record<string, string> = {}) {
  const response = await postContact(url, body, headers);
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

function first<T>(items: readonly T[]): T {
  const [item] = items;
  if (item === undefined) throw new Error('Expected at least one item');
  return item;
}

const waitFor = (check: () => void) => vi.waitFor(check, { timeout: 20_000, interval: 20 });

describe('owner notification', () => {
  it('emails each new message: sender in the subject, Reply-To the visitor, a stable Message-ID', async () => {
    const box = await mailbox();
    const server = await startTestServer({
      notify: { senders: { email: emailSender({ smtpUrl: box.url, ...owner }) } },
    });

    const id = await post(server.url);

    await waitFor(() => expect(box.mails).toHaveLength(1));
    const [mail] = box.mails;
    const stored = first(await server.store.list());
    expect(mail?.recipients).toEqual([owner.to]);
    expect(mail?.from).toBe(owner.from);
    expect(mail?.subject).toContain(valid.name);
    expect(mail?.replyTo).toEqual([{ name: valid.name, address: valid.email }]);
    expect(mail?.messageId).toBe(`<contact-${id}.${Date.parse(stored.createdAt)}@me.example>`);
    for (const part of [valid.name, valid.email, valid.message]) {
      expect(mail?.text).toContain(part);
    }
    expect(mail?.text).toContain(stored.createdAt.slice(0, 10));
    await waitFor(async () =>
      expect((await server.store.list())[0]?.deliveries).toEqual([
        expect.objectContaining({ channel: 'email', status: 'sent', attempts: 1 }),
      ]),
    );
  });

  it('posts each new message to the webhook with a stable Idempotency-Key', async () => {
    const hook = await webhook();
    const server = await startTestServer({
      notify: { senders: { webhook: webhookSender(hook.url) } },
    });

    const id = await post(server.url);

    await waitFor(() => expect(hook.calls).toHaveLength(1));
    const stored = first(await server.store.list());
    const call = first(hook.calls);
    expect(call.headers['content-type']).toBe('application/json');
    expect(call.headers['idempotency-key']).toBe(`contact-${id}-${Date.parse(stored.createdAt)}`);
    expect(call.body).toMatchObject({
      id,
      name: valid.name,
      email: valid.email,
      message: valid.message,
      receivedAt: stored.createdAt,
    });
    // Slack reads `text`, Discord `content`: both name the sender and carry the message.
    for (const key of ['text', 'content']) {
      expect(call.body[key]).toEqual(expect.stringContaining(valid.name));
    }
    expect(call.body.allowed_mentions).toEqual({ parse: [] });
  });

  it('keeps email and webhook apart: a failing webhook never sends the mail again', async () => {
    const box = await mailbox();
    const hook = await webhook();
    hook.answerWith(500);
    const server = await startTestServer({
      notify: {
        senders: {
          email: emailSender({ smtpUrl: box.url, ...owner }),
          webhook: webhookSender(hook.url),
        },
        retryBaseMs: 100,
        maxAttempts: 10,
      },
    });

    await post(server.url);
    await waitFor(() => expect(hook.calls.length).toBeGreaterThanOrEqual(3));
    hook.answerWith(200);
    await waitFor(async () =>
      expect((await server.store.list())[0]?.deliveries.map((d) => d.status)).toEqual([
        'sent',
        'sent',
      ]),
    );

    expect(box.mails).toHaveLength(1);
    const keys = new Set(hook.calls.map((call) => call.headers['idempotency-key']));
    expect(keys.size).toBe(1);
  });

  it('retries while the mail server is down and delivers once it is back', async () => {
    const box = await mailbox();
    await box.stop();
    const server = await startTestServer({
      notify: { senders: { email: emailSender({ smtpUrl: box.url, ...owner }) }, maxAttempts: 20 },
    });

    await post(server.url);
    await waitFor(async () =>
      expect((await server.store.list())[0]?.deliveries[0]?.attempts).toBeGreaterThanOrEqual(2),
    );
    const [down] = await server.store.list();
    expect(down?.deliveries[0]).toMatchObject({
      status: 'pending',
      lastError: expect.stringMatching(/ECONNRESET/),
    });

    await box.start();
    await waitFor(async () =>
      expect((await server.store.list())[0]?.deliveries[0]?.status).toBe('sent'),
    );
    expect(box.mails).toHaveLength(1);
  });

  it('marks a job failed after its last attempt, logs it, and sends it when requeued', async () => {
    const hook = await webhook();
    hook.answerWith(503);
    const server = await startTestServer({
      notify: { senders: { webhook: webhookSender(hook.url) }, maxAttempts: 3 },
    });

    await post(server.url);
    await waitFor(async () =>
      expect((await server.store.list())[0]?.deliveries[0]).toMatchObject({
        status: 'failed',
        attempts: 3,
        lastError: 'The webhook answered 503',
      }),
    );
    expect(hook.calls).toHaveLength(3);
    expect(server.logLines.join('\n')).toMatch(/failed for good after 3 attempts/);

    hook.answerWith(200);
    expect(await server.store.retryFailed(new Date())).toBe(1);
    await waitFor(async () =>
      expect((await server.store.list())[0]?.deliveries[0]?.status).toBe('sent'),
    );
    expect(hook.calls).toHaveLength(4);
  });

  it('makes no jobs when nothing is configured', async () => {
    const server = await startTestServer();
    await post(server.url);
    expect((await server.store.list())[0]?.deliveries).toEqual([]);
  });

  it('delivers jobs left pending by an earlier run when it starts', async () => {
    const hook = await webhook();
    hook.answerWith(500);
    const dataDir = await makeTempDir('data');
    const first = await startTestServer({
      dataDir,
      notify: { senders: { webhook: webhookSender(hook.url) }, retryBaseMs: 100 },
    });
    await post(first.url);
    await waitFor(() => expect(hook.calls.length).toBeGreaterThanOrEqual(1));
    await first.close();

    hook.answerWith(200);
    const calls = hook.calls.length;
    const second = await startTestServer({
      dataDir,
      notify: { senders: { webhook: webhookSender(hook.url) } },
    });
    await waitFor(async () =>
      expect((await second.store.list())[0]?.deliveries[0]?.status).toBe('sent'),
    );
    expect(hook.calls).toHaveLength(calls + 1);
  });
});

describe('the email', () => {
  const message: StoredMessage = {
    id: 7,
    name: 'Eve\r\nBcc: everyone@example.net',
    email: 'eve@example.com\r\nBcc: more@example.net',
    message: 'Hi\r\nBcc: body@example.net',
    client: null,
    createdAt: '2030-01-01T09:00:00.000Z',
    heldFor: null,
    language: null,
  };

  it('cannot be given extra headers or recipients by what the visitor wrote', async () => {
    const box = await mailbox();
    await emailSender({ smtpUrl: box.url, ...owner })({ message });

    await waitFor(() => expect(box.mails).toHaveLength(1));
    const [mail] = box.mails;
    expect(mail?.recipients).toEqual([owner.to]);
    expect(mail?.headerNames).not.toContain('bcc');
    expect(mail?.headerNames.filter((name) => name === 'reply-to')).toHaveLength(1);
    // The visitor's text stays in the body, where it is only text.
    expect(mail?.text).toContain('Bcc: body@example.net');
  });

  it('keeps its Message-ID when it is built again for a redelivery', () => {
    const settings = { smtpUrl: 'smtp://127.0.0.1:1', ...owner };
    expect(notificationEmail(message, settings).messageId).toBe(
      notificationEmail({ ...message }, settings).messageId,
    );
    expect(notificationEmail({ ...message, id: 8 }, settings).messageId).not.toBe(
      notificationEmail(message, settings).messageId,
    );
  });
});

describe("the page's language", () => {
  async function notifiedOf(headers: Record<string, string>) {
    const box = await mailbox();
    const hook = await webhook();
    const server = await startTestServer({
      notify: {
        senders: {
          email: emailSender({ smtpUrl: box.url, ...owner }),
          webhook: webhookSender(hook.url),
        },
      },
    });
    await post(server.url, valid, headers);
    await waitFor(() => expect([box.mails.length, hook.calls.length]).toEqual([1, 1]));
    return {
      mail: first(box.mails),
      call: first(hook.calls),
      stored: first(await server.store.list()),
    };
  }

  it('is named in the email and the webhook when the form sent it', async () => {
    const { mail, call, stored } = await notifiedOf({ 'Content-Language': 'fr' });

    expect(stored.language).toBe('fr');
    expect(mail.text).toBe(
      [
        `Name: ${valid.name}`,
        `Email: ${valid.email}`,
        `Received: ${utcMinute(stored.createdAt)}`,
        'Language: French (fr)',
        '',
        valid.message,
        '',
        '--',
        `Reply to this email to answer ${valid.name}.`,
        '',
      ].join('\n'),
    );
    expect(call.body).toMatchObject({ kind: 'message', language: 'fr' });
    // Slack and Discord show only the text: it says the language too.
    for (const key of ['text', 'content']) {
      expect(call.body[key]).toEqual(expect.stringContaining('\nLanguage: French (fr)\n'));
    }
  });

  it('names a regional tag in its canonical form, with its English name', async () => {
    const { mail, call } = await notifiedOf({ 'Content-Language': 'pt-br' });

    expect(mail.text).toContain('\nLanguage: Brazilian Portuguese (pt-BR)\n');
    expect(call.body.language).toBe('pt-BR');
  });

  it.each([
    ['none', {}],
    ['a list', { 'Content-Language': 'en, fr' }],
  ])('is not mentioned when the form sent %s', async (_, headers) => {
    const { mail, call, stored } = await notifiedOf(headers);

    expect(stored.language).toBeNull();
    expect(mail.text).toBe(
      [
        `Name: ${valid.name}`,
        `Email: ${valid.email}`,
        `Received: ${utcMinute(stored.createdAt)}`,
        '',
        valid.message,
        '',
        '--',
        `Reply to this email to answer ${valid.name}.`,
        '',
      ].join('\n'),
    );
    expect(call.body).not.toHaveProperty('language');
    expect(call.body.text).not.toContain('Language');
  });
});

describe('held-message digests', () => {
  it('reach a webhook as data, with text for Slack and Discord and a stable Idempotency-Key', async () => {
    const hook = await webhook();
    const server = await startTestServer({
      notify: { senders: { webhook: webhookSender(hook.url) }, heldDigestIntervalMs: 60_000 },
    });
    const response = await postContact(server.url, valid, {}, { proof: false });
    const { id } = (await response.json()) as { id: number };

    await waitFor(() => expect(hook.calls).toHaveLength(1));
    const [call] = hook.calls;
    expect(call?.body).toMatchObject({
      kind: 'held-digest',
      messages: [
        {
          id,
          name: valid.name,
          email: valid.email,
          firstLine: valid.message.split('\n')[0],
          heldFor: expect.any(String),
        },
      ],
      allowed_mentions: { parse: [] },
    });
    for (const key of ['text', 'content']) {
      expect(call?.body[key]).toEqual(expect.stringContaining(`--release ${id}`));
    }
    expect(call?.headers['idempotency-key']).toMatch(/^held-digest-\d+-\d+$/);
    expect(call?.body).not.toHaveProperty('linksExpireAt');
  });

  it('give each message its review links, in the data and the text, once PUBLIC_API_URL is set', async () => {
    const hook = await webhook();
    const apiUrl = 'https://api.example.com/api';
    const server = await startTestServer({
      notify: {
        senders: { webhook: webhookSender(hook.url) },
        heldDigestIntervalMs: 60_000,
        reviewLinks: { apiUrl, validForMs: 24 * 60 * 60 * 1000 },
      },
    });
    const response = await postContact(server.url, valid, {}, { proof: false });
    const { id } = (await response.json()) as { id: number };

    await waitFor(() => expect(hook.calls).toHaveLength(1));
    const body = first(hook.calls).body as {
      messages: { id: number; links: { release: string; delete: string } }[];
      linksExpireAt: string;
      text: string;
      content: string;
    };
    const link = expect.stringMatching(new RegExp(`^${apiUrl}/review/[A-Za-z0-9_-]{43}$`));
    expect(body.messages).toEqual([
      expect.objectContaining({ id, links: { release: link, delete: link } }),
    ]);
    expect(Date.parse(body.linksExpireAt)).toBeGreaterThan(Date.now());
    for (const text of [body.text, body.content]) {
      expect(text).toContain(`Let it through: ${first(body.messages).links.release}`);
      expect(text).toContain(`Delete: ${first(body.messages).links.delete}`);
      expect(text).not.toContain(`--release ${id}`);
    }
  });
});

describe('several workers on one outbox', () => {
  const quiet = { log: () => undefined, error: () => undefined };
  const newMessage = (n: number) => ({
    name: `Visitor ${n}`,
    email: `visitor${n}@example.com`,
    message: `Message ${n}`,
    client: null,
    receivedAt: new Date(),
  });

  it('send every job exactly once between them', async () => {
    const dataDir = await makeTempDir('data');
    const hook = await webhook();
    const writer = openSqliteStore(dataDir);
    for (let n = 0; n < 40; n += 1) {
      await writer.saveUnlessDuplicate(newMessage(n), new Date(0), ['webhook']);
    }
    const stores = [openSqliteStore(dataDir), openSqliteStore(dataDir), openSqliteStore(dataDir)];
    const workers = stores.map((queue) =>
      startNotificationWorker(
        notificationDelivery({
          queue,
          senders: { webhook: webhookSender(hook.url) },
          maxAttempts: 5,
          retryBaseMs: 100,
          log: quiet,
        }),
        { log: quiet },
      ),
    );
    try {
      await waitFor(async () =>
        expect(
          (await writer.list()).every((message) => message.deliveries[0]?.status === 'sent'),
        ).toBe(true),
      );
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
      stores.forEach((store) => store.close());
      writer.close();
    }
    const keys = hook.calls.map((call) => call.headers['idempotency-key']);
    expect(keys).toHaveLength(40);
    expect(new Set(keys).size).toBe(40);
  });

  it('claim no more batches in one run than told, and leave the rest for the next', async () => {
    const dataDir = await makeTempDir('data');
    const hook = await webhook();
    const store = openSqliteStore(dataDir);
    try {
      const due = BATCH_SIZE * 2 + 1;
      for (let n = 0; n < due; n += 1) {
        await store.saveUnlessDuplicate(newMessage(n), new Date(0), ['webhook']);
      }
      const delivery = notificationDelivery({
        queue: store,
        senders: { webhook: webhookSender(hook.url) },
        maxAttempts: 5,
        retryBaseMs: 100,
        log: quiet,
        batchesPerRun: 1,
      });
      expect(await delivery.deliverDue()).toEqual({ sent: BATCH_SIZE, failed: 0 });
      expect(hook.calls).toHaveLength(BATCH_SIZE);
      expect(await delivery.deliverDue()).toEqual({ sent: BATCH_SIZE, failed: 0 });
      expect(await delivery.deliverDue()).toEqual({ sent: 1, failed: 0 });
      expect(hook.calls).toHaveLength(due);
    } finally {
      store.close();
    }
  });

  it('leave a claimed job alone until its lease ends, then take it over', async () => {
    const dataDir = await makeTempDir('data');
    const store = openSqliteStore(dataDir);
    try {
      await store.saveUnlessDuplicate(newMessage(1), new Date(0), ['email']);
      const now = new Date();
      expect(await store.claimDue('first', now, LEASE_MS, 8)).toHaveLength(1);
      expect(await store.claimDue('second', now, LEASE_MS, 8)).toEqual([]);

      const afterLease = new Date(now.getTime() + LEASE_MS);
      const job = first(await store.claimDue('second', afterLease, LEASE_MS, 8));
      expect(job).toMatchObject({ channel: 'email', attempt: 2 });
      // The first worker's late result no longer counts: the job is the second's now.
      expect(await store.markSent(job.jobId, 'first', afterLease)).toBe(false);
      expect(await store.markSent(job.jobId, 'second', afterLease)).toBe(true);
    } finally {
      store.close();
    }
  });
});
