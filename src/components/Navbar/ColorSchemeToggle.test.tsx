import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import {
  applyColorScheme,
  colorSchemeAttribute,
  colorSchemeChoices,
  colorSchemeStorageKey,
  type ColorSchemeChoice,
} from '@theme/colorScheme';
import { theme } from '@theme/theme';
import { vars } from '@theme/vars';
import { ui } from '@/content/ui';
import { getSummary, isExpanded } from '@/testing/disclosure';
import { renderCss } from '@/testing/renderCss';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { colorSchemeToggleName } from './colorSchemeLabels';

const words = ui.colorScheme;
const toggleName = (option: ColorSchemeChoice) => colorSchemeToggleName(words, option);
const trigger = () => getSummary(new RegExp(`^${words.name}`));
const expanded = () => isExpanded(trigger());
const choice = (option: ColorSchemeChoice) =>
  screen.getByRole('button', { name: words.choices[option] });
const choices = () => screen.queryByRole('list', { name: words.name });
const shownScheme = () => document.documentElement.getAttribute(colorSchemeAttribute);
const stored = () => window.localStorage.getItem(colorSchemeStorageKey);

function renderToggle() {
  const user = userEvent.setup();
  render(
    <ThemeProvider theme={theme}>
      <p>
        <a href="#before">Before</a>
      </p>
      <ColorSchemeToggle />
      <p>
        <a href="#after">After</a>
      </p>
    </ThemeProvider>,
  );
  return { user };
}

afterEach(() => document.documentElement.removeAttribute(colorSchemeAttribute));

describe('ColorSchemeToggle', () => {
  it("is a named disclosure, collapsed, that hides the list of choices; the system's at first", () => {
    renderToggle();
    expect(trigger()).toHaveAccessibleName(toggleName('system'));
    expect(expanded()).toBe(false);
    expect(choices()).not.toBeInTheDocument();
    const list = trigger().parentElement?.querySelector('ul');
    expect(list).toBeInTheDocument();
    expect(list).not.toBeVisible();
  });

  it('offers light, dark and the system’s, each a toggle button pressed while in use', async () => {
    const { user } = renderToggle();
    await user.click(trigger());
    expect(expanded()).toBe(true);
    expect(choices()).toBeVisible();
    expect(
      within(choices() as HTMLElement)
        .getAllByRole('button')
        .map((button) => [button.textContent, button.getAttribute('aria-pressed')]),
    ).toEqual(
      colorSchemeChoices.map((option) => [words.choices[option], String(option === 'system')]),
    );
  });

  it('switches the page with a click, keeps the choice, says so, and stays open', async () => {
    const { user } = renderToggle();
    await user.click(trigger());
    await user.click(choice('dark'));

    expect(shownScheme()).toBe('dark');
    expect(stored()).toBe('dark');
    expect(choice('dark')).toHaveAttribute('aria-pressed', 'true');
    expect(choice('system')).toHaveAttribute('aria-pressed', 'false');
    expect(trigger()).toHaveAccessibleName(toggleName('dark'));
    expect(expanded()).toBe(true);

    await user.click(choice('light'));
    expect(shownScheme()).toBe('light');
    expect(stored()).toBe('light');

    await user.click(choice('system'));
    expect(shownScheme()).toBeNull();
    expect(stored()).toBeNull();
    expect(choice('system')).toHaveAttribute('aria-pressed', 'true');
  });

  it('works from the keyboard: Enter opens, Tab reaches the choices, Space chooses, Escape closes', async () => {
    const { user } = renderToggle();
    await user.tab();
    await user.tab();
    expect(trigger()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(expanded()).toBe(true);

    await user.tab();
    expect(choice('light')).toHaveFocus();
    await user.tab();
    expect(choice('dark')).toHaveFocus();
    await user.keyboard(' ');
    expect(shownScheme()).toBe('dark');
    expect(choice('dark')).toHaveAttribute('aria-pressed', 'true');
    expect(choice('dark')).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(expanded()).toBe(false);
    expect(trigger()).toHaveFocus();
    expect(shownScheme()).toBe('dark');

    // Space toggles it as well.
    await user.keyboard(' ');
    expect(expanded()).toBe(true);
    await user.keyboard(' ');
    expect(expanded()).toBe(false);
  });

  it('closes when focus moves on past the choices', async () => {
    const { user } = renderToggle();
    await user.click(trigger());
    for (let index = 0; index < colorSchemeChoices.length; index += 1) await user.tab();
    expect(choice(colorSchemeChoices.at(-1) ?? 'system')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'After' })).toHaveFocus();
    expect(expanded()).toBe(false);
  });

  it('closes on a click outside', async () => {
    const { user } = renderToggle();
    await user.click(trigger());
    await user.click(screen.getByText('Before').closest('p') as HTMLElement);
    expect(expanded()).toBe(false);
  });

  it('stays open on a click inside its own list', async () => {
    const { user } = renderToggle();
    await user.click(trigger());
    await user.click(choices() as HTMLElement);
    expect(expanded()).toBe(true);
  });

  it('shows the choice kept from an earlier visit once the page runs', () => {
    window.localStorage.setItem(colorSchemeStorageKey, 'dark');
    // The prerendered HTML cannot know it, and says the system's.
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <ColorSchemeToggle />
      </ThemeProvider>,
    );
    expect(html).toContain(toggleName('system'));

    renderToggle();
    expect(trigger()).toHaveAccessibleName(toggleName('dark'));
  });

  it('follows a choice made in another tab', () => {
    renderToggle();
    window.localStorage.setItem(colorSchemeStorageKey, 'light');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: colorSchemeStorageKey }));
    });
    expect(trigger()).toHaveAccessibleName(toggleName('light'));
    expect(shownScheme()).toBe('light');

    // Another key changing leaves it alone.
    window.localStorage.setItem(colorSchemeStorageKey, 'dark');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    });
    expect(shownScheme()).toBe('light');
  });

  it('still switches this page when storage refuses the choice', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { user } = renderToggle();
    await user.click(trigger());
    await user.click(choice('dark'));
    expect(shownScheme()).toBe('dark');
    expect(choice('dark')).toHaveAttribute('aria-pressed', 'true');
  });

  it("shows the icon of the scheme <html> is marked with, or the system's, from the style sheet alone", () => {
    // What the first paint shows, before the app runs: the inline script marks <html> alone.
    renderToggle();
    const shownIcons = () =>
      [...trigger().querySelectorAll('[data-shown-for]')]
        .filter((icon) => getComputedStyle(icon).display !== 'none')
        .map((icon) => icon.getAttribute('data-shown-for'));
    for (const option of colorSchemeChoices) {
      applyColorScheme(option);
      expect(shownIcons()).toEqual([option]);
    }
  });

  it('is gone without JavaScript, and 44 px to touch', () => {
    const css = renderCss(<ColorSchemeToggle />, theme);
    expect(css).toMatch(/@media \(scripting:none\)\{\.[\w-]+\{display:none;\}\}/);
    expect(css).toContain(`width:${vars.layout.touchTarget};height:${vars.layout.touchTarget};`);
    expect(css).toContain(`min-height:${vars.layout.touchTarget};`);
  });
});
