/**
 * What the serverless runtimes' tests share: a throwaway PostgreSQL cluster for the test file, a
 * fresh database per test (migrated, as `npm run db:migrate` would, with a store to read it
 * with), real SMTP receivers, the function's settings, and cleanups run after each test.
 * `serverlessTestKit()` registers its hooks in the file that calls it.
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startPostgres, type PostgresCluster } from '../../scripts/harness/postgres.ts';
import { startMailbox, type Mailbox } from '../../scripts/harness/receivers.ts';
import { scriptedSenderSettings } from '../../scripts/harness/serverProcess.ts';
import { openPostgresStore } from '../store/postgresStore.ts';
import type { Store } from '../store/store.ts';

/** The site that calls the API from another origin in these tests. */
export const SITE = 'https://name.github.io';

export function serverlessTestKit() {
  let cluster: PostgresCluster | undefined;
  beforeAll(async () => {
    cluster = await startPostgres();
  }, 120_000);
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
  });
  afterAll(() => cluster?.stop());

  return {
    /** Runs `cleanup` once the current test is over. */
    onCleanup: (cleanup: () => Promise<void>) => {
      cleanups.push(cleanup);
    },

    /** A fresh database with no schema: the URL of one nothing has migrated yet. */
    emptyDatabase: (): Promise<string> => {
      if (!cluster) throw new Error('The PostgreSQL cluster has not started.');
      return cluster.createDatabase();
    },

    /** A fresh, migrated database, and a store to read it with. */
    freshDatabase: async (): Promise<{ url: string; store: Store }> => {
      if (!cluster) throw new Error('The PostgreSQL cluster has not started.');
      const url = await cluster.createDatabase();
      const store = await openPostgresStore(url);
      cleanups.push(() => store.close());
      return { url, store };
    },

    /** A real SMTP server for the current test. */
    mailbox: async (): Promise<Mailbox> => {
      const box = await startMailbox();
      cleanups.push(() => box.close());
      return box;
    },
  };
}

/** The function's settings on the database at `url`, as its configuration would give them. */
export function functionEnv(
  url: string,
  more: Record<string, string> = {},
): Record<string, string> {
  return {
    ...scriptedSenderSettings,
    DATABASE_URL: url,
    ALLOWED_ORIGINS: SITE,
    NOTIFY_RETRY_BASE_MS: '100',
    ...more,
  };
}
