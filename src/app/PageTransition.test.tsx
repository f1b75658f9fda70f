import {
  act,
  fireEvent,
  render,
  renderHook,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { startTransition, Suspense, type ComponentType } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@theme/theme';
import { ui } from '@/content/ui';
import { routes } from '@/routes';
import { getSummary, isExpanded } from '@/testing/disclosure';
import { navDropdown, navLabel } from '@/testing/navigation';
import { pageHeading } from '@/testing/pageHeading';
import { renderApp } from '@/testing/renderApp';
import { lazyPage } from './lazyPage';
import { PageTransition, usePreloadOnNavigationIntent } from './PageTransition';

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

describe('a page whose code is not loaded yet', () => {
  function Later() {
    return <h1 tabIndex={-1}>Later</h1>;
  }

  it('keeps the page being left until the new one arrives, then hands it the focus', async () => {
    let arrive = () => {};
    const LaterPage = lazyPage(
      'src/Later.tsx',
      [],
      () => new Promise<ComponentType>((resolve) => (arrive = () => resolve(Later))),
    );
    const pages = (page: 'first' | 'later') => (
      <ThemeProvider theme={theme}>
        <Suspense>
          <PageTransition key={page} entering={page === 'later'}>
            {page === 'first' ? <h1 tabIndex={-1}>First</h1> : <LaterPage />}
          </PageTransition>
        </Suspense>
      </ThemeProvider>
    );
    const { rerender } = render(pages('first'));

    // As ShownLocationProvider shows a new address: in a transition.
    act(() => startTransition(() => rerender(pages('later'))));
    expect(screen.getByRole('heading', { name: 'First' })).toBeInTheDocument();

    await act(async () => arrive());
    const heading = await screen.findByRole('heading', { name: 'Later' });
    expect(heading).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'First' })).toBeNull();
  });
});

describe('usePreloadOnNavigationIntent', () => {
  it('fetches what a navigation needs once the visitor points at, touches or focuses a link of the site', () => {
    const links = document.createElement('div');
    links.innerHTML =
      '<p>Text</p><a href="https://elsewhere.example/">Out</a><a href="/about">Inside</a>';
    document.body.append(links);
    onTestFinished(() => links.remove());
    const preloadMore = vi.fn(() => Promise.resolve());
    renderHook(() => usePreloadOnNavigationIntent(preloadMore));

    fireEvent.pointerOver(screen.getByText('Text'));
    fireEvent.pointerOver(screen.getByText('Out'));
    expect(preloadMore).not.toHaveBeenCalled();

    fireEvent.focusIn(screen.getByText('Inside'));
    fireEvent.touchStart(screen.getByText('Inside'));
    expect(preloadMore).toHaveBeenCalledOnce();
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
