/// <reference types="vite/client" />

interface ImportMetaEnv {
  /**
   * Where the contact API lives: an absolute http(s) URL, or a path on this site.
   * Unset, the site's own server answers at `/api`.
   */
  readonly VITE_CONTACT_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
