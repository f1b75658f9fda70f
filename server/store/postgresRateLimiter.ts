/**
 * The rate limit's sliding windows in PostgreSQL, so that every instance on one database counts
 * the same events: a client that spreads its messages over several instances meets the one
 * limit. Each event is a row; rows older than the window are pruned now and then.
 */
import type pg from 'pg';
import type { RateLimiter, RateLimitOptions } from '../contact/rateLimit.ts';

export function postgresRateLimiter(
  pool: pg.Pool,
  { max, windowMs, now }: RateLimitOptions,
): RateLimiter {
  let nextPruneAt = 0;

  return {
    async check(key) {
      const at = now();
      // The event `max` places from the newest: while it is in the window, the window is full.
      const { rows } = await pool.query<{ at: Date }>(
        `SELECT at FROM rate_limit_events WHERE key = $1 AND at > $2
         ORDER BY at DESC OFFSET $3 LIMIT 1`,
        [key, new Date(at - windowMs), max - 1],
      );
      const blocking = rows[0]?.at.getTime();
      if (blocking === undefined) return { allowed: true };
      return { allowed: false, retryAfterMs: blocking + windowMs - at };
    },
    async record(key) {
      const at = now();
      await pool.query('INSERT INTO rate_limit_events (key, at) VALUES ($1, $2)', [
        key,
        new Date(at),
      ]);
      // Once a window per instance is enough to keep the table to current traffic.
      if (at >= nextPruneAt) {
        nextPruneAt = at + windowMs;
        await pool.query('DELETE FROM rate_limit_events WHERE at <= $1', [new Date(at - windowMs)]);
      }
    },
  };
}
