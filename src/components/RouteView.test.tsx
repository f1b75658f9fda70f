import { screen, waitFor, within } from '@testing-library/react';
import { profile } from '@/content/profile';
import { routeIds, routes } from '@/routes';
import { pageHeading } from '@/test/pageHeading';
import { renderApp } from '@/test/renderApp';

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
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('/no/such/page')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Page not found | ${profile.brandName}`));

    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: pageHeading('home') }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it('does not serve the development tokens page as a real route in tests either way', () => {
    // The tokens page exists only in development builds; an unrelated path stays a 404.
    renderApp('/__token');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('focus and skip link', () => {
  it('offers "Skip to content" as the first focusable element, then the brand', async () => {
    const { user } = renderApp('/about');
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');

    await user.tab();
    expect(screen.getByRole('link', { name: profile.brandName })).toHaveFocus();
  });

  it('leaves focus alone on the landing page', () => {
    renderApp('/about');
    expect(document.body).toHaveFocus();
  });

  it('moves focus to the new page heading after navigation', async () => {
    const { user } = renderApp('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Contact' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Contact' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toBe(`Contact | ${profile.brandName}`);
  });
});
