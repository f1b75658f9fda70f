import {
  applyColorScheme,
  colorSchemeAttribute,
  colorSchemeChoiceAttribute,
  colorSchemeChoices,
  colorSchemeQuery,
  colorSchemeStorageKey,
  colorSchemeToggleNameAttribute,
  colorSchemes,
  markColorSchemeChoice,
  storeColorScheme,
  storedColorScheme,
  type ColorSchemeChoice,
} from './colorScheme';

/** A head as the build writes it: the color-scheme meta and one theme-color per scheme. */
function writeHead() {
  document.head.innerHTML = [
    '<meta name="color-scheme" content="light dark">',
    ...colorSchemes.map(
      (scheme) =>
        `<meta name="theme-color" content="#000000" media="${colorSchemeQuery(scheme)}" ${colorSchemeAttribute}="${scheme}">`,
    ),
  ].join('');
}

const themeColorMedia = () =>
  Object.fromEntries(
    [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((meta) => [
      meta.getAttribute(colorSchemeAttribute),
      meta.getAttribute('media'),
    ]),
  );

/** The control's name while `choice` is in use, as the navbar's control is marked with it. */
const nameFor = (choice: ColorSchemeChoice) => `Scheme in use: ${choice}`;

/**
 * The navbar's control as the prerendered HTML has it (the attributes the script reads): a
 * disclosure named for the system's scheme, whose choice buttons show the system's pressed.
 */
function writeControl() {
  document.body.innerHTML = `<details><summary aria-label="${nameFor('system')}"></summary><ul>${colorSchemeChoices
    .map(
      (choice) =>
        `<li><button type="button" aria-pressed="${choice === 'system'}" ${colorSchemeChoiceAttribute}="${choice}" ${colorSchemeToggleNameAttribute}="${nameFor(choice)}"><span>${choice}</span></button></li>`,
    )
    .join('')}</ul></details>`;
}

const button = (choice: ColorSchemeChoice) =>
  document.querySelector<HTMLButtonElement>(`[${colorSchemeChoiceAttribute}="${choice}"]`);
const pressed = () =>
  colorSchemeChoices.filter((choice) => button(choice)?.getAttribute('aria-pressed') === 'true');
const controlName = () => document.querySelector('summary')?.getAttribute('aria-label');
const shownScheme = () => document.documentElement.getAttribute(colorSchemeAttribute);

// The listeners each run of the inline script added to the document, taken away after each
// test: each page load has a document of its own.
const scriptListeners: Parameters<Document['addEventListener']>[] = [];

/** Runs the inline script as a page's head does, with what storage holds now. */
async function runScript() {
  const addEventListener = vi.spyOn(document, 'addEventListener');
  vi.resetModules();
  await import('./colorSchemeScript');
  scriptListeners.push(...addEventListener.mock.calls);
  addEventListener.mockRestore();
}

afterEach(() => {
  for (const listener of scriptListeners.splice(0)) document.removeEventListener(...listener);
  document.documentElement.removeAttribute(colorSchemeAttribute);
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the stored colour scheme choice', () => {
  it("is the system's when nothing is stored", () => {
    expect(storedColorScheme()).toBe('system');
  });

  it('is kept for later visits, the system’s as no entry at all', () => {
    expect(storeColorScheme('dark')).toBe(true);
    expect(window.localStorage.getItem(colorSchemeStorageKey)).toBe('dark');
    expect(storedColorScheme()).toBe('dark');

    expect(storeColorScheme('light')).toBe(true);
    expect(storedColorScheme()).toBe('light');

    expect(storeColorScheme('system')).toBe(true);
    expect(window.localStorage.getItem(colorSchemeStorageKey)).toBeNull();
    expect(storedColorScheme()).toBe('system');
  });

  it("falls back to the system's for a value that is no choice", () => {
    window.localStorage.setItem(colorSchemeStorageKey, 'purple');
    expect(storedColorScheme()).toBe('system');
  });

  it('copes with storage that refuses to be read or written', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    expect(storedColorScheme(refusing)).toBe('system');
    expect(storeColorScheme('dark', refusing)).toBe(false);
    expect(storeColorScheme('system', refusing)).toBe(false);
  });
});

describe('applying a choice to the page', () => {
  it('marks <html> with a chosen scheme and points the browser colours at it', () => {
    writeHead();
    applyColorScheme('dark');
    expect(document.documentElement.getAttribute(colorSchemeAttribute)).toBe('dark');
    expect(document.querySelector('meta[name="color-scheme"]')).toHaveAttribute('content', 'dark');
    expect(themeColorMedia()).toEqual({ light: 'not all', dark: 'all' });

    applyColorScheme('light');
    expect(document.documentElement.getAttribute(colorSchemeAttribute)).toBe('light');
    expect(themeColorMedia()).toEqual({ light: 'all', dark: 'not all' });
  });

  it("hands the page back to the system's scheme, as the HTML had it", () => {
    writeHead();
    const written = themeColorMedia();
    applyColorScheme('dark');
    applyColorScheme('system');
    expect(document.documentElement).not.toHaveAttribute(colorSchemeAttribute);
    expect(document.querySelector('meta[name="color-scheme"]')).toHaveAttribute(
      'content',
      'light dark',
    );
    expect(themeColorMedia()).toEqual(written);
    expect(written).toEqual({ light: colorSchemeQuery('light'), dark: colorSchemeQuery('dark') });
  });

  it('works on a page without the meta tags', () => {
    applyColorScheme('dark');
    expect(document.documentElement.getAttribute(colorSchemeAttribute)).toBe('dark');
  });
});

describe('marking the control for a choice', () => {
  it.each(colorSchemeChoices)(
    'shows %s pressed, and the others not, and names the control for it',
    (choice) => {
      writeControl();
      markColorSchemeChoice(choice);
      expect(pressed()).toEqual([choice]);
      expect(controlName()).toBe(nameFor(choice));
    },
  );
});

describe('the inline head script', () => {
  it('applies a stored choice, and leaves the page alone without one', async () => {
    writeHead();
    await runScript();
    expect(document.documentElement).not.toHaveAttribute(colorSchemeAttribute);

    window.localStorage.setItem(colorSchemeStorageKey, 'dark');
    await runScript();
    expect(document.documentElement.getAttribute(colorSchemeAttribute)).toBe('dark');
    expect(themeColorMedia()).toEqual({ light: 'not all', dark: 'all' });
  });

  it('marks the control for a stored choice once the page is parsed', async () => {
    window.localStorage.setItem(colorSchemeStorageKey, 'light');
    await runScript();
    writeControl();
    expect(pressed()).toEqual(['system']);

    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(pressed()).toEqual(['light']);
    expect(controlName()).toBe(nameFor('light'));
  });

  it('leaves the control as written without a stored choice', async () => {
    await runScript();
    writeControl();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(pressed()).toEqual(['system']);
    expect(controlName()).toBe(nameFor('system'));
  });

  it('applies, keeps and marks a choice pressed before the app runs', async () => {
    writeHead();
    await runScript();
    writeControl();

    button('dark')?.querySelector('span')?.click();
    expect(shownScheme()).toBe('dark');
    expect(themeColorMedia()).toEqual({ light: 'not all', dark: 'all' });
    expect(storedColorScheme()).toBe('dark');
    expect(pressed()).toEqual(['dark']);
    expect(controlName()).toBe(nameFor('dark'));

    button('system')?.click();
    expect(shownScheme()).toBeNull();
    expect(window.localStorage.getItem(colorSchemeStorageKey)).toBeNull();
    expect(pressed()).toEqual(['system']);
    expect(controlName()).toBe(nameFor('system'));
  });

  it('leaves a press the app claimed to the app', async () => {
    await runScript();
    writeControl();
    // The app answers a press first (React listens below the document) and claims it.
    const claim = (event: Event) => event.preventDefault();
    button('dark')?.addEventListener('click', claim);

    button('dark')?.click();
    expect(shownScheme()).toBeNull();
    expect(storedColorScheme()).toBe('system');
    expect(pressed()).toEqual(['system']);
    expect(controlName()).toBe(nameFor('system'));
  });

  it('leaves clicks elsewhere alone', async () => {
    await runScript();
    writeControl();
    document.querySelector('summary')?.click();
    document.body.click();
    expect(shownScheme()).toBeNull();
    expect(pressed()).toEqual(['system']);
  });
});
