import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '@/test/renderApp';
import { recordPageStyles } from '@/test/recordStyles';

// This file's visitor prefers reduced motion (each test file runs in a fresh window).
const matchMedia = window.matchMedia;
beforeAll(() => {
  window.matchMedia = (query: string) => ({
    ...matchMedia(query),
    // Both `(prefers-reduced-motion)` and `(prefers-reduced-motion: reduce)` match.
    matches: query.includes('prefers-reduced-motion') && !query.includes('no-preference'),
  });
});
afterAll(() => {
  window.matchMedia = matchMedia;
});

describe('route transition with prefers-reduced-motion: reduce', () => {
  it('changes the page with an opacity fade only, no movement', async () => {
    const { user } = renderApp('/');
    const recorder = recordPageStyles();
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
        name: 'Contact',
      }),
    );
    const page = (await screen.findByRole('heading', { level: 1, name: 'Contact' })).closest(
      'main > div',
    ) as HTMLElement;

    await waitFor(() => expect(page.style.opacity).toBe('1'));
    recorder.stop();
    expect(recorder.styles.length).toBeGreaterThan(0);
    expect(recorder.styles.filter((style) => /translate/.test(style))).toEqual([]);
  });
});
