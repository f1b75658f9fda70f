import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '@/test/renderApp';
import { recordPageStyles } from '@/test/recordStyles';

describe('route transition', () => {
  it('renders the landing page without an entrance animation, fully visible', () => {
    renderApp('/about');
    const page = screen.getByRole('heading', { level: 1, name: 'About' }).closest('main > div');
    expect(page?.getAttribute('style') ?? '').not.toMatch(/opacity:\s*0/);
  });

  it('fades and rises the new page in after navigation, ending still and opaque', async () => {
    const { user } = renderApp('/');
    const recorder = recordPageStyles();
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'About' }),
    );
    const page = (await screen.findByRole('heading', { level: 1, name: 'About' })).closest(
      'main > div',
    ) as HTMLElement;

    await waitFor(() => expect(page.style.opacity).toBe('1'));
    await waitFor(() => expect(page.style.transform).toMatch(/^(none)?$/));
    recorder.stop();
    expect(recorder.styles.some((style) => /opacity:\s*0[;.]/.test(style))).toBe(true);
    expect(recorder.styles.some((style) => /translateY\(\d/.test(style))).toBe(true);
  });
});
