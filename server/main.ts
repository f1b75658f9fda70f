/**
 * Starts the server under Node: `npm start`. Configuration comes from the environment (see
 * config.ts). HOST defaults to 127.0.0.1; in a container set HOST=0.0.0.0 so that the port
 * can be published.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import {
  describeSpamSettings,
  resolveContactSecret,
  startPruningHeld,
} from './contact/heldMessages.ts';
import { createApp } from './http/app.ts';
import { loadConfig } from './config.ts';
import { ensureSiteBuilt } from './http/ensureBuild.ts';
import { listen } from './http/listen.ts';
import { configuredChannels, configuredSenders, describeNotifications } from './notify/channels.ts';
import { startNotificationWorker } from './notify/worker.ts';
import { openStore } from './store/openStore.ts';

const SHUTDOWN_TIMEOUT_MS = 10_000;

try {
  await start();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

async function start() {
  const config = loadConfig();
  ensureSiteBuilt(config.distDir);
  const store = await openStore(config);
  const senders = configuredSenders(config.notify);
  const channels = configuredChannels(config.notify);
  const worker =
    channels.length > 0
      ? startNotificationWorker({ queue: store, senders, ...config.notify })
      : undefined;
  console.log(describeNotifications(config.notify));
  console.log(describeSpamSettings(config.spam));
  const pruning = startPruningHeld({ store, retentionMs: config.spam.heldRetentionMs });

  const app = createApp({
    settings: config,
    store,
    contactSecret: await resolveContactSecret(config.spam, store),
    socketAddress: (c) => getConnInfo(c).remote.address,
    notifyChannels: channels,
    onStored: worker?.wake,
  });
  const server = await listen(app.fetch, config);
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
    pruning.stop();
    await store.close();
    console.log('Server stopped');
    process.exit(0);
  };
  process.on('SIGTERM', (signal) => void stop(signal));
  process.on('SIGINT', (signal) => void stop(signal));
}
