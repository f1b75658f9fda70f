/**
 * `npm run bench:contact`: how fast the real server stores messages, on each store. For every
 * row it starts production servers on free ports of 127.0.0.1, each with a fresh temporary data
 * folder, posts distinct messages with a fixed number in flight, and prints one Markdown table of
 * requests per second with the median and 99th-percentile latency:
 *
 * - SQLite, 1 instance;
 * - PostgreSQL, 1 instance;
 * - PostgreSQL, 3 instances sharing one database. The client itself sends each post to the next
 *   instance in turn (round-robin), so no load balancer is needed to measure the store.
 *
 * PostgreSQL is a throwaway cluster with fsync on, as the product promises durability and the
 * comparison must keep it; each row gets a fresh database of its own. Every post must be
 * answered 201; anything else fails the run. Servers, cluster and folders are removed at the
 * end, also when a row fails.
 *
 *   --messages N                how many to post per row (default 2000)
 *   --concurrency C             how many in flight at once (default 16)
 *   --only sqlite|postgres      only the rows of that store
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { postContact } from '../harness/postContact.ts';
import { startPostgres, type PostgresCluster } from '../harness/postgres.ts';
import {
  scriptedSenderSettings,
  startServer,
  type RunningServer,
} from '../harness/serverProcess.ts';

type Store = 'sqlite' | 'postgres';

interface Row {
  store: Store;
  instances: number;
}

interface Result {
  messages: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: string[];
}

const ROWS: readonly Row[] = [
  { store: 'sqlite', instances: 1 },
  { store: 'postgres', instances: 1 },
  { store: 'postgres', instances: 3 },
];
const STORE_NAMES: Record<Store, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

const { values } = parseArgs({
  options: {
    messages: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '16' },
    only: { type: 'string' },
  },
});
const total = Number(values.messages);
const concurrency = Number(values.concurrency);
if (![total, concurrency].every((value) => Number.isInteger(value) && value > 0)) {
  throw new Error('--messages and --concurrency take whole numbers above 0');
}
if (values.only !== undefined && values.only !== 'sqlite' && values.only !== 'postgres') {
  throw new Error('--only takes sqlite or postgres');
}
const rows = ROWS.filter((row) => values.only === undefined || row.store === values.only);

/** Posts `total` distinct messages, `concurrency` in flight, spread round-robin over `origins`. */
async function postAll(origins: readonly string[]): Promise<Result> {
  const latenciesMs: number[] = [];
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const index = next++;
      const origin = origins[index % origins.length] ?? '';
      const startedMs = performance.now();
      const response = await postContact(origin, {
        name: 'Bench',
        email: `bench${index}@example.com`,
        message: `Benchmark message ${index}`,
      });
      await response.arrayBuffer();
      latenciesMs.push(performance.now() - startedMs);
      if (response.status !== 201) failures.push(`message ${index}: ${response.status}`);
    }
  };
  const startedMs = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - startedMs) / 1000;
  latenciesMs.sort((a, b) => a - b);
  const percentile = (p: number) =>
    latenciesMs[Math.min(latenciesMs.length - 1, Math.floor(p * latenciesMs.length))] ?? 0;
  return {
    messages: total,
    requestsPerSecond: total / seconds,
    p50Ms: percentile(0.5),
    p99Ms: percentile(0.99),
    failures,
  };
}

const servers: RunningServer[] = [];
const folders: string[] = [];
let cluster: PostgresCluster | undefined;

/** Starts `row`'s servers, each on a fresh data folder (and, on PostgreSQL, one fresh database). */
async function startRow(row: Row): Promise<string[]> {
  const env: Record<string, string> = { ...scriptedSenderSettings, RATE_LIMIT_MAX: String(total) };
  if (row.store === 'postgres') {
    cluster ??= await startPostgres({ fsync: true });
    env.DATABASE_URL = await cluster.createDatabase();
  }
  const origins: string[] = [];
  // One after another: the first one migrates the schema before the others connect.
  for (let instance = 0; instance < row.instances; instance++) {
    const dataDir = await mkdtemp(join(tmpdir(), 'portfolio-bench-'));
    folders.push(dataDir);
    const server = await startServer({ ...env, DATA_DIR: dataDir });
    servers.push(server);
    origins.push(server.url);
  }
  return origins;
}

async function stopRow(): Promise<void> {
  await Promise.all(servers.splice(0).map((server) => server.stop()));
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}

const lines = [
  '| Store | Instances | Messages | req/s | p50 | p99 |',
  '| --- | --: | --: | --: | --: | --: |',
];
const failures: string[] = [];
try {
  for (const row of rows) {
    try {
      const result = await postAll(await startRow(row));
      const name = STORE_NAMES[row.store];
      lines.push(
        `| ${name} | ${row.instances} | ${result.messages} | ` +
          `${result.requestsPerSecond.toFixed(0)} | ${result.p50Ms.toFixed(1)} ms | ` +
          `${result.p99Ms.toFixed(1)} ms |`,
      );
      if (result.failures.length > 0) {
        failures.push(
          `${name} × ${row.instances}: ${result.failures.length} posts were not stored:\n` +
            result.failures.slice(0, 10).join('\n'),
        );
      }
    } finally {
      await stopRow();
    }
  }
  console.log(lines.join('\n'));
  if (failures.length > 0) {
    console.error(failures.join('\n'));
    process.exitCode = 1;
  }
} finally {
  await stopRow();
  await cluster?.stop();
}
