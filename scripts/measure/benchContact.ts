/**
 * `npm run bench:contact`: how fast the real server stores messages. Starts the production
 * server on a free port of 127.0.0.1 with a temporary data folder, posts distinct messages
 * with a fixed number in flight, and prints requests per second with the median and 99th
 * percentile latency. Every post must be answered 201; anything else fails the run.
 *
 *   --messages N      how many to post (default 2000)
 *   --concurrency C   how many in flight at once (default 16)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { postContact } from '../harness/postContact.ts';
import { startServer } from '../harness/serverProcess.ts';

const { values } = parseArgs({
  options: {
    messages: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '16' },
  },
});
const total = Number(values.messages);
const concurrency = Number(values.concurrency);
if (![total, concurrency].every((value) => Number.isInteger(value) && value > 0)) {
  throw new Error('--messages and --concurrency take whole numbers above 0');
}

const dataDir = await mkdtemp(join(tmpdir(), 'portfolio-bench-'));
const server = await startServer({ DATA_DIR: dataDir, RATE_LIMIT_MAX: String(total) });
const latencies: number[] = [];
const failures: string[] = [];
let next = 0;

async function worker() {
  while (next < total) {
    const index = next++;
    const started = performance.now();
    const response = await postContact(server.url, {
      name: 'Bench',
      email: `bench${index}@example.com`,
      message: `Benchmark message ${index}`,
    });
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    if (response.status !== 201) failures.push(`message ${index}: ${response.status}`);
  }
}

try {
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const percentile = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
  console.log(
    `${total} messages, ${concurrency} in flight: ${(total / seconds).toFixed(0)} req/s, ` +
      `p50 ${percentile(0.5).toFixed(1)} ms, p99 ${percentile(0.99).toFixed(1)} ms`,
  );
  if (failures.length > 0) {
    console.error(`${failures.length} posts were not stored:\n${failures.slice(0, 10).join('\n')}`);
    process.exitCode = 1;
  }
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
