import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from '@theme/theme';
import { Router } from 'wouter';
import { RouteView } from '@/components/RouteView';
import { profile } from '@/content/profile';
import { renderApp } from '@/test/renderApp';
import { renderCss, withBreakpoint } from '@/test/renderCss';
import { Navbar } from './Navbar';

const nav = () => screen.getByRole('navigation', { name: 'Main' });
const toggle = () => within(nav()).getByRole('button', { name: 'Menu' });
const projectButton = () => within(nav()).getByRole('button', { name: 'Project' });

/**
 * The navbar and the page at `path` as a phone shows them. jsdom applies media queries to a
 * window of fixed width, so the navbar's breakpoint moves above that width instead.
 */
function renderOnPhone(path: string) {
  window.history.replaceState(null, '', path);
  const phoneTheme = withBreakpoint(theme, theme.layout.navbarExpand, window.innerWidth + 1);
  const user = userEvent.setup();
  render(
    <ThemeProvider theme={phoneTheme}>
      <Router>
        <Navbar />
        <RouteView />
      </Router>
    </ThemeProvider>,
  );
  return { user };
}

describe('Navbar', () => {
  it('shows the brand as a link to the home anchor', () => {
    renderApp('/about');
    const brand = within(nav()).getByRole('link', { name: profile.brandName });
    expect(brand).toHaveAttribute('href', '/#home');
  });

  it('lists Home, About, Contact and the Project dropdown, in that order', () => {
    renderApp('/');
    const entries = within(nav())
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.id === 'navbar-menu');
    expect(entries.map((entry) => entry.querySelector('a, button')?.textContent)).toEqual([
      'Home',
      'About',
      'Contact',
      'Project',
    ]);
    expect(within(nav()).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav()).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(within(nav()).getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('opens the Project dropdown with its four links, a divider before the case study', async () => {
    const { user } = renderApp('/');
    await user.click(projectButton());

    const list = document.getElementById(projectButton().getAttribute('aria-controls') ?? '');
    expect(list).toBeVisible();
    const links = within(list as HTMLElement).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Ecommerce', '/project/ecommerce'],
      ['Fetch API', '/project/fetch-api'],
      ['All Projects', '/project'],
      ['Design & Business Analysis', '/project/design-ba'],
    ]);
    const separator = within(list as HTMLElement).getByRole('separator');
    expect(separator.compareDocumentPosition(links[3] as Node)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(separator.compareDocumentPosition(links[2] as Node)).toBe(
      Node.DOCUMENT_POSITION_PRECEDING,
    );
  });

  it('marks the current page, also inside the dropdown', async () => {
    const { user } = renderApp('/about');
    expect(within(nav()).getByRole('link', { name: 'About' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');

    await user.click(within(nav()).getByRole('link', { name: 'Contact' }));
    await waitFor(() =>
      expect(within(nav()).getByRole('link', { name: 'Contact' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    expect(within(nav()).getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');

    await user.click(projectButton());
    await user.click(screen.getByRole('link', { name: 'Fetch API' }));
    await user.click(projectButton());
    expect(screen.getByRole('link', { name: 'Fetch API' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Ecommerce' })).not.toHaveAttribute('aria-current');
  });

  describe('mobile toggle', () => {
    it('is a named button that controls the menu and reports its state', async () => {
      const { user } = renderOnPhone('/');
      expect(toggle()).toHaveAttribute('aria-expanded', 'false');
      const menu = document.getElementById(toggle().getAttribute('aria-controls') ?? '');
      expect(menu).toBeInTheDocument();
      expect(menu).not.toBeVisible();

      await user.click(toggle());
      expect(toggle()).toHaveAttribute('aria-expanded', 'true');
      expect(menu).toBeVisible();
      expect(menu).toContainElement(within(nav()).getByRole('link', { name: 'About' }));
      await user.click(toggle());
      expect(toggle()).toHaveAttribute('aria-expanded', 'false');
      expect(menu).not.toBeVisible();
    });

    it('collapses again when a link is chosen', async () => {
      const { user } = renderOnPhone('/');
      await user.click(toggle());
      await user.click(within(nav()).getByRole('link', { name: 'About' }));

      expect(toggle()).toHaveAttribute('aria-expanded', 'false');
      expect(await screen.findByRole('heading', { level: 1, name: 'About' })).toBeInTheDocument();
    });

    it('collapses again when a dropdown item is chosen', async () => {
      const { user } = renderOnPhone('/');
      await user.click(toggle());
      const project = projectButton();
      await user.click(project);
      await user.click(screen.getByRole('link', { name: 'All Projects' }));

      expect(toggle()).toHaveAttribute('aria-expanded', 'false');
      expect(project).toHaveAttribute('aria-expanded', 'false');
      expect(project).not.toBeVisible();
      expect(
        await screen.findByRole('heading', { level: 1, name: 'All Projects' }),
      ).toBeInTheDocument();
    });

    it('collapses on Escape', async () => {
      const { user } = renderOnPhone('/');
      await user.click(toggle());
      await user.keyboard('{Escape}');
      expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    });
  });

  describe('styles follow the theme tokens', () => {
    const css = (md: number) =>
      renderCss(
        <Router ssrPath="/">
          <Navbar />
        </Router>,
        withBreakpoint(theme, 'md', md),
      );

    it('is sticky at the top on the light-blue navbar colour', () => {
      const rules = css(768);
      expect(rules).toContain('position:sticky;top:0;');
      expect(rules).toContain(`background:${theme.colors.navbarBg}`);
    });

    it('hides the toggle and shows the entries from the navbar breakpoint up', () => {
      expect(css(768)).toMatch(/@media \(min-width:768px\)\{\.[\w-]+\{display:none;\}\}/);
      expect(css(768)).toContain('@media (max-width:767.98px)');

      const moved = css(900);
      expect(moved).toMatch(/@media \(min-width:900px\)\{\.[\w-]+\{display:none;\}\}/);
      expect(moved).toContain('@media (max-width:899.98px)');
      expect(moved).not.toContain('768px');
      expect(moved).not.toContain('767.98px');
    });

    it('expands at whichever breakpoint the navbarExpand token names', () => {
      const atLg = renderCss(
        <Router ssrPath="/">
          <Navbar />
        </Router>,
        { ...theme, layout: { ...theme.layout, navbarExpand: 'lg' } },
      );
      expect(atLg).toContain('@media (min-width:992px)');
      expect(atLg).toContain('@media (max-width:991.98px)');
      expect(atLg).not.toContain('768px');
    });
  });
});
