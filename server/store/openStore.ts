/**
 * The store the configuration asks for: PostgreSQL when DATABASE_URL is set, for any number of
 * instances; otherwise the SQLite file under DATA_DIR, which needs nothing else.
 */
import type { Config } from '../config.ts';
import { openPostgresStore } from './postgresStore.ts';
import { openSqliteStore } from './sqliteStore.ts';
import type { Store } from './store.ts';

export interface OpenStoreOptions {
  /**
   * Bring PostgreSQL's schema up to date on opening (true unless told). False only checks it,
   * and opening throws an OutdatedSchemaError (postgresSchema.ts) when it is older than this
   * code's. SQLite, one process's own file, always migrates.
   */
  migrate?: boolean;
}

export async function openStore(
  { dataDir, database }: Pick<Config, 'dataDir' | 'database'>,
  { migrate = true }: OpenStoreOptions = {},
): Promise<Store> {
  return database
    ? openPostgresStore(database.url, { ...database, migrate })
    : openSqliteStore(dataDir);
}
