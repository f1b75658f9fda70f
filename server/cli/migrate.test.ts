/**
 * `npm run db:migrate` as a child process, against a real throwaway PostgreSQL behind PgBouncer
 * in transaction mode: the way a deploy step reaches a managed database before a serverless
 * function, which opens its store without migrating, takes traffic.
 */
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startPgBouncer, type PgBouncer } from '../../scripts/harness/pgbouncer.ts';
import { startPostgres, type PostgresCluster } from '../../scripts/harness/postgres.ts';
import { freePort, runScript, stopProcesses } from '../../scripts/harness/serverProcess.ts';
import {
  migratePostgres,
  OutdatedSchemaError,
  postgresMigrations,
  postgresSchemaVersion,
} from '../store/postgresSchema.ts';
import { describeDatabase, openPostgresStore } from '../store/postgresStore.ts';

let cluster: PostgresCluster;
let bouncer: PgBouncer;
beforeAll(async () => {
  cluster = await startPostgres({ fsync: false });
  bouncer = await startPgBouncer(cluster);
}, 120_000);
afterEach(stopProcesses);
afterAll(async () => {
  await bouncer?.stop();
  await cluster?.stop();
}, 60_000);

async function migrate(env: Record<string, string>) {
  const run = runScript('server/cli/migrate.ts', [], env);
  const code = await run.exited;
  return { code, stdout: run.stdout().trim(), stderr: run.stderr().trim() };
}

describe('npm run db:migrate', () => {
  it('brings an older schema up to date through the pooler, then says it is current', async () => {
    const url = bouncer.urlOf(await cluster.createDatabase());
    // The release before this one left the database one migration behind.
    const older = postgresMigrations.slice(0, -1);
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    try {
      await migratePostgres(pool, { migrations: older });
    } finally {
      await pool.end();
    }
    const refused = openPostgresStore(url, { migrate: false });
    await expect(refused).rejects.toBeInstanceOf(OutdatedSchemaError);
    await expect(refused).rejects.toThrow(
      `The messages database is at schema version ${older.at(-1)?.version} but this code needs ` +
        `${postgresSchemaVersion}: run "npm run db:migrate" with DATABASE_URL set to it.`,
    );

    const where = describeDatabase(url);
    expect(await migrate({ DATABASE_URL: url })).toEqual({
      code: 0,
      stdout: `Applied schema version ${postgresSchemaVersion} to ${where}: it is at version ${postgresSchemaVersion} now.`,
      stderr: '',
    });
    const store = await openPostgresStore(url, { migrate: false });
    try {
      const at = new Date();
      const message = { name: 'Ada', email: 'ada@example.com', message: 'Hi', client: null };
      await store.saveUnlessDuplicate({ ...message, receivedAt: at }, at, ['email']);
      expect(await store.list()).toHaveLength(1);
    } finally {
      await store.close();
    }

    expect(await migrate({ DATABASE_URL: url })).toEqual({
      code: 0,
      stdout: `The schema of ${where} is current (version ${postgresSchemaVersion}): nothing to apply.`,
      stderr: '',
    });
  }, 60_000);

  it('applies every version to an empty database', async () => {
    const url = bouncer.urlOf(await cluster.createDatabase());
    const versions = postgresMigrations.map((migration) => migration.version);
    const { code, stdout, stderr } = await migrate({ DATABASE_URL: url });
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toBe(
      `Applied schema versions ${versions.join(', ')} to ${describeDatabase(url)}: it is at ` +
        `version ${postgresSchemaVersion} now.`,
    );
  }, 60_000);

  it('exits 1 with one sentence when DATABASE_URL is unset, or the database cannot be reached', async () => {
    const unset = await migrate({ DATABASE_URL: '' });
    expect(unset.code).toBe(1);
    expect(unset.stderr).toMatch(/^DATABASE_URL is not set: [^\n]+\.$/);

    const wrong = new URL(bouncer.urlOf(cluster.url));
    wrong.password = 'not-the-password-1234';
    const nothingThere = new URL(wrong.href);
    nothingThere.port = String(await freePort());
    for (const url of [wrong, nothingThere]) {
      const failed = await migrate({ DATABASE_URL: url.href });
      expect(failed.code).toBe(1);
      expect(failed.stdout).toBe('');
      expect(failed.stderr).toContain(
        `The messages database at ${describeDatabase(url.href)} cannot be used (`,
      );
      expect(failed.stderr).toMatch(/^[^\n]+: check DATABASE_URL[^\n]+\.$/);
      expect(failed.stderr).not.toContain('not-the-password-1234');
    }
  }, 60_000);
});
