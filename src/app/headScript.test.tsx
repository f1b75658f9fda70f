// The page's inline head script works the navbar's colour scheme control from the first paint,
// before the app runs (it starts only once the page has painted and loaded), and leaves it to
// the app once the app runs. These tests run the script on the prerendered page, as a browser
// does, then hydrate it.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  colorSchemeAttribute,
  colorSchemeChoices,
  colorSchemeStorageKey,
  type ColorSchemeChoice,
} from '@theme/colorScheme';
import { colorSchemeToggleName } from '@/components/Navbar/colorSchemeLabels';
import { ui } from '@/content/ui';
import { routes } from '@/routes';
import { getSummary, isExpanded } from '@/testing/disclosure';
import { hydratePrerendered, removePrerendered, showPrerendered } from '@/testing/prerendered';

// The listeners each run of the script added to the document, taken away after each test: each
// page load has a document of its own.
const scriptListeners: Parameters<Document['addEventListener']>[] = [];

afterEach(() => {
  removePrerendered();
  for (const listener of scriptListeners.splice(0)) document.removeEventListener(...listener);
  document.documentElement.removeAttribute(colorSchemeAttribute);
});

const words = ui.colorScheme;
const toggleName = (option: ColorSchemeChoice) => colorSchemeToggleName(words, option);
const nav = () => screen.getByRole('navigation', { name: ui.navbar.name });
const control = () => getSummary(new RegExp(`^${words.name}`), nav());
const choice = (option: ColorSchemeChoice) =>
  within(nav()).getByRole('button', { name: words.choices[option] });
const shownScheme = () => document.documentElement.getAttribute(colorSchemeAttribute);
const stored = () => window.localStorage.getItem(colorSchemeStorageKey);
const pressed = () =>
  colorSchemeChoices.filter((option) => choice(option).getAttribute('aria-pressed') === 'true');

/**
 * Runs the head script as the page at `path` loads: the script first, in the head, with what
 * storage holds then; the prerendered body after it; then the end of parsing.
 */
async function loadPage(path: string) {
  const addEventListener = vi.spyOn(document, 'addEventListener');
  vi.resetModules();
  await import('./headScript');
  scriptListeners.push(...addEventListener.mock.calls);
  addEventListener.mockRestore();
  const element = showPrerendered(path);
  document.dispatchEvent(new Event('DOMContentLoaded'));
  return element;
}

describe('the inline head script, before the app runs', () => {
  it('shows a choice kept from an earlier visit on the control once the page is parsed', async () => {
    window.localStorage.setItem(colorSchemeStorageKey, 'dark');
    await loadPage(routes.about.path);

    expect(shownScheme()).toBe('dark');
    // The HTML was written for the system's scheme; the script corrects the control.
    expect(control()).toHaveAccessibleName(toggleName('dark'));
    await userEvent.setup().click(control());
    expect(pressed()).toEqual(['dark']);
  });

  it('applies, keeps and shows a choice pressed on the prerendered control', async () => {
    await loadPage(routes.about.path);
    const user = userEvent.setup();
    expect(control()).toHaveAccessibleName(toggleName('system'));

    await user.click(control());
    expect(isExpanded(control())).toBe(true);
    await user.click(choice('dark'));
    expect(shownScheme()).toBe('dark');
    expect(stored()).toBe('dark');
    expect(pressed()).toEqual(['dark']);
    expect(control()).toHaveAccessibleName(toggleName('dark'));
    expect(isExpanded(control())).toBe(true);

    await user.click(choice('system'));
    expect(shownScheme()).toBeNull();
    expect(stored()).toBeNull();
    expect(pressed()).toEqual(['system']);
    expect(control()).toHaveAccessibleName(toggleName('system'));
  });

  it('hands the control to the app, which shows the choice made before it ran', async () => {
    await loadPage(routes.about.path);
    const user = userEvent.setup();
    await user.click(control());
    await user.click(choice('dark'));

    const { reported } = await hydratePrerendered();
    expect(reported).toEqual([]);
    expect(control()).toHaveAccessibleName(toggleName('dark'));
    expect(pressed()).toEqual(['dark']);
    expect(isExpanded(control())).toBe(true);
  });

  it('leaves a press the app answers to the app: each choice is applied once', async () => {
    await loadPage(routes.about.path);
    await hydratePrerendered();
    const user = userEvent.setup();
    await user.click(control());
    const setItem = vi.spyOn(Storage.prototype, 'setItem');

    await user.click(choice('light'));
    expect(shownScheme()).toBe('light');
    expect(stored()).toBe('light');
    expect(pressed()).toEqual(['light']);
    expect(setItem.mock.calls.filter(([key]) => key === colorSchemeStorageKey)).toEqual([
      [colorSchemeStorageKey, 'light'],
    ]);
  });
});
