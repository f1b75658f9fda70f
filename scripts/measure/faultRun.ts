/**
 * `npm run fault`: the contact API's promise under load and crashes. Posts distinct messages
 * to the real server with a fixed number in flight, resends some acknowledged ones as exact
 * duplicates, and kills the server with SIGKILL several times along the way, restarting it on
 * the same data folder. A post that fails is sent again until it is answered, as the site's
 * client does. At the end every acknowledged message must be stored, and none twice.
 *
 * The server emails the owner of each message through a real SMTP server run by this script,
 * which goes down for a while now and then. After the posts, the run waits until every message
 * is mailed. Only a message whose mail was in flight at a kill may be mailed twice, always with
 * the same Message-ID; the run counts those.
 *
 *   --messages N       distinct messages to post (default 2000)
 *   --kills K          SIGKILLs spread over the run (default 3)
 *   --concurrency C    posts in flight at once (default 8)
 *   --smtp-outages O   times the mail server goes down for 2 s (default 2)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { startMailbox } from '../harness/receivers.ts';
import { BATCH_SIZE } from '../../server/notify/worker.ts';
import { databasePath, openSqliteStore } from '../../server/store/sqliteStore.ts';
import { postContact } from '../harness/postContact.ts';
import { startServer, type RunningServer } from '../harness/serverProcess.ts';

const { values } = parseArgs({
  options: {
    messages: { type: 'string', default: '2000' },
    kills: { type: 'string', default: '3' },
    concurrency: { type: 'string', default: '8' },
    'smtp-outages': { type: 'string', default: '2' },
  },
});
const total = Number(values.messages);
const kills = Number(values.kills);
const concurrency = Number(values.concurrency);
const outages = Number(values['smtp-outages']);
if (
  ![total, kills + 1, concurrency, outages + 1].every(
    (value) => Number.isInteger(value) && value > 0,
  )
) {
  throw new Error(
    '--messages, --kills, --concurrency and --smtp-outages take whole numbers (kills and outages from 0)',
  );
}
/** Every this many distinct messages acknowledged, one is resent as an exact duplicate. */
const DUPLICATE_EVERY = 10;
/** A post that cannot reach the server waits this long before it is sent again. */
const RETRY_DELAY_MS = 50;
const OUTAGE_MS = 2000;
/** How long the mail may take to catch up after the last post. */
const DELIVERY_TIMEOUT_MS = 180_000;

const dataDir = await mkdtemp(join(tmpdir(), 'portfolio-fault-'));
const mailbox = await startMailbox();
const env = {
  DATA_DIR: dataDir,
  RATE_LIMIT_MAX: String(2 * total),
  SMTP_URL: mailbox.url,
  NOTIFY_EMAIL_TO: 'owner@example.com',
  NOTIFY_RETRY_BASE_MS: '200',
};
let server: RunningServer = await startServer(env);
let restarting: Promise<void> | undefined;

const acknowledged = new Map<number, number>();
const problems: string[] = [];
let next = 0;
let sent = 0;
let failedSends = 0;
let duplicatesSent = 0;
let killsDone = 0;
let outagesDone = 0;

const messageOf = (index: number) => ({
  name: 'Fault Run',
  email: `fault${index}@example.com`,
  message: `Fault run message ${index}`,
});

/** Posts until the server answers; returns the status and the id it gave. */
async function post(index: number): Promise<{ status: number; id: number }> {
  for (;;) {
    await restarting;
    sent += 1;
    try {
      const response = await postContact(server.url, messageOf(index));
      const body = (await response.json()) as { id?: number };
      if (response.status >= 500) throw new Error(`status ${response.status}`);
      return { status: response.status, id: body.id ?? -1 };
    } catch {
      failedSends += 1;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    }
  }
}

async function killAndRestart() {
  killsDone += 1;
  let done: () => void = () => undefined;
  restarting = new Promise((resolve) => (done = resolve));
  await server.kill();
  server = await startServer(env);
  restarting = undefined;
  done();
}

async function worker() {
  while (next < total) {
    const index = next++;
    const { status, id } = await post(index);
    if (status !== 201 && status !== 200) problems.push(`message ${index}: answered ${status}`);
    acknowledged.set(index, id);

    if (acknowledged.size % DUPLICATE_EVERY === 0) {
      duplicatesSent += 1;
      const resend = await post(index);
      if (resend.status !== 200 || resend.id !== id) {
        problems.push(`duplicate of ${index}: answered ${resend.status} with id ${resend.id}`);
      }
    }
    const due = Math.floor((acknowledged.size * (kills + 1)) / total);
    if (killsDone < Math.min(due, kills) && !restarting) await killAndRestart();
    const outageDue = Math.floor((acknowledged.size * (outages + 1)) / total);
    if (outagesDone < Math.min(outageDue, outages)) {
      outagesDone += 1;
      await mailbox.stop();
      setTimeout(() => void mailbox.start(), OUTAGE_MS);
    }
  }
}

/** Waits until the outbox has sent every job; returns how many are not sent by the deadline. */
async function waitForDelivery(): Promise<number> {
  const deadline = performance.now() + DELIVERY_TIMEOUT_MS;
  const store = openSqliteStore(dataDir);
  try {
    for (;;) {
      const messages = await store.list();
      const unsent = messages.filter((message) => message.deliveries[0]?.status !== 'sent');
      if (unsent.length === 0 || performance.now() > deadline) return unsent.length;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    store.close();
  }
}

const started = performance.now();
let unsent: number;
try {
  await Promise.all(Array.from({ length: concurrency }, worker));
  unsent = await waitForDelivery();
} finally {
  await server.stop();
  await mailbox.close();
}
const seconds = (performance.now() - started) / 1000;

const db = new Database(databasePath(dataDir), { readonly: true });
const rows = db
  .prepare<[], { id: number; message: string }>('SELECT id, message FROM messages')
  .all();
db.close();
await rm(dataDir, { recursive: true, force: true });

const storedIds = new Map<string, number[]>();
for (const { id, message } of rows) storedIds.set(message, [...(storedIds.get(message) ?? []), id]);
for (const [index, id] of acknowledged) {
  const ids = storedIds.get(messageOf(index).message) ?? [];
  if (ids.length === 0)
    problems.push(`message ${index} was acknowledged (id ${id}) but is not stored`);
  else if (ids.length > 1) problems.push(`message ${index} is stored ${ids.length} times`);
  else if (ids[0] !== id)
    problems.push(`message ${index} was acknowledged as ${id}, stored as ${ids[0]}`);
}

const mailsPerMessage = new Map<string, { count: number; subjects: Set<string | undefined> }>();
for (const mail of mailbox.mails) {
  const key = mail.messageId ?? '(none)';
  const entry = mailsPerMessage.get(key) ?? { count: 0, subjects: new Set() };
  entry.count += 1;
  entry.subjects.add(mail.subject);
  mailsPerMessage.set(key, entry);
}
const mailedTwice = [...mailsPerMessage.values()].filter((entry) => entry.count > 1).length;
if (unsent > 0) problems.push(`${unsent} messages were not mailed within the time allowed`);
if (mailsPerMessage.size !== rows.length) {
  problems.push(`${rows.length} messages stored, ${mailsPerMessage.size} distinct mails received`);
}
// A kill, or the mail server going down mid-mail, can cut off at most one batch in flight.
const mayRepeat = (killsDone + outagesDone) * BATCH_SIZE;
if (mailedTwice > mayRepeat) {
  problems.push(`${mailedTwice} messages were mailed more than once (at most ${mayRepeat} may be)`);
}

console.log(
  `${total} messages in ${seconds.toFixed(1)} s with ${killsDone} SIGKILLs and ${outagesDone} ` +
    `mail-server outages: ${acknowledged.size} acknowledged, ${rows.length} stored, ` +
    `${duplicatesSent} duplicates resent, ${sent} requests of which ${failedSends} failed and ` +
    `were sent again; ${mailbox.mails.length} mails for ${mailsPerMessage.size} messages, ` +
    `${mailedTwice} mailed twice (their mail was in flight at a kill or an outage).`,
);
if (problems.length > 0 || rows.length !== acknowledged.size) {
  console.error(`The run broke the promise:\n${problems.slice(0, 20).join('\n')}`);
  process.exitCode = 1;
} else {
  console.log('Every acknowledged message is stored exactly once and mailed to the owner.');
}
