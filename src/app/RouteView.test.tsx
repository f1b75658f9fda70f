import { screen, waitFor, within } from '@testing-library/react';
import { theme } from '@theme/theme';
import { profile } from '@/content/profile';
import { navLinks, notFound, routeIds, routes, tokensPagePath } from '@/routes';
import { pageHeading } from '@/testing/pageHeading';
import { renderApp } from '@/testing/renderApp';

const navLabel = (id: (typeof routeIds)[number]) =>
  navLinks.find((link) => link.route === id)?.label ?? '';
const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('routes', () => {
  it.each(routeIds)('renders %s with its heading and document title', async (id) => {
    const { path, title } = routes[id];
    renderApp(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: pageHeading(id) }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe(
        id === 'home' ? profile.brandName : `${title} | ${profile.brandName}`,
      ),
    );
  });

  it('shows a NotFound page with the navbar and a link home for an unknown path', async () => {
    const { user } = renderApp('/no/such/page');
    expect(screen.getByRole('heading', { level: 1, name: notFound.title })).toBeInTheDocument();
    expect(screen.getByText('/no/such/page')).toBeInTheDocument();
    expect(mainNav()).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${notFound.title} | ${profile.brandName}`));

    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: pageHeading('home') }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe(routes.home.path);
  });

  it('offers every other page once on the not-found page, in a list', () => {
    renderApp('/no/such/page');
    const list = screen.getByRole('heading', { level: 2 }).nextElementSibling as HTMLElement;
    expect(list.tagName).toBe('UL');
    const offered = within(list)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    const home = screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href');
    expect([home, ...offered].sort()).toEqual(
      navLinks.map((link) => routes[link.route].path).sort(),
    );
  });

  it('shows a route asked for in another spelling, and corrects the address to its path', async () => {
    const { path } = routes.about;
    renderApp(`${path.toUpperCase()}/?from=card#top`);

    expect(screen.getByRole('heading', { level: 1, name: pageHeading('about') })).toBeVisible();
    await waitFor(() => expect(window.location.pathname).toBe(path));
    expect(window.location.search).toBe('?from=card');
    expect(window.location.hash).toBe('#top');
    // The same page, not a navigation: no focus move, and the navbar marks it.
    expect(document.body).toHaveFocus();
    expect(within(mainNav()).getByRole('link', { name: navLabel('about') })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('serves the design tokens page in development, listing the tokens', async () => {
    renderApp(tokensPagePath);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Design tokens' }),
    ).toBeInTheDocument();
    for (const name of Object.keys(theme.colors)) {
      expect(screen.getByText(name, { exact: true })).toBeInTheDocument();
    }
  });
});

describe('focus and skip link', () => {
  it('offers "Skip to content" as the first focusable element, then the brand', async () => {
    const { user } = renderApp(routes.about.path);
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');

    await user.tab();
    expect(screen.getByRole('link', { name: profile.brandName })).toHaveFocus();
  });

  it('leaves focus alone on the landing page', () => {
    renderApp(routes.about.path);
    expect(document.body).toHaveFocus();
  });

  it('moves focus to the new page heading after navigation', async () => {
    const { user } = renderApp(routes.home.path);
    await user.click(within(mainNav()).getByRole('link', { name: navLabel('contact') }));

    const heading = await screen.findByRole('heading', {
      level: 1,
      name: pageHeading('contact'),
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toBe(`${routes.contact.title} | ${profile.brandName}`);
  });
});
