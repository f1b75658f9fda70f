/**
 * The owner's inbox: `npm run messages` prints every contact message, newest first, with how
 * its notifications stand. `--json` prints a JSON array instead (through npm:
 * `npm run messages -- --json`, or `npm run messages --json`, which npm passes on as
 * npm_config_json). `--retry-failed` makes every failed notification pending again; a running
 * server sends them within a second.
 */
import { existsSync } from 'node:fs';
import { loadConfig } from '../config.ts';
import { printable } from '../format/printable.ts';
import { openStore } from '../store/openStore.ts';
import { databasePath } from '../store/sqliteStore.ts';
import type { Delivery, MessageWithDeliveries } from '../store/store.ts';
import { utcMinute } from '../format/utcTime.ts';

const asJson = process.argv.includes('--json') || process.env.npm_config_json === 'true';
const retryFailed = process.argv.includes('--retry-failed');

try {
  const config = loadConfig();
  // Reading must not create an empty SQLite file where the server would later write.
  if (!config.database && !existsSync(databasePath(config.dataDir))) {
    console.log(
      asJson ? '[]' : 'No messages yet: the server has not stored any (no database in DATA_DIR).',
    );
  } else {
    const store = await openStore(config);
    try {
      if (retryFailed) {
        const requeued = await store.retryFailed(new Date());
        console.log(`${requeued} failed notification(s) will be sent again.`);
      } else {
        print(await store.list());
      }
    } finally {
      await store.close();
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

function print(messages: MessageWithDeliveries[]) {
  if (asJson) console.log(JSON.stringify(messages.map(toJson), null, 2));
  else if (messages.length === 0) console.log('No messages yet.');
  else console.log(messages.map(formatMessage).join('\n\n'));
}

function toJson({ id, name, email, message, createdAt, deliveries }: MessageWithDeliveries) {
  return { id, name, email, message, createdAt, deliveries };
}

/** Every stored text is escaped: a message must not be able to act on the owner's terminal. */
function formatMessage({
  id,
  name,
  email,
  message,
  createdAt,
  deliveries,
}: MessageWithDeliveries): string {
  const body = printable(message, { keepLineBreaks: true })
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
  const status = deliveries.map((delivery) => `    ${formatDelivery(delivery)}`);
  return [
    `#${id}  ${utcMinute(createdAt)}  ${printable(name)} <${printable(email)}>`,
    ...status,
    body,
  ].join('\n');
}

function formatDelivery({ channel, status, attempts, nextAttemptAt, sentAt, lastError }: Delivery) {
  const error = lastError ? `: ${printable(lastError)}` : '';
  switch (status) {
    case 'sent':
      return `[${channel}] delivered ${utcMinute(sentAt ?? '')}`;
    case 'failed':
      return `[${channel}] FAILED after ${attempts} attempt(s)${error} (npm run messages -- --retry-failed)`;
    case 'pending':
      return attempts === 0
        ? `[${channel}] pending, first attempt ${utcMinute(nextAttemptAt ?? '')}`
        : `[${channel}] pending, ${attempts} attempt(s) so far${error}; next ${utcMinute(nextAttemptAt ?? '')}`;
  }
}
