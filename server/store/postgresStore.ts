/**
 * The message store and notification outbox on PostgreSQL (DATABASE_URL), for any number of
 * server instances sharing one database. It keeps SQLite's promises across instances:
 *
 * - a message and its notification jobs are written in one transaction, and a save resolves
 *   only once it is committed (and, with PostgreSQL's default synchronous_commit, on disk);
 * - an identical message within the duplicate window is stored once, even when its copies reach
 *   two instances at the same moment: the save takes a transaction lock keyed by the message
 *   before it looks for a duplicate, so the second copy waits for the first and then finds it;
 * - workers claim due jobs with a lease, skipping rows another worker is claiming
 *   (`FOR UPDATE SKIP LOCKED`), so one job is never delivered by two instances at once;
 * - the rate limit's windows live in the database: a save takes a transaction lock keyed by
 *   its client before it counts the client's window, so that saves from one client on any
 *   instance count one after another and a burst cannot all find room;
 * - the spent proofs of work and the secret that signs their challenges are shared too.
 *
 * Every lock is a transaction's (`pg_advisory_xact_lock`, row locks), released at its end, and
 * every statement runs in a transaction that sets its own timeout: nothing leans on a session,
 * so the store works through a transaction-mode pooler (postgresTransaction.ts).
 */
import pg from 'pg';
import { isOutdatedSchemaError, migratePostgres, requireCurrentSchema } from './postgresSchema.ts';
import { inTransaction } from './postgresTransaction.ts';
import {
  HELD_FOR_REUSED_PROOF,
  rateLimitKey,
  summarizeHeld,
  typedSave,
  type Channel,
  type ClaimedJob,
  type Delivery,
  type DeliveryStatus,
  type HeldDigest,
  type HeldSummary,
  type MessageWithDeliveries,
  type NewMessage,
  type RateLimit,
  type RateLimited,
  type ReleaseResult,
  type ReviewAction,
  type ReviewOutcome,
  type ReviewTokenState,
  type SaveResult,
  type Store,
  type StoredMessage,
} from './store.ts';

/** The lock that makes queueing a digest one instance's work at a time (any number will do). */
const HELD_DIGEST_LOCK = 71_402_025;
/**
 * With a message's id, the lock under which its review tokens are used: one use at a time per
 * message, whichever of its tokens (the two-key locks never meet the one-key ones above).
 */
const REVIEW_LOCK = 71_402_026;

export interface PostgresOptions {
  /** Connections at most, per server instance. */
  poolSize?: number;
  /** How long a query may run before PostgreSQL cancels it. */
  statementTimeoutMs?: number;
  /** How long to wait for a connection, new or from the pool, before failing the request. */
  connectTimeoutMs?: number;
  /**
   * Apply the missing migrations on opening (`npm start`). False only checks the schema's
   * version, and opening throws an OutdatedSchemaError when it is older than this code's: for a
   * runtime where `npm run db:migrate` is a deploy step (a serverless function).
   */
  migrate?: boolean;
}

export const DEFAULT_POSTGRES_OPTIONS: Required<PostgresOptions> = {
  poolSize: 10,
  statementTimeoutMs: 10_000,
  connectTimeoutMs: 5_000,
  migrate: true,
};

interface MessageRow {
  id: number;
  name: string;
  email: string;
  message: string;
  client: string | null;
  created_at: Date;
  held_for: string | null;
  language: string | null;
}

/** A claimed job, with its message's columns or its digest's (the others are null). */
type ClaimedRow = MessageRow & {
  job_id: number;
  channel: Channel;
  attempts: number;
  digest_id: number | null;
  digest_created_at: Date | null;
  digest_messages: unknown;
};

interface ReviewTokenRow {
  message_id: number;
  action: ReviewAction;
  expires_at: Date;
  used_at: Date | null;
  used_for: ReviewAction | null;
}

interface DeliveryRow {
  message_id: number;
  channel: Channel;
  status: DeliveryStatus;
  attempts: number;
  next_attempt_at: Date;
  sent_at: Date | null;
  last_error: string | null;
}

/**
 * Connects, brings the schema up to date (or, told not to migrate, checks that it is) and returns
 * the store. Throws an OutdatedSchemaError for a schema older than this code's that it may not
 * migrate; otherwise, naming the server and the database but never the password, when
 * PostgreSQL cannot be reached or refuses us.
 */
export async function openPostgresStore(
  databaseUrl: string,
  options: PostgresOptions = {},
): Promise<Store> {
  const { poolSize, statementTimeoutMs, connectTimeoutMs, migrate } = {
    ...DEFAULT_POSTGRES_OPTIONS,
    ...options,
  };
  const pool = openPool(databaseUrl, { poolSize, connectTimeoutMs });
  try {
    await (migrate ? migratePostgres : requireCurrentSchema)(pool, { statementTimeoutMs });
  } catch (error) {
    await pool.end().catch(() => {});
    throw isOutdatedSchemaError(error) ? error : unusableDatabase(databaseUrl, error);
  }

  const transaction = <T>(work: (client: pg.PoolClient) => Promise<T>) =>
    inTransaction(pool, statementTimeoutMs, work);
  /** One statement, in a transaction of its own so that the statement timeout holds. */
  const query = <R extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
    transaction((client) => client.query<R>(text, values));

  const findDuplicate = async (
    client: pg.PoolClient,
    message: { name: string; email: string; message: string },
    since: Date,
  ) => {
    const { rows } = await client.query<{ id: number; held_for: string | null }>(
      `SELECT id, held_for FROM messages
       WHERE email = $1 AND name = $2 AND message = $3 AND created_at >= $4
       ORDER BY id LIMIT 1`,
      [message.email, message.name, message.message, since],
    );
    return rows[0];
  };

  /** Spends a proof unless another save, on any instance, spent it first. */
  const spend = async (
    client: pg.PoolClient,
    proof: { id: string; expiresAt: Date },
    now: Date,
  ) => {
    await client.query('DELETE FROM spent_proofs WHERE expires_at < $1', [now]);
    const { rowCount } = await client.query(
      'INSERT INTO spent_proofs (id, expires_at) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [proof.id, proof.expiresAt],
    );
    return (rowCount ?? 0) > 0;
  };

  let nextEventPruneAt = 0;
  /** Counts the message in its client's window, unless the window is full. */
  const takeRateLimit = async (
    client: pg.PoolClient,
    message: NewMessage,
    { max, windowMs }: RateLimit,
  ): Promise<RateLimited | undefined> => {
    const key = rateLimitKey(message);
    const at = message.receivedAt.getTime();
    // Saves from one client, on every instance, count one after another from here.
    await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 1))', [key]);
    // The event `max` places from the newest: while it is in the window, the window is full.
    const { rows } = await client.query<{ at: Date }>(
      `SELECT at FROM rate_limit_events WHERE key = $1 AND at > $2
       ORDER BY at DESC OFFSET $3 LIMIT 1`,
      [key, new Date(at - windowMs), max - 1],
    );
    const blocking = rows[0]?.at.getTime();
    if (blocking !== undefined) return { limited: true, retryAfterMs: blocking + windowMs - at };
    await client.query('INSERT INTO rate_limit_events (key, at) VALUES ($1, $2)', [
      key,
      message.receivedAt,
    ]);
    // Once a window per instance is enough to keep the table to current traffic.
    if (at >= nextEventPruneAt) {
      nextEventPruneAt = at + windowMs;
      await client.query('DELETE FROM rate_limit_events WHERE at <= $1', [new Date(at - windowMs)]);
    }
    return undefined;
  };

  const saveUnlessDuplicate = typedSave((message, duplicateSince, channels, rateLimit) =>
    transaction(async (client): Promise<SaveResult | RateLimited> => {
      // Copies of one message wait for each other here, on every instance; others do not.
      // This lock is always taken before the client's, so two saves never wait on each other
      // in a circle.
      await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
        JSON.stringify([message.name, message.email, message.message]),
      ]);
      const duplicate = await findDuplicate(client, message, duplicateSince);
      if (duplicate) return { id: duplicate.id, created: false, held: duplicate.held_for !== null };
      const limited = rateLimit && (await takeRateLimit(client, message, rateLimit));
      if (limited) return limited;
      let heldFor = message.heldFor ?? null;
      if (message.proof && !(await spend(client, message.proof, message.receivedAt))) {
        heldFor = heldFor ? `${heldFor}; ${HELD_FOR_REUSED_PROOF}` : HELD_FOR_REUSED_PROOF;
      }
      const { rows } = await client.query<{ id: number }>(
        `INSERT INTO messages (name, email, message, created_at, client, held_for, language)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [
          message.name,
          message.email,
          message.message,
          message.receivedAt,
          message.client,
          heldFor,
          message.language ?? null,
        ],
      );
      const id = rows[0]?.id;
      if (id === undefined) throw new Error('INSERT returned no id');
      if (heldFor === null && channels.length > 0) {
        await insertJobs(client, 'message_id', id, channels, message.receivedAt);
      }
      return { id, created: true, held: heldFor !== null };
    }),
  );

  return {
    findRecentDuplicate: async (message, since) =>
      (await transaction((client) => findDuplicate(client, message, since)))?.id,

    saveUnlessDuplicate,

    release: (id, channels, now) => transaction((client) => releaseOne(client, id, channels, now)),

    // A pruned message's links go with it, as on SQLite, where they must.
    pruneHeld: async (before) => {
      const { rows } = await query<{ count: number }>(
        `WITH pruned AS (
           DELETE FROM messages WHERE held_for IS NOT NULL AND created_at < $1 RETURNING id
         ), tokens AS (
           DELETE FROM review_tokens WHERE message_id IN (SELECT id FROM pruned)
         )
         SELECT count(*)::int AS count FROM pruned`,
        [before],
      );
      return rows[0]?.count ?? 0;
    },

    issueReviewTokens: async (tokens, expiresAt) => {
      if (tokens.length === 0) return [];
      const { rows } = await query<{ message_id: number }>(
        `INSERT INTO review_tokens (hash, message_id, action, expires_at)
         SELECT token.hash, token.message_id, token.action, $4
         FROM unnest($1::text[], $2::int[], $3::text[]) AS token (hash, message_id, action)
         JOIN messages ON messages.id = token.message_id AND messages.held_for IS NOT NULL
         RETURNING message_id`,
        [
          tokens.map((token) => token.hash),
          tokens.map((token) => token.messageId),
          tokens.map((token) => token.action),
          expiresAt,
        ],
      );
      return [...new Set(rows.map((row) => row.message_id))];
    },

    reviewToken: (hash, now) =>
      transaction(async (client): Promise<ReviewTokenState> => {
        const row = await selectReviewToken(client, hash);
        if (!row) return { state: 'unknown' };
        const closed = closedState(row, now);
        if (closed) return closed;
        return {
          state: 'valid',
          messageId: row.message_id,
          action: row.action,
          expiresAt: row.expires_at.toISOString(),
          message: await selectMessage(client, row.message_id),
        };
      }),

    redeemReviewToken: (hash, now, channels) =>
      transaction(async (client) => {
        const first = await selectReviewToken(client, hash);
        if (!first) return { state: 'unknown' };
        // Every use of this message's tokens, on any instance, waits here for the one before;
        // the token is read again once it is this one's turn.
        await client.query('SELECT pg_advisory_xact_lock($1, $2)', [REVIEW_LOCK, first.message_id]);
        const row = (await selectReviewToken(client, hash)) ?? first;
        const closed = closedState(row, now);
        if (closed) return closed;
        const { message_id: messageId, action } = row;
        const message = await selectMessage(client, messageId, { forUpdate: true });
        let outcome: ReviewOutcome;
        if (action === 'release') {
          outcome = await releaseOne(client, messageId, channels, now);
        } else if (message) {
          await client.query('DELETE FROM notifications WHERE message_id = $1', [messageId]);
          await client.query('DELETE FROM messages WHERE id = $1', [messageId]);
          outcome = 'deleted';
        } else {
          outcome = 'not found';
        }
        if (outcome === 'released' || outcome === 'deleted') {
          await client.query(
            `UPDATE review_tokens SET used_at = $1, used_for = $2
             WHERE message_id = $3 AND used_at IS NULL`,
            [now, action, messageId],
          );
        }
        return { state: 'done' as const, messageId, action, outcome, message };
      }),

    pruneReviewTokens: async (before) => {
      const { rowCount } = await query('DELETE FROM review_tokens WHERE expires_at < $1', [before]);
      return rowCount ?? 0;
    },

    contactSecret: (generated) =>
      transaction(async (client) => {
        await client.query(
          `INSERT INTO settings (name, value) VALUES ('contact_secret', $1) ON CONFLICT DO NOTHING`,
          [generated],
        );
        const { rows } = await client.query<{ value: string }>(
          `SELECT value FROM settings WHERE name = 'contact_secret'`,
        );
        return rows[0]?.value ?? generated;
      }),

    queueHeldDigest: async (now, intervalMs, channels) => {
      if (channels.length === 0) return undefined;
      return transaction(async (client): Promise<HeldDigest | undefined> => {
        await client.query('SELECT pg_advisory_xact_lock($1)', [HELD_DIGEST_LOCK]);
        const { rows: last } = await client.query<{ at: Date | null }>(
          'SELECT max(created_at) AS at FROM held_digests',
        );
        const lastAt = last[0]?.at;
        if (lastAt && lastAt.getTime() > now.getTime() - intervalMs) return undefined;
        // Locked, so that a release running now either comes first or waits for the digest.
        const { rows: held } = await client.query<MessageRow & { held_for: string }>(
          `SELECT id, name, email, message, client, created_at, held_for, language FROM messages
           WHERE held_for IS NOT NULL AND held_digest_id IS NULL ORDER BY id FOR UPDATE`,
        );
        if (held.length === 0) return undefined;
        const messages = held.map((row) =>
          summarizeHeld({ ...toMessage(row), heldFor: row.held_for }),
        );
        const { rows } = await client.query<{ id: number }>(
          'INSERT INTO held_digests (created_at, messages) VALUES ($1, $2) RETURNING id',
          [now, JSON.stringify(messages)],
        );
        const id = rows[0]?.id;
        if (id === undefined) throw new Error('INSERT returned no id');
        await client.query('UPDATE messages SET held_digest_id = $1 WHERE id = ANY($2::int[])', [
          id,
          held.map((row) => row.id),
        ]);
        await insertJobs(client, 'digest_id', id, channels, now);
        return { id, createdAt: now.toISOString(), messages };
      });
    },

    list: async () => {
      const [messages, deliveries] = await transaction(async (client) => [
        await client.query<MessageRow>(
          `SELECT id, name, email, message, client, created_at, held_for, language FROM messages
           ORDER BY created_at DESC, id DESC`,
        ),
        await client.query<DeliveryRow>(
          `SELECT message_id, channel, status, attempts, next_attempt_at, sent_at, last_error
           FROM notifications WHERE message_id IS NOT NULL ORDER BY channel`,
        ),
      ]);
      const byMessage = Map.groupBy(deliveries.rows, (row) => row.message_id);
      return messages.rows.map((row): MessageWithDeliveries => ({
        ...toMessage(row),
        deliveries: (byMessage.get(row.id) ?? []).map(toDelivery),
      }));
    },

    claimDue: async (worker, now, leaseMs, limit) => {
      const { rows } = await query<ClaimedRow>(
        `WITH due AS (
           SELECT id FROM notifications
           WHERE status = 'pending' AND next_attempt_at <= $2
             AND (claimed_until IS NULL OR claimed_until <= $2)
           ORDER BY next_attempt_at, id LIMIT $4
           FOR UPDATE SKIP LOCKED
         ), claimed AS (
           UPDATE notifications AS job
           SET claimed_by = $1, claimed_until = $3, attempts = job.attempts + 1
           FROM due WHERE job.id = due.id
           RETURNING job.id, job.message_id, job.digest_id, job.channel, job.attempts
         )
         SELECT claimed.id AS job_id, claimed.channel, claimed.attempts,
                m.id, m.name, m.email, m.message, m.client, m.created_at, m.held_for, m.language,
                d.id AS digest_id, d.created_at AS digest_created_at, d.messages AS digest_messages
         FROM claimed
         LEFT JOIN messages AS m ON m.id = claimed.message_id
         LEFT JOIN held_digests AS d ON d.id = claimed.digest_id
         ORDER BY claimed.id`,
        [worker, now, new Date(now.getTime() + leaseMs), limit],
      );
      return rows.map((row): ClaimedJob => {
        const claimed = { jobId: row.job_id, channel: row.channel, attempt: row.attempts };
        if (row.digest_id === null) return { ...claimed, message: toMessage(row) };
        const heldDigest: HeldDigest = {
          id: row.digest_id,
          createdAt: (row.digest_created_at as Date).toISOString(),
          messages: row.digest_messages as HeldSummary[],
        };
        return { ...claimed, heldDigest };
      });
    },

    markSent: async (jobId, worker, at) => {
      const { rowCount } = await query(
        `UPDATE notifications
         SET status = 'sent', sent_at = $1, last_error = NULL, claimed_by = NULL, claimed_until = NULL
         WHERE id = $2 AND claimed_by = $3 AND status = 'pending'`,
        [at, jobId, worker],
      );
      return (rowCount ?? 0) > 0;
    },

    markAttemptFailed: async (jobId, worker, error, retryAt) => {
      await query(
        `UPDATE notifications
         SET status = CASE WHEN $1::timestamptz IS NULL THEN 'failed' ELSE 'pending' END,
             next_attempt_at = COALESCE($1::timestamptz, next_attempt_at),
             last_error = $2, claimed_by = NULL, claimed_until = NULL
         WHERE id = $3 AND claimed_by = $4`,
        [retryAt, error, jobId, worker],
      );
    },

    releaseLeasesOf: (isGone) =>
      transaction(async (client) => {
        const { rows } = await client.query<{ claimed_by: string }>(
          `SELECT DISTINCT claimed_by FROM notifications
           WHERE status = 'pending' AND claimed_by IS NOT NULL`,
        );
        const gone = rows.map((row) => row.claimed_by).filter(isGone);
        if (gone.length === 0) return 0;
        const { rowCount } = await client.query(
          `UPDATE notifications SET claimed_by = NULL, claimed_until = NULL
           WHERE claimed_by = ANY($1::text[])`,
          [gone],
        );
        return rowCount ?? 0;
      }),

    retryFailed: async (now) => {
      const { rowCount } = await query(
        `UPDATE notifications SET status = 'pending', attempts = 0, next_attempt_at = $1
         WHERE status = 'failed'`,
        [now],
      );
      return rowCount ?? 0;
    },

    close: () => pool.end(),
  };
}

function insertJobs(
  client: pg.PoolClient,
  subject: 'message_id' | 'digest_id',
  id: number,
  channels: readonly Channel[],
  due: Date,
) {
  return client.query(
    `INSERT INTO notifications (${subject}, channel, next_attempt_at)
     SELECT $1, channel, $2 FROM unnest($3::text[]) AS channel`,
    [id, due, channels],
  );
}

/** What `release` does, in the caller's transaction (a review link's too). */
async function releaseOne(
  client: pg.PoolClient,
  id: number,
  channels: readonly Channel[],
  now: Date,
): Promise<ReleaseResult> {
  const { rows } = await client.query<{ held_for: string | null }>(
    'SELECT held_for FROM messages WHERE id = $1 FOR UPDATE',
    [id],
  );
  const row = rows[0];
  if (!row) return 'not found';
  if (row.held_for === null) return 'not held';
  await client.query('UPDATE messages SET held_for = NULL WHERE id = $1', [id]);
  if (channels.length > 0) await insertJobs(client, 'message_id', id, channels, now);
  return 'released';
}

async function selectReviewToken(
  client: pg.PoolClient,
  hash: string,
): Promise<ReviewTokenRow | undefined> {
  const { rows } = await client.query<ReviewTokenRow>(
    'SELECT message_id, action, expires_at, used_at, used_for FROM review_tokens WHERE hash = $1',
    [hash],
  );
  return rows[0];
}

async function selectMessage(
  client: pg.PoolClient,
  id: number,
  { forUpdate = false } = {},
): Promise<StoredMessage | undefined> {
  const { rows } = await client.query<MessageRow>(
    `SELECT id, name, email, message, client, created_at, held_for, language FROM messages
     WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  const row = rows[0];
  return row && toMessage(row);
}

/** A used or expired token's state at `now`; undefined while it is valid. */
function closedState(
  { message_id: messageId, action, expires_at, used_at, used_for }: ReviewTokenRow,
  now: Date,
): Exclude<ReviewTokenState, { state: 'valid' | 'unknown' }> | undefined {
  if (used_at !== null) {
    const usedAt = used_at.toISOString();
    return { state: 'used', messageId, action, usedFor: used_for ?? action, usedAt };
  }
  if (expires_at.getTime() <= now.getTime()) {
    return { state: 'expired', messageId, action, expiresAt: expires_at.toISOString() };
  }
  return undefined;
}

/** The connections of one instance. */
function openPool(
  databaseUrl: string,
  { poolSize, connectTimeoutMs }: { poolSize: number; connectTimeoutMs: number },
): pg.Pool {
  // No statement_timeout here: node-postgres would send it as a startup parameter, which a
  // transaction-mode pooler refuses. Each transaction sets its own (postgresTransaction.ts).
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    connectionTimeoutMillis: connectTimeoutMs,
  });
  // An idle connection the server dropped (a restart, say) is only an event: the pool replaces
  // it on the next query, which is where a real outage shows.
  pool.on('error', (error) => console.error('A PostgreSQL connection was lost:', error.message));
  // The pool listens for errors only while a connection is idle, and a lent one only hears of its
  // own statements: one the server ends in between (a restart's FATAL, even in the packet that
  // completed the connection) would be an unheard event, which ends the process. Each connection
  // listens for its whole life, so such an error only fails its next statement.
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

/**
 * Applies this code's missing migrations to the database at `databaseUrl` (`npm run
 * db:migrate`), on one connection; returns the versions it applied. Throws, naming the server
 * and the database but never the password, when PostgreSQL cannot be reached or refuses us.
 */
export async function migratePostgresDatabase(
  databaseUrl: string,
  options: Pick<PostgresOptions, 'statementTimeoutMs' | 'connectTimeoutMs'> = {},
): Promise<number[]> {
  const { statementTimeoutMs, connectTimeoutMs } = { ...DEFAULT_POSTGRES_OPTIONS, ...options };
  const pool = openPool(databaseUrl, { poolSize: 1, connectTimeoutMs });
  try {
    return await migratePostgres(pool, { statementTimeoutMs });
  } catch (error) {
    throw unusableDatabase(databaseUrl, error);
  } finally {
    await pool.end().catch(() => {});
  }
}

/** One sentence on a database that cannot be reached or refuses us; never the password. */
function unusableDatabase(databaseUrl: string, error: unknown): Error {
  return new Error(
    `The messages database at ${describeDatabase(databaseUrl)} cannot be used ` +
      `(${reasonOf(error)}): check DATABASE_URL, and that the server is running and lets this ` +
      'user in.',
  );
}

/** `db.example.com:5432/portfolio`: where DATABASE_URL points, without user or password. */
export function describeDatabase(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.host}${url.pathname}`;
  } catch {
    return '(an unreadable DATABASE_URL)';
  }
}

function reasonOf(error: unknown): string {
  const reason = error instanceof Error ? error.message || error.name : String(error);
  // An AggregateError (every address refused) has no message of its own.
  const inner = error instanceof AggregateError ? error.errors[0] : undefined;
  return inner instanceof Error ? `${reason} ${inner.message}`.trim() : reason;
}

function toMessage(row: MessageRow): StoredMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    client: row.client,
    createdAt: row.created_at.toISOString(),
    heldFor: row.held_for,
    language: row.language,
  };
}

function toDelivery(row: DeliveryRow): Delivery {
  return {
    channel: row.channel,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.status === 'pending' ? row.next_attempt_at.toISOString() : null,
    sentAt: row.sent_at?.toISOString() ?? null,
    lastError: row.last_error,
  };
}
