/**
 * Every word the interface itself shows, in the default language: labels, hints, messages and
 * the names that screen readers announce. `{name}` stands for a value filled in where it is
 * shown. A translation gives its own (src/content/translations/<code>/ui.ts).
 */
export const ui = {
  skipLink: 'Skip to content',
};
