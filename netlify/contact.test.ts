/**
 * The Netlify Functions of netlify/functions/ on Netlify's own local emulator (@netlify/dev, its
 * network features off): Netlify's bundler builds each function, its bootstrap hands the function
 * a Request and a Context, requests reach the API by its `config.path`, and the scheduled sweep
 * runs as the scheduler runs it. A real PostgreSQL cluster and a real SMTP receiver stand behind
 * them. The emulator runs every invocation in a new worker thread, a cold instance of its own:
 * any two requests here reach two instances. What the emulator cannot show (a client address that
 * differs from the one a header claims) is checked on the handlers in this process, with a
 * Context shaped as Netlify's types define it.
 */
import type { Context } from '@netlify/functions';
import type { Challenge } from 'altcha-lib/types';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { solveProof } from '../scripts/harness/contactProof.ts';
import { startNetlifyDev, type NetlifyDevServer } from '../scripts/harness/netlifyDev.ts';
import { postContact } from '../scripts/harness/postContact.ts';
import { scriptedSenderSettings } from '../scripts/harness/serverProcess.ts';
import { headersFile, redirectsFile } from '../scripts/build/hostFiles.ts';
import { releaseFromDigest } from '../server/testing/reviewFlow.ts';
import { functionEnv, serverlessTestKit, SITE } from '../server/testing/serverlessTest.ts';
import { CONTACT_PROOF_HEADER } from '../src/contact/contactMessage.ts';
import { netlifyHandlers } from './contact.ts';
import { config as sweepConfig } from './functions/sweep.mts';

vi.setConfig({ testTimeout: 60_000 });

const { freshDatabase, mailbox, onCleanup } = serverlessTestKit();
const valid = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello from Netlify' };
const owner = { NOTIFY_EMAIL_TO: 'owner@example.com' };

describe('the functions on the Netlify emulator', () => {
  let dev: NetlifyDevServer;
  beforeAll(async () => {
    dev = await startNetlifyDev();
  }, 120_000);
  afterAll(() => dev?.stop());

  it("answers a challenge and stores a post with the address Netlify saw and the page's language, mailed before the answer", async () => {
    const box = await mailbox();
    const { url, store } = await freshDatabase();
    await dev.setEnv(functionEnv(url, { SMTP_URL: box.url, ...owner }));

    const answer = await postContact(dev.url, valid, { 'Content-Language': 'fr' });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    const { id } = (await answer.json()) as { id: number };
    expect(await store.list()).toEqual([
      expect.objectContaining({
        id,
        ...valid,
        client: '127.0.0.1',
        heldFor: null,
        language: 'fr',
        deliveries: [expect.objectContaining({ status: 'sent', attempts: 1 })],
      }),
    ]);
    expect(box.mails.map((mail) => mail.subject)).toEqual([expect.stringContaining(valid.name)]);
    expect(box.mails[0]?.text).toContain('\nLanguage: French (fr)\n');
  });

  it('holds a message without a proof, refuses another content type and malformed JSON, and answers a preflight', async () => {
    const { url, store } = await freshDatabase();
    await dev.setEnv(functionEnv(url));

    const unproven = await postContact(dev.url, valid, {}, { proof: false });
    expect(unproven.status).toBe(201);
    const wrongType = await postContact(
      dev.url,
      valid,
      { 'Content-Type': 'text/plain' },
      { proof: false },
    );
    expect(wrongType.status).toBe(415);
    const malformed = await postContact(dev.url, '{"name": ', {}, { proof: false });
    expect(malformed.status).toBe(400);
    for (const refused of [wrongType, malformed]) {
      expect(await refused.json()).toEqual({ error: expect.any(String) });
    }
    expect(await store.list()).toEqual([
      expect.objectContaining({ ...valid, heldFor: expect.any(String) }),
    ]);

    const preflight = await fetch(`${dev.url}/api/contact`, {
      method: 'OPTIONS',
      headers: {
        Origin: SITE,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': `content-type, ${CONTACT_PROOF_HEADER.toLowerCase()}`,
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(preflight.headers.get('access-control-allow-headers')).toContain(CONTACT_PROOF_HEADER);
  });

  it('holds one rate limit across instances', async () => {
    const { url, store } = await freshDatabase();
    await dev.setEnv(functionEnv(url, { RATE_LIMIT_MAX: '1' }));

    expect((await postContact(dev.url, valid)).status).toBe(201);
    const limited = await postContact(dev.url, { ...valid, message: 'And again' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await store.list()).toHaveLength(1);
  });

  it("mails a held message's review links, shows it on GET and lets it through once on POST", async () => {
    const box = await mailbox();
    const { url, store } = await freshDatabase();
    await dev.setEnv(
      functionEnv(url, { SMTP_URL: box.url, ...owner, PUBLIC_API_URL: `${dev.url}/api` }),
    );

    const { id } = await releaseFromDigest({
      origin: dev.url,
      mailed: () => box.mails,
      stored: () => store.list(),
      message: { ...valid, message: 'Held, then let through by its link' },
    });
    await dev.runScheduled('sweep');
    expect(box.mails).toHaveLength(2);
    expect(await store.list()).toEqual([
      expect.objectContaining({
        id,
        heldFor: null,
        deliveries: [expect.objectContaining({ status: 'sent', attempts: 1 })],
      }),
    ]);
  });

  it('keeps what SMTP refused during the post, and the scheduled sweep delivers it exactly once', async () => {
    const box = await mailbox();
    await box.stop();
    const { url, store } = await freshDatabase();
    await dev.setEnv(functionEnv(url, { SMTP_URL: box.url, ...owner }));

    expect((await postContact(dev.url, valid)).status).toBe(201);
    expect((await store.list())[0]?.deliveries).toEqual([
      expect.objectContaining({ status: 'pending', attempts: 1, lastError: expect.any(String) }),
    ]);

    await box.start();
    // The retry is due a moment later (NOTIFY_RETRY_BASE_MS); a sweep before then sends nothing.
    await vi.waitFor(
      async () => {
        await dev.runScheduled('sweep');
        expect(box.mails).toHaveLength(1);
      },
      { timeout: 30_000 },
    );
    await dev.runScheduled('sweep');
    expect(box.mails).toHaveLength(1);
    expect((await store.list())[0]?.deliveries).toEqual([
      expect.objectContaining({ status: 'sent', attempts: 2 }),
    ]);
  });
});

/** The Context Netlify hands a function, as its types define it, for a client at `ip`. */
function netlifyContext(request: Request, ip: string): Context {
  const unused = () => Promise.reject(new Error('Serverless functions have no next or rewrite.'));
  return {
    account: { id: 'account-id' },
    cookies: { get: () => '', set: () => undefined, delete: () => undefined },
    deploy: { context: 'production', id: 'deploy-id', published: true },
    geo: { city: 'Paris', country: { code: 'FR', name: 'France' }, timezone: 'Europe/Paris' },
    ip,
    json: (input) => Response.json(input),
    log: console.log,
    next: unused,
    params: {},
    rewrite: unused,
    requestId: `request-${Math.random().toString(36).slice(2)}`,
    server: { region: 'us-east-2' },
    site: { id: 'site-id', name: 'name', url: 'https://name.netlify.app' },
    url: new URL(request.url),
    waitUntil: () => undefined,
  };
}

describe('the API handler, called as Netlify calls it', () => {
  it('takes the client address from context.ip, never from X-Forwarded-For, even with TRUST_PROXY', async () => {
    const { url, store } = await freshDatabase();
    const handlers = netlifyHandlers(functionEnv(url, { TRUST_PROXY: '1', RATE_LIMIT_MAX: '1' }));
    onCleanup(handlers.close);
    const call = (request: Request) =>
      handlers.api(request, netlifyContext(request, '203.0.113.77'));
    const site = 'https://name.netlify.app/api';

    const send = async (n: number, claimed: string) => {
      const challenge = await call(new Request(`${site}/contact/challenge`));
      const proof = await solveProof((await challenge.json()) as Challenge);
      return call(
        new Request(`${site}/contact`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            [CONTACT_PROOF_HEADER]: proof,
            'Content-Language': 'de-CH',
            'X-Forwarded-For': claimed,
          },
          body: JSON.stringify({ ...valid, message: `Message ${n}` }),
        }),
      );
    };
    expect((await send(1, '198.51.100.1')).status).toBe(201);
    // Another claimed address is not another client.
    expect((await send(2, '198.51.100.2')).status).toBe(429);
    expect((await store.list()).map((row) => [row.client, row.language])).toEqual([
      ['203.0.113.77', 'de-CH'],
    ]);
  });

  it('fails without DATABASE_URL, in one sentence naming it', async () => {
    const handlers = netlifyHandlers({ ...scriptedSenderSettings });
    onCleanup(handlers.close);
    const request = new Request('https://name.netlify.app/api/contact/challenge');
    await expect(handlers.api(request, netlifyContext(request, '203.0.113.77'))).rejects.toThrow(
      /^DATABASE_URL is not set: [^.]+\.$/,
    );
    await expect(handlers.sweep()).rejects.toThrow(/DATABASE_URL/);
  });
});

describe('what Netlify reads', () => {
  it('runs the sweep every 15 minutes', () => {
    expect(sweepConfig).toEqual({ schedule: '*/15 * * * *' });
  });

  it('lets the site post to /api on its own origin: no redirect rule, and connect-src allows it', () => {
    const rules = redirectsFile()
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('#'));
    expect(rules).toEqual([]);
    const policy = headersFile({ basePath: '/', apiOrigins: [], scriptHashes: [] });
    expect(policy).toMatch(/connect-src 'self'[;\n]/);
  });
});
