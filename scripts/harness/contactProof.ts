/**
 * A proof of work for the contact API, found the way the site's Web Worker finds it (ALTCHA's
 * solver) but in this process: the tools and tests send real proofs, so they take the path a
 * visitor's message takes. Servers they start run at the lowest cost, where finding one takes
 * a fraction of a millisecond.
 */
import { solveChallenge } from 'altcha-lib';
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
