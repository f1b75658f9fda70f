import { backoffMs } from './backoff';

const steps = { firstMs: 1_000, maxMs: 60_000 };
const highest = () => 1;
const lowest = () => 0;

describe('backoffMs', () => {
  it('starts at the first step and doubles with each failed attempt', () => {
    const pauses = [1, 2, 3, 4, 5].map((attempt) => backoffMs(attempt, steps, highest));
    expect(pauses).toEqual([1, 2, 4, 8, 16].map((factor) => steps.firstMs * factor));
  });

  it('never goes past the cap, however many attempts failed', () => {
    expect(backoffMs(7, steps, highest)).toBe(steps.maxMs);
    expect(backoffMs(50, steps, highest)).toBe(steps.maxMs);
    expect(backoffMs(5_000, steps, highest)).toBe(steps.maxMs);
  });

  it('scales each step by a random factor from 0.5 to 1', () => {
    for (const attempt of [1, 3, 50]) {
      const stepMs = backoffMs(attempt, steps, highest);
      expect(backoffMs(attempt, steps, lowest)).toBe(stepMs / 2);
      expect(backoffMs(attempt, steps, () => 0.5)).toBe(stepMs * 0.75);
    }
  });

  it('stays within that range with the real random source', () => {
    for (let draw = 0; draw < 200; draw += 1) {
      const pauseMs = backoffMs(3, steps);
      expect(pauseMs).toBeGreaterThanOrEqual(steps.firstMs * 2);
      expect(pauseMs).toBeLessThanOrEqual(steps.firstMs * 4);
    }
  });

  it('gives the same pause for the same random draw, in whole milliseconds', () => {
    const draw = () => 0.123_456;
    const odd = { firstMs: 333, maxMs: 10_000 };
    expect(backoffMs(2, odd, draw)).toBe(backoffMs(2, odd, draw));
    expect(backoffMs(2, odd, draw)).toBe(Math.round(666 * (0.5 + 0.123_456 / 2)));
    expect(Number.isInteger(backoffMs(1, odd, Math.random))).toBe(true);
  });
});
