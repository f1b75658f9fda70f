import { describe, expect, it } from 'vitest';
import { groupCommit } from './groupCommit.ts';

describe('groupCommit', () => {
  it('hands calls made together to one commit, and each caller its own result', async () => {
    const batches: number[][] = [];
    const double = groupCommit(async (batch: number[]) => {
      batches.push(batch);
      return batch.map((n) => n * 2);
    });

    expect(await Promise.all([double(1), double(2), double(3)])).toEqual([2, 4, 6]);
    expect(await double(4)).toBe(8);
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });

  it('rejects every call of a failed batch, and takes the next batch afresh', async () => {
    let fail = true;
    const commit = groupCommit(async (batch: string[]) => {
      if (fail) throw new Error('disk full');
      return batch;
    });

    const results = await Promise.allSettled([commit('a'), commit('b')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await commit('c')).toBe('c');
  });
});
