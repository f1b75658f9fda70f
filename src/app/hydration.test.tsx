// The browser receives each route prerendered and hydrates it. Any difference between the
// server's HTML and the client's first render makes React report a recoverable error (or warn,
// for an attribute) and redo the page, so a clean hydration is one that reports nothing.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { colorSchemeStorageKey } from '@theme/colorScheme';
import { App } from '@/app/App';
import { colorSchemeToggleName } from '@/components/Navbar/colorSchemeLabels';
import { renderPage } from '@/app/entry-server';
import { navigation, routeIds, routes } from '@/routes';
import { navLabel } from '@/testing/navigation';
import { pageHeading } from '@/testing/pageHeading';

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container?.remove();
  container = undefined;
  document.head.querySelectorAll('style').forEach((style) => style.remove());
});

/**
 * Puts the prerendered page for `path` in the document, as the server sends it to a browser at
 * `address` (the same, except for unknown addresses, which all get one not-found page).
 */
function showPrerendered(path: string, address = path): HTMLElement {
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

/** Hydrates the page `showPrerendered` put in place, as main.tsx does. */
async function hydrate(path: string) {
  const element = container ?? showPrerendered(path);
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

describe('hydrating the prerendered pages', () => {
  it.each(routeIds)('hydrates %s without a mismatch', async (id) => {
    const { reported } = await hydrate(routes[id].path);
    expect(reported).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: pageHeading(id) })).toBeInTheDocument();
  });

  it('hydrates without a mismatch when an earlier visit chose a colour scheme, then shows it', async () => {
    window.localStorage.setItem(colorSchemeStorageKey, 'dark');
    const { reported } = await hydrate(routes.about.path);
    expect(reported).toEqual([]);
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', {
        name: colorSchemeToggleName('dark'),
      }),
    ).toBeInTheDocument();
  });

  it('hydrates the one not-found page at any address, then names the address', async () => {
    showPrerendered('/404', '/no/such/page');
    const { reported } = await hydrate('/no/such/page');
    expect(reported).toEqual([]);
    expect(screen.getByText('/no/such/page')).toBeInTheDocument();
  });

  it('reports a page whose HTML differs from what the app renders', async () => {
    // React 19 reports a mismatch as a recoverable error rather than a warning: the check
    // above must still hear of it.
    const element = showPrerendered(routes.about.path);
    const heading = element.querySelector('h1');
    if (!heading) throw new Error('the About page has no h1');
    heading.textContent = `${heading.textContent} (changed)`;

    const { reported } = await hydrate(routes.about.path);
    expect(reported.join('\n')).toMatch(/hydrat/i);
  });

  it('keeps the server-rendered elements instead of rebuilding them', async () => {
    const element = showPrerendered(routes.contact.path);
    const serverHeading = element.querySelector('h1');
    const serverSubmit = element.querySelector('button[type="submit"]');
    expect(serverSubmit).toBeDisabled();

    await hydrate(routes.contact.path);
    expect(element.querySelector('h1')).toBe(serverHeading);
    expect(element.querySelector('button[type="submit"]')).toBe(serverSubmit);
    expect(serverSubmit).toBeEnabled();
  });

  it('keeps open a Project list the visitor opened before the app took over', async () => {
    const dropdown = navigation.find((entry) => entry.kind === 'dropdown');
    if (!dropdown) throw new Error('the navbar has no dropdown');
    const element = showPrerendered(routes.about.path);
    const trigger = within(element).getByRole('button', { name: dropdown.label });
    trigger.focus();

    await hydrate(routes.about.path);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    for (const item of dropdown.items) {
      expect(within(element).getByRole('link', { name: item.label })).toBeVisible();
    }
  });

  it('becomes a working app: the navbar navigates on the client', async () => {
    await hydrate(routes.about.path);
    const user = userEvent.setup();
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
        name: navLabel('contact'),
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: pageHeading('contact') }),
    ).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });
});
