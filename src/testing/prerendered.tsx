import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { App } from '@/app/App';
import { renderPage } from '@/app/entry-server';

/**
 * A page as the browser gets it: the prerendered HTML, in place before the app runs, then
 * hydrated as main.tsx does. Call `removePrerendered` after each test that uses it.
 */

let root: Root | undefined;
let container: HTMLElement | undefined;

/**
 * Puts the prerendered page for `path` in the document, as the server sends it to a browser at
 * `address` (the same, except for unknown addresses, which all get one not-found page).
 */
export function showPrerendered(path: string, address = path): HTMLElement {
  const { html, styleTags } = renderPage(path);
  document.head.insertAdjacentHTML('beforeend', styleTags);
  const element = document.createElement('div');
  element.id = 'root';
  element.innerHTML = html;
  // Browsers start a parsed <video muted> muted, as the HTML standard says; jsdom does not.
  element.querySelectorAll('video').forEach((video) => (video.muted = video.defaultMuted));
  document.body.append(element);
  window.history.replaceState(null, '', address);
  container = element;
  return element;
}

/**
 * Hydrates the page `showPrerendered` put in place (or puts the one for `path` in place first),
 * and returns what React reported: any difference between the server's HTML and the client's
 * first render makes it report a recoverable error, or log one for an attribute.
 */
export async function hydratePrerendered(path?: string) {
  const element = container ?? (path !== undefined ? showPrerendered(path) : undefined);
  if (!element) throw new Error('no prerendered page to hydrate');
  const consoleErrors = vi.spyOn(console, 'error');
  const recoverableErrors: string[] = [];
  await act(async () => {
    root = hydrateRoot(
      element,
      <StrictMode>
        <App />
      </StrictMode>,
      { onRecoverableError: (error) => recoverableErrors.push(String(error)) },
    );
  });
  return {
    reported: [
      ...consoleErrors.mock.calls.map((call) => call.map(String).join(' ')),
      ...recoverableErrors,
    ],
  };
}

/** Takes the page, and the styles it brought, out of the document again. */
export function removePrerendered() {
  act(() => root?.unmount());
  root = undefined;
  container?.remove();
  container = undefined;
  document.head.querySelectorAll('style[data-styled]').forEach((style) => style.remove());
}
