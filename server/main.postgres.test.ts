/**
 * `npm start` and `npm run messages` on PostgreSQL (DATABASE_URL), as child processes against a
 * real throwaway server.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { postContact } from '../scripts/harness/postContact.ts';
import { startPostgres, type PostgresCluster } from '../scripts/harness/postgres.ts';
import { fetchProof } from '../scripts/harness/contactProof.ts';
import {
  runScript,
  scriptedSenderSettings,
  startServer as startServerProcess,
  stopProcesses,
} from '../scripts/harness/serverProcess.ts';
import { HELD_FOR_REUSED_PROOF } from './store/store.ts';
import { CONTACT_PROOF_HEADER } from '../src/contact/contactMessage.ts';
import { writeFixtureDist } from './testing/fixtureSite.ts';
import { makeTempDir, removeTempDirs } from './testing/tempDirs.ts';

let cluster: PostgresCluster;
beforeAll(async () => {
  cluster = await startPostgres();
}, 120_000);
afterEach(stopProcesses);
afterAll(async () => {
  await cluster?.stop();
  await removeTempDirs();
});

const valid = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello from PostgreSQL' };

async function serverOn(databaseUrl: string, rateLimitMax = 1000) {
  return startServerProcess({
    ...scriptedSenderSettings,
    DATABASE_URL: databaseUrl,
    DATA_DIR: await makeTempDir('unused-data'),
    DIST_DIR: await writeFixtureDist(await makeTempDir('site')),
    RATE_LIMIT_MAX: String(rateLimitMax),
  });
}

async function listedMessages(databaseUrl: string, options: string[] = []) {
  const run = runScript('server/cli/messages.ts', ['--json', ...options], {
    DATABASE_URL: databaseUrl,
    npm_config_json: '',
  });
  expect(await run.exited).toBe(0);
  return JSON.parse(run.stdout()) as {
    id: number;
    name: string;
    message: string;
    heldFor: string | null;
  }[];
}

describe('DATABASE_URL', () => {
  it('stores each message in PostgreSQL, once across two instances, and npm run messages lists it', async () => {
    const url = await cluster.createDatabase();
    const [one, two] = await Promise.all([serverOn(url), serverOn(url)]);

    const answers = await Promise.all([
      postContact(one.url, valid),
      postContact(two.url, valid),
      postContact(one.url, { ...valid, message: 'Another one' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201, 201]);

    const listed = await listedMessages(url);
    expect(listed.map((row) => row.message).sort()).toEqual(['Another one', valid.message]);
  }, 60_000);

  it('holds one rate limit across instances: a client cannot multiply it by spreading its messages', async () => {
    const url = await cluster.createDatabase();
    const [one, two] = await Promise.all([serverOn(url, 2), serverOn(url, 2)]);

    expect((await postContact(one.url, { ...valid, message: 'First' })).status).toBe(201);
    expect((await postContact(two.url, { ...valid, message: 'Second' })).status).toBe(201);
    const third = await postContact(one.url, { ...valid, message: 'Third' });
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await postContact(two.url, { ...valid, message: 'Fourth' })).status).toBe(429);
    expect((await listedMessages(url)).map((row) => row.message).sort()).toEqual([
      'First',
      'Second',
    ]);
  }, 60_000);

  it('holds its rate limit under a burst spread over three instances: of 30 posts, 5 are stored', async () => {
    const url = await cluster.createDatabase();
    const servers = await Promise.all([serverOn(url, 5), serverOn(url, 5), serverOn(url, 5)]);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        postContact(servers[n % 3]?.url ?? '', { ...valid, message: `Burst message ${n}` }),
      ),
    );

    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
    const limited = answers.filter((answer) => answer.status === 429);
    expect(limited).toHaveLength(25);
    for (const answer of limited) {
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(await listedMessages(url)).toHaveLength(5);
  }, 60_000);

  it('shares the signing key and the spent proofs: a proof from one instance passes on another, once', async () => {
    const url = await cluster.createDatabase();
    const [one, two] = await Promise.all([serverOn(url), serverOn(url)]);

    const proof = await fetchProof(`${one.url}/api`);
    const first = await postContact(
      two.url,
      { ...valid, message: 'Proof from one' },
      {
        [CONTACT_PROOF_HEADER]: proof,
      },
    );
    const replay = await postContact(
      one.url,
      { ...valid, message: 'The same proof again' },
      {
        [CONTACT_PROOF_HEADER]: proof,
      },
    );
    expect([first.status, replay.status]).toEqual([201, 201]);

    const inbox = await listedMessages(url);
    expect(inbox.map((row) => row.message)).toEqual(['Proof from one']);
    const held = await listedMessages(url, ['--held']);
    expect(held).toEqual([
      expect.objectContaining({
        message: 'The same proof again',
        heldFor: HELD_FOR_REUSED_PROOF,
      }),
    ]);
  }, 60_000);

  it('stops the start at once when PostgreSQL cannot be reached, naming it but not the password', async () => {
    const url = new URL(await cluster.createDatabase());
    url.port = String(cluster.port + 1);
    const run = runScript('server/main.ts', [], {
      DATABASE_URL: url.href,
      DATABASE_CONNECT_TIMEOUT_MS: '2000',
      PORT: '0',
      DATA_DIR: await makeTempDir('unused-data'),
      DIST_DIR: await writeFixtureDist(await makeTempDir('site')),
    });

    expect(await run.exited).not.toBe(0);
    expect(run.stderr()).toContain(`${url.host}${url.pathname}`);
    expect(run.stderr() + run.stdout()).not.toContain(cluster.password);
    expect(run.stdout()).not.toContain('listening');
  }, 60_000);

  it('refuses a DATABASE_URL that is not a PostgreSQL address, without printing it', async () => {
    const run = runScript('server/main.ts', [], {
      DATABASE_URL: 'mysql://owner:secret-pass@db.example.com/portfolio',
      DATA_DIR: await makeTempDir('unused-data'),
    });
    expect(await run.exited).toBe(1);
    expect(run.stderr()).toContain('DATABASE_URL=(value hidden)');
    expect(run.stderr()).not.toContain('secret-pass');
  });
});
