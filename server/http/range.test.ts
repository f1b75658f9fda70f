import { describe, expect, it } from 'vitest';
import { parseRange } from './range.ts';

describe('parseRange', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=0-', { start: 0, end: 999 }],
    ['bytes=500-', { start: 500, end: 999 }],
    ['bytes=-1', { start: 999, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=990-2000', { start: 990, end: 999 }],
    ['bytes=999-999', { start: 999, end: 999 }],
    [' bytes= 1 - 2 ', { start: 1, end: 2 }],
  ])('reads %s of 1000 bytes', (header, range) => {
    expect(parseRange(header, 1000)).toEqual(range);
  });

  it.each(['bytes=1000-', 'bytes=5000-6000', 'bytes=-0'])('finds %s unsatisfiable', (header) => {
    expect(parseRange(header, 1000)).toBe('unsatisfiable');
  });

  it('finds any range of an empty file unsatisfiable', () => {
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable');
    expect(parseRange('bytes=-10', 0)).toBe('unsatisfiable');
  });

  it.each([
    'bytes=-',
    'bytes=5-1',
    'bytes=0-1,5-6',
    'items=0-1',
    'bytes=a-b',
    '',
    'bytes=1 2-3',
    `bytes=${' '.repeat(16_000)}x`,
    `bytes=${' '.repeat(16_000)}-${' '.repeat(16_000)}x`,
  ])('ignores %s', (header) => {
    expect(parseRange(header, 1000)).toBeUndefined();
  });
});
