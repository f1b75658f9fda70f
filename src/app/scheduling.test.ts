import { nextTask, whenIdle } from './scheduling';

describe('nextTask', () => {
  it('resolves in a later task, after the work the browser already had queued', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued before'), 0);
    await nextTask();
    order.push('after nextTask');
    expect(order).toEqual(['queued before', 'after nextTask']);
  });

  it("hands the pause to the browser's scheduler.yield where there is one", async () => {
    const yieldToBrowser = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToBrowser });
    try {
      await nextTask();
      expect(yieldToBrowser).toHaveBeenCalledOnce();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('whenIdle', () => {
  it('runs the work later, not at once', async () => {
    const work = vi.fn();
    whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(work).toHaveBeenCalledOnce());
  });
});
