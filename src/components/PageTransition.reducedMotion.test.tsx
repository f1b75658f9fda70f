import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '@/test/renderApp';
import { recordPageStyles } from '@/test/recordStyles';
import { preferReducedMotion } from '@/test/preferReducedMotion';

preferReducedMotion();

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
