// The translations as the translations plugin hands them to the app
// (scripts/vite/translationsPlugin.ts).
declare module 'virtual:translations' {
  /**
   * A loader per translation folder, by its name (its language's tag): each resolves to the
   * folder's exports together (`ui`, `routeText`, `profile`, ...), one chunk per language.
   */
  export const translations: Record<string, () => Promise<Record<string, unknown>>>;
}
