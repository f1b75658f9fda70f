/**
 * Where contact messages and their notification jobs are kept. The HTTP layer and the
 * notification worker only know these interfaces, so another database can take SQLite's place
 * without touching them. Every call is asynchronous: a store may have to wait for a lock held
 * by another process, and it must not stop the server from answering while it waits.
 */
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
  /** The language of the page it was sent from, a canonical BCP 47 tag, if the sender said. */
  language?: string | null;
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
  /** The language of the page it was sent from (a BCP 47 tag); null when not said. */
  language: string | null;
}

export interface SaveResult {
  id: number;
  /** False when an identical message received since `duplicateSince` was found instead. */
  created: boolean;
  /** Whether the message is held, with no notification jobs. */
  held: boolean;
}

/**
 * At most `max` new messages from one client (the message's `client`, or every client of
 * unknown address together) within any `windowMs`. Held messages count too: the limit bounds
 * what one client can leave for review.
 */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/** A save refused by the rate limit: nothing was stored, no proof spent. */
export interface RateLimited {
  limited: true;
  /** When the oldest message in the client's window leaves it, from the message's arrival. */
  retryAfterMs: number;
}

/**
 * A store's save, typed with MessageStore's overloads: a save without a rate limit never answers
 * RateLimited, which the one signature of its implementation cannot say by itself.
 */
export function typedSave(
  save: (
    message: NewMessage,
    duplicateSince: Date,
    channels: readonly Channel[],
    rateLimit?: RateLimit,
  ) => Promise<SaveResult | RateLimited>,
): MessageStore['saveUnlessDuplicate'] {
  return save as MessageStore['saveUnlessDuplicate'];
}

/** The key a message counts under in the rate limit. */
export function rateLimitKey(message: Pick<NewMessage, 'client'>): string {
  return message.client ?? 'unknown';
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

/** A held message as a digest lists it: enough for the owner to judge and release it. */
export interface HeldSummary {
  id: number;
  name: string;
  email: string;
  /** The message's first line with any text, cut short past 160 characters. */
  firstLine: string;
  heldFor: string;
  createdAt: string;
}

/**
 * One notice of the messages held since the last one, as they stood when it was made: a
 * redelivery of it says exactly the same.
 */
export interface HeldDigest {
  id: number;
  createdAt: string;
  messages: HeldSummary[];
}

/** The longest first line a digest quotes; a longer one ends in an ellipsis. */
const FIRST_LINE_MAX = 160;

/** How a digest lists a held message. */
export function summarizeHeld(message: StoredMessage & { heldFor: string }): HeldSummary {
  const line = message.message.split(/\r?\n/).find((text) => text.trim() !== '') ?? '';
  const characters = [...line.trim()];
  return {
    id: message.id,
    name: message.name,
    email: message.email,
    firstLine:
      characters.length <= FIRST_LINE_MAX
        ? characters.join('')
        : `${characters.slice(0, FIRST_LINE_MAX - 1).join('')}…`,
    heldFor: message.heldFor,
    createdAt: message.createdAt,
  };
}

/** The two things a review link can do to a held message. */
export const REVIEW_ACTIONS = ['release', 'delete'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

/** A digest's two links for one message, each a page that asks before it acts. */
export interface ReviewLinks {
  release: string;
  delete: string;
}

/** The review links a digest carries: made afresh for each sending, all valid until expiresAt. */
export interface DigestReview {
  /** By message id; a message no longer held when the digest was sent has none. */
  links: ReadonlyMap<number, ReviewLinks>;
  expiresAt: string;
}

/** What one notification job tells the owner of: a new message, or a digest of held ones. */
export type Notice =
  | { message: StoredMessage }
  | { heldDigest: HeldDigest; /** Present when PUBLIC_API_URL is set. */ review?: DigestReview };

/**
 * A review link's token as the store keeps it: its SHA-256 hash, never the token itself, so that
 * reading the database gives no one a link that works.
 */
export interface ReviewTokenHash {
  hash: string;
  messageId: number;
  action: ReviewAction;
}

/** What a review token's hash finds, without using it. */
export type ReviewTokenState =
  /** No such token: altered, made up, or removed long after it expired. */
  | { state: 'unknown' }
  | {
      state: 'used';
      messageId: number;
      action: ReviewAction;
      /** What was done with the message, by this link or its other one. */
      usedFor: ReviewAction;
      usedAt: string;
    }
  | { state: 'expired'; messageId: number; action: ReviewAction; expiresAt: string }
  | {
      state: 'valid';
      messageId: number;
      action: ReviewAction;
      expiresAt: string;
      /** The message as it is now; undefined once it is gone (pruned, deleted from the CLI). */
      message: StoredMessage | undefined;
    };

/**
 * What a valid review token's action came to. Only 'released' and 'deleted' use the token up,
 * and with it the message's other token; 'not held' (a release token of a message let through
 * since) and 'not found' (a message gone since) change nothing.
 */
export type ReviewOutcome = 'released' | 'deleted' | 'not held' | 'not found';

/** What using a review token did. */
export type ReviewResult =
  | Exclude<ReviewTokenState, { state: 'valid' }>
  | {
      state: 'done';
      messageId: number;
      action: ReviewAction;
      outcome: ReviewOutcome;
      /** The message as it was before the action; undefined when it was not found. */
      message: StoredMessage | undefined;
    };

/** A notification job claimed by a worker, with what it is about. */
export type ClaimedJob = Notice & {
  jobId: number;
  channel: Channel;
  /** This attempt's number, from 1. */
  attempt: number;
};

export interface MessageStore {
  /** The id of the same name, email and message received at or after `since`, if any. */
  findRecentDuplicate(message: NewMessage, since: Date): Promise<number | undefined>;
  /**
   * Stores the message unless a recent duplicate exists, together with its proof, spent, and
   * one pending notification job per channel unless it is held. With a rate limit, a new message
   * past the client's limit is refused. The duplicate check, the limit's count and the insert
   * are one atomic step, across every instance on the database. Resolves once it is on disk.
   */
  saveUnlessDuplicate(
    message: NewMessage,
    duplicateSince: Date,
    channels: readonly Channel[],
  ): Promise<SaveResult>;
  saveUnlessDuplicate(
    message: NewMessage,
    duplicateSince: Date,
    channels: readonly Channel[],
    rateLimit: RateLimit | undefined,
  ): Promise<SaveResult | RateLimited>;
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
   * Keeps the hashes of review tokens, each valid until `expiresAt`, for the messages among them
   * that are still held; returns the ids of those messages. A message's tokens are kept together
   * or not at all.
   */
  issueReviewTokens(tokens: readonly ReviewTokenHash[], expiresAt: Date): Promise<number[]>;
  /** What the token of this hash is at `now`, with its message while it is valid; changes nothing. */
  reviewToken(hash: string, now: Date): Promise<ReviewTokenState>;
  /**
   * Uses the token of this hash at `now`: a valid release token releases its message as
   * `release` does (a job per channel, due at `now`), a valid delete token deletes it with all
   * its jobs. Either uses up every token of the message. Atomic across instances: of several
   * uses at once of one message's tokens, one acts and the others find them used.
   */
  redeemReviewToken(hash: string, now: Date, channels: readonly Channel[]): Promise<ReviewResult>;
  /** Forgets the review tokens that expired before `before`; returns how many. */
  pruneReviewTokens(before: Date): Promise<number>;
  /**
   * The secret that signs proof-of-work challenges: the one stored, or else `generated`, stored
   * now. Every instance on one database gets the same.
   */
  contactSecret(generated: string): Promise<string>;
  /**
   * Queues one digest of the held messages no digest has listed yet, with a pending job per
   * channel, unless there are none, or no channel, or the last digest was queued less than
   * `intervalMs` before `now`. Atomic across instances: one digest at most per interval.
   */
  queueHeldDigest(
    now: Date,
    intervalMs: number,
    channels: readonly Channel[],
  ): Promise<HeldDigest | undefined>;
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
