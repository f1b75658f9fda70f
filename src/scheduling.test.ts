import { afterNextPaint, nextTask, whenIdle } from './scheduling';

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

describe('afterNextPaint', () => {
  it('runs the work in a task after the next frame, not before it', async () => {
    const order: string[] = [];
    afterNextPaint(() => order.push('work'));
    requestAnimationFrame(() => order.push('frame'));
    expect(order).toEqual([]);
    await vi.waitFor(() => expect(order).toEqual(['frame', 'work']));
  });

  it('runs nothing once cancelled', async () => {
    const work = vi.fn();
    const cancel = afterNextPaint(work);
    cancel();
    const later = vi.fn();
    afterNextPaint(later);
    await vi.waitFor(() => expect(later).toHaveBeenCalledOnce());
    expect(work).not.toHaveBeenCalled();
  });

  it('runs the work, once, on a hidden page, which paints no frames', async () => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      const work = vi.fn();
      afterNextPaint(work);
      await vi.waitFor(() => expect(work).toHaveBeenCalledOnce());
    } finally {
      visibility.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('runs the work once the page is hidden while it waits for a frame', async () => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const visibility = vi.spyOn(document, 'visibilityState', 'get');
    try {
      const work = vi.fn();
      afterNextPaint(work);
      visibility.mockReturnValue('hidden');
      document.dispatchEvent(new Event('visibilitychange'));
      await vi.waitFor(() => expect(work).toHaveBeenCalledOnce());
    } finally {
      visibility.mockRestore();
      vi.unstubAllGlobals();
    }
  });
});
