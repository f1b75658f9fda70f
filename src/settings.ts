/**
 * The build-time settings that more than one side reads: BASE_PATH, SITE_URL and
 * VITE_CONTACT_API_URL. Each has one parser here, used alike by Vite's config, the build, the
 * server and the browser, so a value one of them refuses is refused by all, at build time. Pure
 * functions: the environment is read by the callers.
 */

/**
 * Where the site lives on its host, such as `/` or `/portfolio/`. Written with a slash at each
 * end, so that joining needs no special case: `portfolio` reads as `/portfolio/`. Its case is
 * kept, as hosts such as GitHub Pages name a project site by its repository's name.
 */
export function parseBasePath(value: string): string {
  const trimmed = value.trim();
  const segments = trimmed.split('/').filter(Boolean);
  const plain = segments.every(
    (segment) => /^[A-Za-z0-9._~-]+$/.test(segment) && !/^\.+$/.test(segment),
  );
  if (!plain || /[?#]/.test(trimmed)) {
    throw refused('BASE_PATH', value, 'a path whose parts hold only letters, digits and -._~', [
      '/portfolio/',
    ]);
  }
  return segments.length === 0 ? '/' : `/${segments.join('/')}/`;
}

/**
 * The site's public origin, such as `https://alex.example`: canonical links and the sitemap are
 * built on it. A path belongs in BASE_PATH, as the app's routes live under the base path.
 */
export function parseSiteUrl(value: string): string {
  const url = httpUrl(value);
  if (!url || `${url.origin}/` !== url.href) {
    throw refused('SITE_URL', value, 'an http(s) origin (scheme, host and port only)', [
      'https://me.example',
    ]);
  }
  return url.origin;
}

/**
 * Where the contact form posts (`<url>/contact`): an absolute http(s) URL, or a path on this
 * site; unset or empty, the site's own API under `basePath`. The trailing slash is dropped so
 * that paths can be appended. A path must stay on the page's origin (`//host` or `/\host` would
 * not), and the browser's fetch refuses an address with credentials.
 */
export function parseContactApiUrl(value: string | undefined, basePath: string): string {
  if (!value) return `${basePath}api`;
  const absolute = httpUrl(value);
  const onThisSite = value.startsWith('/') && staysOnSite(value);
  const plain = !/[?#]/.test(value) && !absolute?.username && !absolute?.password;
  if (!(absolute || onThisSite) || !plain) {
    throw refused(
      'VITE_CONTACT_API_URL',
      value,
      'an http(s) URL or a path that starts with a single "/", with no query, fragment or credentials',
      ['https://api.example.com/api', '/api'],
    );
  }
  return (absolute ? absolute.href : value).replace(/\/+$/, '');
}

/** Whether `path` stays on the page's origin, whatever it is: `//host/api` would not. */
function staysOnSite(path: string): boolean {
  const site = 'http://site.invalid';
  return URL.canParse(path, site) && new URL(path, site).origin === site;
}

function httpUrl(value: string): URL | undefined {
  if (!URL.canParse(value)) return undefined;
  const url = new URL(value);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
}

/**
 * Every refusal reads the same, in one sentence: the setting, what it must be, a good value and
 * the value given (quoted as JSON, so that spaces and stray characters show).
 */
function refused(setting: string, value: string, rule: string, examples: string[]): Error {
  return new Error(
    `${setting} must be ${rule}, such as ${examples.join(' or ')}, not ${JSON.stringify(value)}.`,
  );
}
