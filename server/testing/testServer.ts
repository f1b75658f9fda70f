/**
 * The real contact service in this process, on Node's HTTP server, for the server tests: built
 * by the one service every runtime uses, with a notification worker when the test asks for one.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import Database from 'better-sqlite3';
import {
  loadConfig,
  type ConnectionLimits,
  type ReviewLinkSettings,
  type SpamSettings,
} from '../config.ts';
import type { AppSettings } from '../http/app.ts';
import { listen } from '../http/listen.ts';
import { startNotificationWorker, type NotificationWorker } from '../notify/worker.ts';
import type { Sender } from '../notify/sender.ts';
import { createContactService, type ContactService } from '../service.ts';
import type { Channel, Store } from '../store/store.ts';
import { databasePath, openSqliteStore } from '../store/sqliteStore.ts';
import { writeFixtureDist } from './fixtureSite.ts';
import { makeTempDir } from './tempDirs.ts';

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
  store: Store;
  /** The service the server runs: its one-shot jobs can be run by the test. */
  service: ContactService;
  logLines: string[];
  close(): Promise<void>;
}

/**
 * The spam guard of the test servers: the defaults, with the cheapest proof of work and no
 * minimum fill time, so that a test's messages go through unless it sets a rule to check.
 */
export const testSpamSettings: SpamSettings = {
  ...loadConfig({}).spam,
  proofCost: 1,
  minFillMs: 0,
};

export interface TestServerOptions {
  settings?: Partial<Omit<AppSettings, 'spam'>>;
  /** Spam rules other than testSpamSettings'. */
  spam?: Partial<SpamSettings>;
  now?: () => number;
  /** Reuse a data folder, e.g. to restart on the same database. */
  dataDir?: string;
  distDir?: string;
  /** Connection limits other than the defaults. */
  connections?: Partial<ConnectionLimits>;
  /** How long a store call waits for another connection's lock. */
  lockWaitMs?: number;
  /** Another store than SQLite in `dataDir` (PostgreSQL, say); the test server closes it. */
  store?: Store;
  /** Notify the owner through these senders, with a worker of the test server's own. */
  notify?: {
    senders: Partial<Record<Channel, Sender>>;
    maxAttempts?: number;
    retryBaseMs?: number;
    /** HELD_DIGEST_MINUTES in ms; 0 (none) unless given. */
    heldDigestIntervalMs?: number;
    /** PUBLIC_API_URL and REVIEW_LINK_DAYS; no review links unless given. */
    reviewLinks?: ReviewLinkSettings;
  };
  /** A port of 127.0.0.1 to listen on, for links that must name it before it starts; any unless given. */
  port?: number;
}

const running = new Set<TestServer>();

/** The real app on Node's HTTP server, on a free port of 127.0.0.1. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? (await makeTempDir('data'));
  const distDir = options.distDir ?? (await writeFixtureDist(await makeTempDir('site')));
  const store = options.store ?? openSqliteStore(dataDir, { lockWaitMs: options.lockWaitMs });
  const logLines: string[] = [];
  const log = {
    log: (line: string) => logLines.push(line),
    error: (...parts: unknown[]) => logLines.push(parts.join(' ')),
  };
  const spam = { ...testSpamSettings, ...options.spam };
  let worker: NotificationWorker | undefined;
  const { senders = {}, ...notify } = options.notify ?? {};
  const service = await createContactService({
    settings: {
      distDir,
      allowedOrigins: [],
      apiOrigins: [],
      rateLimit: { max: 1000, windowMs: 600_000 },
      trustedProxies: 0,
      hstsMaxAgeSeconds: 0,
      spam,
      notify: { maxAttempts: 5, retryBaseMs: 100, heldDigestIntervalMs: 0, ...notify },
      ...options.settings,
    },
    store,
    socketAddress: (c) => getConnInfo(c).remote.address,
    senders,
    onQueued: () => worker?.wake(),
    now: options.now ?? Date.now,
    log,
  });
  if (options.notify) worker = startNotificationWorker(service.delivery, { log });
  const server = await listen(service.app.fetch, {
    port: options.port ?? 0,
    host: '127.0.0.1',
    connections: { ...loadConfig({}).connections, ...options.connections },
  });
  const testServer: TestServer = {
    url: server.url,
    dataDir,
    distDir,
    store,
    service,
    logLines,
    close: async () => {
      running.delete(testServer);
      await server.close(1000);
      await worker?.stop();
      await store.close();
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

export interface MessageRow {
  id: number;
  name: string;
  email: string;
  message: string;
  created_at: string;
  client: string | null;
  held_for: string | null;
  language: string | null;
}

/** The stored rows, read straight from the database file with a connection of our own. */
export function readRows(dataDir: string): MessageRow[] {
  const db = new Database(databasePath(dataDir), { readonly: true });
  try {
    return db
      .prepare<[], MessageRow>(
        `SELECT id, name, email, message, created_at, client, held_for, language FROM messages
         ORDER BY id`,
      )
      .all();
  } finally {
    db.close();
  }
}
