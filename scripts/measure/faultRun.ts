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
 * With `--store postgres` the messages go to several server instances sharing a throwaway
 * PostgreSQL cluster, behind nginx as a load balancer (deploy/nginx/load-balancer.conf). Each
 * SIGKILL hits the next instance in turn, which comes back at once on its own port, so nginx's
 * list of instances never changes; posts go on through the others meanwhile. The database also
 * restarts mid-run (a fast shutdown that cuts every connection): posts answered 503 meanwhile
 * are sent again, and a mail sent just before it may go out twice, with the same Message-ID.
 *
 *   --messages N       distinct messages to post (default 2000)
 *   --kills K          SIGKILLs spread over the run (default 3)
 *   --concurrency C    posts in flight at once (default 8)
 *   --smtp-outages O   times the mail server goes down for 2 s (default 2)
 *   --store S          sqlite (default): one server; or postgres: instances behind nginx
 *   --instances N      server instances behind nginx (postgres only; default 3)
 *   --db-restarts R    PostgreSQL restarts spread over the run (postgres only; default 1)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { constants, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { startMailbox } from '../harness/receivers.ts';
import { BATCH_SIZE } from '../../server/notify/worker.ts';
import { openPostgresStore } from '../../server/store/postgresStore.ts';
import { databasePath, openSqliteStore } from '../../server/store/sqliteStore.ts';
import { startNginx } from '../harness/nginx.ts';
import { postContact } from '../harness/postContact.ts';
import { startPostgres, type PostgresCluster } from '../harness/postgres.ts';
import {
  freePort,
  scriptedSenderSettings,
  startServer,
  stopProcesses,
  type ProcessRun,
  type RunningServer,
} from '../harness/serverProcess.ts';

const { values } = parseArgs({
  options: {
    messages: { type: 'string', default: '2000' },
    kills: { type: 'string', default: '3' },
    concurrency: { type: 'string', default: '8' },
    'smtp-outages': { type: 'string', default: '2' },
    store: { type: 'string', default: 'sqlite' },
    instances: { type: 'string' },
    'db-restarts': { type: 'string' },
  },
});
if (values.store !== 'sqlite' && values.store !== 'postgres') {
  throw new Error('--store takes sqlite or postgres');
}
const onPostgres = values.store === 'postgres';
const total = Number(values.messages);
const kills = Number(values.kills);
const concurrency = Number(values.concurrency);
const outages = Number(values['smtp-outages']);
const instanceCount = Number(values.instances ?? (onPostgres ? 3 : 1));
const dbRestarts = Number(values['db-restarts'] ?? (onPostgres ? 1 : 0));
if (
  ![total, kills + 1, concurrency, outages + 1, instanceCount, dbRestarts + 1].every(
    (value) => Number.isInteger(value) && value > 0,
  )
) {
  throw new Error(
    '--messages, --kills, --concurrency, --smtp-outages, --instances and --db-restarts take ' +
      'whole numbers (kills, outages and restarts from 0)',
  );
}
if (!onPostgres && (instanceCount !== 1 || dbRestarts !== 0)) {
  throw new Error('--instances and --db-restarts need --store postgres: SQLite serves one server');
}
/** Every this many distinct messages acknowledged, one is resent as an exact duplicate. */
const DUPLICATE_EVERY = 10;
/** A post that cannot reach the server waits this long before it is sent again. */
const RETRY_DELAY_MS = 50;
const OUTAGE_MS = 2000;
/** How long the mail may take to catch up after the last post. */
const DELIVERY_TIMEOUT_MS = 180_000;
/** The posts give up after this long, so that a server that never answers ends the run. */
const POSTING_TIMEOUT_MS = 600_000;
/** A restarted instance may find its port taken for a moment by an outgoing connection. */
const INSTANCE_START_ATTEMPTS = 3;
const INSTANCE_RETRY_DELAY_MS = 500;

const dataDir = await mkdtemp(join(tmpdir(), 'portfolio-fault-'));
const mailbox = await startMailbox();
let cluster: PostgresCluster | undefined;
let nginx: ProcessRun | undefined;
/** The running servers; on PostgreSQL, instance i always listens on ports[i]. */
const servers: RunningServer[] = [];
let ports: number[] = [];
let env: Record<string, string> = {};
/** Where the posts go: the one server, or nginx in front of the instances. */
let postOrigin = '';
/** Set while a server is killed and restarted, or the database restarts. */
let restarting: Promise<void> | undefined;
/** Set once the run is cleaning up: the posts still going stop. */
let abandoned = false;

const acknowledged = new Map<number, number>();
const problems: string[] = [];
let next = 0;
let sent = 0;
let failedSends = 0;
let duplicatesSent = 0;
let killsDone = 0;
let outagesDone = 0;
let dbRestartsDone = 0;
let killTurn = 0;
let postingDeadline = Infinity;

const messageOf = (index: number) => ({
  name: 'Fault Run',
  email: `fault${index}@example.com`,
  message: `Fault run message ${index}`,
});

/** Posts until the server answers; returns the status and the id it gave. */
async function post(index: number): Promise<{ status: number; id: number }> {
  for (;;) {
    // One server: nothing answers until it is back. Behind nginx the others answer meanwhile.
    if (!onPostgres) await restarting;
    if (abandoned) throw new Error('The run was stopped');
    if (performance.now() > postingDeadline) {
      throw new Error(`The posts did not finish within ${POSTING_TIMEOUT_MS / 1000} s`);
    }
    throwIfAServerCrashed();
    sent += 1;
    try {
      const response = await postContact(postOrigin, messageOf(index));
      const body = (await response.json()) as { id?: number };
      if (response.status >= 500) throw new Error(`status ${response.status}`);
      return { status: response.status, id: body.id ?? -1 };
    } catch {
      failedSends += 1;
      await delay(RETRY_DELAY_MS);
    }
  }
}

/**
 * Stops the run when a server has ended that the run did not kill: its posts would only fail
 * from then on, and its log says why.
 */
function throwIfAServerCrashed() {
  if (restarting) return;
  const crashed = servers.find(
    (server) => server.child.exitCode !== null || server.child.signalCode !== null,
  );
  if (crashed) {
    throw new Error(
      `A server ended on its own (exit ${crashed.child.exitCode}):\n${crashed.stderr()}`,
    );
  }
}

/** Starts instance `index` on its own port, trying again if that port is taken for a moment. */
async function startInstance(index: number): Promise<RunningServer> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startServer(env, undefined, { port: ports[index] });
    } catch (error) {
      if (attempt >= INSTANCE_START_ATTEMPTS || abandoned) throw error;
      await delay(INSTANCE_RETRY_DELAY_MS);
    }
  }
}

/** Runs one disruption at a time; the one server's posts wait for it to end. */
async function disrupt(work: () => Promise<void>) {
  let done: () => void = () => undefined;
  restarting = new Promise((resolve) => (done = resolve));
  try {
    await work();
  } finally {
    restarting = undefined;
    done();
  }
}

async function killAndRestart() {
  killsDone += 1;
  const index = killTurn++ % servers.length;
  await servers[index]?.kill();
  if (onPostgres) {
    servers[index] = await startInstance(index);
  } else {
    // The one server comes back on a port of its own choosing: the posts follow it.
    const server = await startServer(env);
    servers[index] = server;
    postOrigin = server.url;
  }
}

async function restartDatabase() {
  dbRestartsDone += 1;
  await cluster?.restart();
}

/**
 * The kills and database restarts due by now, one at a time. One that falls due while another
 * runs waits for it rather than being skipped, so that each happens while the posts go on.
 */
async function disruptWhenDue() {
  for (;;) {
    const killsDue = Math.min(Math.floor((acknowledged.size * (kills + 1)) / total), kills);
    // Each database restart comes 60% of the way through its share of the run: with the
    // default counts, between the kills at a half and three quarters of it.
    const restartsDue = Math.min(
      Math.floor((acknowledged.size * dbRestarts) / total + 0.4),
      dbRestarts,
    );
    const work =
      killsDone < killsDue
        ? killAndRestart
        : dbRestartsDone < restartsDue
          ? restartDatabase
          : undefined;
    if (!work) return;
    if (restarting) await restarting;
    else await disrupt(work);
  }
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
    await disruptWhenDue();
    const outageDue = Math.floor((acknowledged.size * (outages + 1)) / total);
    if (outagesDone < Math.min(outageDue, outages)) {
      outagesDone += 1;
      await mailbox.stop();
      setTimeout(() => void mailbox.start(), OUTAGE_MS);
    }
  }
}

/** The store the servers write to, opened by this process to read it. */
async function openStoreOfRun() {
  return cluster ? await openPostgresStore(cluster.url) : openSqliteStore(dataDir);
}

/** Waits until the outbox has sent every job; returns how many are not sent by the deadline. */
async function waitForDelivery(): Promise<number> {
  const deadline = performance.now() + DELIVERY_TIMEOUT_MS;
  const store = await openStoreOfRun();
  try {
    for (;;) {
      const messages = await store.list();
      const unsent = messages.filter((message) => message.deliveries[0]?.status !== 'sent');
      if (unsent.length === 0 || performance.now() > deadline) return unsent.length;
      await delay(200);
    }
  } finally {
    await store.close();
  }
}

/** Every stored message's id and text. */
async function readStored(): Promise<{ id: number; message: string }[]> {
  if (cluster) {
    const store = await openPostgresStore(cluster.url);
    try {
      return (await store.list()).map(({ id, message }) => ({ id, message }));
    } finally {
      await store.close();
    }
  }
  const db = new Database(databasePath(dataDir), { readonly: true });
  try {
    return db
      .prepare<[], { id: number; message: string }>('SELECT id, message FROM messages')
      .all();
  } finally {
    db.close();
  }
}

/** nginx with the load balancer's sample config; resolves once it reaches a server behind it. */
function startLoadBalancer(port: number): Promise<ProcessRun> {
  const upstreams = ports.map(
    (instancePort) => `server 127.0.0.1:${instancePort} fail_timeout=1s;`,
  );
  return startNginx({
    config: 'deploy/nginx/load-balancer.conf',
    replacements: { __PORT__: String(port), __UPSTREAMS__: upstreams.join(' ') },
    prefix: join(dataDir, 'nginx'),
    // Any answer but a gateway error comes from a server behind nginx.
    ready: async () => {
      const { status } = await fetch(`http://127.0.0.1:${port}/api/contact`);
      return status !== 502 && status !== 504;
    },
  });
}

/** Stops everything this run started and removes its folders; once, whatever called it first. */
let cleaning: Promise<void> | undefined;
const cleanUp = () =>
  (cleaning ??= (async () => {
    abandoned = true;
    try {
      await nginx?.stop('SIGQUIT');
      await Promise.all(servers.map((server) => server.stop()));
      await mailbox.close();
      await cluster?.stop();
    } finally {
      // Whatever is left, such as an instance that was starting when the run failed.
      await stopProcesses();
      await rm(dataDir, { recursive: true, force: true });
    }
  })());
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  // The servers, nginx and PostgreSQL run in process groups of their own, which a Ctrl+C in the
  // terminal does not reach: they are stopped here, and the run exits as the signal would have.
  process.once(signal, () => {
    void cleanUp().finally(() => process.exit(128 + constants.signals[signal]));
  });
}

let started = performance.now();
let unsent: number;
let rows: { id: number; message: string }[];
try {
  env = {
    ...scriptedSenderSettings,
    DATA_DIR: dataDir,
    RATE_LIMIT_MAX: String(2 * total),
    SMTP_URL: mailbox.url,
    NOTIFY_EMAIL_TO: 'owner@example.com',
    NOTIFY_RETRY_BASE_MS: '200',
  };
  if (onPostgres) {
    cluster = await startPostgres();
    env = { ...env, DATABASE_URL: cluster.url, TRUST_PROXY: '1' };
    ports = await Promise.all(Array.from({ length: instanceCount }, () => freePort()));
    // One after another: each brings the schema up to date under the same lock anyway.
    for (let index = 0; index < instanceCount; index += 1) servers.push(await startInstance(index));
    const nginxPort = await freePort();
    nginx = await startLoadBalancer(nginxPort);
    postOrigin = `http://127.0.0.1:${nginxPort}`;
  } else {
    servers.push(await startServer(env));
    postOrigin = servers[0]?.url ?? '';
  }
  started = performance.now();
  postingDeadline = started + POSTING_TIMEOUT_MS;
  await Promise.all(Array.from({ length: concurrency }, worker));
  unsent = await waitForDelivery();
  await Promise.all(servers.map((server) => server.stop()));
  rows = await readStored();
} finally {
  await cleanUp();
}
const seconds = (performance.now() - started) / 1000;

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
// A kill can cut off at most the killed server's batch in flight; the mail server going down
// mid-mail, or the database restarting between a mail and its record, one batch per server.
const mayRepeat = (killsDone + (outagesDone + dbRestartsDone) * instanceCount) * BATCH_SIZE;
if (mailedTwice > mayRepeat) {
  problems.push(`${mailedTwice} messages were mailed more than once (at most ${mayRepeat} may be)`);
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
const mode = onPostgres
  ? `PostgreSQL, ${plural(instanceCount, 'instance')} behind nginx, ` +
    `${plural(dbRestartsDone, 'database restart')}`
  : 'SQLite, one server';
console.log(
  `${total} messages (${mode}) in ${seconds.toFixed(1)} s with ${killsDone} SIGKILLs and ` +
    `${outagesDone} ` +
    `mail-server outages: ${acknowledged.size} acknowledged, ${rows.length} stored, ` +
    `${duplicatesSent} duplicates resent, ${sent} requests of which ${failedSends} failed and ` +
    `were sent again; ${mailbox.mails.length} mails for ${mailsPerMessage.size} messages, ` +
    `${mailedTwice} mailed twice (their mail was in flight at a kill or an outage` +
    `${onPostgres ? ', or not yet recorded at a database restart' : ''}).`,
);
if (problems.length > 0 || rows.length !== acknowledged.size) {
  console.error(`The run broke the promise:\n${problems.slice(0, 20).join('\n')}`);
  process.exitCode = 1;
} else {
  console.log('Every acknowledged message is stored exactly once and mailed to the owner.');
}
