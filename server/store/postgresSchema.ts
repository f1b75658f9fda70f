/**
 * The PostgreSQL schema, as numbered migrations. `npm start` applies them as it starts, and
 * `npm run db:migrate` does it as a deploy step for a runtime that only checks (a serverless
 * function). All the missing ones are applied in one transaction under a lock of that
 * transaction's, so that this works through a transaction-mode pooler and several instances may
 * start at once: one applies what is missing while the others wait, then find nothing left to
 * do. PostgreSQL's DDL is transactional: a migration that fails leaves nothing behind, and a
 * migration must never need to run outside a transaction (no `CREATE INDEX CONCURRENTLY`).
 */
import type pg from 'pg';
import { inTransaction } from './postgresTransaction.ts';

export interface Migration {
  version: number;
  sql: string;
}

/** Versions 1 and 3 to 6 are SQLite's too (server/store/sqliteStore.ts); 2 is PostgreSQL's alone. */
export const postgresMigrations: readonly Migration[] = [
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
  {
    // The language of the page each message was sent from; null for the ones stored before.
    version: 5,
    sql: `
      ALTER TABLE messages ADD COLUMN language text;
    `,
  },
  {
    // The hashes of the digest's review links. No foreign key: a token outlives a message it
    // deleted, so that the link opened again says it was used rather than that it never existed.
    version: 6,
    sql: `
      CREATE TABLE review_tokens (
        hash text PRIMARY KEY,
        message_id integer NOT NULL,
        action text NOT NULL CHECK (action IN ('release', 'delete')),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        used_for text CHECK (used_for IN ('release', 'delete'))
      );
      CREATE INDEX review_tokens_by_message ON review_tokens (message_id);
      CREATE INDEX review_tokens_by_expiry ON review_tokens (expires_at);
    `,
  },
];

/** The version this code needs: its last migration's. */
export const postgresSchemaVersion = postgresMigrations.at(-1)?.version ?? 0;

/** The key of the advisory lock that migrations run under (any number, the same everywhere). */
const MIGRATION_LOCK = 71_402_024;
/** PostgreSQL's code for a table that does not exist: no migration ever ran here. */
const UNDEFINED_TABLE = '42P01';

export interface MigrationOptions {
  /** Cancels a statement running longer, the wait for another instance's migration included. */
  statementTimeoutMs?: number;
  /** This code's migrations unless told (a test stands in for an older release with fewer). */
  migrations?: readonly Migration[];
}

/**
 * The store would not open: the database's schema is older than this code's, and the store was
 * told not to migrate. Its message is one sentence an owner can act on, also fit to answer a
 * visitor's request with (it names no server).
 */
export class OutdatedSchemaError extends Error {
  override name = 'OutdatedSchemaError';
  /** The last version applied in order, 0 for an empty database. */
  readonly databaseVersion: number;
  readonly neededVersion: number;

  constructor(databaseVersion: number, neededVersion: number) {
    const where =
      databaseVersion === 0
        ? `has no schema yet but this code needs version ${neededVersion}`
        : `is at schema version ${databaseVersion} but this code needs ${neededVersion}`;
    super(`The messages database ${where}: run "npm run db:migrate" with DATABASE_URL set to it.`);
    this.databaseVersion = databaseVersion;
    this.neededVersion = neededVersion;
  }
}

/** Whether `error` is an OutdatedSchemaError, also one from another copy of this module. */
export function isOutdatedSchemaError(error: unknown): error is OutdatedSchemaError {
  return (
    error instanceof OutdatedSchemaError ||
    (error instanceof Error && error.name === 'OutdatedSchemaError')
  );
}

/** Applies the migrations this database lacks, in order; returns the versions it applied. */
export async function migratePostgres(
  pool: pg.Pool,
  { statementTimeoutMs, migrations = postgresMigrations }: MigrationOptions = {},
): Promise<number[]> {
  return inTransaction(pool, statementTimeoutMs, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         version integer PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    const applied = await appliedVersions(client);
    const missing = migrations.filter((migration) => !applied.has(migration.version));
    for (const migration of missing) {
      await client.query(migration.sql);
      await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [
        migration.version,
      ]);
    }
    return missing.map((migration) => migration.version);
  });
}

/**
 * Checks, without changing anything, that every migration of this code is applied; throws an
 * OutdatedSchemaError otherwise.
 */
export async function requireCurrentSchema(
  pool: pg.Pool,
  { statementTimeoutMs, migrations = postgresMigrations }: MigrationOptions = {},
): Promise<void> {
  const applied = await inTransaction(pool, statementTimeoutMs, appliedVersions).catch(
    (error: unknown) => {
      if (error instanceof Error && 'code' in error && error.code === UNDEFINED_TABLE) {
        return new Set<number>();
      }
      throw error;
    },
  );
  const firstMissing = migrations.findIndex((migration) => !applied.has(migration.version));
  if (firstMissing === -1) return;
  const last = migrations.at(-1)?.version ?? 0;
  throw new OutdatedSchemaError(migrations[firstMissing - 1]?.version ?? 0, last);
}

async function appliedVersions(client: pg.PoolClient): Promise<Set<number>> {
  const { rows } = await client.query<{ version: number }>('SELECT version FROM schema_migrations');
  return new Set(rows.map((row) => row.version));
}
