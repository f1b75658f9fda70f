/// <reference types="node" />
// The real setImmediate, which the fake clock leaves alone, lets real I/O run between steps.
import { setImmediate } from 'node:timers';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { REQUEST_TIMEOUT_MS } from './contactEndpoint';
import { flushOutbox, retrySteps, sendUnkept } from './outbox';
import { addToOutbox, OUTBOX_KEY, readOutbox } from './outboxStorage';
import { resumeOutbox } from './resumeOutbox';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  // Fake clocks, so the client's timeout and the outbox's pauses pass without waiting.
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

type Answer = () => Response | Promise<Response>;
const created: Answer = () => HttpResponse.json({ id: 1 }, { status: 201 });
const duplicate: Answer = () => HttpResponse.json({ id: 1 }, { status: 200 });
const networkError: Answer = () => HttpResponse.error();
const unavailable: Answer = () => new HttpResponse(null, { status: 503 });
/** A server that never answers: the client gives up after its timeout. */
const hung = async () => {
  await delay('infinite');
  return created();
};
/** A 429 asking for a pause of `retryAfter()` (the header's text, read as the answer is made). */
const rateLimited = (retryAfter: () => string) => () =>
  HttpResponse.json(
    { error: 'Too many messages.' },
    { status: 429, headers: { 'Retry-After': retryAfter() } },
  );

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
    /** Each request's proof of work, if it had one. */
    proofs: [] as (string | null)[],
    /** Each request's Content-Language: the language of the page it was written on. */
    languages: [] as (string | null)[],
    /** Proof-of-work challenges asked for. */
    challenges: 0,
  };
  server.use(
    http.get('*/api/contact/challenge', () => {
      api.challenges += 1;
      return HttpResponse.json({ error: 'Not expected here' }, { status: 500 });
    }),
    http.post('*/api/contact', async ({ request }) => {
      api.proofs.push(request.headers.get('contact-proof'));
      api.languages.push(request.headers.get('content-language'));
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

/**
 * Keeps `message`, written on a page in `language`, and sends it, as the form does on submit;
 * resolves once the send is over.
 */
async function submit(message: typeof ada, language?: string) {
  const kept = addToOutbox(message, language);
  if (!kept) throw new Error('the outbox could not keep the message');
  let settled = false;
  void flushOutbox({ including: kept }).finally(() => (settled = true));
  await runUntil(() => settled);
  return kept;
}

const keptMessages = () => readOutbox().map((entry) => entry.message);

/** The time from each request to the next, in whole seconds. */
const pausesS = (times: number[]) =>
  times.slice(1).map((time, index) => Math.round((time - (times[index] ?? 0)) / 1000));

describe('the browser outbox', () => {
  it('in a browser without Web Workers, sends each attempt with no proof of work, for the server to hold, asking for no challenge it cannot answer', async () => {
    expect(typeof Worker).toBe('undefined');
    const api = contactApi(unavailable);
    await submit(ada);
    api.answer = created;
    await runUntil(() => keptMessages().length === 0);

    expect(api.bodies).toEqual([ada, ada]);
    expect(api.proofs).toEqual([null, null]);
    expect(api.challenges).toBe(0);
  });

  it('when the contact API refuses the challenge, sends the message with no proof of work, for the server to hold', async () => {
    // A browser with Web Workers seeks a proof; this test's API answers the challenge with 500.
    vi.stubGlobal('Worker', vi.fn());
    try {
      const api = contactApi(created);
      await submit(ada);

      expect(api.challenges).toBeGreaterThan(0);
      expect(api.bodies).toEqual([ada]);
      expect(api.proofs).toEqual([null]);
      expect(keptMessages()).toEqual([]);
      expect(console.warn).toHaveBeenCalledWith(
        expect.stringContaining('No proof of work'),
        expect.objectContaining({ message: expect.stringContaining('answered 500') }),
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });

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

  it('sends each request once: after a network failure it keeps the message, and sends it at once when the browser is back online', async () => {
    // The highest jitter, so the outbox's own first pause is its full length.
    vi.spyOn(Math, 'random').mockReturnValue(1);
    const api = contactApi(networkError);

    await submit(ada);
    expect(api.bodies).toEqual([ada]);
    expect(keptMessages()).toEqual([ada]);
    expect(console.warn).toHaveBeenCalled();

    api.answer = created;
    const onlineAt = Date.now();
    window.dispatchEvent(new Event('online'));
    await runUntil(() => keptMessages().length === 0);
    expect(api.bodies).toEqual([ada, ada]);
    expect(api.times[1]).toBeLessThan(onlineAt + retrySteps.firstMs);
  });

  it.each([
    ['a network error', networkError],
    ['a 503', unavailable],
    ['a 408', () => new HttpResponse(null, { status: 408 })],
    ['a 500', () => HttpResponse.json({ error: 'Boom.' }, { status: 500 })],
  ])(
    'keeps a message after %s and sends it again after a pause of about a second',
    async (_, answer) => {
      const api = contactApi(answer);
      await submit(ada);
      expect(api.bodies).toEqual([ada]);
      expect(keptMessages()).toEqual([ada]);

      api.answer = created;
      await runUntil(() => keptMessages().length === 0);

      expect(api.bodies).toEqual([ada, ada]);
      const [firstAt = 0, secondAt = 0] = api.times;
      // Jitter makes the first pause 0.5–1 s; the clock moves in steps, so allow two more.
      expect(secondAt - firstAt).toBeGreaterThanOrEqual(500);
      expect(secondAt - firstAt).toBeLessThanOrEqual(1_000 + 2 * STEP_MS);
    },
  );

  it('ends a request that gets no answer at the timeout, and counts it as a failure', async () => {
    const api = contactApi(hung);
    const submittedAt = Date.now();
    await submit(ada);

    expect(api.bodies).toEqual([ada]);
    expect(Date.now() - submittedAt).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS);
    expect(keptMessages()).toEqual([ada]);
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringMatching(/kept/),
      expect.objectContaining({ name: 'TimeoutError' }),
    );

    api.answer = created;
    await runUntil(() => keptMessages().length === 0);
    expect(api.bodies).toEqual([ada, ada]);
  });

  it('waits twice as long after each failure while a page stays open, up to five minutes', async () => {
    // The highest jitter: each pause is its full step.
    vi.spyOn(Math, 'random').mockReturnValue(1);
    const api = contactApi(unavailable);
    await submit(ada);
    await advance(24 * 60_000);

    expect(pausesS(api.times)).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 300, 300, 300]);
    expect(api.bodies).toEqual(api.bodies.map(() => ada));
    expect(keptMessages()).toEqual([ada]);
  });

  it.each([
    ['in seconds', () => '120'],
    ['as an HTTP date', () => new Date(Date.now() + 120_000).toUTCString()],
  ])(
    "sends nothing before the server's Retry-After (%s), then sends the message again",
    async (_, retryAfter) => {
      const api = contactApi(rateLimited(retryAfter));
      await submit(ada);
      expect(api.bodies).toEqual([ada]);
      expect(keptMessages()).toEqual([ada]);
      const firstAt = api.times[0] ?? 0;

      api.answer = created;
      // An HTTP date counts whole seconds, so its pause may end up to a second early.
      await advance(firstAt + 119_000 - Date.now() - STEP_MS);
      expect(api.bodies).toHaveLength(1);
      await runUntil(() => keptMessages().length === 0);
      expect(api.bodies).toEqual([ada, ada]);
      expect((api.times[1] ?? 0) - firstAt).toBeGreaterThanOrEqual(119_000);
      expect((api.times[1] ?? 0) - firstAt).toBeLessThanOrEqual(120_000 + 2 * STEP_MS);
    },
  );

  it('waits for its own pause when the Retry-After is shorter', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(1);
    const api = contactApi(() =>
      HttpResponse.json({ error: 'Busy.' }, { status: 503, headers: { 'Retry-After': '0' } }),
    );
    await submit(ada);
    await advance(3 * retrySteps.firstMs + STEP_MS);

    expect(pausesS(api.times)).toEqual([1, 2]);
  });

  it('does not send in a busy loop when storage cannot record a failure', async () => {
    const api = contactApi(unavailable);
    const kept = addToOutbox(ada);
    if (!kept) throw new Error('the outbox could not keep the message');
    // From now on every write fails: the message stays, but its next try cannot be stored.
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    void flushOutbox({ including: kept });
    await advance(10_000);

    // No more often than the shortest first pause.
    expect(api.bodies.length).toBeGreaterThan(1);
    expect(api.bodies.length).toBeLessThanOrEqual(10_000 / (retrySteps.firstMs / 2) + 1);
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

  it.each([404, 405])(
    'keeps a message answered %i, which says the site points at no contact API, and says so',
    async (status) => {
      const api = contactApi(() => HttpResponse.json({ error: 'Not found.' }, { status }));

      await submit(ada);

      expect(api.bodies).toEqual([ada]);
      expect(keptMessages()).toEqual([ada]);
      expect(console.error).toHaveBeenCalledWith(
        expect.stringMatching(
          new RegExp(`answered ${status} at .*/api/contact.*VITE_CONTACT_API_URL`),
        ),
      );

      // Once the site reaches its API again, the message goes.
      api.answer = created;
      await advance(5_000);
      expect(keptMessages()).toEqual([]);
      expect(api.bodies).toEqual([ada, ada]);
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

describe("the outbox and the page's language", () => {
  it('sends it in Content-Language, and keeps it with the message for every resend', async () => {
    const api = contactApi(unavailable);
    await submit(ada, 'fr');
    expect(readOutbox()).toEqual([expect.objectContaining({ message: ada, language: 'fr' })]);

    // Sent again while the page stays open, then by a later page load, whatever its language.
    await runUntil(() => api.bodies.length === 2);
    api.answer = created;
    resumeOutbox();
    await runUntil(() => keptMessages().length === 0);

    expect(api.bodies).toEqual([ada, ada, ada]);
    expect(api.languages).toEqual(['fr', 'fr', 'fr']);
    // The JSON body is the same with or without it.
    expect(api.bodies[0]).toEqual({ name: ada.name, email: ada.email, message: ada.message });
  });

  it('sends an entry an older version of the site kept, without a language, with none', async () => {
    const api = contactApi(created);
    window.localStorage.setItem(
      OUTBOX_KEY,
      JSON.stringify([{ id: 'old', attempts: 2, retryAt: 0, message: ada }]),
    );
    resumeOutbox();
    await runUntil(() => keptMessages().length === 0);

    expect(api.bodies).toEqual([ada]);
    expect(api.languages).toEqual([null]);
  });

  it.each([
    ['a list', 'en, fr'],
    ['garbage', 'not a language!'],
    ['a number', 42],
  ])(
    'sends an entry whose language is %s without one, rather than lose it',
    async (_, language) => {
      const api = contactApi(created);
      window.localStorage.setItem(
        OUTBOX_KEY,
        JSON.stringify([{ id: 'odd', attempts: 0, retryAt: 0, message: ada, language }]),
      );
      resumeOutbox();
      await runUntil(() => keptMessages().length === 0);

      expect(api.bodies).toEqual([ada]);
      expect(api.languages).toEqual([null]);
    },
  );

  it('sends a message it could not keep with its language too', async () => {
    const api = contactApi(created);
    let sent = false;
    void sendUnkept(grace, 'pt-BR').finally(() => (sent = true));
    await runUntil(() => sent);

    expect(api.bodies).toEqual([grace]);
    expect(api.languages).toEqual(['pt-BR']);
  });
});

describe('the outbox on page load', () => {
  it('sends every message an earlier visit left, paused or not, oldest first', async () => {
    // Paused for an hour, so that only the page load can send them.
    const api = contactApi(rateLimited(() => '3600'));
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

  it("sends a just-kept message once when the page load's flush takes it first", async () => {
    const api = contactApi(created);
    const kept = addToOutbox(ada);
    if (!kept) throw new Error('the outbox could not keep the message');

    // The page load finds the message and sends it; the form's own flush waits for the lock.
    const pageLoad = flushOutbox({ everything: true });
    const form = flushOutbox({ including: kept });
    await Promise.all([pageLoad, form]);

    expect(api.bodies).toEqual([ada]);
    expect(keptMessages()).toEqual([]);
  });
});
