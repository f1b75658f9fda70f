import { reducedMotionQuery } from '@theme/media';
import { followReducedMotion, prefersReducedMotion } from './reducedMotion';

/** A visitor's reduced-motion setting that the test can change, as the system settings do. */
function reducedMotionSetting(initially: boolean) {
  let matches = initially;
  const listeners = new Set<() => void>();
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        get matches() {
          return query === reducedMotionQuery && matches;
        },
        media: query,
        addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return {
    change(to: boolean) {
      matches = to;
      listeners.forEach((listener) => listener());
    },
    listening: () => listeners.size,
  };
}

describe('the reduced-motion preference', () => {
  it('is read as it is now', () => {
    const setting = reducedMotionSetting(true);
    expect(prefersReducedMotion()).toBe(true);
    setting.change(false);
    expect(prefersReducedMotion()).toBe(false);
  });

  it('is followed from now on, each change applied, until the follower stops', () => {
    const setting = reducedMotionSetting(false);
    const applied: boolean[] = [];
    const stop = followReducedMotion((reduce) => applied.push(reduce));
    setting.change(true);
    setting.change(false);
    stop();
    setting.change(true);

    expect(applied).toEqual([false, true, false]);
    expect(setting.listening()).toBe(0);
  });
});
