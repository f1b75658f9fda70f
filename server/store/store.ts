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
  /** Why the message is held back from the owner's notifications, if it is. */
  heldFor?: string | null;
  /**
   * The proof of work it came with, spent together with the save: a proof that was spent
   * before, by any instance, holds the message (HELD_FOR_REUSED_PROOF).
   */
  proof?: { id: string; expiresAt: Date };
}

/** The reason the store gives a message whose proof of work was already spent. */
export const HELD_FOR_REUSED_PROOF = 'sent with a proof of work already used';

export interface StoredMessage {
  id: number;
  name: string;
  email: string;
  message: string;
  client: string | null;
  createdAt: string;
  /** Why it is held for the owner's review; null for a message that went on. */
  heldFor: string | null;
}

export interface SaveResult {
  id: number;
  /** False when an identical message received since `duplicateSince` was found instead. */
  created: boolean;
  /** Whether the message is held, with no notification jobs. */
  held: boolean;
}

export type ReleaseResult = 'released' | 'not held' | 'not found';

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
   * together with its proof, spent, and one pending notification job per channel unless it is
   * held. Resolves once it is on disk.
   */
  saveUnlessDuplicate(
    message: NewMessage,
    duplicateSince: Date,
    channels: readonly Channel[],
  ): Promise<SaveResult>;
  /** Every message, held ones included, with its deliveries, newest first. */
  list(): Promise<MessageWithDeliveries[]>;
  /**
   * Lets a held message go on: no longer held, with a pending notification job per channel,
   * due at `now`. Says what it found.
   */
  release(id: number, channels: readonly Channel[], now: Date): Promise<ReleaseResult>;
  /** Deletes the held messages received before `before`; returns how many. */
  pruneHeld(before: Date): Promise<number>;
  /**
   * The secret that signs proof-of-work challenges: the one stored, or else `generated`, stored
   * now. Every instance on one database gets the same.
   */
  contactSecret(generated: string): Promise<string>;
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
