import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { preloadPages } from '@/app/RouteView';
import { defaultLanguage } from '@/language';
import { loadLanguageContent } from '@/languageContent';

// The queries that wait (findBy, waitFor) wait for what a busy machine may take: a navigation
// renders its page a frame later, as a transition, which can take more than a second there.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout or media: it lacks the scrolling, playback and media-query APIs that the app calls in
// effects. These stand-ins answer like a wide screen with no motion preference.
if (typeof window !== 'undefined') installLayoutStandIns();
if (typeof window !== 'undefined') installDisclosureStandIns();

// Every page's code and the default language's content, its shell and every part, loaded before
// the tests run, as the browser loads what the page it hydrates shows: tests render the app and
// its components and query them at once, with no lazy page or content left to wait for.
await Promise.all([preloadPages(), loadLanguageContent(defaultLanguage)]);

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

/**
 * jsdom gives `<details>` its `open` state and `toggle` event, makes its summary focusable, and
 * runs the summary's activation behaviour on a click (a click on a details' first `<summary>`
 * child, or on something inside it, toggles `open` unless the click was default-prevented). It
 * lacks the rest of what a browser does (HTML's "details and summary" sections):
 *
 * - The keyboard's way to that activation: Enter on a focused summary clicks it as the key goes
 *   down, Space as it comes up, as for a button, unless the key's default is prevented. Listened
 *   for on the document in the bubble phase, so the app's own handlers (React listens on its
 *   root) run first and can claim the key.
 * - The rendering rule that shows a closed details' summary alone: everything else in it is
 *   `display: none`, so Testing Library's queries and user-event's Tab skip it, as a browser's
 *   accessibility tree and focus order do.
 */
function installDisclosureStandIns() {
  /** `target` if it is the summary of a details (key events target the focused element). */
  const ownSummary = (target: EventTarget | null): HTMLElement | null =>
    target instanceof HTMLElement && isDetailsSummary(target) ? target : null;

  // The summary Space went down on, if nothing prevented the key's default.
  let spaceDownOn: HTMLElement | null = null;
  document.addEventListener('keydown', (event) => {
    const summary = ownSummary(event.target);
    if (event.key === ' ') spaceDownOn = event.defaultPrevented ? null : summary;
    if (event.key === 'Enter' && summary && !event.defaultPrevented) summary.click();
  });
  document.addEventListener('keyup', (event) => {
    if (event.key !== ' ') return;
    const summary = ownSummary(event.target);
    const pressed = summary !== null && summary === spaceDownOn;
    spaceDownOn = null;
    if (pressed && !event.defaultPrevented) summary.click();
  });
}

/** Whether `element` is the summary of a details: its parent's first `<summary>` child. */
function isDetailsSummary(element: Element): boolean {
  const details = element.parentElement;
  return (
    element.localName === 'summary' &&
    details instanceof HTMLDetailsElement &&
    details.querySelector(':scope > summary') === element
  );
}

/** The browser's own style rule for a closed details (see installDisclosureStandIns). */
const closedDetailsRule = 'details:not([open]) > :not(summary:first-of-type) { display: none; }';
const userAgentStyleId = 'testing-user-agent-style';

beforeEach(() => {
  if (typeof window === 'undefined' || document.getElementById(userAgentStyleId)) return;
  // Put back before each test: a test may empty the head.
  const style = document.createElement('style');
  style.id = userAgentStyleId;
  style.textContent = closedDetailsRule;
  document.head.prepend(style);
});

afterEach(() => {
  if (typeof window === 'undefined') return;
  cleanup();
  window.history.replaceState(null, '', '/');
  // The contact outbox lives in localStorage: each test starts with an empty one.
  window.localStorage.clear();
});
