/**
 * What static hosts need to send the headers and redirects `npm start` sends: `_headers` and
 * `_redirects` (Netlify, Cloudflare Pages), `vercel.json` (Vercel), and a `<meta>` policy in
 * every page for hosts that send no headers of ours (GitHub Pages). Pure: the build writes what
 * these functions return.
 */
import {
  contentSecurityPolicy,
  fixedSecurityHeaders,
  serializeCsp,
  type CspDirectives,
  type SecurityHeaderSettings,
} from '../../server/http/securityHeaders.ts';
import { IMMUTABLE, REVALIDATE } from '../../server/http/static.ts';
import { pageFile, routeIds, routes, withBase } from '../../src/routes.ts';
import { escape } from './pageHead.ts';

export interface HostFileSettings extends Pick<
  SecurityHeaderSettings,
  'apiOrigins' | 'scriptHashes'
> {
  /** Where the site lives on its host: `/` or a path such as `/portfolio/`. */
  basePath: string;
  /** Prerendered pages beyond the route table's (the writing section's), by path. */
  extraPages?: readonly string[];
}

/** Where Vite writes content-hashed files, whose content never changes under a name. */
const ASSETS_FOLDER = 'assets/';

/** Cloudflare Pages drops a `_headers` line longer than this, policy and all. */
const MAX_HEADERS_LINE_CHARS = 2000;

/**
 * Browsers ignore frame-ancestors, report-uri, report-to and sandbox in a `<meta>` policy, and
 * warn about them: only a header carries them.
 */
const HEADER_ONLY_DIRECTIVES: ReadonlySet<string> = new Set([
  'frameAncestors',
  'reportUri',
  'reportTo',
  'sandbox',
]);

const WRITTEN_BY =
  '# Written by `npm run build` (scripts/build/hostFiles.ts): edit that, not this.';

/** Every host file, by its name in the build folder. */
export function hostFiles(
  settings: HostFileSettings,
): Record<'_headers' | '_redirects' | 'vercel.json', string> {
  return {
    _headers: headersFile(settings),
    _redirects: redirectsFile(),
    'vercel.json': vercelConfig(settings),
  };
}

/**
 * `_headers`, read by Netlify and Cloudflare Pages. Every rule that matches a request adds its
 * headers, and a header set by two matching rules goes out with both values (Cloudflare joins
 * them with a comma; Netlify promises nothing better), so no two rules that can match one path
 * set the same header: the security headers come from one rule over the whole base, and the
 * Cache-Control rules never overlap. Cloudflare's `! Cache-Control` could undo a wider rule,
 * but Netlify skips that line and would send both values. Neither syntax can say "all but the
 * assets", so files that are neither pages nor assets (icons, media, robots.txt) keep the
 * host's own `public, max-age=0, must-revalidate`, which revalidates before every reuse just
 * as no-cache does. HSTS is left to the host: Netlify sends its own on HTTPS, and a second
 * would make two.
 */
export function headersFile(settings: HostFileSettings): string {
  const { basePath } = settings;
  const rules: [string, Record<string, string>][] = [
    [`${basePath}*`, securityHeaderValues(settings)],
    [withBase(basePath, `${ASSETS_FOLDER}*`), { 'Cache-Control': IMMUTABLE }],
    ...pagePatterns(basePath, pagePaths(settings)).map(
      (pattern): [string, Record<string, string>] => [pattern, { 'Cache-Control': REVALIDATE }],
    ),
  ];
  const lines = [
    WRITTEN_BY,
    ...rules.flatMap(([pattern, headers]) => [
      '',
      pattern,
      ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    ]),
  ];
  const tooLong = lines.find((line) => line.length > MAX_HEADERS_LINE_CHARS);
  if (tooLong) {
    throw new Error(
      `_headers: a line of ${tooLong.length} characters is over Cloudflare Pages' limit of ${MAX_HEADERS_LINE_CHARS}, which would drop it: ${tooLong.slice(0, 60)}...`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * `_redirects`, read by Netlify and Cloudflare Pages: no rules, as each would loop or do
 * nothing. The server answers `/about/` with a 301 to `/about`. Cloudflare Pages serves
 * `about/index.html` at `/about/` and redirects `/about` there itself, so that rule would
 * bounce between the two. Netlify drops a trailing slash before it matches rules, so the rule
 * would match `/about` too: shadowed by the page, or, forced with `!`, an endless loop. The
 * other spellings the server folds (case, repeated slashes) cannot be listed either: a rule
 * names one exact path, Netlify matches redirect paths case-sensitively, and neither host has
 * a rule that folds case, so such a request gets the host's 404 page.
 */
export function redirectsFile(): string {
  return [
    WRITTEN_BY,
    '# No trailing-slash redirects: this host keeps or adds the slash on page folders itself,',
    '# and a rule that took it off again would loop.',
    '',
  ].join('\n');
}

/**
 * `vercel.json`, for deploying the build folder to Vercel as it is (`vercel deploy dist`):
 * Vercel reads it from the root of what it deploys. Header sources are regular expressions, so
 * the Cache-Control rules can be disjoint (the assets, and everything else), and redirect
 * sources match case and slash exactly, so each route's slash spelling gets the server's 301.
 * Not `trailingSlash: false`, which would also take the slash off the base path, the home
 * page's own address (`/portfolio/`); nor `cleanUrls`, which sends `/portfolio/index.html` to
 * `/portfolio`.
 */
export function vercelConfig(settings: HostFileSettings): string {
  const { basePath } = settings;
  const config = {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    headers: [
      { source: `${basePath}(.*)`, headers: keyValues(securityHeaderValues(settings)) },
      {
        source: withBase(basePath, `${ASSETS_FOLDER}(.*)`),
        headers: keyValues({ 'Cache-Control': IMMUTABLE }),
      },
      {
        source: `${basePath}((?!${ASSETS_FOLDER}).*)`,
        headers: keyValues({ 'Cache-Control': REVALIDATE }),
      },
    ],
    redirects: pagePaths(settings).map((path) => ({
      source: `${withBase(basePath, path)}/`,
      destination: withBase(basePath, path),
      statusCode: 301,
    })),
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}

/**
 * The policy as a `<meta>` tag, for hosts that send no headers of ours. The header-only
 * directives are left out, so on such a host nothing stops another site framing the pages.
 */
export function metaCsp(settings: Pick<HostFileSettings, 'apiOrigins' | 'scriptHashes'>): string {
  const directives: CspDirectives = {};
  for (const [name, sources] of Object.entries(contentSecurityPolicy(settings))) {
    if (!HEADER_ONLY_DIRECTIVES.has(name)) directives[name as keyof CspDirectives] = sources;
  }
  return `<meta http-equiv="Content-Security-Policy" content="${escape(serializeCsp(directives))}" />`;
}

const HEAD_START = /<head\b[^>]*>/i;
const LEADING_CHARSET = /^\s*<meta\s+charset\b[^>]*>/i;

/**
 * `html` with `tag` first in its `<head>`, before any script: a meta policy governs only what
 * follows it. It goes after a leading `<meta charset>`, which must stay within the first
 * 1024 bytes of the page.
 */
export function insertMetaCsp(html: string, tag: string): string {
  const head = HEAD_START.exec(html);
  if (!head) throw new Error('The page has no <head> to put its Content-Security-Policy in.');
  let at = head.index + head[0].length;
  at += LEADING_CHARSET.exec(html.slice(at))?.[0].length ?? 0;
  return `${html.slice(0, at)}\n    ${tag}${html.slice(at)}`;
}

/** The Content-Security-Policy and the other security headers, as the server sends them. */
function securityHeaderValues(settings: HostFileSettings): Record<string, string> {
  return {
    'Content-Security-Policy': serializeCsp(contentSecurityPolicy(settings)),
    ...fixedSecurityHeaders,
  };
}

/** Every page's path but the home page's, whose own spelling ends in a slash. */
function pagePaths({ extraPages = [] }: Pick<HostFileSettings, 'extraPages'>): string[] {
  return [...routeIds.map((id) => routes[id].path), ...extraPages].filter((path) => path !== '/');
}

/**
 * One `_headers` pattern per page folder, matching every spelling the host serves a page at and
 * no hashed asset: the home page and its file exactly; any other page as `/about/*`, which
 * Netlify matches for `/about` and `/about/` and Cloudflare for `/about/`, where it serves the
 * page. That pattern covers the pages below it too, so they get none of their own.
 */
function pagePatterns(basePath: string, paths: readonly string[]): string[] {
  const topmost = paths.filter((path) => !paths.some((other) => path.startsWith(`${other}/`)));
  return [
    basePath,
    withBase(basePath, pageFile('/')),
    ...topmost.map((path) => `${withBase(basePath, path)}/*`),
  ];
}

function keyValues(headers: Record<string, string>): { key: string; value: string }[] {
  return Object.entries(headers).map(([key, value]) => ({ key, value }));
}
