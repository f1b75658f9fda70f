import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '@/test/renderApp';

const trigger = () => screen.getByRole('button', { name: 'Project' });
const item = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name });
const items = ['Ecommerce', 'Fetch API', 'All Projects', 'Design & Business Analysis'];

/** Renders the app and puts keyboard focus on the dropdown trigger. */
function renderWithTriggerFocused(path = '/') {
  const rendered = renderApp(path);
  trigger().focus();
  return rendered;
}

describe('Project dropdown', () => {
  it('starts closed, with its links hidden', () => {
    renderApp('/');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Ecommerce' })).not.toBeInTheDocument();
  });

  it('opens and closes on a mouse click', async () => {
    const { user } = renderApp('/');
    await user.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(item('Ecommerce')).toBeVisible();

    await user.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles with Enter', async () => {
    const { user } = renderWithTriggerFocused();
    await user.keyboard('{Enter}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(trigger()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles with Space', async () => {
    const { user } = renderWithTriggerFocused();
    await user.keyboard(' ');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens with ArrowDown and focuses the first item', async () => {
    const { user } = renderWithTriggerFocused();
    await user.keyboard('{ArrowDown}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(item('Ecommerce')).toHaveFocus();
  });

  it('moves between items with ArrowDown and ArrowUp, stopping at the ends', async () => {
    const { user } = renderWithTriggerFocused();
    await user.keyboard('{ArrowDown}');
    for (const name of items.slice(1)) {
      await user.keyboard('{ArrowDown}');
      expect(item(name)).toHaveFocus();
    }
    await user.keyboard('{ArrowDown}');
    expect(item('Design & Business Analysis')).toHaveFocus();

    for (const name of items.slice(0, -1).reverse()) {
      await user.keyboard('{ArrowUp}');
      expect(item(name)).toHaveFocus();
    }
    await user.keyboard('{ArrowUp}');
    expect(item('Ecommerce')).toHaveFocus();
  });

  it('jumps to the last item with End and the first with Home', async () => {
    const { user } = renderWithTriggerFocused();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{End}');
    expect(item('Design & Business Analysis')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('Ecommerce')).toHaveFocus();
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const { user } = renderWithTriggerFocused();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(item('Fetch API')).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveFocus();
  });

  it('closes on Escape pressed on the trigger itself', async () => {
    const { user } = renderWithTriggerFocused();
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
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
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');

    await user.tab();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when focus leaves backwards with Shift+Tab', async () => {
    const { user } = renderWithTriggerFocused();
    await user.keyboard('{Enter}');
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveFocus();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside', async () => {
    const { user } = renderApp('/about');
    await user.click(trigger());
    await user.click(screen.getByRole('heading', { level: 1, name: 'About' }));
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open on a click inside its own panel', async () => {
    const { user } = renderApp('/');
    await user.click(trigger());
    await user.click(screen.getByRole('separator'));
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  });

  it('navigates client-side with Enter on an item, closes, and focuses the new heading', async () => {
    const { user } = renderWithTriggerFocused('/');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await user.keyboard('{Enter}');

    const heading = await screen.findByRole('heading', { level: 1, name: 'Fetch data from API' });
    expect(window.location.pathname).toBe('/project/fetch-api');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('navigates on a mouse click on an item and closes', async () => {
    const { user } = renderApp('/');
    await user.click(trigger());
    await user.click(item('Design & Business Analysis'));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Design & Business Analysis' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/project/design-ba');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });
});
