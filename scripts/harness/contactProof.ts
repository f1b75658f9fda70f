/**
 * A proof of work for the contact API, found the way the site's Web Worker finds it (ALTCHA's
 * solver) but in this process: the tools and tests send real proofs, so they take the path a
 * visitor's message takes. Servers they start run at the lowest cost, where finding one takes
 * a fraction of a millisecond.
 */
import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Challenge } from 'altcha-lib/types';

/** Fetches a challenge from the contact API at `apiUrl` (…/api) and returns its answer. */
export async function fetchProof(apiUrl: string): Promise<string> {
  const response = await fetch(`${apiUrl}/contact/challenge`);
  if (!response.ok) throw new Error(`GET ${apiUrl}/contact/challenge answered ${response.status}`);
  return solveProof((await response.json()) as Challenge);
}

/** The `Contact-Proof` header value that answers `challenge`. */
export async function solveProof(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The challenge was not solved in time.');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * A proof a bot could make without the server: a real answer to a challenge it made itself and
 * signed with a key of its own, claiming to have been issued a minute ago.
 */
export async function forgedProof(): Promise<string> {
  const challenge = await createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 1,
    counter: 1,
    deriveKey,
    data: { issuedAt: Date.now() - 60_000, minFillMs: 0 },
    hmacSignatureSecret: 'a key the server does not hold',
  });
  return solveProof(challenge);
}
