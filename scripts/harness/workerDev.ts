/**
 * The Cloudflare Worker as `npm run cf:dev` runs it (deploy/cloudflare/bin/dev.ts): the site and
 * the contact API in workerd, on a free port of 127.0.0.1, with a local D1 database of its own.
 * What it stored is read back from that database's file, read-only, as `wrangler d1 execute
 * --local` would show it to the owner.
 */
import { readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { startServer, type RunningServer } from './serverProcess.ts';

export const WORKER_DEV_SCRIPT = 'deploy/cloudflare/bin/dev.ts';

/** A message as the Worker stored it, with its notifications' state. */
export interface WorkerMessage {
  id: number;
  name: string;
  email: string;
  message: string;
  client: string | null;
  heldFor: string | null;
  language: string | null;
  deliveries: { channel: string; status: string; attempts: number; lastError: string | null }[];
}

export interface WorkerDev extends RunningServer {
  /** Runs the Worker's cron trigger once; resolves when its run has finished. */
  runScheduled(): Promise<void>;
  /** Every stored message, oldest first. */
  stored(): WorkerMessage[];
  /** Stops the Worker and deletes its database. */
  close(): Promise<void>;
}

/**
 * Starts the Worker on the built site in `distDir`, with `settings` as `npm start` takes them, on
 * `options.port` or a free one.
 */
export async function startWorkerDev(
  distDir: string,
  settings: Record<string, string> = {},
  options: { port?: number } = {},
): Promise<WorkerDev> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portfolio-worker-'));
  const server = await startServer(
    { ...settings, DATA_DIR: dataDir, DIST_DIR: distDir },
    [process.execPath, WORKER_DEV_SCRIPT],
    options,
  ).catch(async (error: unknown) => {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    ...server,
    runScheduled: async () => {
      const answer = await fetch(`${server.url}/cdn-cgi/handler/scheduled`);
      if (!answer.ok) throw new Error(`The scheduled run failed: ${await answer.text()}`);
    },
    stored: () => readStored(join(dataDir, 'cloudflare')),
    close: async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The local D1 database's file: wrangler keeps one SQLite file per database in its state, named
 * by a hash, beside its own metadata.sqlite.
 */
function databaseFile(stateDir: string): string {
  const folder = join(stateDir, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  const [file, ...others] = readdirSync(folder).filter(
    (name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite',
  );
  if (!file || others.length > 0) throw new Error(`Expected one D1 database in ${folder}`);
  return join(folder, file);
}

function readStored(stateDir: string): WorkerMessage[] {
  const db = new Database(databaseFile(stateDir), { readonly: true, fileMustExist: true });
  try {
    const messages = db
      .prepare<[], Omit<WorkerMessage, 'deliveries'>>(
        `SELECT id, name, email, message, client, held_for AS heldFor, language
         FROM messages ORDER BY id`,
      )
      .all();
    const deliveries = db.prepare<[number], WorkerMessage['deliveries'][number]>(
      `SELECT channel, status, attempts, last_error AS lastError
       FROM notifications WHERE message_id = ? ORDER BY channel`,
    );
    return messages.map((message) => ({ ...message, deliveries: deliveries.all(message.id) }));
  } finally {
    db.close();
  }
}
