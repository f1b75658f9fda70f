/**
 * An in-memory sliding-window rate limiter: at most `max` recorded events per key within any
 * `windowMs`. Memory only, so each server process counts on its own; enough for one instance.
 */

/** Milliseconds since the epoch; injected so tests can move time without waiting. */
export type Clock = () => number;

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

export interface RateLimiter {
  /** Whether one more event for `key` would stay within the limit. Records nothing. */
  check(key: string): RateLimitDecision;
  /** Counts one event for `key`. */
  record(key: string): void;
}

export interface RateLimitOptions {
  max: number;
  windowMs: number;
  now: Clock;
}

export function createRateLimiter({ max, windowMs, now }: RateLimitOptions): RateLimiter {
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
