import { screen, waitFor, within } from '@testing-library/react';
import { ui } from '@/content/ui';
import { routes } from '@/routes';
import { navDropdown, topLinks } from '@/testing/navigation';
import { pageHeading } from '@/testing/pageHeading';
import { getSummary, isExpanded } from '@/testing/disclosure';
import { renderApp } from '@/testing/renderApp';

const dropdown = navDropdown();
const trigger = () => getSummary(dropdown.label);
const expanded = () => isExpanded(trigger());
const item = (name: string) =>
  within(screen.getByRole('navigation', { name: ui.navbar.name })).getByRole('link', { name });
const items = dropdown.items.map((entry) => entry.label);
const [first, second] = dropdown.items;
const last = dropdown.items.at(-1);
if (!first || !second || !last) throw new Error('the dropdown needs items');

/** Renders the app and puts keyboard focus on the dropdown trigger. */
function renderWithTriggerFocused(path = '/') {
  const rendered = renderApp(path);
  trigger().focus();
  return rendered;
}

describe('the projects dropdown', () => {
  it('starts closed, with its links hidden', () => {
    renderApp('/');
    expect(expanded()).toBe(false);
    expect(screen.queryByRole('link', { name: first.label })).not.toBeInTheDocument();
  });

  it('opens and closes on a mouse click', async () => {
    const { user } = renderApp('/');
    await user.click(trigger());
    expect(expanded()).toBe(true);
    expect(item(first.label)).toBeVisible();

    await user.click(trigger());
    expect(expanded()).toBe(false);
  });

  it('toggles with Enter', async () => {
    const { user } = renderWithTriggerFocused();
    await user.keyboard('{Enter}');
    expect(expanded()).toBe(true);
    expect(trigger()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(expanded()).toBe(false);
  });

  it('toggles with Space', async () => {
    const { user } = renderWithTriggerFocused();
    await user.keyboard(' ');
    expect(expanded()).toBe(true);
    await user.keyboard(' ');
    expect(expanded()).toBe(false);
  });

  it('opens with ArrowDown and focuses the first item', async () => {
    const { user } = renderWithTriggerFocused();
    await user.keyboard('{ArrowDown}');
    expect(expanded()).toBe(true);
    expect(item(first.label)).toHaveFocus();
  });

  it('moves between items with ArrowDown and ArrowUp, stopping at the ends', async () => {
    const { user } = renderWithTriggerFocused();
    await user.keyboard('{ArrowDown}');
    for (const name of items.slice(1)) {
      await user.keyboard('{ArrowDown}');
      expect(item(name)).toHaveFocus();
    }
    await user.keyboard('{ArrowDown}');
    expect(item(last.label)).toHaveFocus();

    for (const name of items.slice(0, -1).reverse()) {
      await user.keyboard('{ArrowUp}');
      expect(item(name)).toHaveFocus();
    }
    await user.keyboard('{ArrowUp}');
    expect(item(first.label)).toHaveFocus();
  });

  it('jumps to the last item with End and the first with Home', async () => {
    const { user } = renderWithTriggerFocused();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{End}');
    expect(item(last.label)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item(first.label)).toHaveFocus();
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const { user } = renderWithTriggerFocused();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(item(second.label)).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(expanded()).toBe(false);
    expect(trigger()).toHaveFocus();
  });

  it('closes on Escape pressed on the trigger itself', async () => {
    const { user } = renderWithTriggerFocused();
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(expanded()).toBe(false);
    expect(trigger()).toHaveFocus();
  });

  it('lets Tab walk through its items and closes when focus leaves it', async () => {
    // A page with links after the navbar, so Tab has somewhere to go.
    const { user } = renderWithTriggerFocused('/missing-page');
    await user.keyboard('{Enter}');
    for (const name of items) {
      await user.tab();
      expect(item(name)).toHaveFocus();
    }
    expect(expanded()).toBe(true);

    await user.tab();
    expect(expanded()).toBe(false);
  });

  it('closes when focus leaves backwards with Shift+Tab', async () => {
    const { user } = renderWithTriggerFocused();
    await user.keyboard('{Enter}');
    await user.tab({ shift: true });
    // The last link before the dropdown.
    expect(screen.getByRole('link', { name: topLinks.at(-1)?.label })).toHaveFocus();
    expect(expanded()).toBe(false);
  });

  it('closes on a click outside', async () => {
    const { user } = renderApp(routes.about.path);
    await user.click(trigger());
    await user.click(screen.getByRole('heading', { level: 1, name: pageHeading('about') }));
    expect(expanded()).toBe(false);
  });

  it('stays open on a click inside its own panel', async () => {
    const { user } = renderApp('/');
    await user.click(trigger());
    await user.click(screen.getByRole('separator'));
    expect(expanded()).toBe(true);
  });

  it('navigates client-side with Enter on an item, closes, and focuses the new heading', async () => {
    const { user } = renderWithTriggerFocused('/');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await user.keyboard('{Enter}');

    const heading = await screen.findByRole('heading', {
      level: 1,
      name: pageHeading(second.route),
    });
    expect(window.location.pathname).toBe(second.path);
    expect(expanded()).toBe(false);
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('navigates on a mouse click on an item and closes', async () => {
    const { user } = renderApp('/');
    await user.click(trigger());
    await user.click(item(last.label));
    // Closed by the choice itself, before the new page (and the focus) arrives.
    expect(expanded()).toBe(false);

    expect(
      await screen.findByRole('heading', { level: 1, name: pageHeading(last.route) }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe(last.path);
    expect(expanded()).toBe(false);
  });

  it('marks itself as holding the current page while one of its items is shown', async () => {
    const { user } = renderApp(routes.about.path);
    expect(trigger()).not.toHaveAttribute('aria-current');
    await user.click(trigger());
    await user.click(item(last.label));
    await waitFor(() => expect(trigger()).toHaveAttribute('aria-current', 'true'));
  });
});
