import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import Database from 'better-sqlite3';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_BODY_BYTES, outdatedSchemaResponse, STORAGE_RETRY_AFTER_SECONDS } from './contact.ts';
import { OutdatedSchemaError } from '../store/postgresSchema.ts';
import { databasePath, openDatabase, openSqliteStore } from '../store/sqliteStore.ts';
import { postContact } from '../../scripts/harness/postContact.ts';
import { rawRequest } from '../testing/rawRequest.ts';
import { makeTempDir, removeTempDirs } from '../testing/tempDirs.ts';
import { manualClock, readRows, startTestServer, stopTestServers } from '../testing/testServer.ts';

afterEach(() => stopTestServers());
afterAll(removeTempDirs);

const valid = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello! Are you free?' };

/** A well-formed address (labels of at most 63 characters) of exactly `length` characters. */
function emailOfLength(length: number) {
  const lastLabel = 'c'.repeat(length - 65 - 64 - 64 - 4);
  return `${'e'.repeat(64)}@${'a'.repeat(63)}.${'b'.repeat(63)}.${lastLabel}.com`;
}

async function expectJsonError(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await response.json()) as { error: unknown; fields?: Record<string, string> };
  expect(typeof body.error).toBe('string');
  return body;
}

describe('POST /api/contact, a valid message', () => {
  it('is on disk, trimmed, before the 201 answer', async () => {
    const clock = manualClock();
    const server = await startTestServer({ now: clock.now });

    const response = await postContact(
      server.url,
      {
        name: '  Ada Lovelace ',
        email: ' ada@example.com ',
        message: '\n Hello! Are you free? \n',
      },
      { 'Content-Type': 'application/json; charset=utf-8' },
    );

    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const { id } = (await response.json()) as { id: number };
    expect(readRows(server.dataDir)).toEqual([
      {
        id,
        ...valid,
        created_at: new Date(clock.now()).toISOString(),
        client: '127.0.0.1',
        held_for: null,
        language: null,
      },
    ]);
  });

  it('keeps line breaks and tabs in the message, and names in any script', async () => {
    const server = await startTestServer();
    const message = {
      name: 'Zoë Ñúñez देवनागरी',
      email: 'zoe@example.com',
      message: 'Line one\n\tindented\r\nشكرا 🎉',
    };

    expect((await postContact(server.url, message)).status).toBe(201);
    expect(readRows(server.dataDir)).toEqual([expect.objectContaining(message)]);
  });

  it('accepts each field at its longest', async () => {
    const server = await startTestServer();
    const longest = {
      name: 'n'.repeat(100),
      email: emailOfLength(254),
      message: `  ${'m'.repeat(5000)}  `,
    };
    expect(longest.email).toHaveLength(254);

    const response = await postContact(server.url, longest);

    expect(response.status).toBe(201);
    expect(readRows(server.dataDir)[0]?.message).toHaveLength(5000);
  });

  it('is answered, like every API answer, with Cache-Control: no-store', async () => {
    const server = await startTestServer();
    const answers = [
      await postContact(server.url, valid),
      await postContact(server.url, valid),
      await postContact(server.url, {}),
      await postContact(server.url, '{'),
      await fetch(`${server.url}/api/contact`),
      await fetch(`${server.url}/api/nope`),
    ];

    expect(answers.map((answer) => answer.status)).toEqual([201, 200, 422, 400, 405, 404]);
    for (const answer of answers) expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps the language of the page it was sent from (Content-Language), in canonical form', async () => {
    const server = await startTestServer();

    const french = await postContact(server.url, valid, { 'Content-Language': 'fr' });
    const brazilian = await postContact(
      server.url,
      { ...valid, message: 'Olá!' },
      { 'Content-Language': ' pt-br ' },
    );

    expect([french.status, brazilian.status]).toEqual([201, 201]);
    expect(readRows(server.dataDir).map((row) => row.language)).toEqual(['fr', 'pt-BR']);
    expect((await server.store.list()).map((stored) => stored.language)).toEqual(['pt-BR', 'fr']);
  });

  it.each([
    ['none', undefined],
    ['a list', 'en, fr'],
    ['two tags without a space', 'en,fr'],
    ['a weighted value', 'fr;q=0.9'],
    ['a wildcard', '*'],
    ['garbage', '<script>'],
    ['an underscore', 'en_US'],
    ['an empty value', ''],
    // A well-formed tag, but past 35 characters.
    ['a tag too long', 'en-US-u-ca-gregory-nu-latn-hc-h23-co-phonebk'],
  ])('stores a message sent with %s as Content-Language, with no language', async (_, header) => {
    const server = await startTestServer();

    const response = await postContact(
      server.url,
      valid,
      header === undefined ? {} : { 'Content-Language': header },
    );

    expect(response.status).toBe(201);
    expect(readRows(server.dataDir)).toEqual([
      expect.objectContaining({ message: valid.message, language: null }),
    ]);
  });

  it('logs one line per request without the message', async () => {
    const server = await startTestServer();
    await postContact(server.url, valid);

    expect(server.logLines).toEqual([
      expect.stringMatching(/^GET \/api\/contact\/challenge 200 \d+ms$/),
      expect.stringMatching(/^POST \/api\/contact 201 \d+ms$/),
    ]);
  });

  it('logs a request path as it came, so encoded line breaks cannot forge log lines', async () => {
    const server = await startTestServer();
    const forged = '/api/x%0D%0APOST%20/api/contact%20201%200ms%1B[2K';
    await rawRequest(server.url, forged);

    expect(server.logLines).toEqual([`GET ${forged} 404 ${server.logLines[0]?.split(' ').at(-1)}`]);
    expect(server.logLines.join('')).not.toMatch(/\p{Cc}/u);
  });
});

describe('POST /api/contact, a bad request stores nothing', () => {
  it('answers 415 unless the body is declared as JSON', async () => {
    const server = await startTestServer();
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'json']) {
      const response = await postContact(server.url, valid, {
        'Content-Type': contentType,
      });
      await expectJsonError(response, 415);
    }
    const withoutType = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      body: new Blob([JSON.stringify(valid)]),
    });
    await expectJsonError(withoutType, 415);
    expect(readRows(server.dataDir)).toEqual([]);
  });

  it('answers 413 to a body over 16 KiB with a Content-Length', async () => {
    const server = await startTestServer();
    const body = JSON.stringify({ ...valid, message: 'x'.repeat(MAX_BODY_BYTES) });

    await expectJsonError(await postContact(server.url, body), 413);
    expect(readRows(server.dataDir)).toEqual([]);
  });

  it('answers 413 to a chunked body over 16 KiB that declares no length', async () => {
    const server = await startTestServer();
    const { hostname, port } = new URL(server.url);

    const { status, contentType, body, sentLength } = await new Promise<{
      status: number | undefined;
      contentType: string | undefined;
      body: string;
      sentLength: unknown;
    }>((resolve, reject) => {
      const req = request(
        {
          hostname,
          port,
          path: '/api/contact',
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode,
              contentType: res.headers['content-type'],
              body: text,
              sentLength: req.getHeader('content-length'),
            }),
          );
        },
      );
      req.on('error', reject);
      req.write(`{"name":"Ada","email":"ada@example.com","message":"`);
      for (let chunk = 0; chunk < 17; chunk += 1) req.write('x'.repeat(1024));
      req.end('"}');
    });

    expect(sentLength).toBeUndefined();
    expect(status).toBe(413);
    expect(contentType).toMatch(/^application\/json/);
    expect(JSON.parse(body)).toEqual({ error: expect.any(String) });
    expect(readRows(server.dataDir)).toEqual([]);
  });

  it.each([
    ['broken JSON', '{"name": "Ada",'],
    ['an empty body', ''],
    ['text that is not JSON', 'name=Ada'],
  ])('answers 400 to %s', async (_, body) => {
    const server = await startTestServer();
    await expectJsonError(await postContact(server.url, body), 400);
    expect(readRows(server.dataDir)).toEqual([]);
  });

  it.each<[string, unknown, string[]]>([
    ['missing fields', {}, ['email', 'message', 'name']],
    ['one missing field', { name: valid.name, email: valid.email }, ['message']],
    ['empty fields', { name: '', email: '', message: '' }, ['email', 'message', 'name']],
    [
      'whitespace-only fields',
      { name: '  ', email: valid.email, message: '\n\t ' },
      ['message', 'name'],
    ],
    ['a name over 100 characters', { ...valid, name: 'n'.repeat(101) }, ['name']],
    ['a message over 5000 characters', { ...valid, message: 'm'.repeat(5001) }, ['message']],
    ['an email over 254 characters', { ...valid, email: emailOfLength(255) }, ['email']],
    ['a bad email', { ...valid, email: 'ada-at-example.com' }, ['email']],
    ['an email with spaces inside', { ...valid, email: 'ada lovelace@example.com' }, ['email']],
    ['extra fields', { ...valid, phone: '123', subject: 'Hi' }, ['phone', 'subject']],
    ['a number', { ...valid, name: 42 }, ['name']],
    ['null', { ...valid, email: null }, ['email']],
    ['an array', { ...valid, message: ['Hello'] }, ['message']],
    ['an object', { ...valid, name: { first: 'Ada' } }, ['name']],
    ['a name with an escape sequence', { ...valid, name: 'Ada\u001b[2J' }, ['name']],
    ['a name with a line break', { ...valid, name: 'Ada\n#2  Forged entry' }, ['name']],
    ['a C1 control in the email', { ...valid, email: 'ada\u0085@example.com' }, ['email']],
    ['a bidi override in the name', { ...valid, name: 'Ada \u202Eecilam' }, ['name']],
    ['a name of zero-width characters only', { ...valid, name: '\u200B\u200C\u200D' }, ['name']],
    ['a name of combining marks only', { ...valid, name: '\u0301\u0302' }, ['name']],
    ['a lone surrogate in the message', { ...valid, message: 'Hi \uD800 there' }, ['message']],
    ['a lone surrogate in the name', { ...valid, name: 'Ada\uDC00' }, ['name']],
    ['an escape sequence in the message', { ...valid, message: 'Hi\u001b[31m red' }, ['message']],
    [
      'keys named __proto__ and constructor',
      `{"name":"Ada","email":"ada@example.com","message":"Hi","__proto__":"x","constructor":"y"}`,
      ['__proto__', 'constructor'],
    ],
  ])('answers 422 naming the fields for %s', async (_, body, badFields) => {
    const server = await startTestServer();

    const { fields } = await expectJsonError(await postContact(server.url, body), 422);

    expect(Object.keys(fields ?? {}).sort()).toEqual(badFields);
    for (const message of Object.values(fields ?? {})) expect(message).toMatch(/\w+.*\./);
    expect(readRows(server.dataDir)).toEqual([]);
  });

  it.each([
    ['an array', [valid]],
    ['a string', 'hello'],
    ['null', null],
  ])('answers 422 to %s instead of an object', async (_, body) => {
    const server = await startTestServer();
    await expectJsonError(await postContact(server.url, JSON.stringify(body)), 422);
    expect(readRows(server.dataDir)).toEqual([]);
  });
});

describe('POST /api/contact, duplicates', () => {
  // The window the docs promise, written out: shortening it must fail these tests.
  const TEN_MINUTES_MS = 10 * 60 * 1000;

  it('answers a resend within 10 minutes with the first id and stores it once', async () => {
    const clock = manualClock();
    const server = await startTestServer({ now: clock.now });
    const first = await postContact(server.url, valid);
    const { id } = (await first.json()) as { id: number };

    clock.advance(TEN_MINUTES_MS - 1);
    const again = await postContact(server.url, {
      ...valid,
      name: ` ${valid.name} `,
    });

    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ id });
    expect(readRows(server.dataDir)).toHaveLength(1);
  });

  it('stores a message sent several times at once exactly once, among others sent with it', async () => {
    const server = await startTestServer();
    const others = [1, 2, 3].map((n) => ({ ...valid, message: `Other ${n}` }));
    const answers = await Promise.all(
      [valid, ...others, valid, valid].map((body) => postContact(server.url, body)),
    );
    const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as { id: number }[];

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201, 201, 201, 201]);
    const repeatedIds = [bodies[0], bodies[4], bodies[5]].map((body) => body?.id);
    expect(new Set(repeatedIds).size).toBe(1);
    expect(
      readRows(server.dataDir)
        .map((row) => row.message)
        .sort(),
    ).toEqual([valid.message, ...others.map((other) => other.message)].sort());
  });

  it('stores the same message again once 10 minutes have passed', async () => {
    const clock = manualClock();
    const server = await startTestServer({ now: clock.now });
    await postContact(server.url, valid);

    clock.advance(TEN_MINUTES_MS + 1);
    const later = await postContact(server.url, valid);

    expect(later.status).toBe(201);
    expect(readRows(server.dataDir)).toHaveLength(2);
  });

  it('keeps messages that differ in any field apart', async () => {
    const server = await startTestServer();
    for (const message of [
      valid,
      { ...valid, message: 'Another question' },
      { ...valid, email: 'ada@example.org' },
    ]) {
      expect((await postContact(server.url, message)).status).toBe(201);
    }
    expect(readRows(server.dataDir)).toHaveLength(3);
  });
});

describe('POST /api/contact, rate limit', () => {
  const windowMs = 60_000;
  const nth = (n: number) => ({ ...valid, message: `Message number ${n}` });

  it('answers 429 with Retry-After past the limit, not counting duplicates, and recovers', async () => {
    const clock = manualClock();
    const server = await startTestServer({
      now: clock.now,
      settings: { rateLimit: { max: 3, windowMs } },
    });

    expect((await postContact(server.url, nth(1))).status).toBe(201);
    expect((await postContact(server.url, nth(1))).status).toBe(200);
    expect((await postContact(server.url, nth(1))).status).toBe(200);
    clock.advance(10_000);
    expect((await postContact(server.url, nth(2))).status).toBe(201);
    expect((await postContact(server.url, nth(3))).status).toBe(201);

    const limited = await postContact(server.url, nth(4));
    await expectJsonError(limited, 429);
    expect(limited.headers.get('retry-after')).toBe('50');
    // A resend of a stored message still gets its id.
    expect((await postContact(server.url, nth(2))).status).toBe(200);

    clock.advance(49_000);
    expect(await retryAfter(postContact(server.url, nth(4)))).toBe('1');
    clock.advance(1_000);
    expect((await postContact(server.url, nth(4))).status).toBe(201);
    expect(await retryAfter(postContact(server.url, nth(5)))).toBe('10');

    clock.advance(windowMs);
    expect((await postContact(server.url, nth(5))).status).toBe(201);
    expect(readRows(server.dataDir)).toHaveLength(5);
  });

  it('rounds a wait of part of a second up, so that a client never comes back too early', async () => {
    const clock = manualClock();
    const server = await startTestServer({
      now: clock.now,
      settings: { rateLimit: { max: 1, windowMs } },
    });
    expect((await postContact(server.url, nth(1))).status).toBe(201);

    clock.advance(windowMs - 1_500);
    expect(await retryAfter(postContact(server.url, nth(2)))).toBe('2');
    clock.advance(1_300);
    expect(await retryAfter(postContact(server.url, nth(2)))).toBe('1');
    clock.advance(200);
    expect((await postContact(server.url, nth(2))).status).toBe(201);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const server = await startTestServer({ settings: { rateLimit: { max: 1, windowMs } } });

    expect(
      (await postContact(server.url, nth(1), { 'X-Forwarded-For': '203.0.113.1' })).status,
    ).toBe(201);
    expect(
      (await postContact(server.url, nth(2), { 'X-Forwarded-For': '203.0.113.2' })).status,
    ).toBe(429);
    expect(readRows(server.dataDir).map((row) => row.client)).toEqual(['127.0.0.1']);
  });

  it('limits each client apart behind a trusted proxy', async () => {
    const server = await startTestServer({
      settings: { rateLimit: { max: 1, windowMs }, trustedProxies: 1 },
    });
    const from = (address: string) => ({ 'X-Forwarded-For': `198.51.100.9, ${address}` });

    expect((await postContact(server.url, nth(1), from('203.0.113.1'))).status).toBe(201);
    expect((await postContact(server.url, nth(2), from('203.0.113.1'))).status).toBe(429);
    expect((await postContact(server.url, nth(3), from('203.0.113.2'))).status).toBe(201);
    expect(readRows(server.dataDir).map((row) => row.client)).toEqual([
      '203.0.113.1',
      '203.0.113.2',
    ]);
  });

  it('behind two proxies, reads the address the outer one saw, whatever the client adds', async () => {
    const server = await startTestServer({
      settings: { rateLimit: { max: 1, windowMs }, trustedProxies: 2 },
    });
    // The client's own claim, then what the outer proxy saw, then the outer proxy itself.
    const through = (claimed: string, client: string) => ({
      'X-Forwarded-For': `${claimed}, ${client}, 10.0.0.2`,
    });

    expect((await postContact(server.url, nth(1), through('1.1.1.1', '203.0.113.1'))).status).toBe(
      201,
    );
    // Rotating the claimed address does not make a new client.
    expect((await postContact(server.url, nth(2), through('2.2.2.2', '203.0.113.1'))).status).toBe(
      429,
    );
    // Another visitor behind the same proxies has a bucket of their own.
    expect((await postContact(server.url, nth(3), through('1.1.1.1', '203.0.113.2'))).status).toBe(
      201,
    );
    expect(readRows(server.dataDir).map((row) => row.client)).toEqual([
      '203.0.113.1',
      '203.0.113.2',
    ]);
  });

  it('takes the peer address for a request that skipped the trusted proxies', async () => {
    const server = await startTestServer({
      settings: { rateLimit: { max: 1, windowMs }, trustedProxies: 2 },
    });

    expect((await postContact(server.url, nth(1), { 'X-Forwarded-For': '1.1.1.1' })).status).toBe(
      201,
    );
    expect((await postContact(server.url, nth(2), { 'X-Forwarded-For': '2.2.2.2' })).status).toBe(
      429,
    );
    expect(readRows(server.dataDir).map((row) => row.client)).toEqual(['127.0.0.1']);
  });

  async function retryAfter(pending: Promise<Response>) {
    const response = await pending;
    expect(response.status).toBe(429);
    return response.headers.get('retry-after');
  }
});

describe('the messages database', () => {
  it('answers 503 with Retry-After while it cannot be written, keeping what it holds', async () => {
    const server = await startTestServer({ lockWaitMs: 300 });
    expect((await postContact(server.url, valid)).status).toBe(201);
    // Another process holds the write lock past the time the store waits for it.
    const other = new Database(databasePath(server.dataDir));
    other.exec('BEGIN EXCLUSIVE');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const refused = await postContact(server.url, { ...valid, message: 'Second' });
    other.exec('ROLLBACK');
    other.close();

    const body = await expectJsonError(refused, 503);
    expect(body.error).toMatch(/try again/i);
    expect(refused.headers.get('retry-after')).toBe(String(STORAGE_RETRY_AFTER_SECONDS));
    expect(errors).toHaveBeenCalledWith('Storing a contact message failed:', expect.any(Error));
    expect((await postContact(server.url, { ...valid, message: 'Second' })).status).toBe(201);
    expect(readRows(server.dataDir).map((row) => row.message)).toEqual([valid.message, 'Second']);
  }, 30_000);

  it("waits for another process's lock without blocking the event loop", async () => {
    const dataDir = await makeTempDir('data');
    const store = openSqliteStore(dataDir);
    const other = new Database(databasePath(dataDir));
    other.exec('BEGIN EXCLUSIVE');
    try {
      let settled = false;
      const saving = store
        .saveUnlessDuplicate({ ...valid, client: null, receivedAt: new Date() }, new Date(0), [])
        .finally(() => (settled = true));
      let ticks = 0;
      const timer = setInterval(() => (ticks += 1), 5);
      await vi.waitFor(() => expect(ticks).toBeGreaterThanOrEqual(5));
      clearInterval(timer);
      expect(settled).toBe(false);

      other.exec('COMMIT');
      expect(await saving).toEqual({ id: 1, created: true, held: false });
    } finally {
      other.close();
      store.close();
    }
  });

  it('serves pages while a message waits for the lock, then stores it', async () => {
    const server = await startTestServer();
    const other = new Database(databasePath(server.dataDir));
    other.exec('BEGIN EXCLUSIVE');
    const posting = postContact(server.url, valid);

    expect((await fetch(`${server.url}/about`)).status).toBe(200);
    other.exec('ROLLBACK');
    other.close();
    expect((await posting).status).toBe(201);
    expect(readRows(server.dataDir)).toHaveLength(1);
  });

  it('syncs every commit to disk and maps no file into memory', async () => {
    const dataDir = await makeTempDir('data');
    const store = openSqliteStore(dataDir);
    await store.saveUnlessDuplicate(
      { ...valid, client: null, receivedAt: new Date() },
      new Date(0),
      [],
    );
    store.close();
    const db = openDatabase(dataDir);
    try {
      // 2 is FULL: the journal and the database are fsynced at each commit.
      expect(db.pragma('synchronous', { simple: true })).toBe(2);
      // A rollback journal, not WAL, whose shared-memory index is a mapped file: a storage
      // fault on a mapped page kills the process (SIGBUS) instead of failing one write.
      expect(db.pragma('journal_mode', { simple: true })).toBe('truncate');
      expect(db.pragma('mmap_size', { simple: true })).toBe(0);
    } finally {
      db.close();
    }
    expect(readdirSync(dataDir).filter((file) => file.endsWith('-shm'))).toEqual([]);
  });

  it('turns a database left in WAL mode into a rollback journal at start', async () => {
    const dataDir = await makeTempDir('data');
    const old = new Database(databasePath(dataDir));
    old.pragma('journal_mode = WAL');
    old.close();

    const db = openDatabase(dataDir);
    expect(db.pragma('journal_mode', { simple: true })).toBe('truncate');
    db.close();
  });

  it('keeps messages across a restart on the same DATA_DIR', async () => {
    const dataDir = await makeTempDir('data');
    const first = await startTestServer({ dataDir });
    const { id } = (await (await postContact(first.url, valid)).json()) as {
      id: number;
    };
    await first.close();

    const second = await startTestServer({ dataDir });
    const resend = await postContact(second.url, valid);

    expect(resend.status).toBe(200);
    expect(await resend.json()).toEqual({ id });
    expect(await second.store.list()).toEqual([
      expect.objectContaining({ id, name: valid.name, email: valid.email }),
    ]);
  });
});

describe('CORS and other /api requests', () => {
  const allowed = 'https://portfolio.example.com';
  const preflight = (url: string, origin: string) =>
    fetch(`${url}/api/contact`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
  const corsHeaders = (response: Response) =>
    [...response.headers.keys()].filter((name) => name.startsWith('access-control-'));

  it('answers an allowed origin with CORS headers', async () => {
    const server = await startTestServer({ settings: { allowedOrigins: [allowed] } });

    const options = await preflight(server.url, allowed);
    expect(options.status).toBe(204);
    expect(options.headers.get('access-control-allow-origin')).toBe(allowed);
    expect(options.headers.get('access-control-allow-methods')).toBe('POST');
    expect(options.headers.get('access-control-allow-headers')).toBe(
      'Content-Type, Contact-Proof, Content-Language',
    );
    expect(options.headers.get('vary')).toBe('Origin');

    const challenge = await fetch(`${server.url}/api/contact/challenge`, {
      headers: { Origin: allowed },
    });
    expect(challenge.status).toBe(200);
    expect(challenge.headers.get('access-control-allow-origin')).toBe(allowed);

    const post = await postContact(server.url, valid, { Origin: allowed });
    expect(post.status).toBe(201);
    expect(post.headers.get('access-control-allow-origin')).toBe(allowed);
    expect(post.headers.get('vary')).toBe('Origin');
  });

  it('gives any other origin no CORS headers', async () => {
    const server = await startTestServer({ settings: { allowedOrigins: [allowed] } });

    const options = await preflight(server.url, 'https://elsewhere.example.net');
    expect(corsHeaders(options)).toEqual([]);

    const post = await postContact(server.url, valid, {
      Origin: 'https://elsewhere.example.net',
    });
    expect(corsHeaders(post)).toEqual([]);
    expect(corsHeaders(await preflight(server.url, `${allowed}.evil.example`))).toEqual([]);
  });

  it('answers unknown API paths with 404 JSON', async () => {
    const server = await startTestServer();
    for (const path of ['/api', '/api/messages', '/api/contact/extra']) {
      const { error } = await expectJsonError(await fetch(`${server.url}${path}`), 404);
      expect(error).toMatch(/not found/i);
    }
  });

  it('answers other methods on /api/contact with 405 JSON and Allow: POST', async () => {
    const server = await startTestServer();
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
      const response = await fetch(`${server.url}/api/contact`, { method });
      await expectJsonError(response, 405);
      expect(response.headers.get('allow')).toBe('POST');
    }
  });
});

describe('outdatedSchemaResponse', () => {
  it('answers a store that would not open on an older schema with 503, the sentence and Retry-After', async () => {
    const error = new OutdatedSchemaError(3, 4);
    const response = outdatedSchemaResponse(error);
    if (!response) throw new Error('no response for an OutdatedSchemaError');
    const body = await expectJsonError(response, 503);
    expect(body).toEqual({ error: error.message });
    expect(response.headers.get('retry-after')).toBe(String(STORAGE_RETRY_AFTER_SECONDS));

    expect(outdatedSchemaResponse(new Error('connect ECONNREFUSED'))).toBeUndefined();
    expect(outdatedSchemaResponse('not an error')).toBeUndefined();
  });
});
