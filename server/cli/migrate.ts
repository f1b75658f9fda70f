/**
 * `npm run db:migrate`: brings the PostgreSQL schema of DATABASE_URL up to this code's version,
 * as a deploy step before code that opens its store without migrating (a serverless function)
 * takes traffic. It works through a transaction-mode pooler as well as on a direct connection,
 * and as often as it is run: what is applied already is left alone.
 */
import { loadConfig } from '../config.ts';
import { postgresSchemaVersion } from '../store/postgresSchema.ts';
import { describeDatabase, migratePostgresDatabase } from '../store/postgresStore.ts';

try {
  const { database } = loadConfig();
  if (!database) {
    throw new Error(
      'DATABASE_URL is not set: set it to the PostgreSQL database to migrate, as in ' +
        'DATABASE_URL=postgres://user:password@db.example.com:5432/portfolio npm run db:migrate.',
    );
  }
  const where = describeDatabase(database.url);
  const applied = await migratePostgresDatabase(database.url, database);
  console.log(
    applied.length === 0
      ? `The schema of ${where} is current (version ${postgresSchemaVersion}): nothing to apply.`
      : `Applied schema version${applied.length > 1 ? 's' : ''} ${applied.join(', ')} to ` +
          `${where}: it is at version ${postgresSchemaVersion} now.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
