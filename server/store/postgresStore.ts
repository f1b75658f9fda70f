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
 * - the rate limit's windows live in the database, shared by every instance, and so do the
 *   spent proofs of work and the secret that signs their challenges.
 */
import pg from 'pg';
import { postgresRateLimiter } from './postgresRateLimiter.ts';
import { migratePostgres } from './postgresSchema.ts';
import {
  HELD_FOR_REUSED_PROOF,
  type Channel,
  type ClaimedJob,
  type Delivery,
  type DeliveryStatus,
  type MessageWithDeliveries,
  type Store,
  type StoredMessage,
} from './store.ts';

export interface PostgresOptions {
  /** Connections at most, per server instance. */
  poolSize?: number;
  /** How long a query may run before PostgreSQL cancels it. */
  statementTimeoutMs?: number;
  /** How long to wait for a connection, new or from the pool, before failing the request. */
  connectTimeoutMs?: number;
}

export const DEFAULT_POSTGRES_OPTIONS: Required<PostgresOptions> = {
  poolSize: 10,
  statementTimeoutMs: 10_000,
  connectTimeoutMs: 5_000,
};

interface MessageRow {
  id: number;
  name: string;
  email: string;
  message: string;
  client: string | null;
  created_at: Date;
  held_for: string | null;
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
 * Connects, brings the schema up to date and returns the store. Throws, naming the server and
 * the database but never the password, when PostgreSQL cannot be reached or refuses us.
 */
export async function openPostgresStore(
  databaseUrl: string,
  options: PostgresOptions = {},
): Promise<Store> {
  const { poolSize, statementTimeoutMs, connectTimeoutMs } = {
    ...DEFAULT_POSTGRES_OPTIONS,
    ...options,
  };
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    connectionTimeoutMillis: connectTimeoutMs,
    statement_timeout: statementTimeoutMs,
  });
  // An idle connection the server dropped (a restart, say) is only an event: the pool replaces
  // it on the next query, which is where a real outage shows.
  pool.on('error', (error) => console.error('A PostgreSQL connection was lost:', error.message));
  try {
    await migratePostgres(pool);
  } catch (error) {
    await pool.end().catch(() => {});
    throw new Error(
      `The messages database at ${describeDatabase(databaseUrl)} cannot be used: ${reasonOf(error)}. ` +
        'Check DATABASE_URL, and that the server is running and lets this user in.',
    );
  }

  const inTransaction = async <T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  };

  const findDuplicate = async (
    queryable: pg.Pool | pg.PoolClient,
    message: { name: string; email: string; message: string },
    since: Date,
  ) => {
    const { rows } = await queryable.query<{ id: number; held_for: string | null }>(
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

  const insertJobs = (client: pg.PoolClient, id: number, channels: readonly Channel[], due: Date) =>
    client.query(
      `INSERT INTO notifications (message_id, channel, next_attempt_at)
       SELECT $1, channel, $2 FROM unnest($3::text[]) AS channel`,
      [id, due, channels],
    );

  return {
    findRecentDuplicate: async (message, since) => (await findDuplicate(pool, message, since))?.id,

    saveUnlessDuplicate: (message, duplicateSince, channels) =>
      inTransaction(async (client) => {
        // Copies of one message wait for each other here, on every instance; others do not.
        await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
          JSON.stringify([message.name, message.email, message.message]),
        ]);
        const duplicate = await findDuplicate(client, message, duplicateSince);
        if (duplicate)
          return { id: duplicate.id, created: false, held: duplicate.held_for !== null };
        let heldFor = message.heldFor ?? null;
        if (message.proof && !(await spend(client, message.proof, message.receivedAt))) {
          heldFor = heldFor ? `${heldFor}; ${HELD_FOR_REUSED_PROOF}` : HELD_FOR_REUSED_PROOF;
        }
        const { rows } = await client.query<{ id: number }>(
          `INSERT INTO messages (name, email, message, created_at, client, held_for)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
          [
            message.name,
            message.email,
            message.message,
            message.receivedAt,
            message.client,
            heldFor,
          ],
        );
        const id = rows[0]?.id;
        if (id === undefined) throw new Error('INSERT returned no id');
        if (heldFor === null && channels.length > 0) {
          await insertJobs(client, id, channels, message.receivedAt);
        }
        return { id, created: true, held: heldFor !== null };
      }),

    release: (id, channels, now) =>
      inTransaction(async (client) => {
        const { rows } = await client.query<{ held_for: string | null }>(
          'SELECT held_for FROM messages WHERE id = $1 FOR UPDATE',
          [id],
        );
        const row = rows[0];
        if (!row) return 'not found';
        if (row.held_for === null) return 'not held';
        await client.query('UPDATE messages SET held_for = NULL WHERE id = $1', [id]);
        if (channels.length > 0) await insertJobs(client, id, channels, now);
        return 'released';
      }),

    pruneHeld: async (before) => {
      const { rowCount } = await pool.query(
        'DELETE FROM messages WHERE held_for IS NOT NULL AND created_at < $1',
        [before],
      );
      return rowCount ?? 0;
    },

    contactSecret: async (generated) => {
      await pool.query(
        `INSERT INTO settings (name, value) VALUES ('contact_secret', $1) ON CONFLICT DO NOTHING`,
        [generated],
      );
      const { rows } = await pool.query<{ value: string }>(
        `SELECT value FROM settings WHERE name = 'contact_secret'`,
      );
      return rows[0]?.value ?? generated;
    },

    list: async () => {
      const messages = await pool.query<MessageRow>(
        `SELECT id, name, email, message, client, created_at, held_for FROM messages
         ORDER BY created_at DESC, id DESC`,
      );
      const deliveries = await pool.query<DeliveryRow>(
        `SELECT message_id, channel, status, attempts, next_attempt_at, sent_at, last_error
         FROM notifications ORDER BY channel`,
      );
      const byMessage = Map.groupBy(deliveries.rows, (row) => row.message_id);
      return messages.rows.map((row): MessageWithDeliveries => ({
        ...toMessage(row),
        deliveries: (byMessage.get(row.id) ?? []).map(toDelivery),
      }));
    },

    claimDue: async (worker, now, leaseMs, limit) => {
      const { rows } = await pool.query<
        MessageRow & { job_id: number; channel: Channel; attempts: number }
      >(
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
           RETURNING job.id, job.message_id, job.channel, job.attempts
         )
         SELECT claimed.id AS job_id, claimed.channel, claimed.attempts,
                m.id, m.name, m.email, m.message, m.client, m.created_at, m.held_for
         FROM claimed JOIN messages AS m ON m.id = claimed.message_id
         ORDER BY claimed.id`,
        [worker, now, new Date(now.getTime() + leaseMs), limit],
      );
      return rows.map((row): ClaimedJob => ({
        jobId: row.job_id,
        channel: row.channel,
        attempt: row.attempts,
        message: toMessage(row),
      }));
    },

    markSent: async (jobId, worker, at) => {
      const { rowCount } = await pool.query(
        `UPDATE notifications
         SET status = 'sent', sent_at = $1, last_error = NULL, claimed_by = NULL, claimed_until = NULL
         WHERE id = $2 AND claimed_by = $3 AND status = 'pending'`,
        [at, jobId, worker],
      );
      return (rowCount ?? 0) > 0;
    },

    markAttemptFailed: async (jobId, worker, error, retryAt) => {
      await pool.query(
        `UPDATE notifications
         SET status = CASE WHEN $1::timestamptz IS NULL THEN 'failed' ELSE 'pending' END,
             next_attempt_at = COALESCE($1::timestamptz, next_attempt_at),
             last_error = $2, claimed_by = NULL, claimed_until = NULL
         WHERE id = $3 AND claimed_by = $4`,
        [retryAt, error, jobId, worker],
      );
    },

    releaseLeasesOf: async (isGone) => {
      const { rows } = await pool.query<{ claimed_by: string }>(
        `SELECT DISTINCT claimed_by FROM notifications
         WHERE status = 'pending' AND claimed_by IS NOT NULL`,
      );
      const gone = rows.map((row) => row.claimed_by).filter(isGone);
      if (gone.length === 0) return 0;
      const { rowCount } = await pool.query(
        `UPDATE notifications SET claimed_by = NULL, claimed_until = NULL
         WHERE claimed_by = ANY($1::text[])`,
        [gone],
      );
      return rowCount ?? 0;
    },

    retryFailed: async (now) => {
      const { rowCount } = await pool.query(
        `UPDATE notifications SET status = 'pending', attempts = 0, next_attempt_at = $1
         WHERE status = 'failed'`,
        [now],
      );
      return rowCount ?? 0;
    },

    sharedRateLimiter: (options) => postgresRateLimiter(pool, options),

    close: () => pool.end(),
  };
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
