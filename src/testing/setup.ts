import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no layout or media: it lacks the scrolling, playback and media-query APIs that the app calls in
// effects. These stand-ins answer like a wide screen with no motion preference.
if (typeof window !== 'undefined') installLayoutStandIns();

function installLayoutStandIns() {
  window.scrollTo = () => {};
  // jsdom cannot decode media; playback calls resolve without playing anything.
  HTMLMediaElement.prototype.play = () => Promise.resolve();
  HTMLMediaElement.prototype.pause = () => {};
  // jsdom has no matchMedia; keep a real one if a future jsdom adds it.
  if (typeof window.matchMedia === 'function') return;
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
}

afterEach(() => {
  if (typeof window === 'undefined') return;
  cleanup();
  window.history.replaceState(null, '', '/');
  // The contact outbox lives in localStorage: each test starts with an empty one.
  window.localStorage.clear();
});
