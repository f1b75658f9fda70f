import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  runScript,
  scriptedSenderSettings,
  startServer as startServerProcess,
  stopProcesses,
} from '../scripts/harness/serverProcess.ts';
import { DATABASE_FILE } from './store/sqliteStore.ts';
import { postContact } from '../scripts/harness/postContact.ts';
import { writeFixtureDist } from './testing/fixtureSite.ts';
import { makeTempDir, removeTempDirs } from './testing/tempDirs.ts';
import { readRows } from './testing/testServer.ts';

afterEach(stopProcesses);
afterAll(removeTempDirs);

const valid = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello! Are you free?' };

async function startServer(settings: Record<string, string> = {}) {
  const dataDir = await makeTempDir('data');
  const server = await startServerProcess({
    ...settings,
    DATA_DIR: dataDir,
    DIST_DIR: await writeFixtureDist(await makeTempDir('site')),
  });
  return { ...server, dataDir };
}

/**
 * Sends the headers of a POST and resolves once the server has taken the request in (its
 * 100 Continue); the body goes only when `sendBody` is called.
 */
function startPost(url: string, body: string) {
  const { hostname, port } = new URL(url);
  const req = request({
    hostname,
    port,
    path: '/api/contact',
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(body),
      Expect: '100-continue',
    },
  });
  const accepted = new Promise<void>((resolve) => req.on('continue', () => resolve()));
  const response = new Promise<{ status: number | undefined; body: string }>((resolve, reject) => {
    req.on('error', reject);
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode, body: text }));
    });
  });
  return { accepted, sendBody: () => req.end(body), response };
}

describe('server/main.ts', () => {
  it('prints where it listens and serves the site', async () => {
    const server = await startServer();

    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await fetch(`${server.url}/about`)).status).toBe(200);

    server.child.kill('SIGINT');
    expect(await server.exited).toBe(0);
  }, 60_000);

  it('on SIGTERM finishes the request in flight, refuses new ones and exits 0', async () => {
    const server = await startServer();
    const message = { name: 'Ada', email: 'ada@example.com', message: 'Sent during shutdown' };
    const post = startPost(server.url, JSON.stringify(message));
    await post.accepted;

    server.child.kill('SIGTERM');
    await server.waitForOutput(/no longer accepting connections/);
    await expect(fetch(server.url)).rejects.toThrow();
    post.sendBody();

    const response = await post.response;
    expect(response.status).toBe(201);
    expect(JSON.parse(response.body)).toEqual({ id: 1 });
    expect(await server.exited).toBe(0);
    expect(server.stdout()).toContain('Server stopped');
    expect(readRows(server.dataDir)).toEqual([expect.objectContaining(message)]);
  }, 60_000);

  it('on SIGINT just after a request closes the idle connection and exits 0', async () => {
    const server = await startServer();
    // fetch keeps its connection open for reuse: shutdown must not wait for it.
    expect((await fetch(`${server.url}/`)).status).toBe(200);

    server.child.kill('SIGINT');
    expect(await server.exited).toBe(0);
  }, 60_000);

  it('stays up through a long run of stored messages and page loads', async () => {
    // A native addon out of step with the Node running it can abort the whole process after a
    // few dozen requests (better-sqlite3 12 on Node 24 did): the server must still be there.
    const count = 400;
    // The cheapest proof: the requests, not the proof of work, are what this run is about.
    const server = await startServer({ ...scriptedSenderSettings, RATE_LIMIT_MAX: String(count) });
    const unexpected: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const post = await postContact(server.url, {
        name: 'Load',
        email: `load${index}@example.com`,
        message: `Message ${index}`,
      });
      if (post.status !== 201) unexpected.push(`POST ${index}: ${post.status}`);
      await post.arrayBuffer();
      const page = await fetch(`${server.url}/about`);
      if (page.status !== 200) unexpected.push(`GET ${index}: ${page.status}`);
      await page.arrayBuffer();
    }

    expect(unexpected).toEqual([]);
    expect(server.child.exitCode).toBeNull();
    expect(readRows(server.dataDir)).toHaveLength(count);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 120_000);

  it('holds its rate limit under a burst: of 30 posts at once from one client, 5 are stored', async () => {
    const server = await startServer({ ...scriptedSenderSettings, RATE_LIMIT_MAX: '5' });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        postContact(server.url, { ...valid, message: `Burst message ${n}` }),
      ),
    );

    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
    const limited = answers.filter((answer) => answer.status === 429);
    expect(limited).toHaveLength(25);
    for (const answer of limited) {
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(readRows(server.dataDir)).toHaveLength(5);
  }, 60_000);

  it('with API_ONLY, serves the contact API alone at /api, with no site and no build', async () => {
    const dataDir = await makeTempDir('data');
    const missingSite = join(await makeTempDir('no-site'), 'dist');
    const server = await startServerProcess({
      ...scriptedSenderSettings,
      API_ONLY: 'true',
      DATA_DIR: dataDir,
      DIST_DIR: missingSite,
    });

    expect(server.stdout()).toMatch(/API_ONLY: serving the contact API alone, at \/api/);
    expect((await fetch(`${server.url}/api/contact/challenge`)).status).toBe(200);
    expect((await postContact(server.url, valid)).status).toBe(201);
    const page = await fetch(`${server.url}/`);
    expect(page.status).toBe(404);
    expect(await page.json()).toEqual({ error: expect.stringContaining('/api') });
    expect(existsSync(missingSite)).toBe(false);
    expect(readRows(dataDir)).toEqual([expect.objectContaining(valid)]);
  }, 60_000);

  it('refuses to start when its database cannot be opened for writing, naming DATA_DIR', async () => {
    const dataDir = await makeTempDir('data');
    // A folder where the database file should be: SQLite cannot open it.
    await mkdir(join(dataDir, DATABASE_FILE));
    const run = runScript('server/main.ts', [], {
      PORT: '0',
      DATA_DIR: dataDir,
      DIST_DIR: await writeFixtureDist(await makeTempDir('site')),
    });

    expect(await run.exited).toBe(1);
    expect(run.stderr()).toContain(`DATA_DIR (${dataDir}) cannot be opened for writing`);
    expect(run.stdout()).not.toContain('listening');
  }, 60_000);

  it('refuses to start with an invalid setting, naming it', async () => {
    const run = runScript('server/main.ts', [], {
      PORT: 'eighty',
      DATA_DIR: await makeTempDir('data'),
    });

    expect(await run.exited).toBe(1);
    expect(run.stderr()).toContain('PORT="eighty"');
  }, 60_000);

  it('says once at start-up that no notification is configured', async () => {
    const run = await startServer();
    expect(run.stdout().match(/Notifications: none configured/g)).toHaveLength(1);
    expect(run.stdout()).toContain('npm run messages');
  }, 60_000);

  it('says where notifications go, without the credentials in their URLs', async () => {
    const run = await startServer({
      SMTP_URL: 'smtp://owner:mail-secret@127.0.0.1:2525',
      NOTIFY_EMAIL_TO: 'owner@example.com',
      NOTIFY_WEBHOOK_URL: 'https://hooks.example.com/services/T0/B0/hook-secret',
    });
    expect(run.stdout()).toContain(
      'Notifications: email to owner@example.com through 127.0.0.1:2525 and webhook to ' +
        'hooks.example.com; held messages in a digest at most every 24 h',
    );
    expect(run.stdout()).not.toMatch(/secret/);
  }, 60_000);

  it('says which spam defences it runs with', async () => {
    const run = await startServer({ CONTACT_PROOF_COST: '20', CONTACT_MIN_FILL_SECONDS: '4' });
    expect(run.stdout()).toMatch(
      /Spam guard: a proof of work of at most 20 derived keys \(CONTACT_PROOF_COST\),.*within 4 s\b/,
    );
  }, 60_000);
});
