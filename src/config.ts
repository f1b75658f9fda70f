/**
 * The browser side's configuration: the one module that reads the build's environment. Values
 * are checked when it loads, so a bad deployment setting fails at start-up rather than on submit.
 */

/**
 * The contact API: messages are posted to `${baseUrl}/contact`. By default the site's own
 * server answers under the base path; VITE_CONTACT_API_URL names an API elsewhere.
 */
export const contactApi = {
  baseUrl: parseBaseUrl(
    import.meta.env.VITE_CONTACT_API_URL || `${import.meta.env.BASE_URL}api`,
    'VITE_CONTACT_API_URL',
  ),
} as const;

/**
 * A base URL that paths can be appended to: an absolute http(s) URL, or a path on this site
 * (starting with `/`). The trailing slash is dropped. Anything else throws, naming `source`.
 */
export function parseBaseUrl(value: string, source: string): string {
  const isSitePath = value.startsWith('/') && !value.startsWith('//');
  const hasQueryOrFragment = /[?#]/.test(value);
  if ((!isSitePath && !isHttpUrl(value)) || hasQueryOrFragment) {
    throw new Error(
      `${source} must be an absolute http(s) URL or a path starting with "/", without a query or fragment; got "${value}".`,
    );
  }
  return value.replace(/\/+$/, '');
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
