/**
 * The contact form's proof of work, on ALTCHA's open implementation: the server issues a signed
 * challenge, the visitor's browser finds its answer in a Web Worker while they type, and the
 * message carries that answer in the `Contact-Proof` header. Finding it takes a browser a
 * fraction of a second; a script that wants to send ten thousand messages pays ten thousand
 * times over.
 *
 * Each challenge is made in ALTCHA's deterministic mode: the server picks the answer's counter
 * at random and signs the key it leads to, so checking a proof costs two HMACs, not a search.
 */
import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Challenge, Payload } from 'altcha-lib/types';
import type { Clock } from '../clock.ts';

/** The key derivation a browser repeats: PBKDF2 with this many rounds a key. */
const ALGORITHM = 'PBKDF2/SHA-256';
const ROUNDS_PER_KEY = 1000;

export interface ProofSettings {
  secret: string;
  /** Keys a browser derives at most; the answer lies between half of this and all of it. */
  proofCost: number;
  challengeTtlMs: number;
  now: Clock;
}

/** What the server signs into each challenge besides ALTCHA's own parameters. */
export interface ChallengeData {
  /** When it was issued, in milliseconds since the epoch: the form was shown then. */
  issuedAt: number;
  /** How long the browser must let pass after it before a message may be sent. */
  minFillMs: number;
}

/** A proof that holds: its challenge's signature names it, for spending it once. */
export interface ValidProof {
  ok: true;
  id: string;
  issuedAt: number;
  expiresAt: Date;
}

export type ProofCheck = ValidProof | { ok: false; problem: string };

export interface ProofOfWork {
  issue(minFillMs: number): Promise<Challenge>;
  check(header: string | undefined): Promise<ProofCheck>;
}

export function proofOfWork({
  secret,
  proofCost,
  challengeTtlMs,
  now,
}: ProofSettings): ProofOfWork {
  // The derived keys get a secret of their own, taken from the one the owner keeps.
  const keySecret = createHmac('sha256', secret).update('contact proof keys').digest('hex');

  return {
    issue: (minFillMs) => {
      const issuedAt = now();
      const data: ChallengeData & Record<string, number> = { issuedAt, minFillMs };
      return createChallenge({
        algorithm: ALGORITHM,
        cost: ROUNDS_PER_KEY,
        counter: randomInt(proofCost, Math.ceil(proofCost / 2)),
        deriveKey,
        data,
        expiresAt: new Date(issuedAt + challengeTtlMs),
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: keySecret,
      });
    },

    check: async (header) => {
      if (header === undefined || header.trim() === '') return refused('no proof of work');
      const payload = decodePayload(header);
      if (!payload) return refused('a malformed proof of work');
      const { challenge, solution } = payload;
      const result = await verifySolution({
        challenge,
        solution,
        deriveKey,
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: keySecret,
      }).catch(() => undefined);
      if (!result || result.invalidSignature) return refused('a forged proof of work');
      // ALTCHA checks expiry by the system clock; ours decides, so that tests can move it.
      const expiresAt = (challenge.parameters.expiresAt ?? 0) * 1000;
      if (result.expired || expiresAt <= now()) return refused('an expired proof of work');
      if (!result.verified) return refused('a wrong proof of work');
      const issuedAt = Number(challenge.parameters.data?.issuedAt);
      if (!challenge.signature || !Number.isFinite(issuedAt)) {
        return refused('a proof of work of another kind');
      }
      return { ok: true, id: challenge.signature, issuedAt, expiresAt: new Date(expiresAt) };
    },
  };
}

function refused(problem: string): ProofCheck {
  return { ok: false, problem };
}

/** The header's payload, if it is base64 of a JSON object shaped like one. */
function decodePayload(header: string): Payload | undefined {
  try {
    const value = JSON.parse(Buffer.from(header.trim(), 'base64').toString('utf8')) as unknown;
    if (!isObject(value) || !isObject(value.challenge) || !isObject(value.solution)) return;
    if (!isObject(value.challenge.parameters)) return;
    return value as unknown as Payload;
  } catch {
    return undefined;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
