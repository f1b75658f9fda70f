/// <reference types="node" />
// The real setImmediate, which the fake clock leaves alone, lets real I/O run between steps.
import { setImmediate } from 'node:timers';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { flushOutbox } from './outbox';
import { addToOutbox, OUTBOX_KEY, readOutbox } from './outboxStorage';
import { resumeOutbox } from './resumeOutbox';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  // Fake clocks, so the client's retry pauses and the outbox's backoff pass without waiting.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.clearAllTimers();
  vi.useRealTimers();
});

const ada = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello!' };
const grace = { name: 'Grace Hopper', email: 'grace@example.com', message: 'Hi there.' };

type Answer = () => Response;
const created: Answer = () => HttpResponse.json({ id: 1 }, { status: 201 });
const duplicate: Answer = () => HttpResponse.json({ id: 1 }, { status: 200 });
const networkError: Answer = () => HttpResponse.error();
const unavailable: Answer = () => new HttpResponse(null, { status: 503 });

/**
 * The contact API: `answer()` decides each answer, and can be swapped mid-test as the network
 * comes and goes. Records each request's body and time, and what the outbox held as it arrived.
 */
function contactApi(answer: Answer) {
  const api = {
    answer,
    bodies: [] as unknown[],
    /** When each request arrived, on the test's clock. */
    times: [] as number[],
    keptAtRequest: [] as unknown[][],
  };
  server.use(
    http.post('*/api/contact', async ({ request }) => {
      api.keptAtRequest.push(readOutbox().map((entry) => entry.message));
      api.bodies.push(await request.json());
      api.times.push(Date.now());
      return api.answer();
    }),
  );
  return api;
}

const STEP_MS = 100;

/**
 * Moves the fake clock on in short steps, letting the mocked network (real I/O) run between
 * them, until `done()` holds; fails if it does not within `limitMs` on that clock.
 */
async function runUntil(done: () => boolean, limitMs = 60_000) {
  for (let passed = 0; !done(); passed += STEP_MS) {
    if (passed > limitMs) throw new Error(`Still not done after ${limitMs} ms`);
    await vi.advanceTimersByTimeAsync(STEP_MS);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Moves the fake clock on by `ms`, letting whatever falls due run. */
async function advance(ms: number) {
  const end = Date.now() + ms;
  await runUntil(() => Date.now() >= end, ms + STEP_MS);
}

/** Keeps `message` and sends it, as the form does on submit; resolves once the send is over. */
async function submit(message: typeof ada) {
  const kept = addToOutbox(message);
  if (!kept) throw new Error('the outbox could not keep the message');
  let settled = false;
  void flushOutbox({ including: kept }).finally(() => (settled = true));
  await runUntil(() => settled);
  return kept;
}

const keptMessages = () => readOutbox().map((entry) => entry.message);

describe('the browser outbox', () => {
  it('keeps the message while it is sent, and forgets it once the server stored it (201)', async () => {
    const api = contactApi(created);

    await submit(ada);

    expect(api.bodies).toEqual([ada]);
    expect(api.keptAtRequest).toEqual([[ada]]);
    expect(keptMessages()).toEqual([]);
    expect(window.localStorage.getItem(OUTBOX_KEY)).toBeNull();
    expect(console.log).toHaveBeenCalledWith('Contact message sent:', {
      status: 201,
      body: { id: 1 },
    });
  });

  it('forgets a message the server already had (200 for a duplicate)', async () => {
    const api = contactApi(duplicate);
    await submit(ada);
    expect(api.bodies).toEqual([ada]);
    expect(keptMessages()).toEqual([]);
  });

  it('keeps a message through a network failure and sends it when the browser is back online', async () => {
    const api = contactApi(networkError);

    await submit(ada);
    const quickTries = api.bodies.length;
    expect(quickTries).toBeGreaterThan(1);
    expect(keptMessages()).toEqual([ada]);
    expect(console.warn).toHaveBeenCalled();

    api.answer = created;
    window.dispatchEvent(new Event('online'));
    await runUntil(() => keptMessages().length === 0);
    expect(api.bodies).toHaveLength(quickTries + 1);
    expect(api.bodies.at(-1)).toEqual(ada);
  });

  it.each([
    [503, unavailable],
    [408, () => new HttpResponse(null, { status: 408 })],
    [500, () => HttpResponse.json({ error: 'Boom.' }, { status: 500 })],
  ])('keeps a message answered %i and sends it again after a pause', async (_, answer) => {
    const api = contactApi(answer);
    await submit(ada);
    expect(keptMessages()).toEqual([ada]);
    const tries = api.bodies.length;

    // Nothing more while the pause lasts (at least 5 s after the first failure)...
    await advance(4_000);
    expect(api.bodies).toHaveLength(tries);

    // ...then one more send, which the server now takes.
    api.answer = created;
    await advance(10_000);
    expect(api.bodies).toHaveLength(tries + 1);
    expect(keptMessages()).toEqual([]);
  });

  it('waits longer after each failure while a page stays open, up to a few minutes', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const api = contactApi(unavailable);
    await submit(ada);
    await advance(20 * 60_000);

    // A send is a request and its quick retries, all within 3 s; sends are further apart.
    const sendStarts = api.times.filter(
      (time, index) => index === 0 || time - (api.times[index - 1] ?? 0) > 3_000,
    );
    const pauses = sendStarts.slice(1).map((time, index) => time - (sendStarts[index] ?? 0));
    expect(pauses.length).toBeGreaterThan(5);
    expect(pauses[1]).toBeGreaterThan(pauses[0] ?? Infinity);
    expect(pauses[2]).toBeGreaterThan(pauses[1] ?? Infinity);
    expect(Math.max(...pauses)).toBeLessThanOrEqual(5 * 60_000 + 3_000);
    expect(keptMessages()).toEqual([ada]);
  });

  it("does not send a rate-limited message again before the server's Retry-After", async () => {
    const api = contactApi(() =>
      HttpResponse.json(
        { error: 'Too many messages.' },
        { status: 429, headers: { 'Retry-After': '120' } },
      ),
    );
    await submit(ada);
    // A 429 is not retried at once: the server's limit lasts far longer than the quick retries.
    expect(api.bodies).toHaveLength(1);
    expect(keptMessages()).toEqual([ada]);

    api.answer = created;
    await advance(119_000);
    expect(api.bodies).toHaveLength(1);
    await advance(2_000);
    expect(api.bodies).toHaveLength(2);
    expect(keptMessages()).toEqual([]);
  });

  it.each([400, 413, 415, 422])(
    'drops a message the server refuses (%i) and logs the reason',
    async (status) => {
      const reason = { error: 'Some fields are missing or invalid.', fields: { name: 'No.' } };
      const api = contactApi(() => HttpResponse.json(reason, { status }));

      await submit(ada);

      expect(api.bodies).toEqual([ada]);
      expect(keptMessages()).toEqual([]);
      expect(console.error).toHaveBeenCalledWith(expect.stringMatching(/refused/), {
        status,
        body: reason,
      });
    },
  );

  it('sends only {name, email, message}, whatever else the stored entry holds', async () => {
    const api = contactApi(created);
    window.localStorage.setItem(
      OUTBOX_KEY,
      JSON.stringify([
        { id: 'x', attempts: 0, retryAt: 0, message: { ...ada, phone: '123' }, note: 'old' },
      ]),
    );
    resumeOutbox();
    await runUntil(() => api.bodies.length === 1);
    expect(api.bodies[0]).toEqual(ada);
  });
});

describe('the outbox on page load', () => {
  it('sends every message an earlier visit left, paused or not, oldest first', async () => {
    const api = contactApi(networkError);
    await submit(ada);
    await submit(grace);
    expect(keptMessages()).toEqual([ada, grace]);

    api.bodies.length = 0;
    api.answer = created;
    resumeOutbox();
    await runUntil(() => keptMessages().length === 0);
    expect(api.bodies).toEqual([ada, grace]);
  });

  it('sends nothing when the outbox is empty', async () => {
    const api = contactApi(created);
    resumeOutbox();
    await advance(60_000);
    expect(api.bodies).toEqual([]);
  });

  it('clears an outbox it cannot read, sending nothing', async () => {
    const api = contactApi(created);
    window.localStorage.setItem(OUTBOX_KEY, '{not json');
    resumeOutbox();
    await runUntil(() => window.localStorage.getItem(OUTBOX_KEY) === null);
    expect(api.bodies).toEqual([]);
  });

  it('does nothing, and throws nothing, when storage is blocked', async () => {
    const api = contactApi(created);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => resumeOutbox()).not.toThrow();
    await advance(1_000);
    expect(api.bodies).toEqual([]);
  });
});

describe('the outbox and other tabs', () => {
  it('does not send a message another tab has sent meanwhile', async () => {
    const api = contactApi(networkError);
    await submit(ada);
    api.bodies.length = 0;

    // Another tab delivered it: the shared storage no longer holds it.
    window.localStorage.removeItem(OUTBOX_KEY);
    api.answer = created;
    await flushOutbox({ everything: true });
    expect(api.bodies).toEqual([]);
  });

  it('writes back a just-kept message that another tab dropped while rewriting the list', async () => {
    const api = contactApi(created);
    const kept = addToOutbox(ada);
    if (!kept) throw new Error('the outbox could not keep the message');
    window.localStorage.removeItem(OUTBOX_KEY);

    await flushOutbox({ including: kept });

    expect(api.bodies).toEqual([ada]);
    expect(keptMessages()).toEqual([]);
  });
});
