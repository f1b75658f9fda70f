/**
 * Build-time settings, from the environment, checked before anything is built.
 *
 *   SITE_URL   the public address of the site, e.g. https://alex.example. Canonical links, Open
 *              Graph/Twitter tags, the sitemap and robots.txt are built on it. Without it a
 *              build points them at http://localhost:3000, where `npm start` serves it, and says
 *              so loudly; a production build (NODE_ENV=production) without it fails.
 *   BASE_PATH  where the site lives on its host, `/` by default; `/portfolio/` for a GitHub Pages
 *              project site at https://name.github.io/portfolio/. Links, assets, canonical
 *              addresses, the sitemap and `npm start` all follow it.
 *   HOSTING    `server` (default): `npm start` serves the site and its contact API. `static`: the
 *              site goes to a static host, so VITE_CONTACT_API_URL must name the API elsewhere.
 *   VITE_CONTACT_API_URL  where the form posts (read by the app, see src/config.ts); an API on
 *              another origin is added to the pages' Content-Security-Policy.
 *
 * BASE_PATH, SITE_URL and VITE_CONTACT_API_URL are read by the parsers the app and the server
 * use (src/settings.ts), so the build refuses whatever the browser would.
 */
import { parseBasePath, parseContactApiUrl, parseSiteUrl } from '../../src/settings.ts';

export const HOSTINGS = ['server', 'static'] as const;
export type Hosting = (typeof HOSTINGS)[number];

export interface BuildConfig {
  /** An http(s) origin, such as https://alex.example (no trailing slash). */
  siteUrl: string;
  /** `/` or a path such as `/portfolio/`, with a slash at each end. */
  basePath: string;
  hosting: Hosting;
  /** The origin of a contact API hosted apart from the site, which the pages may call. */
  apiOrigins: string[];
  /** What the person building must hear about, before and after the build's own output. */
  warnings: string[];
}

export const LOCAL_SITE_URL = 'http://localhost:3000';

export function loadBuildConfig(env: NodeJS.ProcessEnv = process.env): BuildConfig {
  const hosting = parseHosting(env.HOSTING);
  const basePath = parseBasePath(env.BASE_PATH ?? '/');
  const settings = { basePath, hosting, apiOrigins: contactApiOrigins(env, hosting, basePath) };
  if (env.SITE_URL) return { siteUrl: parseSiteUrl(env.SITE_URL), ...settings, warnings: [] };
  if (env.NODE_ENV === 'production') {
    throw new Error(
      'SITE_URL is not set. A production build needs the public address of the site for its canonical links, social tags and sitemap: SITE_URL=https://your.domain npm run build',
    );
  }
  return { siteUrl: LOCAL_SITE_URL, ...settings, warnings: [missingSiteUrlWarning] };
}

function parseHosting(value: string | undefined): Hosting {
  const hosting = (value ?? '').trim() || 'server';
  if ((HOSTINGS as readonly string[]).includes(hosting)) return hosting as Hosting;
  throw new Error(`HOSTING must be ${HOSTINGS.join(' or ')}, not "${value}"`);
}

/**
 * The origin of the contact API when it is absolute. A static host has no API of its own, so
 * there a missing or site-relative address would take messages that reach nobody: the build
 * stops.
 */
function contactApiOrigins(env: NodeJS.ProcessEnv, hosting: Hosting, basePath: string): string[] {
  const apiUrl = parseContactApiUrl(env.VITE_CONTACT_API_URL, basePath);
  const origin = URL.canParse(apiUrl) ? new URL(apiUrl).origin : undefined;
  if (hosting === 'static' && !origin) {
    throw new Error(
      'VITE_CONTACT_API_URL is not set to an absolute address. A static host has no contact API of its own, so the form would take messages that reach nobody: HOSTING=static VITE_CONTACT_API_URL=https://api.your.domain/api npm run build',
    );
  }
  return origin ? [origin] : [];
}

const missingSiteUrlWarning = banner([
  'SITE_URL is not set: canonical links, Open Graph/Twitter tags, sitemap.xml and',
  `robots.txt point at ${LOCAL_SITE_URL}. Fine on this computer; before you deploy,`,
  'build with your public address: SITE_URL=https://your.domain npm run build',
]);

/** Lines framed so that they stand out of a build's output. */
function banner(lines: string[]): string {
  const rule = '!'.repeat(Math.max(...lines.map((line) => line.length)) + 3);
  return ['', rule, ...lines.map((line) => `!! ${line}`), rule, ''].join('\n');
}
