/** The message store and notification outbox on a SQLite file, `<dataDir>/messages.sqlite`. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { groupCommit } from './groupCommit.ts';
import { DEFAULT_LOCK_WAIT_MS, whileBusy } from './sqliteBusy.ts';
import type {
  Channel,
  ClaimedJob,
  Delivery,
  DeliveryStatus,
  MessageWithDeliveries,
  NewMessage,
  SaveResult,
  Store,
  StoredMessage,
} from './store.ts';

export const DATABASE_FILE = 'messages.sqlite';

/** The version of the tables below: PostgreSQL's migration 1 creates the same ones. */
const SCHEMA_VERSION = 1;

export function databasePath(dataDir: string): string {
  return join(dataDir, DATABASE_FILE);
}

interface MessageRow {
  id: number;
  name: string;
  email: string;
  message: string;
  client: string | null;
  created_at: string;
}

interface DeliveryRow {
  message_id: number;
  channel: Channel;
  status: DeliveryStatus;
  attempts: number;
  next_attempt_at: string;
  sent_at: string | null;
  last_error: string | null;
}

/**
 * The database file, created with its schema if new, set up so that a commit is on disk.
 * Throws, naming DATA_DIR, when it cannot be opened and written: better at start-up than at
 * the first visitor's message.
 */
export function openDatabase(dataDir: string): Database.Database {
  try {
    return openWritable(dataDir);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `The messages database in DATA_DIR (${dataDir}) cannot be opened for writing: ${reason}. ` +
        'Check that the folder exists, is writable and has free space.',
    );
  }
}

function openWritable(dataDir: string): Database.Database {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(databasePath(dataDir));
  // Start-up may wait for a lock: nothing is being served yet.
  db.pragma(`busy_timeout = ${DEFAULT_LOCK_WAIT_MS}`);
  // A rollback journal, not WAL: WAL maps its index file into memory, and a storage fault on
  // a mapped page kills the process with SIGBUS instead of failing one write. With no mapped
  // file, every storage fault is an error the server can answer with 503.
  db.pragma('journal_mode = TRUNCATE');
  db.pragma('mmap_size = 0');
  // FULL: every commit is fsynced before it returns, so a message answered 201 survives a
  // power cut.
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.exec(`
    CREATE TABLE IF NOT EXISTS messages (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      email TEXT NOT NULL,
      message TEXT NOT NULL,
      created_at TEXT NOT NULL,
      client TEXT
    );
    CREATE INDEX IF NOT EXISTS messages_by_email_and_time ON messages (email, created_at);
    CREATE TABLE IF NOT EXISTS notifications (
      id INTEGER PRIMARY KEY,
      message_id INTEGER NOT NULL REFERENCES messages (id),
      channel TEXT NOT NULL,
      status TEXT NOT NULL DEFAULT 'pending',
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at TEXT NOT NULL,
      claimed_by TEXT,
      claimed_until TEXT,
      sent_at TEXT,
      last_error TEXT,
      UNIQUE (message_id, channel)
    );
    CREATE INDEX IF NOT EXISTS notifications_due ON notifications (status, next_attempt_at);
  `);
  // The schema's version, numbered as PostgreSQL's migrations where the two share a history
  // (server/store/postgresSchema.ts): the tables above are version 1. Setting it is also a real
  // write, so a file that opened read-only fails here.
  const version = Number(db.pragma('user_version', { simple: true }));
  db.pragma(`user_version = ${Math.max(version, SCHEMA_VERSION)}`);
  // From now on a lock is waited for by whileBusy, which leaves the event loop free.
  db.pragma('busy_timeout = 0');
  return db;
}

interface SaveRequest {
  message: NewMessage;
  duplicateSince: Date;
  channels: readonly Channel[];
}

export interface SqliteStoreOptions {
  /** How long a call waits for another process's lock before failing. */
  lockWaitMs?: number;
}

export function openSqliteStore(
  dataDir: string,
  { lockWaitMs = DEFAULT_LOCK_WAIT_MS }: SqliteStoreOptions = {},
): Store {
  const db = openDatabase(dataDir);
  const run = <T>(work: () => T) => whileBusy(work, lockWaitMs);
  // Times are always written by toISOString(), so text order is time order.
  const iso = (date: Date) => date.toISOString();

  const findDuplicate = db.prepare<[string, string, string, string], { id: number }>(
    `SELECT id FROM messages
     WHERE email = ? AND name = ? AND message = ? AND created_at >= ?
     ORDER BY id LIMIT 1`,
  );
  const insertMessage = db.prepare<[string, string, string, string, string | null]>(
    'INSERT INTO messages (name, email, message, created_at, client) VALUES (?, ?, ?, ?, ?)',
  );
  const insertJob = db.prepare<[number, Channel, string]>(
    'INSERT INTO notifications (message_id, channel, next_attempt_at) VALUES (?, ?, ?)',
  );
  const selectMessages = db.prepare<[], MessageRow>(
    'SELECT id, name, email, message, client, created_at FROM messages ORDER BY created_at DESC, id DESC',
  );
  const selectDeliveries = db.prepare<[], DeliveryRow>(
    `SELECT message_id, channel, status, attempts, next_attempt_at, sent_at, last_error
     FROM notifications ORDER BY channel`,
  );
  const claim = db.prepare<
    [{ worker: string; until: string; now: string; limit: number }],
    { id: number; message_id: number; channel: Channel; attempts: number }
  >(
    `UPDATE notifications SET claimed_by = @worker, claimed_until = @until, attempts = attempts + 1
     WHERE id IN (
       SELECT id FROM notifications
       WHERE status = 'pending' AND next_attempt_at <= @now
         AND (claimed_until IS NULL OR claimed_until <= @now)
       ORDER BY next_attempt_at, id LIMIT @limit
     )
     RETURNING id, message_id, channel, attempts`,
  );
  const selectMessage = db.prepare<[number], MessageRow>(
    'SELECT id, name, email, message, client, created_at FROM messages WHERE id = ?',
  );
  const markSent = db.prepare<[{ at: string; id: number; worker: string }]>(
    `UPDATE notifications
     SET status = 'sent', sent_at = @at, last_error = NULL, claimed_by = NULL, claimed_until = NULL
     WHERE id = @id AND claimed_by = @worker AND status = 'pending'`,
  );
  const markFailed = db.prepare<
    [{ retryAt: string | null; error: string; id: number; worker: string }]
  >(
    `UPDATE notifications
     SET status = CASE WHEN @retryAt IS NULL THEN 'failed' ELSE 'pending' END,
         next_attempt_at = COALESCE(@retryAt, next_attempt_at),
         last_error = @error, claimed_by = NULL, claimed_until = NULL
     WHERE id = @id AND claimed_by = @worker`,
  );
  const selectClaimers = db.prepare<[], { claimed_by: string }>(
    `SELECT DISTINCT claimed_by FROM notifications
     WHERE status = 'pending' AND claimed_by IS NOT NULL`,
  );
  const release = db.prepare<[string]>(
    'UPDATE notifications SET claimed_by = NULL, claimed_until = NULL WHERE claimed_by = ?',
  );
  const requeueFailed = db.prepare<[string]>(
    `UPDATE notifications SET status = 'pending', attempts = 0, next_attempt_at = ?
     WHERE status = 'failed'`,
  );

  const findRecentDuplicate = (message: NewMessage, since: Date): number | undefined =>
    findDuplicate.get(message.email, message.name, message.message, iso(since))?.id;

  const saveOne = ({ message, duplicateSince, channels }: SaveRequest): SaveResult => {
    const duplicateId = findRecentDuplicate(message, duplicateSince);
    if (duplicateId !== undefined) return { id: duplicateId, created: false };
    const receivedAt = iso(message.receivedAt);
    const { lastInsertRowid } = insertMessage.run(
      message.name,
      message.email,
      message.message,
      receivedAt,
      message.client,
    );
    const id = Number(lastInsertRowid);
    for (const channel of channels) insertJob.run(id, channel, receivedAt);
    return { id, created: true };
  };
  // IMMEDIATE takes the write lock first, so two processes cannot both miss the duplicate.
  // Messages are checked in order, so a duplicate within one batch finds the first.
  const saveBatch = db.transaction((batch: SaveRequest[]) => batch.map(saveOne)).immediate;
  const save = groupCommit((batch: SaveRequest[]) => run(() => saveBatch(batch)));

  const claimDue = db.transaction(
    (worker: string, now: Date, leaseMs: number, limit: number): ClaimedJob[] =>
      claim
        .all({ worker, until: iso(new Date(now.getTime() + leaseMs)), now: iso(now), limit })
        .flatMap((job) => {
          // Always there: the foreign key keeps a job's message.
          const row = selectMessage.get(job.message_id);
          if (!row) return [];
          return [
            { jobId: job.id, channel: job.channel, attempt: job.attempts, message: toMessage(row) },
          ];
        }),
  ).immediate;

  const releaseLeasesOf = db.transaction((isGone: (worker: string) => boolean): number => {
    let released = 0;
    for (const { claimed_by } of selectClaimers.all()) {
      if (isGone(claimed_by)) released += release.run(claimed_by).changes;
    }
    return released;
  }).immediate;

  const list = db.transaction((): MessageWithDeliveries[] => {
    const deliveries = Map.groupBy(selectDeliveries.all(), (row) => row.message_id);
    return selectMessages.all().map((row) => ({
      ...toMessage(row),
      deliveries: (deliveries.get(row.id) ?? []).map(toDelivery),
    }));
  });

  return {
    findRecentDuplicate: (message, since) => run(() => findRecentDuplicate(message, since)),
    saveUnlessDuplicate: (message, duplicateSince, channels) =>
      save({ message, duplicateSince, channels }),
    list: () => run(() => list()),
    claimDue: (worker, now, leaseMs, limit) => run(() => claimDue(worker, now, leaseMs, limit)),
    markSent: (jobId, worker, at) =>
      run(() => markSent.run({ at: iso(at), id: jobId, worker }).changes > 0),
    markAttemptFailed: async (jobId, worker, error, retryAt) => {
      await run(() =>
        markFailed.run({ retryAt: retryAt && iso(retryAt), error, id: jobId, worker }),
      );
    },
    releaseLeasesOf: (isGone) => run(() => releaseLeasesOf(isGone)),
    retryFailed: (now) => run(() => requeueFailed.run(iso(now)).changes),
    close: async () => {
      db.close();
    },
  };
}

function toMessage({ created_at, ...row }: MessageRow): StoredMessage {
  return { ...row, createdAt: created_at };
}

function toDelivery(row: DeliveryRow): Delivery {
  return {
    channel: row.channel,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.status === 'pending' ? row.next_attempt_at : null,
    sentAt: row.sent_at,
    lastError: row.last_error,
  };
}
