/**
 * The retry backoff shared by the browser outbox and the server's notification worker:
 * exponential, capped, with jitter. Node runs this file as it is (type stripping), so it
 * imports nothing and holds no runtime-only syntax.
 */

export interface BackoffSteps {
  /** The step after a first failure. */
  firstMs: number;
  /** No step is longer than this, however many failures came before. */
  maxMs: number;
}

/**
 * The pause after failed attempt number `attempt` (from 1): `firstMs`, then twice that, and so
 * on up to `maxMs`, each scaled by a random factor from 0.5 to 1 so that senders that failed
 * together do not all come back at the same moment.
 */
export function backoffMs(
  attempt: number,
  { firstMs, maxMs }: BackoffSteps,
  random: () => number = Math.random,
): number {
  const stepMs = Math.min(maxMs, firstMs * 2 ** (attempt - 1));
  return Math.round(stepMs * (0.5 + random() / 2));
}
