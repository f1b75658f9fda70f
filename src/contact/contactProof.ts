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
import { fetchChallenge } from './contactClient';

/** Longer than any phone takes; a search still running then has gone wrong. */
const SOLVE_TIMEOUT_MS = 30_000;
/** A proof this close to its challenge's expiry is not used: the request may take that long. */
const EXPIRY_MARGIN_MS = 60_000;

interface Proof {
  /** The `Contact-Proof` header's value. */
  header: string;
  /** When the server's minimum fill time has passed, on this browser's clock. */
  readyAt: number;
  /** When the challenge expires, on this browser's clock. */
  expiresAt: number;
}

let formProof: Promise<Proof | undefined> | undefined;
let toldNoWorkers = false;

/** Starts finding the proof for the form on screen; once per page. */
export function prepareFormProof(): void {
  formProof ??= findProof();
}

/**
 * The proof for the first send of the message just written: the one found while the visitor
 * typed, used once. Without one (or with one about to expire), a fresh one, as for a resend.
 */
export async function takeFormProof(): Promise<string | undefined> {
  const pending = formProof;
  formProof = undefined;
  const proof = await pending;
  if (proof && Date.now() < proof.expiresAt - EXPIRY_MARGIN_MS) return proof.header;
  return freshProof();
}

/**
 * A proof from a fresh challenge, for a message written earlier. The server holds a message that
 * comes sooner after its challenge than anyone could type it, so this waits out that time too.
 */
export async function freshProof(): Promise<string | undefined> {
  const proof = await findProof();
  if (!proof) return undefined;
  const waitMs = proof.readyAt - Date.now();
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
  return proof.header;
}

async function findProof(): Promise<Proof | undefined> {
  if (typeof Worker === 'undefined') {
    if (!toldNoWorkers) console.warn('No proof of work: this browser has no Web Workers.');
    toldNoWorkers = true;
    return undefined;
  }
  try {
    const receivedAt = Date.now();
    const challenge = await fetchChallenge();
    const solution = await solveChallengeWorkers({
      challenge,
      // Each worker tries every n-th answer; a few are enough to keep a phone's cores busy.
      concurrency: Math.min(navigator.hardwareConcurrency || 1, 4),
      createWorker: () =>
        new Worker(new URL('./proofWorker.ts', import.meta.url), { type: 'module' }),
      timeout: SOLVE_TIMEOUT_MS,
    });
    if (!solution) throw new Error(`no answer found within ${SOLVE_TIMEOUT_MS / 1000} s`);
    const { minFillMs, lifetimeMs } = timesOf(challenge);
    return {
      header: btoa(JSON.stringify({ challenge, solution })),
      readyAt: receivedAt + minFillMs,
      expiresAt: receivedAt + lifetimeMs,
    };
  } catch (error) {
    console.warn('No proof of work for the contact message; the server will hold it:', error);
    return undefined;
  }
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
