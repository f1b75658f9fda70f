/**
 * Where contact messages and their notification jobs are kept. The HTTP layer and the
 * notification worker only know these interfaces, so another database can take SQLite's place
 * without touching them. Every call is asynchronous: a store may have to wait for a lock held
 * by another process, and it must not stop the server from answering while it waits.
 */
import type { RateLimiter, RateLimitOptions } from '../contact/rateLimit.ts';

/** The ways the owner can be told of a new message; each is a job of its own. */
export const CHANNELS = ['email', 'webhook'] as const;
export type Channel = (typeof CHANNELS)[number];

/** A validated message about to be stored. */
export interface NewMessage {
  name: string;
  email: string;
  message: string;
  /** The sender's network address, kept to help spot abuse. */
  client: string | null;
  receivedAt: Date;
}

export interface StoredMessage {
  id: number;
  name: string;
  email: string;
  message: string;
  client: string | null;
  createdAt: string;
}

export interface SaveResult {
  id: number;
  /** False when an identical message received since `duplicateSince` was found instead. */
  created: boolean;
}

export type DeliveryStatus = 'pending' | 'sent' | 'failed';

/** Where one message's notification on one channel stands. */
export interface Delivery {
  channel: Channel;
  status: DeliveryStatus;
  /** Attempts started so far, the one in progress included. */
  attempts: number;
  /** For a pending job: when it is due next. */
  nextAttemptAt: string | null;
  sentAt: string | null;
  lastError: string | null;
}

export interface MessageWithDeliveries extends StoredMessage {
  deliveries: Delivery[];
}

/** A notification job claimed by a worker, with the message it is about. */
export interface ClaimedJob {
  jobId: number;
  channel: Channel;
  /** This attempt's number, from 1. */
  attempt: number;
  message: StoredMessage;
}

export interface MessageStore {
  /** The id of the same name, email and message received at or after `since`, if any. */
  findRecentDuplicate(message: NewMessage, since: Date): Promise<number | undefined>;
  /**
   * Stores the message unless a recent duplicate exists, checking and inserting atomically,
   * together with one pending notification job per channel. Resolves once it is on disk.
   */
  saveUnlessDuplicate(
    message: NewMessage,
    duplicateSince: Date,
    channels: readonly Channel[],
  ): Promise<SaveResult>;
  /** Every message with its deliveries, newest first. */
  list(): Promise<MessageWithDeliveries[]>;
  /**
   * A rate limiter whose windows live in this store, shared by every instance on it; none where
   * each process may count on its own (SQLite: one instance).
   */
  sharedRateLimiter?(options: RateLimitOptions): RateLimiter;
  close(): Promise<void>;
}

/** What a server instance opens: the messages and their notification outbox, in one database. */
export type Store = MessageStore & NotificationQueue;

/**
 * The notification outbox. A worker claims due jobs with a lease (a claimed-until time): no
 * other worker takes a job while its lease runs, and a job whose worker died is taken again
 * once the lease ends.
 */
export interface NotificationQueue {
  /** Claims up to `limit` due jobs for `worker` until `now + leaseMs`. */
  claimDue(worker: string, now: Date, leaseMs: number, limit: number): Promise<ClaimedJob[]>;
  /** Records a delivery; false when the worker no longer held the job's lease. */
  markSent(jobId: number, worker: string, at: Date): Promise<boolean>;
  /** Records a failed attempt: due again at `retryAt`, or failed for good when it is null. */
  markAttemptFailed(
    jobId: number,
    worker: string,
    error: string,
    retryAt: Date | null,
  ): Promise<void>;
  /** Ends the leases of workers that `isGone` says are no longer running; returns how many. */
  releaseLeasesOf(isGone: (worker: string) => boolean): Promise<number>;
  /** Makes every failed job pending again, due at `now`; returns how many. */
  retryFailed(now: Date): Promise<number>;
}
