/// <reference types="vite/client" />

// What the build gives the app's code; a module, so that the code that reads it can import it.
export {};

declare global {
  interface ImportMetaEnv {
    /**
     * Where the contact API lives: an absolute http(s) URL, or a path on this site (see
     * parseContactApiUrl). Unset, the site's own server answers under the base path, at `api`.
     */
    readonly VITE_CONTACT_API_URL?: string;
  }

  interface ImportMeta {
    readonly env: ImportMetaEnv;
  }

  /** The year of the build (vite.config.ts), shown in the footer's copyright line. */
  const __BUILD_YEAR__: number;

  /**
   * The languages (BCP 47 tags) that have a writing section: at least one published post, or any
   * post at all in `npm run dev`, which shows drafts (scripts/vite/writingPlugin.ts). Empty, the
   * build leaves the section's code out: test `__WRITING_LANGUAGES__.length > 0` where it must.
   */
  const __WRITING_LANGUAGES__: readonly string[];

  /**
   * Whether src/content/languages.ts lists more than one language (vite.config.ts): a site in
   * one has no language switcher, and its code is left out of the build.
   */
  const __MULTILINGUAL__: boolean;
}
