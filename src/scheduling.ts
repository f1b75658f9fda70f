/**
 * Ways to give the main thread back to the browser between pieces of start-up work, so that
 * none of them makes one long task: input and paint can run in between.
 */

interface Scheduler {
  yield(): Promise<void>;
}

/**
 * Resolves in a later task. `scheduler.yield()` lets the browser handle input and paint, then
 * carries on ahead of other queued work; where it is missing, a timer does the same job.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<Scheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `work` once the browser has nothing more urgent to do (after hydration, typically), or
 * after `timeoutMs` at the latest. Where requestIdleCallback is missing, after a short timer.
 */
export function whenIdle(work: () => void, timeoutMs = 2000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: timeoutMs });
  else setTimeout(work, 50);
}

/**
 * Runs `work` in a task after the browser's next frame, so that what the current task changed
 * is painted first. A hidden page paints no frames (nor runs their callbacks): there it runs in
 * the next task. Returns the function that cancels it.
 */
export function afterNextPaint(work: () => void): () => void {
  let pending = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (!pending) return;
    cancel();
    work();
  };
  const runInNextTask = () => {
    clearTimeout(timer);
    timer = setTimeout(run, 0);
  };
  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') runInNextTask();
  };
  // The frame's callbacks run before it paints; a task queued from them runs after.
  const frame = requestAnimationFrame(runInNextTask);
  document.addEventListener('visibilitychange', onVisibilityChange);
  onVisibilityChange();
  function cancel() {
    pending = false;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisibilityChange);
  }
  return cancel;
}
