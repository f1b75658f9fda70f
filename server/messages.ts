/**
 * The owner's inbox: `npm run messages` prints every contact message, newest first.
 * `--json` prints a JSON array instead (through npm: `npm run messages -- --json`, or
 * `npm run messages --json`, which npm passes on as npm_config_json).
 */
import { existsSync } from 'node:fs';
import { loadConfig } from './config.ts';
import { printable } from './printable.ts';
import { databasePath, openSqliteStore } from './sqliteStore.ts';
import type { StoredMessage } from './store.ts';

const asJson = process.argv.includes('--json') || process.env.npm_config_json === 'true';

try {
  const { dataDir } = loadConfig();
  // Reading must not create an empty database where the server would later write.
  const messages = existsSync(databasePath(dataDir)) ? readAll(dataDir) : undefined;
  if (asJson) {
    console.log(JSON.stringify((messages ?? []).map(toJson), null, 2));
  } else if (!messages) {
    console.log('No messages yet: the server has not stored any (no database in DATA_DIR).');
  } else if (messages.length === 0) {
    console.log('No messages yet.');
  } else {
    console.log(messages.map(formatMessage).join('\n\n'));
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

function readAll(dataDir: string): StoredMessage[] {
  const store = openSqliteStore(dataDir);
  try {
    return store.list();
  } finally {
    store.close();
  }
}

function toJson({ id, name, email, message, createdAt }: StoredMessage) {
  return { id, name, email, message, createdAt };
}

/** Every stored text is escaped: a message must not be able to act on the owner's terminal. */
function formatMessage({ id, name, email, message, createdAt }: StoredMessage): string {
  const when = createdAt.replace('T', ' ').replace(/:\d\d\.\d+Z$/, ' UTC');
  const body = printable(message, { keepLineBreaks: true })
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
  return `#${id}  ${when}  ${printable(name)} <${printable(email)}>\n${body}`;
}
