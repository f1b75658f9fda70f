/**
 * Makes this test file's visitor prefer reduced motion. Call at the top of a file: motion
 * libraries read the preference once per window, and each test file gets a fresh window.
 */
export function preferReducedMotion() {
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
}
