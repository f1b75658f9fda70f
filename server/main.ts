/**
 * Starts the server under Node: `npm start`. Configuration comes from the environment (see
 * config.ts). HOST defaults to 127.0.0.1; in a container set HOST=0.0.0.0 so that the port
 * can be published. The contact service (service.ts) does the work; this file adds what only
 * a long-running Node process has: the listener, the timers and the signals.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import { describeSpamSettings } from './contact/heldMessages.ts';
import { loadConfig } from './config.ts';
import { ensureSiteBuilt } from './http/ensureBuild.ts';
import { listen } from './http/listen.ts';
import { describeNotifications } from './notify/channels.ts';
import { startNotificationWorker, type NotificationWorker } from './notify/worker.ts';
import { createContactService } from './service.ts';
import { openStore } from './store/openStore.ts';

const SHUTDOWN_TIMEOUT_MS = 10_000;
/** How often a digest of held messages is looked for: it goes out within a minute of being due. */
const HELD_DIGEST_CHECK_MS = 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

try {
  await start();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

async function start() {
  const config = loadConfig();
  if (!config.apiOnly) ensureSiteBuilt(config.distDir);
  const store = await openStore(config);
  let worker: NotificationWorker | undefined;
  const service = await createContactService({
    settings: { ...config, distDir: config.apiOnly ? undefined : config.distDir },
    store,
    socketAddress: (c) => getConnInfo(c).remote.address,
    onQueued: () => worker?.wake(),
  });
  if (service.channels.length > 0) worker = startNotificationWorker(service.delivery);
  console.log(describeNotifications(config.notify));
  console.log(describeSpamSettings(config.spam));
  if (config.apiOnly) console.log('API_ONLY: serving the contact API alone, at /api; no site');

  const timers = [
    repeat('Queueing a digest of held messages', HELD_DIGEST_CHECK_MS, async () => {
      if (await service.queueHeldDigest()) worker?.wake();
    }),
    repeat('Pruning held messages', PRUNE_EVERY_MS, service.pruneExpired),
  ];
  const server = await listen(service.app.fetch, config);
  console.log(`Portfolio server listening on ${server.url}`);

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const closed = server.close(SHUTDOWN_TIMEOUT_MS);
    console.log(`${signal}: no longer accepting connections, finishing requests in flight`);
    await closed;
    // A delivery cut off here is sent again by the next start, as after a crash.
    await worker?.stop();
    timers.forEach((timer) => clearInterval(timer));
    await store.close();
    console.log('Server stopped');
    process.exit(0);
  };
  process.on('SIGTERM', (signal) => void stop(signal));
  process.on('SIGINT', (signal) => void stop(signal));
}

/** Runs `task` now and then every `ms`; a failure is logged, and the next round tries again. */
function repeat(what: string, ms: number, task: () => Promise<unknown>): NodeJS.Timeout {
  const run = () => void task().catch((error: unknown) => console.error(`${what} failed:`, error));
  run();
  const timer = setInterval(run, ms);
  timer.unref();
  return timer;
}
