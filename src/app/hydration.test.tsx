// The browser receives each route prerendered and hydrates it. Any difference between the
// server's HTML and the client's first render makes React report a recoverable error (or warn,
// for an attribute) and redo the page, so a clean hydration is one that reports nothing.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { colorSchemeStorageKey } from '@theme/colorScheme';
import { colorSchemeToggleName } from '@/components/Navbar/colorSchemeLabels';
import { ui } from '@/content/ui';
import { routeIds, routes } from '@/routes';
import { getSummary, isExpanded } from '@/testing/disclosure';
import { navDropdown, navLabel } from '@/testing/navigation';
import { pageHeading } from '@/testing/pageHeading';
import {
  hydratePrerendered as hydrate,
  removePrerendered,
  showPrerendered,
} from '@/testing/prerendered';

afterEach(removePrerendered);

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
      getSummary(
        colorSchemeToggleName(ui.colorScheme, 'dark'),
        screen.getByRole('navigation', { name: ui.navbar.name }),
      ),
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
    expect(serverSubmit).toBeEnabled();

    await hydrate(routes.contact.path);
    expect(element.querySelector('h1')).toBe(serverHeading);
    expect(element.querySelector('button[type="submit"]')).toBe(serverSubmit);
    expect(serverSubmit).toBeEnabled();
  });

  it('opens the projects dropdown before the app runs, and keeps it open as the app takes over', async () => {
    const dropdown = navDropdown();
    const element = showPrerendered(routes.about.path);
    const user = userEvent.setup();
    const trigger = getSummary(dropdown.label, element);
    expect(isExpanded(trigger)).toBe(false);
    // The browser's own disclosure: it opens with no app at all.
    await user.click(trigger);
    expect(isExpanded(trigger)).toBe(true);

    const { reported } = await hydrate(routes.about.path);
    expect(reported).toEqual([]);
    expect(getSummary(dropdown.label, element)).toBe(trigger);
    expect(isExpanded(trigger)).toBe(true);
    for (const item of dropdown.items) {
      expect(within(element).getByRole('link', { name: item.label })).toBeVisible();
    }
    // And the app works it from then on: Escape closes it, focus back on its summary.
    expect(trigger).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(isExpanded(trigger)).toBe(false);
    expect(trigger).toHaveFocus();
  });

  it('keeps the rest of the projects shown when the button that shows more was opened before the app ran', async () => {
    const element = showPrerendered(routes.about.path);
    const user = userEvent.setup();
    const viewMore = getSummary(ui.projectLinks.viewMore, element);
    await user.click(viewMore);
    expect(isExpanded(viewMore)).toBe(true);

    const { reported } = await hydrate(routes.about.path);
    expect(reported).toEqual([]);
    expect(isExpanded(viewMore)).toBe(true);
    expect(viewMore).not.toBeVisible();
  });

  it('becomes a working app: the navbar navigates on the client', async () => {
    await hydrate(routes.about.path);
    const user = userEvent.setup();
    await user.click(
      within(screen.getByRole('navigation', { name: ui.navbar.name })).getByRole('link', {
        name: navLabel('contact'),
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: pageHeading('contact') }),
    ).toHaveFocus();
    expect(screen.getByRole('button', { name: ui.contact.submit })).toBeEnabled();
  });
});
