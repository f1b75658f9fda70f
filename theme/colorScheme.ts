/**
 * The colour scheme a page shows: the system's (`prefers-color-scheme`), unless the visitor
 * chose light or dark with the navbar's toggle. The choice is kept in localStorage and marked
 * on <html> as `data-color-scheme`, which the global style sheet reads; the inline script in
 * every page's head (colorSchemeScript.ts) applies it before the first paint.
 */

export const colorSchemes = ['light', 'dark'] as const;
export type ColorScheme = (typeof colorSchemes)[number];

/** What the visitor can choose: one of the schemes, or whatever the system prefers. */
export const colorSchemeChoices = ['light', 'dark', 'system'] as const;
export type ColorSchemeChoice = (typeof colorSchemeChoices)[number];

/** The localStorage key of the choice; no entry means the system's. */
export const colorSchemeStorageKey = 'color-scheme';

/** The attribute of <html> that names a chosen scheme; none while the system's applies. */
export const colorSchemeAttribute = 'data-color-scheme';

/** The media query under which a scheme is the system's. */
export function colorSchemeQuery(scheme: ColorScheme): string {
  return `(prefers-color-scheme: ${scheme})`;
}

/**
 * The choice kept from an earlier visit; the system's when there is none, when it is not one
 * of the choices, or when storage cannot be read (blocked cookies, some private windows).
 */
export function storedColorScheme(storage?: Storage): ColorSchemeChoice {
  try {
    const stored = (storage ?? window.localStorage).getItem(colorSchemeStorageKey);
    return colorSchemeChoices.find((choice) => choice === stored) ?? 'system';
  } catch {
    return 'system';
  }
}

/** Keeps the choice for later visits; the system's is kept as no entry. False if it cannot. */
export function storeColorScheme(choice: ColorSchemeChoice, storage?: Storage): boolean {
  try {
    const target = storage ?? window.localStorage;
    if (choice === 'system') target.removeItem(colorSchemeStorageKey);
    else target.setItem(colorSchemeStorageKey, choice);
    return true;
  } catch {
    return false;
  }
}

/**
 * Shows `doc` in the chosen scheme: marks <html> for the style sheet, and points the
 * browser's own colours (the `color-scheme` and `theme-color` meta tags, one of the latter per
 * scheme, each under its scheme's media query) at the chosen scheme rather than the system's.
 */
export function applyColorScheme(choice: ColorSchemeChoice, doc: Document = document): void {
  const root = doc.documentElement;
  if (choice === 'system') root.removeAttribute(colorSchemeAttribute);
  else root.setAttribute(colorSchemeAttribute, choice);

  const colorSchemeMeta = doc.querySelector<HTMLMetaElement>('meta[name="color-scheme"]');
  colorSchemeMeta?.setAttribute('content', choice === 'system' ? 'light dark' : choice);

  for (const meta of doc.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    const scheme = colorSchemes.find((name) => name === meta.getAttribute(colorSchemeAttribute));
    if (!scheme) continue;
    const media =
      choice === 'system' ? colorSchemeQuery(scheme) : scheme === choice ? 'all' : 'not all';
    meta.setAttribute('media', media);
  }
}

/** The attribute of each choice button of the navbar's control: the choice it makes. */
export const colorSchemeChoiceAttribute = 'data-color-scheme-choice';

/** The attribute of each choice button: the control's name while that choice is in use. */
export const colorSchemeToggleNameAttribute = 'data-toggle-name';

/**
 * Marks the navbar's control in `doc` for `choice`, as the app renders it: the choice's button
 * pressed and the others not, and the control named for it. For the page before the app runs,
 * whose HTML was written for the system's scheme.
 */
export function markColorSchemeChoice(choice: ColorSchemeChoice, doc: Document = document): void {
  const buttons = doc.querySelectorAll(`[${colorSchemeChoiceAttribute}]`);
  for (const button of buttons) {
    const pressed = button.getAttribute(colorSchemeChoiceAttribute) === choice;
    button.setAttribute('aria-pressed', String(pressed));
    const name = button.getAttribute(colorSchemeToggleNameAttribute);
    const summary = button.closest('details')?.querySelector('summary');
    if (pressed && name) summary?.setAttribute('aria-label', name);
  }
}
