/**
 * The store's promises (storeContract.ts), checked on SQLite (a file, the default) and
 * PostgreSQL (a real throwaway server), reached directly and through PgBouncer in transaction
 * mode, as a serverless function reaches a managed database; then what each database's
 * migrations keep, and PostgreSQL's own cases.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startPgBouncer, type PgBouncer } from '../../scripts/harness/pgbouncer.ts';
import { startPostgres, type PostgresCluster } from '../../scripts/harness/postgres.ts';
import { makeTempDir, removeTempDirs } from '../testing/tempDirs.ts';
import { openPostgresStore } from './postgresStore.ts';
import {
  migratePostgres,
  OutdatedSchemaError,
  postgresMigrations,
  postgresSchemaVersion,
} from './postgresSchema.ts';
import { databasePath, openSqliteStore } from './sqliteStore.ts';
import type { Store } from './store.ts';
import { later, message, minutes, storeContract, T0, type StoreBackend } from './storeContract.ts';
import Database from 'better-sqlite3';
import pg from 'pg';

let cluster: PostgresCluster | undefined;
let bouncer: PgBouncer | undefined;
const postgres = async () => (cluster ??= await startPostgres());
const pooler = async () => (bouncer ??= await startPgBouncer(await postgres()));

/** How a store reaches PostgreSQL: the URL of a fresh database, directly or through a pooler. */
interface Connection {
  name: string;
  freshDatabaseUrl(): Promise<string>;
}

const connections: Connection[] = [
  { name: 'directly', freshDatabaseUrl: async () => (await postgres()).createDatabase() },
  {
    name: 'through PgBouncer (transaction mode)',
    freshDatabaseUrl: async () => {
      const url = await (await postgres()).createDatabase();
      return (await pooler()).urlOf(url);
    },
  },
];

const backends: StoreBackend[] = [
  {
    name: 'SQLite',
    freshDatabase: async () => {
      const dataDir = await makeTempDir('contract');
      return async () => openSqliteStore(dataDir);
    },
  },
  {
    name: 'PostgreSQL',
    freshDatabase: async () => {
      const url = await (connections[0] as Connection).freshDatabaseUrl();
      return () => openPostgresStore(url);
    },
  },
  {
    // Each instance migrates as it opens, through the pooler too, as `npm start` would.
    name: 'PostgreSQL through PgBouncer (transaction mode)',
    freshDatabase: async () => {
      const url = await (connections[1] as Connection).freshDatabaseUrl();
      return () => openPostgresStore(url);
    },
  },
];

const opened: Store[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.close()));
});
afterAll(async () => {
  await bouncer?.stop();
  await cluster?.stop();
  await removeTempDirs();
}, 60_000);

backends.forEach(storeContract);

describe('a database the release before this one wrote (no languages yet)', () => {
  /** Opens the database as this code does, and checks what the migration to languages kept. */
  async function expectMigrated(store: Store) {
    opened.push(store);
    expect(await store.list()).toEqual([
      expect.objectContaining({ message: 'Before languages', language: null }),
    ]);
    const saved = await store.saveUnlessDuplicate({ ...message('After'), language: 'fr' }, T0, [
      'email',
    ]);
    expect((await store.list()).find((row) => row.id === saved.id)?.language).toBe('fr');
  }

  it('SQLite: gains the column, its messages with no language', async () => {
    const dataDir = await makeTempDir('contract');
    await openSqliteStore(dataDir).close();
    // The file of the version before languages: without the column and what came after it.
    const old = new Database(databasePath(dataDir));
    old.exec('ALTER TABLE messages DROP COLUMN language');
    old.exec('DROP TABLE review_tokens');
    old.pragma('user_version = 4');
    old
      .prepare('INSERT INTO messages (name, email, message, created_at) VALUES (?, ?, ?, ?)')
      .run('Ada', 'ada@example.com', 'Before languages', T0.toISOString());
    old.close();

    await expectMigrated(openSqliteStore(dataDir));
  });

  it('PostgreSQL: gains the column, its messages with no language', async () => {
    const url = await (connections[0] as Connection).freshDatabaseUrl();
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    try {
      await migratePostgres(pool, {
        migrations: postgresMigrations.filter((migration) => migration.version < 5),
      });
      await pool.query(
        'INSERT INTO messages (name, email, message, created_at) VALUES ($1, $2, $3, $4)',
        ['Ada', 'ada@example.com', 'Before languages', T0],
      );
    } finally {
      await pool.end();
    }

    await expectMigrated(await openPostgresStore(url));
  });
});

describe('a database the release before this one wrote (no review links yet)', () => {
  const heldFor = 'sent with no proof of work';

  /** Opens the database as this code does, and issues and uses a token for its held message. */
  async function expectMigrated(store: Store) {
    opened.push(store);
    const [held] = await store.list();
    expect(held).toMatchObject({ message: 'Before review links', heldFor });
    const id = held?.id ?? 0;
    const token = { hash: 'release', messageId: id, action: 'release' as const };
    expect(await store.issueReviewTokens([token], later(minutes(60)))).toEqual([id]);
    expect(await store.redeemReviewToken('release', later(1), ['email'])).toMatchObject({
      state: 'done',
      outcome: 'released',
    });
  }

  it('SQLite: gains the table', async () => {
    const dataDir = await makeTempDir('contract');
    await openSqliteStore(dataDir).close();
    const old = new Database(databasePath(dataDir));
    old.exec('DROP TABLE review_tokens');
    old.pragma('user_version = 5');
    old
      .prepare(
        'INSERT INTO messages (name, email, message, created_at, held_for) VALUES (?, ?, ?, ?, ?)',
      )
      .run('Ada', 'ada@example.com', 'Before review links', T0.toISOString(), heldFor);
    old.close();

    await expectMigrated(openSqliteStore(dataDir));
  });

  it('PostgreSQL: gains the table', async () => {
    const url = await (connections[0] as Connection).freshDatabaseUrl();
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    try {
      await migratePostgres(pool, { migrations: postgresMigrations.slice(0, -1) });
      await pool.query(
        `INSERT INTO messages (name, email, message, created_at, held_for)
         VALUES ($1, $2, $3, $4, $5)`,
        ['Ada', 'ada@example.com', 'Before review links', T0, heldFor],
      );
    } finally {
      await pool.end();
    }

    await expectMigrated(await openPostgresStore(url));
  });
});

describe.each(connections)('PostgreSQL $name', (connection) => {
  it('migrates once, even when several instances start at the same moment', async () => {
    const url = await connection.freshDatabaseUrl();
    const pools = Array.from({ length: 4 }, () => new pg.Pool({ connectionString: url, max: 2 }));
    try {
      const applied = await Promise.all(pools.map((pool) => migratePostgres(pool)));
      expect(applied.flat()).toEqual(postgresMigrations.map((migration) => migration.version));
      expect(await migratePostgres(pools[0] as pg.Pool)).toEqual([]);
      const { rows } = await (pools[0] as pg.Pool).query<{ version: number }>(
        'SELECT version FROM schema_migrations ORDER BY version',
      );
      expect(rows.map((row) => row.version)).toEqual(
        postgresMigrations.map((migration) => migration.version),
      );
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
    }
  });

  it('told not to migrate, opens on a current schema and refuses an older one, saying what to run', async () => {
    const url = await connection.freshDatabaseUrl();
    const empty = await openPostgresStore(url, { migrate: false }).catch((error) => error);
    expect(empty).toBeInstanceOf(OutdatedSchemaError);
    expect((empty as Error).message).toBe(
      `The messages database has no schema yet but this code needs version ` +
        `${postgresSchemaVersion}: run "npm run db:migrate" with DATABASE_URL set to it.`,
    );

    // The release before this one left the database one migration behind.
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    const older = postgresMigrations.slice(0, -1);
    const olderVersion = older.at(-1)?.version;
    try {
      await migratePostgres(pool, { migrations: older });
      const refused = await openPostgresStore(url, { migrate: false }).catch((error) => error);
      expect(refused).toBeInstanceOf(OutdatedSchemaError);
      expect((refused as Error).message).toBe(
        `The messages database is at schema version ${olderVersion} but this code needs ` +
          `${postgresSchemaVersion}: run "npm run db:migrate" with DATABASE_URL set to it.`,
      );
      // Refusing changed nothing.
      const { rows } = await pool.query<{ version: number }>(
        'SELECT max(version) AS version FROM schema_migrations',
      );
      expect(rows[0]?.version).toBe(olderVersion);

      await migratePostgres(pool);
    } finally {
      await pool.end();
    }
    const store = await openPostgresStore(url, { migrate: false });
    opened.push(store);
    await store.saveUnlessDuplicate(message(), T0, ['email']);
    expect(await store.list()).toHaveLength(1);
  });

  it('cancels a statement that runs past the statement timeout, in a save and in a read', async () => {
    const url = await connection.freshDatabaseUrl();
    const store = await openPostgresStore(url, { statementTimeoutMs: 300 });
    opened.push(store);
    await store.saveUnlessDuplicate(message('Before'), T0, ['email']);
    // Another session holds the messages table until it commits.
    const blocker = new pg.Client({ connectionString: url });
    await blocker.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE messages IN ACCESS EXCLUSIVE MODE');
      await expect(store.list()).rejects.toThrow(/statement timeout/);
      await expect(store.findRecentDuplicate(message('After'), T0)).rejects.toThrow(
        /statement timeout/,
      );
      await expect(store.saveUnlessDuplicate(message('After'), T0, ['email'])).rejects.toThrow(
        /statement timeout/,
      );
    } finally {
      await blocker.query('COMMIT');
      await blocker.end();
    }
    expect((await store.list()).map((row) => row.message)).toEqual(['Before']);
  });

  it('stops the start with a message naming the server and database, never the password', async () => {
    const url = new URL(await connection.freshDatabaseUrl());
    url.password = 'not-the-password-1234';
    const attempt = openPostgresStore(url.href, { connectTimeoutMs: 2000 });
    await expect(attempt).rejects.toThrow(`${url.host}${url.pathname}`);
    await expect(attempt).rejects.not.toThrow('not-the-password-1234');

    const unreachable = new URL(url.href);
    unreachable.port = String(Number(url.port) + 1);
    await expect(openPostgresStore(unreachable.href, { connectTimeoutMs: 2000 })).rejects.toThrow(
      /cannot be used/,
    );
  });
});
