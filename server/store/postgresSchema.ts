/**
 * The PostgreSQL schema, as numbered migrations applied at start-up. Several instances may start
 * at once: each takes a session advisory lock first, so one applies what is missing while the
 * others wait and then find nothing left to do. A migration and its version row commit together.
 */
import type pg from 'pg';

/** Versions 1, 3 and 4 are SQLite's too (server/store/sqliteStore.ts); 2 is PostgreSQL's alone. */
export const postgresMigrations: readonly { version: number; sql: string }[] = [
  {
    version: 1,
    sql: `
      CREATE TABLE messages (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        name text NOT NULL,
        email text NOT NULL,
        message text NOT NULL,
        created_at timestamptz NOT NULL,
        client text
      );
      CREATE INDEX messages_by_email_and_time ON messages (email, created_at);
      CREATE TABLE notifications (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        message_id integer NOT NULL REFERENCES messages (id),
        channel text NOT NULL,
        status text NOT NULL DEFAULT 'pending',
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL,
        claimed_by text,
        claimed_until timestamptz,
        sent_at timestamptz,
        last_error text,
        UNIQUE (message_id, channel)
      );
      CREATE INDEX notifications_due ON notifications (status, next_attempt_at);
    `,
  },
  {
    // The rate limit's windows, shared by every instance (SQLite keeps them in memory).
    version: 2,
    sql: `
      CREATE TABLE rate_limit_events (
        key text NOT NULL,
        at timestamptz NOT NULL
      );
      CREATE INDEX rate_limit_events_by_key ON rate_limit_events (key, at);
      CREATE INDEX rate_limit_events_by_time ON rate_limit_events (at);
    `,
  },
  {
    // Held messages, proofs of work spent once across instances, and the secret they share.
    version: 3,
    sql: `
      ALTER TABLE messages ADD COLUMN held_for text;
      CREATE TABLE spent_proofs (
        id text PRIMARY KEY,
        expires_at timestamptz NOT NULL
      );
      CREATE INDEX spent_proofs_by_expiry ON spent_proofs (expires_at);
      CREATE TABLE settings (
        name text PRIMARY KEY,
        value text NOT NULL
      );
    `,
  },
  {
    // Digests of held messages, as jobs of the one outbox: a job is about a message or a digest.
    version: 4,
    sql: `
      CREATE TABLE held_digests (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        created_at timestamptz NOT NULL,
        messages jsonb NOT NULL
      );
      ALTER TABLE messages ADD COLUMN held_digest_id integer REFERENCES held_digests (id);
      CREATE INDEX messages_held_undigested ON messages (id)
        WHERE held_for IS NOT NULL AND held_digest_id IS NULL;
      ALTER TABLE notifications
        ALTER COLUMN message_id DROP NOT NULL,
        ADD COLUMN digest_id integer REFERENCES held_digests (id),
        ADD CONSTRAINT notifications_one_subject CHECK ((message_id IS NULL) <> (digest_id IS NULL)),
        ADD CONSTRAINT notifications_digest_id_channel_key UNIQUE (digest_id, channel);
    `,
  },
];

/** The key of the advisory lock that migrations run under (any number, the same everywhere). */
const MIGRATION_LOCK = 71_402_024;

/** Applies the migrations this database lacks; returns the versions it applied. */
export async function migratePostgres(pool: pg.Pool): Promise<number[]> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         version integer PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    const { rows } = await client.query<{ version: number }>(
      'SELECT version FROM schema_migrations',
    );
    const applied = new Set(rows.map((row) => row.version));
    const newlyApplied: number[] = [];
    for (const migration of postgresMigrations) {
      if (applied.has(migration.version)) continue;
      await client.query('BEGIN');
      try {
        await client.query(migration.sql);
        await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [
          migration.version,
        ]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
      newlyApplied.push(migration.version);
    }
    return newlyApplied;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}
