/** The message store and notification outbox on a SQLite file, `<dataDir>/messages.sqlite`. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { groupCommit } from './groupCommit.ts';
import { DEFAULT_LOCK_WAIT_MS, whileBusy } from './sqliteBusy.ts';
import {
  closedState,
  toDelivery,
  toDigest,
  toMessage,
  type DeliveryRow,
  type DigestRow,
  type MessageRow,
  type ReviewTokenRow,
} from './sqliteRows.ts';
import {
  HELD_FOR_REUSED_PROOF,
  rateLimitKey,
  summarizeHeld,
  typedSave,
  type Channel,
  type ClaimedJob,
  type HeldDigest,
  type MessageWithDeliveries,
  type NewMessage,
  type RateLimit,
  type RateLimited,
  type ReleaseResult,
  type ReviewAction,
  type ReviewOutcome,
  type ReviewResult,
  type ReviewTokenHash,
  type ReviewTokenState,
  type SaveResult,
  type Store,
} from './store.ts';

export const DATABASE_FILE = 'messages.sqlite';

/**
 * The version of the tables below, numbered as PostgreSQL's migrations where the two share a
 * history (server/store/postgresSchema.ts): the first tables are version 1, held messages and
 * spent proofs version 3, the rate limit's events and held-message digests version 4, each
 * message's page language version 5, the digest's review links version 6. Version 2 is
 * PostgreSQL's alone: its rate limit came first.
 */
const SCHEMA_VERSION = 6;

export function databasePath(dataDir: string): string {
  return join(dataDir, DATABASE_FILE);
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
  // Another process may be opening the same new file: the version is read under the lock.
  db.transaction(() => {
    const version = Number(db.pragma('user_version', { simple: true }));
    if (version < 3) {
      db.exec(`
        ALTER TABLE messages ADD COLUMN held_for TEXT;
        CREATE TABLE spent_proofs (id TEXT PRIMARY KEY, expires_at TEXT NOT NULL);
        CREATE INDEX spent_proofs_by_expiry ON spent_proofs (expires_at);
        CREATE TABLE settings (name TEXT PRIMARY KEY, value TEXT NOT NULL);
      `);
    }
    if (version < 4) {
      // A job is about a message or a digest: SQLite cannot drop a NOT NULL in place, so the
      // outbox is copied into a table that allows either.
      db.exec(`
        CREATE TABLE rate_limit_events (key TEXT NOT NULL, at TEXT NOT NULL);
        CREATE INDEX rate_limit_events_by_key ON rate_limit_events (key, at);
        CREATE TABLE held_digests (
          id INTEGER PRIMARY KEY,
          created_at TEXT NOT NULL,
          messages TEXT NOT NULL
        );
        ALTER TABLE messages ADD COLUMN held_digest_id INTEGER REFERENCES held_digests (id);
        CREATE TABLE notifications_v4 (
          id INTEGER PRIMARY KEY,
          message_id INTEGER REFERENCES messages (id),
          digest_id INTEGER REFERENCES held_digests (id),
          channel TEXT NOT NULL,
          status TEXT NOT NULL DEFAULT 'pending',
          attempts INTEGER NOT NULL DEFAULT 0,
          next_attempt_at TEXT NOT NULL,
          claimed_by TEXT,
          claimed_until TEXT,
          sent_at TEXT,
          last_error TEXT,
          CHECK ((message_id IS NULL) <> (digest_id IS NULL)),
          UNIQUE (message_id, channel),
          UNIQUE (digest_id, channel)
        );
        INSERT INTO notifications_v4 (id, message_id, channel, status, attempts, next_attempt_at,
                                      claimed_by, claimed_until, sent_at, last_error)
          SELECT id, message_id, channel, status, attempts, next_attempt_at,
                 claimed_by, claimed_until, sent_at, last_error
          FROM notifications;
        DROP TABLE notifications;
        ALTER TABLE notifications_v4 RENAME TO notifications;
        CREATE INDEX notifications_due ON notifications (status, next_attempt_at);
      `);
    }
    if (version < 5) {
      // Messages stored before it have no language: null, as for a sender that said none.
      db.exec('ALTER TABLE messages ADD COLUMN language TEXT');
    }
    if (version < 6) {
      // No foreign key: a token outlives a message it deleted, so that the link opened again
      // says it was used rather than that it never existed.
      db.exec(`
        CREATE TABLE review_tokens (
          hash TEXT PRIMARY KEY,
          message_id INTEGER NOT NULL,
          action TEXT NOT NULL CHECK (action IN ('release', 'delete')),
          expires_at TEXT NOT NULL,
          used_at TEXT,
          used_for TEXT CHECK (used_for IN ('release', 'delete'))
        );
        CREATE INDEX review_tokens_by_message ON review_tokens (message_id);
        CREATE INDEX review_tokens_by_expiry ON review_tokens (expires_at);
      `);
    }
    // Written even when unchanged: a real write, so a file opened read-only fails here.
    db.pragma(`user_version = ${Math.max(version, SCHEMA_VERSION)}`);
  }).immediate();
  // From now on a lock is waited for by whileBusy, which leaves the event loop free.
  db.pragma('busy_timeout = 0');
  return db;
}

interface SaveRequest {
  message: NewMessage;
  duplicateSince: Date;
  channels: readonly Channel[];
  rateLimit?: RateLimit;
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

  const findDuplicate = db.prepare<
    [string, string, string, string],
    { id: number; held_for: string | null }
  >(
    `SELECT id, held_for FROM messages
     WHERE email = ? AND name = ? AND message = ? AND created_at >= ?
     ORDER BY id LIMIT 1`,
  );
  const insertMessage = db.prepare<
    [string, string, string, string, string | null, string | null, string | null]
  >(
    `INSERT INTO messages (name, email, message, created_at, client, held_for, language)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const forgetExpiredProofs = db.prepare<[string]>('DELETE FROM spent_proofs WHERE expires_at < ?');
  const spendProof = db.prepare<[string, string]>(
    'INSERT INTO spent_proofs (id, expires_at) VALUES (?, ?) ON CONFLICT DO NOTHING',
  );
  const selectHeld = db.prepare<[number], { held_for: string | null }>(
    'SELECT held_for FROM messages WHERE id = ?',
  );
  const clearHeld = db.prepare<[number]>('UPDATE messages SET held_for = NULL WHERE id = ?');
  const deleteHeld = db.prepare<[string]>(
    'DELETE FROM messages WHERE held_for IS NOT NULL AND created_at < ?',
  );
  // SQLite may give a deleted message's id to the next one: the links of a pruned message must
  // not outlive it and act on another.
  const deleteHeldTokens = db.prepare<[string]>(
    `DELETE FROM review_tokens WHERE message_id IN (
       SELECT id FROM messages WHERE held_for IS NOT NULL AND created_at < ?
     )`,
  );
  const keepSetting = db.prepare<[string, string]>(
    'INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT DO NOTHING',
  );
  const readSetting = db.prepare<[string], { value: string }>(
    'SELECT value FROM settings WHERE name = ?',
  );
  const insertJob = db.prepare<[number, Channel, string]>(
    'INSERT INTO notifications (message_id, channel, next_attempt_at) VALUES (?, ?, ?)',
  );
  // The event `max` places from the newest: while it is in the window, the window is full.
  const blockingEvent = db.prepare<[string, string, number], { at: string }>(
    `SELECT at FROM rate_limit_events WHERE key = ? AND at > ?
     ORDER BY at DESC LIMIT 1 OFFSET ?`,
  );
  const recordEvent = db.prepare<[string, string]>(
    'INSERT INTO rate_limit_events (key, at) VALUES (?, ?)',
  );
  const forgetEvents = db.prepare<[string]>('DELETE FROM rate_limit_events WHERE at <= ?');
  const lastDigestAt = db.prepare<[], { at: string | null }>(
    'SELECT max(created_at) AS at FROM held_digests',
  );
  const selectUndigested = db.prepare<[], MessageRow & { held_for: string }>(
    `SELECT id, name, email, message, client, created_at, held_for, language FROM messages
     WHERE held_for IS NOT NULL AND held_digest_id IS NULL ORDER BY id`,
  );
  const insertDigest = db.prepare<[string, string]>(
    'INSERT INTO held_digests (created_at, messages) VALUES (?, ?)',
  );
  const markDigested = db.prepare<[number, number]>(
    'UPDATE messages SET held_digest_id = ? WHERE id = ?',
  );
  const insertDigestJob = db.prepare<[number, Channel, string]>(
    'INSERT INTO notifications (digest_id, channel, next_attempt_at) VALUES (?, ?, ?)',
  );
  const selectDigest = db.prepare<[number], DigestRow>(
    'SELECT id, created_at, messages FROM held_digests WHERE id = ?',
  );
  const selectMessages = db.prepare<[], MessageRow>(
    `SELECT id, name, email, message, client, created_at, held_for, language FROM messages
     ORDER BY created_at DESC, id DESC`,
  );
  const selectDeliveries = db.prepare<[], DeliveryRow>(
    `SELECT message_id, channel, status, attempts, next_attempt_at, sent_at, last_error
     FROM notifications WHERE message_id IS NOT NULL ORDER BY channel`,
  );
  const claim = db.prepare<
    [{ worker: string; until: string; now: string; limit: number }],
    {
      id: number;
      message_id: number | null;
      digest_id: number | null;
      channel: Channel;
      attempts: number;
    }
  >(
    `UPDATE notifications SET claimed_by = @worker, claimed_until = @until, attempts = attempts + 1
     WHERE id IN (
       SELECT id FROM notifications
       WHERE status = 'pending' AND next_attempt_at <= @now
         AND (claimed_until IS NULL OR claimed_until <= @now)
       ORDER BY next_attempt_at, id LIMIT @limit
     )
     RETURNING id, message_id, digest_id, channel, attempts`,
  );
  const selectMessage = db.prepare<[number], MessageRow>(
    `SELECT id, name, email, message, client, created_at, held_for, language FROM messages
     WHERE id = ?`,
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
  const releaseLeases = db.prepare<[string]>(
    'UPDATE notifications SET claimed_by = NULL, claimed_until = NULL WHERE claimed_by = ?',
  );
  const requeueFailed = db.prepare<[string]>(
    `UPDATE notifications SET status = 'pending', attempts = 0, next_attempt_at = ?
     WHERE status = 'failed'`,
  );
  const insertReviewToken = db.prepare<[string, ReviewAction, string, number]>(
    `INSERT INTO review_tokens (hash, message_id, action, expires_at)
     SELECT ?, id, ?, ? FROM messages WHERE id = ? AND held_for IS NOT NULL`,
  );
  const selectReviewToken = db.prepare<[string], ReviewTokenRow>(
    'SELECT message_id, action, expires_at, used_at, used_for FROM review_tokens WHERE hash = ?',
  );
  const useUpReviewTokens = db.prepare<[string, ReviewAction, number]>(
    'UPDATE review_tokens SET used_at = ?, used_for = ? WHERE message_id = ? AND used_at IS NULL',
  );
  const forgetReviewTokens = db.prepare<[string]>('DELETE FROM review_tokens WHERE expires_at < ?');
  const deleteJobsOf = db.prepare<[number]>('DELETE FROM notifications WHERE message_id = ?');
  const deleteMessage = db.prepare<[number]>('DELETE FROM messages WHERE id = ?');

  const findRecentDuplicate = (message: NewMessage, since: Date) =>
    findDuplicate.get(message.email, message.name, message.message, iso(since));

  let nextEventPruneAt = 0;
  /** Counts the message in its client's window, unless the window is full. */
  const takeRateLimit = (
    message: NewMessage,
    { max, windowMs }: RateLimit,
  ): RateLimited | undefined => {
    const key = rateLimitKey(message);
    const at = message.receivedAt.getTime();
    const blocking = blockingEvent.get(key, iso(new Date(at - windowMs)), max - 1);
    if (blocking) return { limited: true, retryAfterMs: Date.parse(blocking.at) + windowMs - at };
    recordEvent.run(key, iso(message.receivedAt));
    // Once a window is enough to keep the table to current traffic.
    if (at >= nextEventPruneAt) {
      nextEventPruneAt = at + windowMs;
      forgetEvents.run(iso(new Date(at - windowMs)));
    }
    return undefined;
  };

  const saveOne = ({
    message,
    duplicateSince,
    channels,
    rateLimit,
  }: SaveRequest): SaveResult | RateLimited => {
    const duplicate = findRecentDuplicate(message, duplicateSince);
    if (duplicate) return { id: duplicate.id, created: false, held: duplicate.held_for !== null };
    const limited = rateLimit && takeRateLimit(message, rateLimit);
    if (limited) return limited;
    const receivedAt = iso(message.receivedAt);
    let heldFor = message.heldFor ?? null;
    if (message.proof) {
      forgetExpiredProofs.run(receivedAt);
      const spent = spendProof.run(message.proof.id, iso(message.proof.expiresAt)).changes > 0;
      if (!spent)
        heldFor = heldFor ? `${heldFor}; ${HELD_FOR_REUSED_PROOF}` : HELD_FOR_REUSED_PROOF;
    }
    const { lastInsertRowid } = insertMessage.run(
      message.name,
      message.email,
      message.message,
      receivedAt,
      message.client,
      heldFor,
      message.language ?? null,
    );
    const id = Number(lastInsertRowid);
    if (heldFor === null) for (const channel of channels) insertJob.run(id, channel, receivedAt);
    return { id, created: true, held: heldFor !== null };
  };
  // IMMEDIATE takes the write lock first, so two processes cannot both miss the duplicate or
  // both find room in a client's window. Messages are checked in order, so a duplicate within
  // one batch finds the first, and a batch fills a window no further than its limit.
  const saveBatch = db.transaction((batch: SaveRequest[]) => batch.map(saveOne)).immediate;
  const save = groupCommit((batch: SaveRequest[]) => run(() => saveBatch(batch)));

  const claimDue = db.transaction(
    (worker: string, now: Date, leaseMs: number, limit: number): ClaimedJob[] =>
      claim
        .all({ worker, until: iso(new Date(now.getTime() + leaseMs)), now: iso(now), limit })
        .flatMap((job): ClaimedJob[] => {
          const claimed = { jobId: job.id, channel: job.channel, attempt: job.attempts };
          // Always there: the foreign keys keep a job's message or digest.
          const message = job.message_id === null ? undefined : selectMessage.get(job.message_id);
          if (message) return [{ ...claimed, message: toMessage(message) }];
          const digest = job.digest_id === null ? undefined : selectDigest.get(job.digest_id);
          if (digest) return [{ ...claimed, heldDigest: toDigest(digest) }];
          return [];
        }),
  ).immediate;

  const releaseLeasesOf = db.transaction((isGone: (worker: string) => boolean): number => {
    let released = 0;
    for (const { claimed_by } of selectClaimers.all()) {
      if (isGone(claimed_by)) released += releaseLeases.run(claimed_by).changes;
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

  /** What `release` does, for a caller already in a transaction (a review link's too). */
  const releaseOne = (id: number, channels: readonly Channel[], now: Date): ReleaseResult => {
    const row = selectHeld.get(id);
    if (!row) return 'not found';
    if (row.held_for === null) return 'not held';
    clearHeld.run(id);
    for (const channel of channels) insertJob.run(id, channel, iso(now));
    return 'released';
  };
  const releaseHeld = db.transaction(releaseOne).immediate;

  const pruneHeld = db.transaction((before: Date): number => {
    deleteHeldTokens.run(iso(before));
    return deleteHeld.run(iso(before)).changes;
  }).immediate;

  const issueReviewTokens = db.transaction(
    (tokens: readonly ReviewTokenHash[], expiresAt: Date): number[] => {
      const issued = new Set<number>();
      for (const { hash, messageId, action } of tokens) {
        if (insertReviewToken.run(hash, action, iso(expiresAt), messageId).changes > 0) {
          issued.add(messageId);
        }
      }
      return [...issued];
    },
  ).immediate;

  const reviewToken = db.transaction((hash: string, now: Date): ReviewTokenState => {
    const row = selectReviewToken.get(hash);
    if (!row) return { state: 'unknown' };
    const closed = closedState(row, iso(now));
    if (closed) return closed;
    const message = selectMessage.get(row.message_id);
    return {
      state: 'valid',
      messageId: row.message_id,
      action: row.action,
      expiresAt: row.expires_at,
      message: message && toMessage(message),
    };
  });

  // IMMEDIATE: the write lock first, so that two uses at once of one message's tokens, in any
  // process, run one after the other and the second finds them used.
  const redeemReviewToken = db.transaction(
    (hash: string, now: Date, channels: readonly Channel[]): ReviewResult => {
      const row = selectReviewToken.get(hash);
      if (!row) return { state: 'unknown' };
      const closed = closedState(row, iso(now));
      if (closed) return closed;
      const { message_id: messageId, action } = row;
      const found = selectMessage.get(messageId);
      const message = found && toMessage(found);
      let outcome: ReviewOutcome;
      if (action === 'release') {
        outcome = releaseOne(messageId, channels, now);
      } else if (message) {
        deleteJobsOf.run(messageId);
        deleteMessage.run(messageId);
        outcome = 'deleted';
      } else {
        outcome = 'not found';
      }
      if (outcome === 'released' || outcome === 'deleted') {
        useUpReviewTokens.run(iso(now), action, messageId);
      }
      return { state: 'done', messageId, action, outcome, message };
    },
  ).immediate;

  const queueHeldDigest = db.transaction(
    (now: Date, intervalMs: number, channels: readonly Channel[]): HeldDigest | undefined => {
      if (channels.length === 0) return undefined;
      const last = lastDigestAt.get()?.at;
      if (last && Date.parse(last) > now.getTime() - intervalMs) return undefined;
      const held = selectUndigested.all();
      if (held.length === 0) return undefined;
      const messages = held.map((row) =>
        summarizeHeld({ ...toMessage(row), heldFor: row.held_for }),
      );
      const createdAt = iso(now);
      const id = Number(insertDigest.run(createdAt, JSON.stringify(messages)).lastInsertRowid);
      for (const row of held) markDigested.run(id, row.id);
      for (const channel of channels) insertDigestJob.run(id, channel, createdAt);
      return { id, createdAt, messages };
    },
  ).immediate;

  const contactSecret = db.transaction((generated: string): string => {
    keepSetting.run('contact_secret', generated);
    return readSetting.get('contact_secret')?.value ?? generated;
  }).immediate;

  const saveUnlessDuplicate = typedSave((message, duplicateSince, channels, rateLimit) =>
    save({ message, duplicateSince, channels, rateLimit }),
  );

  return {
    findRecentDuplicate: (message, since) => run(() => findRecentDuplicate(message, since)?.id),
    saveUnlessDuplicate,
    list: () => run(() => list()),
    release: (id, channels, now) => run(() => releaseHeld(id, channels, now)),
    pruneHeld: (before) => run(() => pruneHeld(before)),
    issueReviewTokens: (tokens, expiresAt) => run(() => issueReviewTokens(tokens, expiresAt)),
    reviewToken: (hash, now) => run(() => reviewToken(hash, now)),
    redeemReviewToken: (hash, now, channels) => run(() => redeemReviewToken(hash, now, channels)),
    pruneReviewTokens: (before) => run(() => forgetReviewTokens.run(iso(before)).changes),
    contactSecret: (generated) => run(() => contactSecret(generated)),
    queueHeldDigest: (now, intervalMs, channels) =>
      run(() => queueHeldDigest(now, intervalMs, channels)),
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
