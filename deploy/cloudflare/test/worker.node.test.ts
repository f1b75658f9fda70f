/**
 * The Worker as `npm run cf:dev` runs it: the site's assets and the contact API in workerd, on a
 * local D1 database with the migrations applied, mailing a real SMTP receiver, reached over HTTP
 * as a visitor's browser and the owner's mail client reach it. Offline: nothing here needs the
 * network. Each test starts a Worker of its own, with its own settings and database.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { chromeFlags, chromePath } from '../../../scripts/harness/chromium.ts';
import { fillContactForm, submitContactForm } from '../../../scripts/harness/contactForm.ts';
import { postContact } from '../../../scripts/harness/postContact.ts';
import { startMailbox, type Mailbox } from '../../../scripts/harness/receivers.ts';
import {
  freePort,
  projectRoot,
  scriptedSenderSettings,
} from '../../../scripts/harness/serverProcess.ts';
import { startWorkerDev, type WorkerDev } from '../../../scripts/harness/workerDev.ts';
import { MAX_BODY_BYTES } from '../../../server/http/contact.ts';
import { fixtureFiles, writeFixtureDist } from '../../../server/testing/fixtureSite.ts';
import { digestLinks, isHeldDigest } from '../../../server/testing/digestLinks.ts';
import { CONTACT_PROOF_HEADER } from '../../../src/contact/contactMessage.ts';
import { routes } from '../../../src/routes.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });
const waitFor = (check: () => unknown) => vi.waitFor(check, { timeout: 30_000, interval: 100 });

const SITE = 'https://name.github.io';
/** The settings that mail the owner through `box`. */
const mailedThrough = (box: Mailbox) => ({
  SMTP_URL: box.url,
  NOTIFY_EMAIL_TO: 'owner@example.com',
});
const valid = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello from workerd' };

let folder: string;
let fixtureDist: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'portfolio-worker-test-'));
  fixtureDist = await writeFixtureDist(folder);
});
afterAll(() => rm(folder, { recursive: true, force: true }));

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

async function worker(
  settings: Record<string, string>,
  { distDir = fixtureDist, port }: { distDir?: string; port?: number } = {},
): Promise<WorkerDev> {
  const started = await startWorkerDev(
    distDir,
    { ...scriptedSenderSettings, ...settings },
    { port },
  );
  cleanups.push(started.close);
  return started;
}

async function mailbox(): Promise<Mailbox> {
  const box = await startMailbox();
  cleanups.push(() => box.close());
  return box;
}

describe('the Worker in workerd', () => {
  it('serves the built site from its assets, a missing page with 404.html, and the API under /api', async () => {
    const dev = await worker({});
    const home = await fetch(dev.url);
    expect(home.status).toBe(200);
    expect(await home.text()).toBe(fixtureFiles['index.html']);
    const missing = await fetch(`${dev.url}/no/such/page`, {
      headers: { 'Sec-Fetch-Mode': 'navigate' },
    });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe(fixtureFiles['404.html']);
    const challenge = await fetch(`${dev.url}/api/contact/challenge`);
    expect(challenge.status).toBe(200);
    expect(challenge.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it("stores a post with the client the edge names and the page's language, and mails it after the answer", async () => {
    const box = await mailbox();
    const dev = await worker({ ...mailedThrough(box) });

    const answer = await postContact(dev.url, valid, {
      'CF-Connecting-IP': '203.0.113.7',
      // Only Cloudflare's edge names the client: what the client claims is not believed.
      'X-Forwarded-For': '198.51.100.1',
      'Content-Language': 'fr',
    });
    expect(answer.status).toBe(201);
    const { id } = (await answer.json()) as { id: number };
    await waitFor(() => expect(box.mails).toHaveLength(1));
    expect(box.mails[0]?.subject).toContain(valid.name);
    expect(box.mails[0]?.text).toContain('\nLanguage: French (fr)\n');
    await waitFor(() =>
      expect(dev.stored()).toEqual([
        expect.objectContaining({
          id,
          ...valid,
          client: '203.0.113.7',
          heldFor: null,
          language: 'fr',
          deliveries: [{ channel: 'email', status: 'sent', attempts: 1, lastError: null }],
        }),
      ]),
    );
  });

  it('stores a copy sent again once, answering with the first id, and mails it once', async () => {
    const box = await mailbox();
    const dev = await worker({ ...mailedThrough(box) });
    const first = await postContact(dev.url, valid);
    const again = await postContact(dev.url, valid);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(await again.json()).toEqual(await first.json());
    await waitFor(() => expect(box.mails).toHaveLength(1));
    expect(dev.stored()).toHaveLength(1);
  });

  it('stores exactly RATE_LIMIT_MAX of 30 posts sent at once from one client', async () => {
    const limit = 5;
    const dev = await worker({ RATE_LIMIT_MAX: String(limit) });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        postContact(dev.url, { ...valid, message: `Burst message ${n}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - limit);
    for (const answer of answers.filter(({ status }) => status === 429)) {
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(dev.stored()).toHaveLength(limit);
  });

  it("mails a held message's digest with its links: GET shows it and changes nothing, POST lets it through once", async () => {
    const box = await mailbox();
    // The links are built on the Worker's own address: its port is chosen before it starts.
    const port = await freePort();
    const dev = await worker(
      { ...mailedThrough(box), PUBLIC_API_URL: `http://127.0.0.1:${port}/api` },
      { port },
    );

    const answer = await postContact(dev.url, valid, {}, { proof: false });
    expect(answer.status).toBe(201);
    const { id } = (await answer.json()) as { id: number };
    await waitFor(() => expect(box.mails).toHaveLength(1));
    const digest = box.mails[0] ?? {};
    expect(isHeldDigest(digest)).toBe(true);
    const { release } = digestLinks(digest, id);
    expect(release.startsWith(`${dev.url}/api/review/`)).toBe(true);

    for (let look = 0; look < 2; look += 1) {
      const page = await fetch(release);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    }
    expect(dev.stored()).toEqual([
      expect.objectContaining({ id, heldFor: expect.any(String), deliveries: [] }),
    ]);

    expect((await fetch(release, { method: 'POST' })).status).toBe(200);
    await waitFor(() => expect(box.mails).toHaveLength(2));
    expect(box.mails[1]?.subject).toContain(valid.name);
    expect((await fetch(release, { method: 'POST' })).status).toBe(410);
    await waitFor(() =>
      expect(dev.stored()).toEqual([
        expect.objectContaining({
          id,
          heldFor: null,
          deliveries: [{ channel: 'email', status: 'sent', attempts: 1, lastError: null }],
        }),
      ]),
    );
  });

  it('keeps what SMTP refused, and a scheduled run delivers it exactly once', async () => {
    const box = await mailbox();
    await box.stop();
    const dev = await worker({ ...mailedThrough(box), NOTIFY_RETRY_BASE_MS: '100' });

    expect((await postContact(dev.url, valid)).status).toBe(201);
    await waitFor(() =>
      expect(dev.stored()[0]?.deliveries).toEqual([
        { channel: 'email', status: 'pending', attempts: 1, lastError: expect.any(String) },
      ]),
    );
    await box.start();
    // The retry is due a moment later (NOTIFY_RETRY_BASE_MS); a run before then sends nothing.
    await waitFor(async () => {
      await dev.runScheduled();
      expect(box.mails).toHaveLength(1);
    });
    await dev.runScheduled();
    expect(box.mails).toHaveLength(1);
    expect(dev.stored()[0]?.deliveries).toEqual([
      { channel: 'email', status: 'sent', attempts: 2, lastError: null },
    ]);
  });

  it("answers an allowed origin's preflight, and 413, 415 and 400 with a JSON error, storing nothing", async () => {
    const dev = await worker({ ALLOWED_ORIGINS: SITE });
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

    const tooLarge = await postContact(dev.url, { ...valid, message: 'x'.repeat(MAX_BODY_BYTES) });
    const wrongType = await postContact(dev.url, valid, { 'Content-Type': 'text/plain' });
    const malformed = await postContact(dev.url, '{"name": ');
    expect([tooLarge.status, wrongType.status, malformed.status]).toEqual([413, 415, 400]);
    for (const refused of [tooLarge, wrongType, malformed]) {
      expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await refused.json()).toEqual({ error: expect.any(String) });
    }
    expect(dev.stored()).toEqual([]);
  });

  it("takes a visitor's message from the built site's contact page in Chromium, and mails it once", async () => {
    const box = await mailbox();
    const dev = await worker({ ...mailedThrough(box) }, { distDir: join(projectRoot, 'dist') });
    const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
    cleanups.push(() => browser.close());
    const page = await browser.newPage();
    const message = { ...valid, message: 'Sent from the contact page through the Worker' };
    await page.goto(`${dev.url}${routes.contact.path}`);
    await fillContactForm(page, message);
    await submitContactForm(page, message);
    await waitFor(() => expect(box.mails).toHaveLength(1));
    expect(box.mails[0]?.text).toContain(message.message);
    expect(dev.stored()).toEqual([expect.objectContaining({ message: message.message })]);
  });
});
