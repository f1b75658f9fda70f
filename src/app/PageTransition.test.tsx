import { act, screen, waitFor, within } from '@testing-library/react';
import { ui } from '@/content/ui';
import { routes } from '@/routes';
import { getSummary, isExpanded } from '@/testing/disclosure';
import { navDropdown, navLabel } from '@/testing/navigation';
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
      within(screen.getByRole('navigation', { name: ui.navbar.name })).getByRole('link', {
        name: navLabel('about'),
      }),
    );
    const heading = await screen.findByRole('heading', { level: 1, name: pageHeading('about') });
    expect(heading).toHaveFocus();
    expect(heading.closest('main > div')?.getAttribute('style') ?? '').toBe('');
  });

  it('answers a click before rendering the new page: the old page hides, the navbar follows it', async () => {
    const paintFrame = holdFrames();
    try {
      const { user } = renderApp(routes.home.path);
      const nav = screen.getByRole('navigation', { name: ui.navbar.name });
      const leaving = screen
        .getByRole('heading', { level: 1, name: pageHeading('home') })
        .closest('main > div');

      const link = within(nav).getByRole('link', { name: navLabel('about') });
      await user.click(link);

      expect(window.location.pathname).toBe(routes.about.path);
      expect(leaving).toBeInTheDocument();
      expect(leaving).toHaveStyle({ visibility: 'hidden' });
      expect(screen.queryByRole('heading', { level: 1, name: pageHeading('about') })).toBeNull();
      expect(link).not.toHaveAttribute('aria-current');

      // The frame is painted: the new page follows.
      paintFrame();
      const heading = await screen.findByRole('heading', {
        level: 1,
        name: pageHeading('about'),
      });
      await waitFor(() => expect(heading).toHaveFocus());
      expect(leaving).not.toBeInTheDocument();
      expect(link).toHaveAttribute('aria-current', 'page');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('leaves the focus where the visitor moved it while the new page was on its way', async () => {
    const paintFrame = holdFrames();
    try {
      const { user } = renderApp(routes.home.path);
      const nav = screen.getByRole('navigation', { name: ui.navbar.name });
      await user.click(within(nav).getByRole('link', { name: navLabel('about') }));
      const trigger = getSummary(navDropdown().label, nav);
      await user.click(trigger);

      paintFrame();
      const heading = await screen.findByRole('heading', {
        level: 1,
        name: pageHeading('about'),
      });
      expect(heading).not.toHaveFocus();
      expect(trigger).toHaveFocus();
      expect(isExpanded(trigger)).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

/** Frames come only when the test paints one: returns the function that does. */
function holdFrames(): () => void {
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frames.push(callback);
    return frames.length;
  });
  vi.stubGlobal('cancelAnimationFrame', () => {});
  return () => act(() => frames.splice(0).forEach((callback) => callback(performance.now())));
}
