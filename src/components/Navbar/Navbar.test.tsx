import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { breakpointNames } from '@theme/breakpoints';
import { theme } from '@theme/theme';
import { vars } from '@theme/vars';
import { Router } from 'wouter';
import { RouteView } from '@/app/RouteView';
import { ShownLocationProvider } from '@/hooks/useShownLocation';
import { profile } from '@/content/profile';
import { ui } from '@/content/ui';
import { navigation, routes } from '@/routes';
import { getSummary, isExpanded } from '@/testing/disclosure';
import { navDropdown, navLabel, topLinks } from '@/testing/navigation';
import { pageHeading } from '@/testing/pageHeading';
import { renderApp } from '@/testing/renderApp';
import { renderCss, withBreakpoint } from '@/testing/renderCss';
import { Navbar } from './Navbar';

const nav = () => screen.getByRole('navigation', { name: ui.navbar.name });
const toggle = () => getSummary(ui.navbar.menu, nav());
const dropdown = navDropdown();
const projectButton = () => getSummary(dropdown.label, nav());
const navLink = (id: Parameters<typeof navLabel>[0]) =>
  within(nav()).getByRole('link', { name: navLabel(id) });

/**
 * The navbar and the page at `path` as a phone shows them. jsdom applies media queries to a
 * window of fixed width, so the navbar's breakpoint moves above that width instead.
 */
function renderOnPhone(path: string) {
  window.history.replaceState(null, '', path);
  const phoneTheme = withBreakpoint(theme, theme.responsive.navbarExpand, window.innerWidth + 1);
  const user = userEvent.setup();
  render(
    <ThemeProvider theme={phoneTheme}>
      <Router>
        <ShownLocationProvider>
          <Navbar />
          <RouteView />
        </ShownLocationProvider>
      </Router>
    </ThemeProvider>,
  );
  return { user };
}

/** `css` without the blocks that open with `opening` (each up to its matching brace). */
function withoutBlocks(css: string, opening: string): string {
  let rest = css;
  for (let start = rest.indexOf(opening); start >= 0; start = rest.indexOf(opening)) {
    let depth = 0;
    let end = start + opening.length - 1;
    for (; end < rest.length; end += 1) {
      if (rest[end] === '{') depth += 1;
      if (rest[end] === '}') depth -= 1;
      if (depth === 0) break;
    }
    rest = rest.slice(0, start) + rest.slice(end + 1);
  }
  return rest;
}

describe('Navbar', () => {
  it('shows the brand as a link to the home anchor', () => {
    renderApp(routes.about.path);
    const brand = within(nav()).getByRole('link', { name: profile.brandName });
    expect(brand).toHaveAttribute('href', '/#home');
  });

  it('lists its links and its dropdown in the order of the navigation table', () => {
    renderApp(routes.home.path);
    const entries = within(nav())
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.id === 'navbar-menu');
    expect(entries.map((entry) => entry.querySelector('a, summary')?.textContent)).toEqual(
      navigation.map((entry) => entry.label),
    );
    for (const link of topLinks) {
      expect(within(nav()).getByRole('link', { name: link.label })).toHaveAttribute(
        'href',
        routes[link.route].path,
      );
    }
  });

  it('opens the dropdown with its links, and a divider where the table asks for one', async () => {
    const { user } = renderApp(routes.home.path);
    await user.click(projectButton());

    expect(isExpanded(projectButton())).toBe(true);
    // The panel is the list that follows the summary in its details.
    const list = within(projectButton().parentElement as HTMLElement).getByRole('list');
    expect(list).toBeVisible();
    const links = within(list as HTMLElement).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      dropdown.items.map((item) => [item.label, item.path]),
    );
    const separators = within(list as HTMLElement).queryAllByRole('separator');
    const dividedAt = dropdown.items.flatMap((item, index) => (item.dividerBefore ? [index] : []));
    expect(separators).toHaveLength(dividedAt.length);
    separators.forEach((separator, n) => {
      const index = dividedAt[n] ?? 0;
      expect(separator.compareDocumentPosition(links[index] as Node)).toBe(
        Node.DOCUMENT_POSITION_FOLLOWING,
      );
      if (index > 0) {
        expect(separator.compareDocumentPosition(links[index - 1] as Node)).toBe(
          Node.DOCUMENT_POSITION_PRECEDING,
        );
      }
    });
  });

  it('marks the current page, also inside the dropdown', async () => {
    const [firstItem, secondItem] = dropdown.items;
    if (!firstItem || !secondItem) throw new Error('the dropdown needs two items');
    const { user } = renderApp(routes.about.path);
    expect(navLink('about')).toHaveAttribute('aria-current', 'page');
    expect(navLink('home')).not.toHaveAttribute('aria-current');

    await user.click(navLink('contact'));
    await waitFor(() => expect(navLink('contact')).toHaveAttribute('aria-current', 'page'));
    expect(navLink('about')).not.toHaveAttribute('aria-current');

    await user.click(projectButton());
    await user.click(screen.getByRole('link', { name: secondItem.label }));
    await screen.findByRole('heading', { level: 1, name: pageHeading(secondItem.route) });
    await user.click(projectButton());
    expect(screen.getByRole('link', { name: secondItem.label })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: firstItem.label })).not.toHaveAttribute('aria-current');
  });

  it('marks the current page however its address is spelt', () => {
    renderApp(`${routes.about.path.toUpperCase()}/`);
    expect(navLink('about')).toHaveAttribute('aria-current', 'page');
  });

  describe('mobile toggle', () => {
    it('is a named disclosure that controls the menu and reports its state', async () => {
      const { user } = renderOnPhone(routes.home.path);
      expect(isExpanded(toggle())).toBe(false);
      const menu = document.getElementById(toggle().getAttribute('aria-controls') ?? '');
      expect(menu).toBeInTheDocument();
      expect(menu).not.toBeVisible();

      await user.click(toggle());
      expect(isExpanded(toggle())).toBe(true);
      expect(menu).toBeVisible();
      expect(menu).toContainElement(navLink('about'));
      await user.click(toggle());
      expect(isExpanded(toggle())).toBe(false);
      expect(menu).not.toBeVisible();
    });

    it('opens and closes from the keyboard, with Enter and Space', async () => {
      const { user } = renderOnPhone(routes.home.path);
      const menu = document.getElementById(toggle().getAttribute('aria-controls') ?? '');
      await user.tab();
      await user.tab();
      expect(toggle()).toHaveFocus();

      await user.keyboard('{Enter}');
      expect(isExpanded(toggle())).toBe(true);
      expect(menu).toBeVisible();
      // Tab goes on from the toggle into the menu it opened.
      await user.tab();
      expect(menu).toContainElement(document.activeElement as HTMLElement);

      await user.tab({ shift: true });
      await user.keyboard(' ');
      expect(isExpanded(toggle())).toBe(false);
      expect(menu).not.toBeVisible();
    });

    it('collapses again when a link is chosen', async () => {
      const { user } = renderOnPhone(routes.home.path);
      await user.click(toggle());
      await user.click(navLink('about'));

      expect(isExpanded(toggle())).toBe(false);
      expect(
        await screen.findByRole('heading', { level: 1, name: pageHeading('about') }),
      ).toBeInTheDocument();
    });

    it('collapses again when a dropdown item is chosen', async () => {
      const { user } = renderOnPhone(routes.home.path);
      await user.click(toggle());
      const project = projectButton();
      await user.click(project);
      const [item] = dropdown.items;
      if (!item) throw new Error('the dropdown needs an item');
      await user.click(screen.getByRole('link', { name: item.label }));

      expect(isExpanded(toggle())).toBe(false);
      expect(isExpanded(project)).toBe(false);
      expect(project).not.toBeVisible();
      expect(
        await screen.findByRole('heading', { level: 1, name: pageHeading(item.route) }),
      ).toBeInTheDocument();
    });

    it('shows three bars while closed and a cross while open', async () => {
      const { user } = renderOnPhone(routes.home.path);
      // Both are drawn; the style sheet shows the one for the state.
      const icon = () => {
        const shown = [...toggle().querySelectorAll('svg path')].filter(
          (path) => getComputedStyle(path).display !== 'none',
        );
        expect(shown).toHaveLength(1);
        return shown[0]?.getAttribute('d') ?? '';
      };
      const bars = icon();
      // Three horizontal strokes: each moves to x, y and draws a horizontal line.
      expect(bars.match(/h\d+/g)).toHaveLength(3);
      await user.click(toggle());
      const cross = icon();
      expect(cross).not.toBe(bars);
      // Two diagonal strokes: each line moves as far across as down.
      const strokes = [...cross.matchAll(/l(-?\d+) (-?\d+)|L(\d+) (\d+)/g)];
      expect(strokes).toHaveLength(2);
      await user.click(toggle());
      expect(icon()).toBe(bars);
    });

    it('collapses on Escape, focus back on the toggle', async () => {
      const { user } = renderOnPhone(routes.home.path);
      await user.click(toggle());
      await user.tab();
      const menu = document.getElementById(toggle().getAttribute('aria-controls') ?? '');
      expect(menu).toContainElement(document.activeElement as HTMLElement);
      await user.keyboard('{Escape}');
      expect(isExpanded(toggle())).toBe(false);
      expect(toggle()).toHaveFocus();
    });

    it('keeps the colour scheme control in the row beside it, after it for the keyboard', async () => {
      const { user } = renderOnPhone(routes.home.path);
      const scheme = getSummary(new RegExp(`^${ui.colorScheme.name}`), nav());
      expect(scheme).toBeVisible();
      expect(toggle().compareDocumentPosition(scheme)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
      const menu = document.getElementById(toggle().getAttribute('aria-controls') ?? '');
      expect(menu?.contains(scheme)).toBe(false);

      // Escape in its list closes that list alone, not the open menu.
      await user.click(toggle());
      await user.click(scheme);
      await user.keyboard('{Escape}');
      expect(isExpanded(scheme)).toBe(false);
      expect(scheme).toHaveFocus();
      expect(isExpanded(toggle())).toBe(true);
    });
  });

  describe('styles follow the theme tokens', () => {
    const expand = theme.responsive.navbarExpand;
    const css = (tuned: typeof theme) =>
      renderCss(
        <Router ssrPath="/">
          <ShownLocationProvider>
            <Navbar />
          </ShownLocationProvider>
        </Router>,
        tuned,
      );
    const hidesToggleFrom = (px: number) =>
      new RegExp(`@media \\(min-width:${px}px\\)\\{\\.[\\w-]+\\{display:none;\\}\\}`);

    it('tints entries under the pointer only on devices that hover, so a tap leaves none', () => {
      const rules = css(theme);
      const outsideHoverQueries = withoutBlocks(rules, '@media (hover:hover){');
      expect(rules).toMatch(/@media \(hover:hover\)\{[^@]*:hover\{[^}]*background/);
      expect(outsideHoverQueries).not.toMatch(/:hover[^{]*\{[^}]*(color|background)/);
    });

    it('is sticky at the top on the navbar colour', () => {
      const rules = css(theme);
      expect(rules).toContain('position:sticky;top:0;');
      expect(rules).toContain(`background:${vars.colors.navbarBg}`);
    });

    it('hides the toggle and shows the entries from the navbar breakpoint up', () => {
      const at = theme.breakpoints[expand];
      expect(css(theme)).toMatch(hidesToggleFrom(at));
      expect(css(theme)).toContain(`@media (max-width:${at - 0.02}px)`);

      const moved = css(withBreakpoint(theme, expand, at + 132));
      expect(moved).toMatch(hidesToggleFrom(at + 132));
      expect(moved).toContain(`@media (max-width:${at + 131.98}px)`);
      expect(moved).not.toContain(`${at}px`);
      expect(moved).not.toContain(`${at - 0.02}px`);
    });

    it('expands at whichever breakpoint the navbarExpand token names', () => {
      const other = breakpointNames.find((name) => name !== expand && theme.breakpoints[name] > 0);
      if (!other) throw new Error('the theme needs a second breakpoint');
      const at = theme.breakpoints[other];
      const rules = css({ ...theme, responsive: { ...theme.responsive, navbarExpand: other } });
      expect(rules).toMatch(hidesToggleFrom(at));
      expect(rules).toContain(`@media (max-width:${at - 0.02}px)`);
      expect(rules).not.toContain(`${theme.breakpoints[expand]}px`);
    });
  });
});
