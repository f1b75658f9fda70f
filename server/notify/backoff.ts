/** When a failed notification is tried again: exponential backoff with jitter, capped. */

export const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

/**
 * The delay after failed attempt number `attempt` (from 1): `baseMs`, then twice that, and so
 * on up to an hour, each scaled by a random factor from 0.5 to 1 so that jobs that failed
 * together do not all come back at the same moment.
 */
export function retryDelayMs(attempt: number, baseMs: number, random = Math.random): number {
  const exponential = Math.min(MAX_RETRY_DELAY_MS, baseMs * 2 ** (attempt - 1));
  return Math.round(exponential * (0.5 + random() / 2));
}
