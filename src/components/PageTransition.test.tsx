import { screen, within } from '@testing-library/react';
import { renderApp } from '@/test/renderApp';

// The animation itself runs on the Web Animations API, which jsdom lacks: e2e/motion.spec.ts
// watches it in Chromium.
describe('route transition', () => {
  it('renders the landing page without an entrance animation, fully visible', () => {
    renderApp('/about');
    const page = screen.getByRole('heading', { level: 1, name: 'About' }).closest('main > div');
    expect(page?.getAttribute('style') ?? '').toBe('');
  });

  it('shows the new page at once where the browser cannot animate it', async () => {
    const { user } = renderApp('/');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'About' }),
    );
    const heading = await screen.findByRole('heading', { level: 1, name: 'About' });
    expect(heading).toHaveFocus();
    expect(heading.closest('main > div')?.getAttribute('style') ?? '').toBe('');
  });
});
