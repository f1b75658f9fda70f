/**
 * The owner's inbox: `npm run messages` prints every contact message that went on to the owner,
 * newest first, with the language of the page it was sent from when that page said, and how its
 * notifications stand. Through npm, flags follow `--`:
 *
 * - `--json` prints a JSON array instead (`npm run messages --json` works too: npm passes it on
 *   as npm_config_json);
 * - `--held` lists the messages held back as likely spam, each with the reason;
 * - `--release ID` lets a held message go on: its notifications are sent by a running server
 *   within a second;
 * - `--retry-failed` makes every failed notification pending again.
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { describeLanguage } from '../contact/language.ts';
import { printable } from '../format/printable.ts';
import { configuredChannels } from '../notify/channels.ts';
import { openStore } from '../store/openStore.ts';
import { databasePath } from '../store/sqliteStore.ts';
import type { Channel, Delivery, MessageWithDeliveries, Store } from '../store/store.ts';
import { utcMinute } from '../format/utcTime.ts';

try {
  const { values: flags } = parseArgs({
    options: {
      json: { type: 'boolean', default: process.env.npm_config_json === 'true' },
      held: { type: 'boolean', default: false },
      release: { type: 'string' },
      'retry-failed': { type: 'boolean', default: false },
    },
  });
  const config = loadConfig();
  const releaseId = flags.release === undefined ? undefined : messageId(flags.release);
  // Reading must not create an empty SQLite file where the server would later write.
  if (!config.database && !existsSync(databasePath(config.dataDir))) {
    if (releaseId !== undefined) throw new Error(`There is no message #${releaseId}.`);
    console.log(
      flags.json
        ? '[]'
        : 'No messages yet: the server has not stored any (no database in DATA_DIR).',
    );
  } else {
    const store = await openStore(config);
    try {
      if (releaseId !== undefined) {
        await release(store, releaseId, configuredChannels(config.notify));
      } else if (flags['retry-failed']) {
        const requeued = await store.retryFailed(new Date());
        console.log(`${requeued} failed notification(s) will be sent again.`);
      } else {
        print(await store.list(), { json: flags.json, held: flags.held });
      }
    } finally {
      await store.close();
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

function messageId(text: string): number {
  const id = Number(text.replace(/^#/, ''));
  if (!Number.isSafeInteger(id) || id <= 0) {
    throw new Error(`--release takes a message number, like --release 12, not "${text}".`);
  }
  return id;
}

async function release(store: Store, id: number, channels: Channel[]) {
  const result = await store.release(id, channels, new Date());
  if (result === 'not found') throw new Error(`There is no message #${id}.`);
  if (result === 'not held') throw new Error(`Message #${id} is not held: it went on already.`);
  console.log(
    channels.length > 0
      ? `Message #${id} released: a running server notifies you of it within a second.`
      : `Message #${id} released. No notifications are configured, so it is only in the inbox.`,
  );
}

function print(all: MessageWithDeliveries[], { json, held }: { json: boolean; held: boolean }) {
  const shown = all.filter((message) => (message.heldFor !== null) === held);
  if (json) {
    console.log(JSON.stringify(shown.map(toJson), null, 2));
    return;
  }
  const heldCount = all.length - shown.length;
  const lines = [
    shown.length === 0
      ? held
        ? 'No held messages.'
        : 'No messages yet.'
      : shown.map(formatMessage).join('\n\n'),
  ];
  if (!held && heldCount > 0) {
    lines.push('', `${heldCount} held message(s) not shown: npm run messages -- --held`);
  }
  console.log(lines.join('\n'));
}

function toJson({
  id,
  name,
  email,
  message,
  createdAt,
  heldFor,
  language,
  deliveries,
}: MessageWithDeliveries) {
  return { id, name, email, message, createdAt, heldFor, language, deliveries };
}

/** Every stored text is escaped: a message must not be able to act on the owner's terminal. */
function formatMessage({
  id,
  name,
  email,
  message,
  createdAt,
  heldFor,
  language,
  deliveries,
}: MessageWithDeliveries): string {
  const body = printable(message, { keepLineBreaks: true })
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
  const status =
    heldFor === null
      ? deliveries.map((delivery) => `    ${formatDelivery(delivery)}`)
      : [`    HELD: ${printable(heldFor)} (npm run messages -- --release ${id})`];
  return [
    `#${id}  ${utcMinute(createdAt)}  ${printable(name)} <${printable(email)}>`,
    ...(language === null ? [] : [`    Language: ${printable(describeLanguage(language))}`]),
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
