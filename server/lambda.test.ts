/**
 * The AWS Lambda entry, invoked in this process with events shaped as AWS documents them, on a
 * real PostgreSQL cluster and a real SMTP receiver. Two `lambdaHandlers` on one database stand
 * for two warm instances of the function.
 */
import type { Challenge } from 'altcha-lib/types';
import { describe, expect, it, vi } from 'vitest';
import { solveProof } from '../scripts/harness/contactProof.ts';
import {
  functionUrlEvent,
  httpApiEvent,
  restApiEvent,
  resultBody,
  resultHeader,
  type LambdaRequest,
  type LambdaResult,
} from '../scripts/harness/lambdaEvents.ts';
import { scriptedSenderSettings } from '../scripts/harness/serverProcess.ts';
import { CONTACT_PROOF_HEADER } from '../src/contact/contactMessage.ts';
import { MAX_BODY_BYTES } from './http/contact.ts';
import { lambdaHandlers } from './lambda.ts';
import { migratePostgresDatabase } from './store/postgresStore.ts';
import { functionEnv, serverlessTestKit, SITE } from './testing/serverlessTest.ts';

vi.setConfig({ testTimeout: 30_000 });

const { emptyDatabase, freshDatabase, mailbox, onCleanup } = serverlessTestKit();
const valid = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello from Lambda' };

type EventOf = (request: LambdaRequest) => object;
type Invoke = (event: object) => Promise<LambdaResult>;

/** A warm function instance: its handler as Lambda calls it. */
function instance(env: NodeJS.ProcessEnv) {
  const handlers = lambdaHandlers(env);
  onCleanup(handlers.close);
  const invoke: Invoke = async (event) =>
    (await handlers.handler(event as Parameters<typeof handlers.handler>[0])) as LambdaResult;
  return { invoke, sweep: handlers.sweep };
}

/** Posts `body` the way the form does: a fresh challenge's proof in the header. */
async function post(
  invoke: Invoke,
  eventOf: EventOf,
  body: object,
  request: Partial<LambdaRequest> = {},
) {
  const challenge = await invoke(eventOf({ method: 'GET', path: '/api/contact/challenge' }));
  expect(challenge.statusCode).toBe(200);
  const proof = await solveProof(JSON.parse(resultBody(challenge)) as Challenge);
  return invoke(
    eventOf({
      method: 'POST',
      path: '/api/contact',
      body: JSON.stringify(body),
      ...request,
      headers: {
        'Content-Type': 'application/json',
        [CONTACT_PROOF_HEADER]: proof,
        ...request.headers,
      },
    }),
  );
}

function json(result: LambdaResult): unknown {
  return JSON.parse(resultBody(result));
}

describe.each([
  { kind: 'a Function URL', eventOf: functionUrlEvent },
  { kind: "an HTTP API's $default stage", eventOf: (r: LambdaRequest) => httpApiEvent(r) },
  { kind: "an HTTP API's named stage", eventOf: (r: LambdaRequest) => httpApiEvent(r, 'prod') },
  { kind: 'a REST API', eventOf: (r: LambdaRequest) => restApiEvent(r, 'prod') },
])('the handler, invoked by $kind', ({ eventOf }) => {
  it("answers a challenge and stores a message with the address from the event and the page's language", async () => {
    const { url, store } = await freshDatabase();
    const { invoke } = instance(functionEnv(url));

    const answer = await post(invoke, eventOf, valid, {
      sourceIp: '203.0.113.21',
      headers: { 'Content-Language': 'pt-BR' },
    });
    expect(answer.statusCode).toBe(201);
    expect(resultHeader(answer, 'content-type')).toMatch(/^application\/json/);
    const { id } = json(answer) as { id: number };
    expect(await store.list()).toEqual([
      expect.objectContaining({
        id,
        ...valid,
        client: '203.0.113.21',
        heldFor: null,
        language: 'pt-BR',
      }),
    ]);
  });

  it('answers an unknown path under /api with a JSON 404', async () => {
    const { url } = await freshDatabase();
    const { invoke } = instance(functionEnv(url));
    const answer = await invoke(eventOf({ method: 'GET', path: '/api/elsewhere' }));
    expect(answer.statusCode).toBe(404);
    expect(json(answer)).toEqual({ error: expect.any(String) });
  });
});

describe('the handler', () => {
  it('takes a base64-encoded body', async () => {
    const { url, store } = await freshDatabase();
    const { invoke } = instance(functionEnv(url));
    const answer = await post(
      invoke,
      functionUrlEvent,
      { ...valid, message: 'Grüße, 你好' },
      {
        base64: true,
      },
    );
    expect(answer.statusCode).toBe(201);
    expect((await store.list())[0]?.message).toBe('Grüße, 你好');
  });

  it('refuses a body over the limit, another content type and malformed JSON, in JSON', async () => {
    const { url, store } = await freshDatabase();
    const { invoke } = instance(functionEnv(url));
    const postRaw = (body: string, contentType = 'application/json') =>
      invoke(
        functionUrlEvent({
          method: 'POST',
          path: '/api/contact',
          body,
          headers: { 'Content-Type': contentType },
        }),
      );

    const tooLarge = await postRaw(
      JSON.stringify({ ...valid, message: 'x'.repeat(MAX_BODY_BYTES) }),
    );
    expect(tooLarge.statusCode).toBe(413);
    const wrongType = await postRaw(JSON.stringify(valid), 'text/plain');
    expect(wrongType.statusCode).toBe(415);
    const malformed = await postRaw('{"name": ');
    expect(malformed.statusCode).toBe(400);
    for (const answer of [tooLarge, wrongType, malformed]) {
      expect(json(answer)).toEqual({ error: expect.any(String) });
    }
    expect(await store.list()).toEqual([]);
  });

  it('answers a preflight from the site allowed, and one from another origin without CORS', async () => {
    const { url } = await freshDatabase();
    const { invoke } = instance(functionEnv(url));
    const preflight = (origin: string) =>
      invoke(
        functionUrlEvent({
          method: 'OPTIONS',
          path: '/api/contact',
          headers: {
            Origin: origin,
            'Access-Control-Request-Method': 'POST',
            'Access-Control-Request-Headers': `content-type, ${CONTACT_PROOF_HEADER.toLowerCase()}`,
          },
        }),
      );

    const allowed = await preflight(SITE);
    expect(allowed.statusCode).toBe(204);
    expect(resultHeader(allowed, 'access-control-allow-origin')).toBe(SITE);
    expect(resultHeader(allowed, 'access-control-allow-headers')).toContain(CONTACT_PROOF_HEADER);
    expect(resultHeader(allowed, 'access-control-allow-headers')).toContain('Content-Language');
    const foreign = await preflight('https://elsewhere.example');
    expect(resultHeader(foreign, 'access-control-allow-origin')).toBeUndefined();
  });

  it('takes the client address from the event, never from X-Forwarded-For, even with TRUST_PROXY', async () => {
    const { url, store } = await freshDatabase();
    const { invoke } = instance(functionEnv(url, { TRUST_PROXY: '1', RATE_LIMIT_MAX: '1' }));

    const spoofed = (n: number, claimed: string) =>
      post(
        invoke,
        functionUrlEvent,
        { ...valid, message: `Message ${n}` },
        {
          sourceIp: '203.0.113.77',
          headers: { 'X-Forwarded-For': claimed },
        },
      );
    expect((await spoofed(1, '198.51.100.1')).statusCode).toBe(201);
    // Another claimed address is not another client.
    expect((await spoofed(2, '198.51.100.2')).statusCode).toBe(429);
    expect((await store.list()).map((row) => row.client)).toEqual(['203.0.113.77']);
  });

  it('holds one rate limit across invocations and instances', async () => {
    const { url, store } = await freshDatabase();
    const env = functionEnv(url, { RATE_LIMIT_MAX: '2' });
    const [one, two] = [instance(env), instance(env)];
    const send = (invoke: Invoke, n: number) =>
      post(invoke, functionUrlEvent, { ...valid, message: `Message ${n}` });

    expect((await send(one.invoke, 1)).statusCode).toBe(201);
    expect((await send(two.invoke, 2)).statusCode).toBe(201);
    const limited = await send(one.invoke, 3);
    expect(limited.statusCode).toBe(429);
    expect(Number(resultHeader(limited, 'retry-after'))).toBeGreaterThan(0);
    expect((await send(two.invoke, 4)).statusCode).toBe(429);
    expect(await store.list()).toHaveLength(2);
  });

  it("mails a new message before it answers, naming the page's language", async () => {
    const box = await mailbox();
    const { url, store } = await freshDatabase();
    const { invoke } = instance(
      functionEnv(url, { SMTP_URL: box.url, NOTIFY_EMAIL_TO: 'owner@example.com' }),
    );

    const answer = await post(invoke, functionUrlEvent, valid, {
      headers: { 'Content-Language': 'fr' },
    });
    expect(answer.statusCode).toBe(201);
    expect(box.mails).toHaveLength(1);
    expect(box.mails[0]?.subject).toContain(valid.name);
    expect(box.mails[0]?.text).toContain('\nLanguage: French (fr)\n');
    expect((await store.list())[0]?.deliveries).toEqual([
      expect.objectContaining({ status: 'sent', attempts: 1 }),
    ]);
  });

  it('keeps what SMTP refused during the post, and the sweep delivers it exactly once', async () => {
    const box = await mailbox();
    await box.stop();
    const { url, store } = await freshDatabase();
    const { invoke, sweep } = instance(
      functionEnv(url, { SMTP_URL: box.url, NOTIFY_EMAIL_TO: 'owner@example.com' }),
    );

    expect((await post(invoke, functionUrlEvent, valid)).statusCode).toBe(201);
    expect((await store.list())[0]?.deliveries).toEqual([
      expect.objectContaining({ status: 'pending', attempts: 1, lastError: expect.any(String) }),
    ]);

    await box.start();
    // The retry is due a moment later (NOTIFY_RETRY_BASE_MS); sweeps before then send nothing.
    await vi.waitFor(async () => expect((await sweep()).sent).toBe(1), { timeout: 10_000 });
    expect(await sweep()).toMatchObject({ sent: 0, failed: 0 });
    expect(box.mails).toHaveLength(1);
    expect((await store.list())[0]?.deliveries).toEqual([
      expect.objectContaining({ status: 'sent', attempts: 2 }),
    ]);
  });

  it('answers 503 saying to run the migration while the schema is older, and serves once it is run', async () => {
    const url = await emptyDatabase();
    const { invoke } = instance(functionEnv(url));
    const challenge = () =>
      invoke(functionUrlEvent({ method: 'GET', path: '/api/contact/challenge' }));

    const before = await challenge();
    expect(before.statusCode).toBe(503);
    expect(json(before)).toEqual({
      error: expect.stringMatching(/^[^.]+npm run db:migrate[^.]+\.$/),
    });
    expect(resultHeader(before, 'retry-after')).toBeDefined();

    await migratePostgresDatabase(url);
    expect((await challenge()).statusCode).toBe(200);
  });

  it('fails its first invocation without DATABASE_URL, in one sentence naming it', async () => {
    const { invoke, sweep } = instance({ ...scriptedSenderSettings });
    await expect(
      invoke(functionUrlEvent({ method: 'GET', path: '/api/contact/challenge' })),
    ).rejects.toThrow(/^DATABASE_URL is not set: [^.]+\.$/);
    await expect(sweep()).rejects.toThrow(/DATABASE_URL/);
  });
});
