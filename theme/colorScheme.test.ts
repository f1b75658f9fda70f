import {
  applyColorScheme,
  colorSchemeAttribute,
  colorSchemeQuery,
  colorSchemeStorageKey,
  colorSchemes,
  storeColorScheme,
  storedColorScheme,
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

afterEach(() => {
  document.documentElement.removeAttribute(colorSchemeAttribute);
  document.head.innerHTML = '';
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

describe('the inline head script', () => {
  it('applies a stored choice, and leaves the page alone without one', async () => {
    writeHead();
    await import('./colorSchemeScript');
    expect(document.documentElement).not.toHaveAttribute(colorSchemeAttribute);

    vi.resetModules();
    window.localStorage.setItem(colorSchemeStorageKey, 'dark');
    await import('./colorSchemeScript');
    expect(document.documentElement.getAttribute(colorSchemeAttribute)).toBe('dark');
    expect(themeColorMedia()).toEqual({ light: 'not all', dark: 'all' });
  });
});
