/**
 * The proof of work each contact message carries, so that the server can tell a visitor's
 * browser from a script posting by the thousand. The form fetches a challenge as soon as it is
 * shown and its answer is found in Web Workers while the visitor types; a message sent later
 * (a retry, or from the outbox on another visit) gets a fresh challenge before each attempt.
 *
 * When no proof can be had (no workers, the challenge out of reach), the message goes without
 * one: the server then holds it for the owner's review instead of mailing it, and nothing is
 * lost. This module and its workers load only with the contact form or a kept message.
 */
import { solveChallengeWorkers } from 'altcha-lib';
import type { Challenge } from 'altcha-lib/types';
import { contactEndpoint, REQUEST_TIMEOUT_MS } from './contactEndpoint';
import { PROOF_MEASURE } from './proofTiming';

/** Longer than any phone takes; a search still running then has gone wrong. */
const SOLVE_TIMEOUT_MS = 30_000;
/**
 * A proof this close to its challenge's expiry is not used, for the request may take that long:
 * a minute, or a quarter of the challenge's life when that is shorter.
 */
const EXPIRY_MARGIN_MS = 60_000;

interface Proof {
  /** The `Contact-Proof` header's value. */
  header: string;
  /** When the server's minimum fill time has passed, on this browser's clock. */
  readyAt: number;
  /** Until when it may be sent: its challenge's expiry, less a margin, on this browser's clock. */
  usableUntil: number;
}

let formProof: Promise<Proof | undefined> | undefined;
let formWrittenFirst = false;
let toldNoWorkers = false;

/**
 * Starts finding the proof for the form on screen; once per page. `writtenFirst`: the visitor
 * wrote in the form before the page could ask for a challenge (the app was still starting).
 * Their time was real, but the server cannot see it, so their first send waits out the minimum
 * fill time as a resend does, rather than being held as too quick.
 */
export function prepareFormProof({ writtenFirst = false } = {}): void {
  formWrittenFirst ||= writtenFirst;
  formProof ??= findProof();
}

/**
 * The proof for the first send of the message just written: the one found while the visitor
 * typed, used once, and started now if the page had not started it yet. The server measures the
 * visitor's time from that challenge, so a form filled in at once is held, as it should be.
 * Only when that search failed, or its challenge is about to expire, is a fresh one taken, as
 * for a resend.
 */
export async function takeFormProof(): Promise<string | undefined> {
  prepareFormProof();
  const pending = formProof;
  formProof = undefined;
  const proof = await pending;
  if (!proof || Date.now() >= proof.usableUntil) return freshProof();
  if (formWrittenFirst) await waitUntil(proof.readyAt);
  return proof.header;
}

/**
 * A proof from a fresh challenge, for a message written earlier. The server holds a message that
 * comes sooner after its challenge than anyone could type it, so this waits out that time too.
 */
export async function freshProof(): Promise<string | undefined> {
  const proof = await findProof();
  if (!proof) return undefined;
  await waitUntil(proof.readyAt);
  return proof.header;
}

/** Resolves at `time` on this browser's clock, or at once if it has passed. */
async function waitUntil(time: number): Promise<void> {
  const waitMs = time - Date.now();
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
}

async function findProof(): Promise<Proof | undefined> {
  if (typeof Worker === 'undefined') {
    if (!toldNoWorkers) console.warn('No proof of work: this browser has no Web Workers.');
    toldNoWorkers = true;
    return undefined;
  }
  try {
    const challenge = await fetchChallenge();
    // After the answer: the server issued the challenge before this, so the fill time waited
    // from here has passed on its clock too.
    const receivedAt = Date.now();
    const solvingFrom = performance.now();
    const solution = await solveChallengeWorkers({
      challenge,
      // One worker: the search is short, and a second one would often be stopped while its
      // script still loads, a request cut off for nothing.
      concurrency: 1,
      createWorker: () =>
        new Worker(new URL('./proofWorker.ts', import.meta.url), { type: 'module' }),
      timeout: SOLVE_TIMEOUT_MS,
    });
    if (!solution) throw new Error(`no answer found within ${SOLVE_TIMEOUT_MS / 1000} s`);
    // In the browser's performance timeline, for the developer tools and the spam run.
    performance.measure(PROOF_MEASURE, { start: solvingFrom });
    const { minFillMs, lifetimeMs } = timesOf(challenge);
    return {
      header: btoa(JSON.stringify({ challenge, solution })),
      readyAt: receivedAt + minFillMs,
      usableUntil: receivedAt + lifetimeMs - Math.min(EXPIRY_MARGIN_MS, lifetimeMs / 4),
    };
  } catch (error) {
    console.warn('No proof of work for the contact message; the server will hold it:', error);
    return undefined;
  }
}

/**
 * A fresh challenge from the contact API. Plain fetch, not the site's ky client: the form asks
 * for one as soon as it is shown, and ky then loads only for a visitor who writes.
 */
async function fetchChallenge(): Promise<Challenge> {
  const url = contactEndpoint('contact/challenge');
  const response = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`GET ${url.href} answered ${response.status}`);
  return (await response.json()) as Challenge;
}

/** The challenge's times, measured from its issue: the server's clock may differ from ours. */
function timesOf({ parameters }: Challenge): { minFillMs: number; lifetimeMs: number } {
  const issuedAt = Number(parameters.data?.issuedAt);
  const minFillMs = Number(parameters.data?.minFillMs);
  const expiresAt = (parameters.expiresAt ?? 0) * 1000;
  return {
    minFillMs: Number.isFinite(minFillMs) ? minFillMs : 0,
    lifetimeMs: Number.isFinite(issuedAt) ? expiresAt - issuedAt : 0,
  };
}
