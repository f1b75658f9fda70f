import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rateLimit.ts';

function setup(max = 2, windowMs = 1000) {
  let now = 0;
  const limiter = createRateLimiter({ max, windowMs, now: () => now });
  return { limiter, tick: (ms: number) => (now += ms) };
}

describe('createRateLimiter', () => {
  it('allows `max` events per window and tells when the next fits', () => {
    const { limiter, tick } = setup();
    limiter.record('a');
    tick(300);
    limiter.record('a');

    expect(limiter.check('a')).toEqual({ allowed: false, retryAfterMs: 700 });
    tick(699);
    expect(limiter.check('a')).toEqual({ allowed: false, retryAfterMs: 1 });
    tick(1);
    expect(limiter.check('a')).toEqual({ allowed: true });
  });

  it('slides: room opens one event at a time', () => {
    const { limiter, tick } = setup();
    limiter.record('a');
    tick(300);
    limiter.record('a');
    tick(700);
    limiter.record('a');

    expect(limiter.check('a')).toEqual({ allowed: false, retryAfterMs: 300 });
  });

  it('counts each key on its own', () => {
    const { limiter } = setup(1);
    limiter.record('a');

    expect(limiter.check('a').allowed).toBe(false);
    expect(limiter.check('b').allowed).toBe(true);
  });

  it('does not count checks', () => {
    const { limiter } = setup(1);
    for (let i = 0; i < 5; i += 1) expect(limiter.check('a').allowed).toBe(true);
  });
});
