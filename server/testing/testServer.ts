/** Helpers for the server tests: temporary folders, a fixture site, an in-process server. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { getConnInfo } from '@hono/node-server/conninfo';
import Database from 'better-sqlite3';
import { createApp, type AppSettings } from '../http/app.ts';
import { loadConfig, type ConnectionLimits } from '../config.ts';
import { listen } from '../http/listen.ts';
import { startNotificationWorker, type NotificationWorker } from '../notify/worker.ts';
import type { Sender } from '../notify/sender.ts';
import { databasePath, openSqliteStore, type SqliteStore } from '../store/sqliteStore.ts';
import type { Channel } from '../store/store.ts';

export const projectRoot = join(import.meta.dirname, '..', '..');

const tempDirs: string[] = [];

export async function makeTempDir(label: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `portfolio-${label}-`));
  tempDirs.push(dir);
  return dir;
}

export async function removeTempDirs(): Promise<void> {
  await Promise.all(tempDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}

export const appJs = 'console.log("portfolio app");\n'.repeat(40);

/** A small built site: the files `vite build` and the prerenderer write, with test contents. */
export const fixtureFiles: Record<string, string | Uint8Array> = {
  'index.html': '<!doctype html><title>App shell</title>',
  'about/index.html': '<!doctype html><title>About (prerendered)</title>',
  '404.html': '<!doctype html><title>Page not found</title>',
  'assets/app-abc123.js': appJs,
  'assets/app-abc123.js.br': brotliCompressSync(appJs),
  'assets/app-abc123.js.gz': gzipSync(appJs),
  'assets/style-def456.css': 'body{margin:0}',
  'media/clip.webm': Uint8Array.from({ length: 1000 }, (_, index) => index % 256),
  'media/clip.mp4': new Uint8Array([0, 0, 0, 24, 102, 116, 121, 112]),
  'media/poster.webp': new Uint8Array([82, 73, 70, 70]),
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'favicon.ico': new Uint8Array([0, 0, 1, 0]),
  'fonts/body.woff2': new Uint8Array([119, 79, 70, 50]),
  'manifest.json': '{}',
  'sitemap.xml': '<urlset/>',
  'robots.txt': 'User-agent: *',
};

/** Writes the fixture site into `<root>/dist` (minus `leaveOut`) and returns that folder. */
export async function writeFixtureDist(root: string, leaveOut: string[] = []): Promise<string> {
  const distDir = join(root, 'dist');
  for (const [path, contents] of Object.entries(fixtureFiles)) {
    if (leaveOut.includes(path)) continue;
    await mkdir(dirname(join(distDir, path)), { recursive: true });
    await writeFile(join(distDir, path), contents);
  }
  return distDir;
}

/** A clock the test moves by hand. */
export function manualClock(start = Date.parse('2030-01-01T09:00:00.000Z')) {
  let now = start;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

export interface TestServer {
  url: string;
  dataDir: string;
  distDir: string;
  store: SqliteStore;
  logLines: string[];
  worker?: NotificationWorker;
  close(): Promise<void>;
}

export interface TestServerOptions {
  settings?: Partial<AppSettings>;
  now?: () => number;
  /** Reuse a data folder, e.g. to restart on the same database. */
  dataDir?: string;
  distDir?: string;
  /** Connection limits other than the defaults. */
  connections?: Partial<ConnectionLimits>;
  /** How long a store call waits for another connection's lock. */
  lockWaitMs?: number;
  /** Notify the owner through these senders, with a worker of the test server's own. */
  notify?: {
    senders: Partial<Record<Channel, Sender>>;
    maxAttempts?: number;
    retryBaseMs?: number;
  };
}

const running = new Set<TestServer>();

/** The real app on Node's HTTP server, on a free port of 127.0.0.1. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? (await makeTempDir('data'));
  const distDir = options.distDir ?? (await writeFixtureDist(await makeTempDir('site')));
  const store = openSqliteStore(dataDir, { lockWaitMs: options.lockWaitMs });
  const logLines: string[] = [];
  const worker =
    options.notify &&
    startNotificationWorker({
      queue: store,
      maxAttempts: 5,
      retryBaseMs: 100,
      log: {
        log: (line: string) => logLines.push(line),
        error: (...parts: unknown[]) => logLines.push(parts.join(' ')),
      },
      ...options.notify,
    });
  const app = createApp({
    settings: {
      distDir,
      allowedOrigins: [],
      apiOrigins: [],
      rateLimit: { max: 1000, windowMs: 600_000 },
      trustedProxies: 0,
      hstsMaxAge: 0,
      ...options.settings,
    },
    store,
    socketAddress: (c) => getConnInfo(c).remote.address,
    now: options.now ?? Date.now,
    log: (line) => logLines.push(line),
    notifyChannels: Object.keys(options.notify?.senders ?? {}) as Channel[],
    onStored: worker?.wake,
  });
  const server = await listen(app.fetch, {
    port: 0,
    host: '127.0.0.1',
    connections: { ...loadConfig({}).connections, ...options.connections },
  });
  const testServer: TestServer = {
    url: server.url,
    dataDir,
    distDir,
    store,
    logLines,
    worker,
    close: async () => {
      running.delete(testServer);
      await server.close(1000);
      await worker?.stop();
      store.close();
    },
  };
  running.add(testServer);
  return testServer;
}

/** Stops every test server still running, except those in `keep`. */
export async function stopTestServers(keep: TestServer[] = []): Promise<void> {
  const toStop = [...running].filter((server) => !keep.includes(server));
  await Promise.all(toStop.map((server) => server.close()));
}

export function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export interface MessageRow {
  id: number;
  name: string;
  email: string;
  message: string;
  created_at: string;
  client: string | null;
}

/** The stored rows, read straight from the database file with a connection of our own. */
export function readRows(dataDir: string): MessageRow[] {
  const db = new Database(databasePath(dataDir), { readonly: true });
  try {
    return db.prepare<[], MessageRow>('SELECT * FROM messages ORDER BY id').all();
  } finally {
    db.close();
  }
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A request sent exactly as written: the path is not normalised and the body is not decoded,
 * unlike fetch, which would resolve `..` and unpack compressed bodies.
 */
export function rawRequest(
  url: string,
  path: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(url);
    const req = request({ hostname, port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
