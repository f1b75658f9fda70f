/**
 * Build-time settings, from the environment, checked before anything is built.
 *
 *   SITE_URL   the public address of the site, e.g. https://alex.example. Canonical links, Open
 *              Graph/Twitter tags, the sitemap and robots.txt are built on it. Without it a
 *              build points them at http://localhost:3000, where `npm start` serves it, and says
 *              so loudly; a production build (NODE_ENV=production) without it fails.
 */
export interface BuildConfig {
  /** An http(s) origin, such as https://alex.example (no trailing slash). */
  siteUrl: string;
  /** What the person building must hear about, before and after the build's own output. */
  warnings: string[];
}

export const LOCAL_SITE_URL = 'http://localhost:3000';

export function loadBuildConfig(env: NodeJS.ProcessEnv = process.env): BuildConfig {
  if (env.SITE_URL) return { siteUrl: parseSiteUrl(env.SITE_URL), warnings: [] };
  if (env.NODE_ENV === 'production') {
    throw new Error(
      'SITE_URL is not set. A production build needs the public address of the site for its canonical links, social tags and sitemap: SITE_URL=https://your.domain npm run build',
    );
  }
  return { siteUrl: LOCAL_SITE_URL, warnings: [missingSiteUrlWarning] };
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
