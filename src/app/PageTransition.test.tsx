import { screen, within } from '@testing-library/react';
import { routes } from '@/routes';
import { navLabel } from '@/testing/navigation';
import { pageHeading } from '@/testing/pageHeading';
import { renderApp } from '@/testing/renderApp';

// The animation itself runs on the Web Animations API, which jsdom lacks: e2e/motion.spec.ts
// watches it in Chromium.
describe('route transition', () => {
  it('renders the landing page without an entrance animation, fully visible', () => {
    renderApp(routes.about.path);
    const page = screen
      .getByRole('heading', { level: 1, name: pageHeading('about') })
      .closest('main > div');
    expect(page?.getAttribute('style') ?? '').toBe('');
  });

  it('shows the new page at once where the browser cannot animate it', async () => {
    const { user } = renderApp(routes.home.path);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
        name: navLabel('about'),
      }),
    );
    const heading = await screen.findByRole('heading', { level: 1, name: pageHeading('about') });
    expect(heading).toHaveFocus();
    expect(heading.closest('main > div')?.getAttribute('style') ?? '').toBe('');
  });
});
