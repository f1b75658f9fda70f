/**
 * The contact service: everything a runtime needs, built from a configuration and a store. The
 * Hono app, and three one-shot jobs: deliver the notifications that are due, queue a digest of
 * newly held messages, prune what has expired. It starts no timer and opens no port: Node's
 * main.ts adds a listener and timers, a serverless entry adds an adapter and a schedule.
 */
import type { Hono } from 'hono';
import type { Clock } from './clock.ts';
import type { AppSettings } from './http/app.ts';
import { createApp, type AppDeps } from './http/app.ts';
import type { AddressOf } from './http/clientAddress.ts';
import type { OnStored } from './http/contact.ts';
import type { NotifySettings } from './config.ts';
import { resolveContactSecret } from './contact/heldMessages.ts';
import { issueReviewLinks } from './contact/reviewLinks.ts';
import { configuredSenders } from './notify/channels.ts';
import type { Sender } from './notify/sender.ts';
import {
  notificationDelivery,
  type DeliveryReport,
  type Log,
  type NotificationDelivery,
} from './notify/worker.ts';
import type { Channel, HeldDigest, Store } from './store/store.ts';

export type ServiceSettings = AppSettings & { notify: NotifySettings };

export interface ServiceOptions {
  settings: ServiceSettings;
  store: Store;
  /** The peer address of the connection, as the platform reports it. */
  socketAddress: AddressOf;
  /** How the owner is told, by channel; the configured channels' senders unless given. */
  senders?: Partial<Record<Channel, Sender>>;
  /**
   * Told when new notification jobs are on disk (a message's, or a digest's). The contact answer
   * waits for it: Node wakes its worker here, a serverless function delivers.
   */
  onQueued?: () => void | Promise<void>;
  /** Batches of notifications one delivery run claims at most (see DeliveryOptions). */
  batchesPerRun?: number;
  /** The app's router (see AppDeps). */
  router?: AppDeps['router'];
  now?: Clock;
  log?: Log;
}

export interface ContactService {
  app: Hono;
  /** The channels the owner is notified on. */
  channels: readonly Channel[];
  /** This service's delivery of the outbox; `deliverDue` is its one-shot run. */
  delivery: NotificationDelivery;
  /** Delivers every notification due now (see NotificationDelivery.deliverDue). */
  deliverDue(signal?: AbortSignal): Promise<DeliveryReport>;
  /**
   * Queues one digest of the messages held since the last, when one is due: at most one per
   * HELD_DIGEST_MINUTES, none when nothing new is held. Resolves with it, if it queued one.
   */
  queueHeldDigest(): Promise<HeldDigest | undefined>;
  /**
   * Deletes the held messages past their retention, and the review links that expired as long
   * ago; resolves with how many messages.
   */
  pruneExpired(): Promise<number>;
}

export async function createContactService({
  settings,
  store,
  socketAddress,
  senders = configuredSenders(settings.notify),
  onQueued,
  batchesPerRun,
  router,
  now = Date.now,
  log = console,
}: ServiceOptions): Promise<ContactService> {
  const channels = Object.keys(senders) as Channel[];
  const { reviewLinks } = settings.notify;
  const delivery = notificationDelivery({
    queue: store,
    senders,
    maxAttempts: settings.notify.maxAttempts,
    retryBaseMs: settings.notify.retryBaseMs,
    now: () => new Date(now()),
    log,
    reviewLinks: reviewLinks && ((digest, at) => issueReviewLinks(store, reviewLinks, digest, at)),
    batchesPerRun,
  });

  const queueHeldDigest = async () => {
    const intervalMs = settings.notify.heldDigestIntervalMs;
    if (intervalMs === 0) return undefined;
    const digest = await store.queueHeldDigest(new Date(now()), intervalMs, channels);
    if (digest) log.log(`Queued a digest of ${digest.messages.length} held message(s)`);
    return digest;
  };

  // A held message may make a digest due; a message that went on has its jobs already.
  const onStored: OnStored = async (saved) => {
    if (saved.held && !(await queueHeldDigest())) return;
    await onQueued?.();
  };

  const app = createApp({
    settings,
    store,
    contactSecret: await resolveContactSecret(settings.spam, store),
    socketAddress,
    now,
    log: (line) => log.log(line),
    notifyChannels: channels,
    onStored,
    onQueued,
    router,
  });

  return {
    app,
    channels,
    delivery,
    deliverDue: (signal) => delivery.deliverDue(signal),
    queueHeldDigest,
    pruneExpired: async () => {
      const before = new Date(now() - settings.spam.heldRetentionMs);
      const count = await store.pruneHeld(before);
      if (count > 0) log.log(`Deleted ${count} held message(s) past their retention`);
      // An expired link says so for as long as a held message is kept; then it is forgotten.
      await store.pruneReviewTokens(before);
      return count;
    },
  };
}
