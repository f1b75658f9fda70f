/**
 * A sliding-window rate limiter: at most `max` recorded events per key within any `windowMs`.
 * `createRateLimiter` keeps its windows in memory, so each server process counts on its own:
 * enough for one instance. A store shared by several instances may offer a limiter whose windows
 * live in it (`sharedRateLimiter` of the PostgreSQL store), so that the limit holds across them.
 */

/** Milliseconds since the epoch; injected so tests can move time without waiting. */
export type Clock = () => number;

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

export interface RateLimiter {
  /** Whether one more event for `key` would stay within the limit. Records nothing. */
  check(key: string): RateLimitDecision | Promise<RateLimitDecision>;
  /** Counts one event for `key`. */
  record(key: string): void | Promise<void>;
}

export interface RateLimitOptions {
  max: number;
  windowMs: number;
  now: Clock;
}

/** This process's own windows: answers at once, so its calls return plain values. */
export interface MemoryRateLimiter extends RateLimiter {
  check(key: string): RateLimitDecision;
  record(key: string): void;
}

export function createRateLimiter({ max, windowMs, now }: RateLimitOptions): MemoryRateLimiter {
  const eventsByKey = new Map<string, number[]>();
  let nextSweepAt = now() + windowMs;

  const recentEvents = (key: string, at: number): number[] => {
    const events = (eventsByKey.get(key) ?? []).filter((time) => time > at - windowMs);
    if (events.length > 0) eventsByKey.set(key, events);
    else eventsByKey.delete(key);
    return events;
  };

  // Forget keys whose events have all expired, so memory follows current traffic only.
  const sweep = (at: number) => {
    if (at < nextSweepAt) return;
    nextSweepAt = at + windowMs;
    for (const key of [...eventsByKey.keys()]) recentEvents(key, at);
  };

  return {
    check(key) {
      const at = now();
      const events = recentEvents(key, at);
      // Room opens when the event `max` places from the end leaves the window.
      const blocking = events[events.length - max];
      if (blocking === undefined) return { allowed: true };
      return { allowed: false, retryAfterMs: blocking + windowMs - at };
    },
    record(key) {
      const at = now();
      sweep(at);
      eventsByKey.set(key, [...recentEvents(key, at), at]);
    },
  };
}
