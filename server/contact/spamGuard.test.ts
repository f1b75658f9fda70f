/**
 * The spam guard through the real app: which messages are held, and that a held message is
 * answered like any other yet never reaches the owner.
 */
import type { Challenge } from 'altcha-lib/types';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { fetchProof, forgedProof, solveProof } from '../../scripts/harness/contactProof.ts';
import { postContact } from '../../scripts/harness/postContact.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../scripts/harness/receivers.ts';
import { webhookSender } from '../notify/webhook.ts';
import { HELD_FOR_REUSED_PROOF } from '../store/store.ts';
import { removeTempDirs } from '../testing/tempDirs.ts';
import {
  manualClock,
  startTestServer,
  stopTestServers,
  testSpamSettings,
  type TestServerOptions,
} from '../testing/testServer.ts';
import { CONTACT_PROOF_HEADER } from '../../src/contact/contactMessage.ts';
import { countLinks } from './spamGuard.ts';

let hook: WebhookReceiver | undefined;
afterEach(async () => {
  await stopTestServers();
  await hook?.close();
  hook = undefined;
});
afterAll(removeTempDirs);

const valid = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello! Are you free?' };

/** A test server that notifies a webhook receiver of every message that goes on. */
async function guardedServer(options: TestServerOptions = {}) {
  hook = await startWebhookReceiver();
  const server = await startTestServer({
    ...options,
    notify: { senders: { webhook: webhookSender(hook.url) } },
  });
  const api = `${server.url}/api`;
  /** Posts `body` with `proof` as its header (a fresh one by default; none when null). */
  const send = async (body: object, proof?: string | null) => {
    const header = proof === undefined ? await fetchProof(api) : proof;
    const response = await postContact(
      server.url,
      body,
      header ? { [CONTACT_PROOF_HEADER]: header } : {},
      {
        proof: false,
      },
    );
    return { status: response.status, body: (await response.json()) as { id: number } };
  };
  const heldFor = async (id: number) =>
    (await server.store.list()).find((message) => message.id === id)?.heldFor;
  return { server, api, send, heldFor, hook };
}

describe('a message with a good proof of work', () => {
  it('goes on to the owner', async () => {
    const { send, heldFor, hook } = await guardedServer();
    const answer = await send(valid);

    expect(answer.status).toBe(201);
    expect(await heldFor(answer.body.id)).toBeNull();
    await vi.waitFor(() => expect(hook.calls).toHaveLength(1), { timeout: 20_000 });
  });

  it.each([
    [
      'Japanese',
      { name: '山田 花子', message: 'はじめまして。ウェブサイトの制作についてご相談できますか？' },
    ],
    ['Arabic', { name: 'ليلى أحمد', message: 'مرحبا، هل أنت متاح لمشروع جديد الشهر القادم؟' }],
    [
      'emoji',
      { name: 'Zoë 🌈', message: 'Loved the case study 🎉🚀 — could we talk next week? 🙏' },
    ],
  ])('goes on in %s', async (_language, text) => {
    const { send, heldFor } = await guardedServer();
    const answer = await send({ ...valid, ...text });
    expect(answer.status).toBe(201);
    expect(await heldFor(answer.body.id)).toBeNull();
  });

  it('goes on with as many links as the limit allows', async () => {
    const { send, heldFor } = await guardedServer();
    const links = Array.from(
      { length: testSpamSettings.maxLinks },
      (_, n) => `https://example.com/${n}`,
    );
    const answer = await send({ ...valid, message: `My work: ${links.join(' ')}` });
    expect(await heldFor(answer.body.id)).toBeNull();
  });
});

describe('a held message', () => {
  it('is answered like any other, stored, and never notified', async () => {
    const { send, heldFor, hook } = await guardedServer();
    const held = await send({ ...valid, message: 'No proof' }, null);
    const good = await send(valid);

    expect(held.status).toBe(good.status);
    expect(Object.keys(held.body)).toEqual(Object.keys(good.body));
    expect(await heldFor(held.body.id)).toBe('sent with no proof of work');
    await vi.waitFor(() => expect(hook.calls).toHaveLength(1), { timeout: 20_000 });
    expect(JSON.stringify(hook.calls)).not.toContain('No proof');
  });

  it.each([
    ['malformed', 'bm90IGEgcHJvb2Y=', /malformed/],
    ['not even base64 JSON', '%%%', /malformed/],
  ])('has a %s proof', async (_case, header, reason) => {
    const { send, heldFor } = await guardedServer();
    const answer = await send(valid, header);
    expect(answer.status).toBe(201);
    expect(await heldFor(answer.body.id)).toMatch(reason);
  });

  it('has a proof of a challenge signed with another secret', async () => {
    const { send, heldFor } = await guardedServer();
    const answer = await send(valid, await forgedProof());
    expect(await heldFor(answer.body.id)).toBe('sent with a forged proof of work');
  });

  it('has a proof whose challenge was changed after it was signed', async () => {
    const { send, api, heldFor } = await guardedServer();
    const response = await fetch(`${api}/contact/challenge`);
    const challenge = (await response.json()) as Challenge;
    // Cheaper work for the same signature.
    challenge.parameters.keyPrefix = challenge.parameters.keyPrefix.slice(0, 2);
    const answer = await send(valid, await solveProof(challenge));
    expect(await heldFor(answer.body.id)).toBe('sent with a forged proof of work');
  });

  it('has an expired proof', async () => {
    const clock = manualClock();
    const { send, api, heldFor } = await guardedServer({ now: clock.now });
    const proof = await fetchProof(api);
    clock.advance(testSpamSettings.challengeTtlMs);
    const answer = await send(valid, proof);
    expect(await heldFor(answer.body.id)).toBe('sent with an expired proof of work');
  });

  it('replays a spent proof', async () => {
    const { send, api, heldFor } = await guardedServer();
    const proof = await fetchProof(api);
    const first = await send(valid, proof);
    const replay = await send({ ...valid, message: 'Another message, the same proof' }, proof);

    expect(await heldFor(first.body.id)).toBeNull();
    expect(replay.status).toBe(201);
    expect(await heldFor(replay.body.id)).toBe(HELD_FOR_REUSED_PROOF);
  });

  it('came sooner after its challenge than the minimum fill time', async () => {
    const clock = manualClock();
    const minFillMs = 3000;
    const { send, api, heldFor } = await guardedServer({ now: clock.now, spam: { minFillMs } });

    const tooSoon = await fetchProof(api);
    clock.advance(minFillMs - 1000);
    const fast = await send({ ...valid, message: 'Typed in two seconds' }, tooSoon);
    expect(await heldFor(fast.body.id)).toBe('sent 2.0 s after the form was shown');

    const inTime = await fetchProof(api);
    clock.advance(minFillMs);
    const human = await send({ ...valid, message: 'Typed at a human pace' }, inTime);
    expect(await heldFor(human.body.id)).toBeNull();
  });

  it('carries more links than the limit', async () => {
    const maxLinks = 3;
    const { send, heldFor } = await guardedServer({ spam: { maxLinks } });
    const links = Array.from({ length: maxLinks + 1 }, (_, n) => `http://spam.example/${n}`);
    const answer = await send({ ...valid, message: `Cheap! ${links.join(' ')}` });
    expect(await heldFor(answer.body.id)).toBe(`${maxLinks + 1} links (at most ${maxLinks} pass)`);
  });

  it('counts against the rate limit, which bounds how many one client can leave', async () => {
    const { send } = await guardedServer({
      settings: { rateLimit: { max: 2, windowMs: 600_000 } },
    });
    expect((await send({ ...valid, message: 'One' }, null)).status).toBe(201);
    expect((await send({ ...valid, message: 'Two' }, null)).status).toBe(201);
    expect((await send({ ...valid, message: 'Three' })).status).toBe(429);
  });
});

describe('GET /api/contact/challenge', () => {
  it('issues a signed challenge, never cached, with the minimum fill time it will check', async () => {
    const { api } = await guardedServer({ spam: { minFillMs: 3000 } });
    const response = await fetch(`${api}/contact/challenge`);

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const challenge = (await response.json()) as {
      signature: string;
      parameters: { data: { minFillMs: number } };
    };
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.data.minFillMs).toBe(3000);
  });
});

describe('countLinks', () => {
  it('counts each web address once, in any script around it', () => {
    expect(countLinks('see https://a.example/x and http://www.b.example, or www.c.example')).toBe(
      3,
    );
    expect(countLinks('Visit HTTPS://SHOUT.EXAMPLE now')).toBe(1);
    expect(countLinks('リンク：https://例え.jp/ページ です')).toBe(1);
    expect(countLinks('no links, just an email ada@example.com and a.b.c')).toBe(0);
  });
});
