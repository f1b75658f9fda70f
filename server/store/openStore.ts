/**
 * The store the configuration asks for: PostgreSQL when DATABASE_URL is set, for any number of
 * instances; otherwise the SQLite file under DATA_DIR, which needs nothing else.
 */
import type { Config } from '../config.ts';
import { openPostgresStore } from './postgresStore.ts';
import { openSqliteStore } from './sqliteStore.ts';
import type { Store } from './store.ts';

export async function openStore({
  dataDir,
  database,
}: Pick<Config, 'dataDir' | 'database'>): Promise<Store> {
  return database ? openPostgresStore(database.url, database) : openSqliteStore(dataDir);
}
