/**
 * Build-time settings, from the environment, checked before anything is built.
 *
 *   SITE_URL   the public address of the site, e.g. https://alex.example (default
 *              http://localhost:3000, where `npm start` serves it). Canonical links, Open
 *              Graph/Twitter tags, the sitemap and robots.txt are built on it.
 */
export interface BuildConfig {
  /** An http(s) origin, such as https://alex.example (no trailing slash). */
  siteUrl: string;
}

export function loadBuildConfig(env: NodeJS.ProcessEnv = process.env): BuildConfig {
  return { siteUrl: parseSiteUrl(env.SITE_URL || 'http://localhost:3000') };
}

export function parseSiteUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      `SITE_URL must be an absolute URL such as https://alex.example, not "${value}"`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`SITE_URL must start with https:// or http://, not "${value}"`);
  }
  // The app's routes live at the root of its host.
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`SITE_URL must be an origin only, with no path, query or fragment: "${value}"`);
  }
  return url.origin;
}
