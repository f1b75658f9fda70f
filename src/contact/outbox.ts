/**
 * The browser outbox's delivery, and the one owner of retries in the browser: the HTTP client
 * sends each request once, and this module decides whether and when a message goes again. It
 * forgets each message only once the server has answered for it.
 *
 * - 2xx (201 stored, or 200 for a duplicate it already holds): removed.
 * - Any other 4xx but 404 and 405: the server refused the message itself, and sending it again
 *   cannot help, so it is removed and the reason goes to the console.
 * - No answer (a network error, or none within the client's timeout), 404 or 405 (no contact
 *   API at that address: the site is misconfigured, and the console says so), 408, 429 or 5xx: kept,
 *   and sent again at once when the browser comes back online or a page loads, and, while a
 *   page stays open, after a pause that starts at about a second and doubles with each failure
 *   up to five minutes, never shorter than the server's Retry-After.
 *
 * Each attempt carries a proof of work: the first send of a message just written uses the one
 * its form found while the visitor typed; every other attempt fetches a fresh challenge first.
 *
 * One tab sends at a time, so two tabs never send the same message at once; the server's
 * duplicate check makes a later resend harmless anyway.
 */
import { isHTTPError } from 'ky';
import { backoffMs, type BackoffSteps } from './backoff';
import { sendContactMessage, type ContactReply } from './contactClient';
import { freshProof, takeFormProof } from './contactProof';
import type { ContactMessage } from './contactMessage';
import { readOutbox, removeOutboxEntry, saveOutboxEntry, type OutboxEntry } from './outboxStorage';

/**
 * The pauses between sends of a kept message while a page stays open: short at first, so that
 * a dropped request goes again within a second (jitter makes the first pause 0.5–1 s), then
 * doubling with each failure so that a long outage costs few requests.
 */
export const retrySteps = {
  firstMs: 1_000,
  maxMs: 5 * 60_000,
} as const satisfies BackoffSteps;

/**
 * The page never wakes sooner than this after a send: the shortest pause the backoff gives, so
 * it delays none of them, yet a message whose failure storage would not record (its retry time
 * stays in the past) cannot make the page send in a busy loop.
 */
const MIN_WAKE_MS = retrySteps.firstMs / 2;

let retryTimer: ReturnType<typeof setTimeout> | undefined;
let listeningForOnline = false;

/**
 * The messages this tab is done with (delivered, or refused). A just-kept message missing from
 * storage may have been sent by another flush of this tab that took the lock first (the page
 * load's, say): one of these is never written back, so it is not sent twice.
 */
const finished = new Set<string>();

/** The end of this tab's queue of flushes (see withOutboxLock). */
let tabFlushes: Promise<void> = Promise.resolve();

export interface FlushOptions {
  /** Send every message, paused or not: the network just came back, or a page just loaded. */
  everything?: boolean;
  /**
   * A message this tab has just kept. Written back first if it went missing: another tab
   * rewriting the list at the same moment may have dropped it.
   */
  including?: OutboxEntry;
  /**
   * Send the messages due by this time (milliseconds since the epoch; now by default). A
   * timer passes the time it was set for: the clock may read a moment earlier when it fires.
   */
  dueBy?: number;
}

/** Sends the messages that are due (all of them with `everything`), one tab at a time. */
export function flushOutbox({
  everything = false,
  including,
  dueBy = Date.now(),
}: FlushOptions = {}): Promise<void> {
  listenForOnline();
  return withOutboxLock(async () => {
    if (including && !finished.has(including.id) && !isKept(including.id)) {
      saveOutboxEntry(including);
    }
    const due = readOutbox().filter((entry) => everything || entry.retryAt <= dueBy);
    // Every proof is sought at once, so several kept messages wait out the fill time together.
    const proofs = due.map((entry) =>
      entry.id === including?.id && entry.attempts === 0 ? takeFormProof() : freshProof(),
    );
    for (const [index, entry] of due.entries()) {
      // Another tab may have sent it while this one waited for the lock.
      if (isKept(entry.id)) await sendEntry(entry, await proofs[index]);
    }
  }).finally(scheduleRetry);
}

/**
 * A message the browser could not keep (no storage, or a full one): sent once, with the proof
 * its form found, and never again, for there is nothing to send it from.
 */
export async function sendUnkept(
  message: ContactMessage,
  language?: string,
): Promise<ContactReply> {
  return sendContactMessage(message, await takeFormProof(), language);
}

async function sendEntry(entry: OutboxEntry, proof: string | undefined): Promise<void> {
  // An entry's language is only ever sent as a checked tag (sendContactMessage): whatever an
  // older or hand-written entry holds there, its message still goes.
  const outcome = await attempt(entry.message, proof, entry.language);
  if (outcome.done) {
    finished.add(entry.id);
    removeOutboxEntry(entry.id);
    return;
  }
  const attempts = entry.attempts + 1;
  const pauseMs = Math.max(backoffMs(attempts, retrySteps), outcome.retryAfterMs);
  saveOutboxEntry({ ...entry, attempts, retryAt: Date.now() + Math.ceil(pauseMs) });
}

type Outcome = { done: true } | { done: false; retryAfterMs: number };

/** One request, the only one until the outbox picks the next; the console hears how it went. */
async function attempt(
  message: ContactMessage,
  proof: string | undefined,
  language: string | undefined,
): Promise<Outcome> {
  try {
    console.log('Contact message sent:', await sendContactMessage(message, proof, language));
    return { done: true };
  } catch (error) {
    if (isHTTPError(error) && isRefusal(error.response.status)) {
      console.error('Contact message refused by the server, so it is dropped:', {
        status: error.response.status,
        body: error.data,
      });
      return { done: true };
    }
    if (isHTTPError(error) && isMisconfigured(error.response.status)) {
      console.error(
        `The contact API answered ${error.response.status} at ${error.request.url}: the site points at no contact API there (see VITE_CONTACT_API_URL). The message is kept and sent again later.`,
      );
    } else {
      console.warn('Contact message not sent yet; it is kept and sent again later:', error);
    }
    return { done: false, retryAfterMs: isHTTPError(error) ? retryAfterMs(error.response) : 0 };
  }
}

/**
 * A 4xx that is about the message, not the moment: 408 and 429 only say "not now", and 404 and
 * 405 say that no contact API answers at that address (a site deployed to a static host without
 * one, say): the message is not at fault, and must wait for the site to be fixed.
 */
function isRefusal(status: number): boolean {
  return status >= 400 && status < 500 && ![408, 429].includes(status) && !isMisconfigured(status);
}

function isMisconfigured(status: number): boolean {
  return status === 404 || status === 405;
}

/** The server's Retry-After (seconds, or an HTTP date) in milliseconds; 0 without one. */
function retryAfterMs(response: Response): number {
  const header = response.headers.get('Retry-After')?.trim();
  if (!header) return 0;
  const ms = /^\d+$/.test(header) ? Number(header) * 1000 : Date.parse(header) - Date.now();
  return Number.isFinite(ms) ? Math.max(0, ms) : 0;
}

/** Wakes this page when the earliest kept message is due, for as long as any is kept. */
function scheduleRetry(): void {
  clearTimeout(retryTimer);
  const entries = readOutbox();
  if (entries.length === 0) return;
  const earliest = Math.min(...entries.map(({ retryAt }) => retryAt));
  const due = Math.max(earliest, Date.now() + MIN_WAKE_MS);
  retryTimer = setTimeout(() => void flushOutbox({ dueBy: due }), due - Date.now());
}

function listenForOnline(): void {
  if (listeningForOnline) return;
  listeningForOnline = true;
  window.addEventListener('online', () => void flushOutbox({ everything: true }));
}

function isKept(id: string): boolean {
  return readOutbox().some((entry) => entry.id === id);
}

/**
 * Runs `task` while holding the site-wide outbox lock. A Web Lock is granted to one tab at a
 * time, all at once (two tabs woken by the same `online` event cannot both take it, as they
 * could a flag in localStorage), and the browser frees it when its tab closes or crashes.
 * This tab's own flushes also queue behind one another, which holds where there are no Web
 * Locks (pages served over plain http): there the server's duplicate check alone keeps two
 * tabs from storing a message twice.
 */
function withOutboxLock(task: () => Promise<void>): Promise<void> {
  const run = () =>
    'locks' in navigator ? navigator.locks.request('contact-outbox', task) : task();
  const turn = tabFlushes.then(run);
  tabFlushes = turn.catch(() => {});
  return turn;
}
