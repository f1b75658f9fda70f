// dom-accessibility-api 0.5 (Testing Library's own) ships its types where its package.json
// "exports" do not lead, so TypeScript cannot find them: this declares the one function the
// tests use, as the library defines it.
declare module 'dom-accessibility-api' {
  /** The accessible name of `root`, computed as the W3C's accname specification says. */
  export function computeAccessibleName(root: Element): string;
}
