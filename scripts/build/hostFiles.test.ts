import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersFile, hostFiles, insertMetaCsp, metaCsp } from './hostFiles.ts';
import { writeBasePath } from '../../server/http/basePath.ts';
import { scriptHash, writeScriptHashes } from '../../server/http/scriptHashes.ts';
import { fixedSecurityHeaders } from '../../server/http/securityHeaders.ts';
import { writeFixtureDist } from '../../server/testing/fixtureSite.ts';
import { makeTempDir, removeTempDirs } from '../../server/testing/tempDirs.ts';
import { startTestServer, stopTestServers } from '../../server/testing/testServer.ts';
import { normalizePath, pageFile, routeIds, routes, withBase } from '../../src/routes.ts';

const scriptHashes = [scriptHash('startTheApp()'), scriptHash('markReady()')];
const apiOrigins = ['https://api.example.com'];
const BASES = ['/', '/portfolio/'];

/** What the real server sends: its policy, its other headers and its two Cache-Control values. */
let sent: { headers: Headers; assetCaching: string; pageCaching: string };
beforeAll(async () => {
  const distDir = await writeFixtureDist(await makeTempDir('site'));
  await writeScriptHashes(distDir, scriptHashes);
  const server = await startTestServer({ distDir, settings: { apiOrigins } });
  const page = await fetch(`${server.url}/about`);
  const asset = await fetch(`${server.url}/assets/app-abc123.js`);
  sent = {
    headers: page.headers,
    assetCaching: asset.headers.get('cache-control') ?? '',
    pageCaching: page.headers.get('cache-control') ?? '',
  };
});
afterAll(async () => {
  await stopTestServers();
  await removeTempDirs();
});

const pagePaths = routeIds.map((id) => routes[id].path);
const securityHeaderNames = ['Content-Security-Policy', ...Object.keys(fixedSecurityHeaders)];

interface HeaderRule {
  pattern: string;
  headers: [string, string][];
}

/** `_headers` read the way both hosts read it: a path line, then indented `Name: value` lines. */
function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n').map((raw) => raw.trim())) {
    if (line === '' || line.startsWith('#')) continue;
    if (line.startsWith('/')) {
      rules.push({ pattern: line, headers: [] });
      continue;
    }
    const separator = line.indexOf(':');
    rules.at(-1)?.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
  }
  return rules;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * How each host matches a `_headers` pattern. Netlify's build turns it into a case-insensitive
 * expression that allows a trailing slash, a lone `*` segment being optional; Cloudflare Pages
 * matches the path exactly, `*` standing for anything and `:name` for one segment.
 */
const hosts = {
  netlify: (pattern: string, path: string) => {
    const parts = pattern
      .split('/')
      .filter(Boolean)
      .map((part) => {
        if (part.startsWith(':')) return '([^/]+)';
        if (part === '*') return '?(.*)';
        return part.split('*').map(escapeRegExp).join('(.*)');
      });
    return new RegExp(`^/${parts.join('/')}/?$`, 'iu').test(path);
  },
  cloudflare: (pattern: string, path: string) => {
    const source = pattern
      .split(/(\*|:[A-Za-z]\w*)/)
      .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : escapeRegExp(part)))
      .join('');
    return new RegExp(`^${source}$`).test(path);
  },
};

/** Every value a host would send for `name` at `path`: one entry per matching rule. */
function valuesAt(
  rules: HeaderRule[],
  matches: (pattern: string, path: string) => boolean,
  path: string,
  name: string,
): string[] {
  return rules
    .filter((rule) => matches(rule.pattern, path))
    .flatMap((rule) => rule.headers)
    .filter(([header]) => header.toLowerCase() === name.toLowerCase())
    .map(([, value]) => value);
}

/** The addresses a host may be asked for: each page's spellings, hashed assets, other files. */
function samplePaths(basePath: string) {
  const pages = pagePaths.flatMap((path) =>
    path === '/'
      ? [basePath, withBase(basePath, pageFile(path))]
      : [
          withBase(basePath, path),
          `${withBase(basePath, path)}/`,
          withBase(basePath, pageFile(path)),
        ],
  );
  const assets = ['assets/app-abc123.js', 'assets/style-def456.css'].map((file) =>
    withBase(basePath, file),
  );
  const others = ['favicon.svg', 'robots.txt', 'media/clip.webm', 'nope'].map((file) =>
    withBase(basePath, file),
  );
  return { pages, assets, others, all: [...pages, ...assets, ...others] };
}

interface VercelConfig {
  headers: { source: string; headers: { key: string; value: string }[] }[];
  redirects: { source: string; destination: string; statusCode: number }[];
}

/**
 * vercel.json's rules, with its sources matched as Vercel matches these: literal text, and
 * groups that hold regular expressions.
 */
function readVercelConfig(text: string) {
  const config = JSON.parse(text) as VercelConfig;
  const rules: HeaderRule[] = config.headers.map(({ source, headers }) => ({
    pattern: source,
    headers: headers.map(({ key, value }): [string, string] => [key, value]),
  }));
  const matches = (source: string, path: string) =>
    new RegExp(
      `^${source
        .split(/(\(.*\))/)
        .map((part, index) => (index % 2 ? part : escapeRegExp(part)))
        .join('')}$`,
    ).test(path);
  return { rules, matches, redirects: config.redirects };
}

describe.each(BASES)('host files for the base path %s', (basePath) => {
  const settings = { basePath, scriptHashes, apiOrigins };
  const files = hostFiles(settings);
  const rules = parseHeadersFile(files._headers);
  const vercel = readVercelConfig(files['vercel.json']);
  const paths = samplePaths(basePath);

  it.each(Object.entries(hosts))(
    '_headers sends the server’s policy and security headers once on every path (%s)',
    (_host, matches) => {
      for (const path of paths.all) {
        for (const name of securityHeaderNames) {
          expect(valuesAt(rules, matches, path, name), `${name} at ${path}`).toEqual([
            sent.headers.get(name),
          ]);
        }
      }
    },
  );

  it.each(Object.entries(hosts))(
    '_headers caches hashed assets for good and makes pages revalidate, one Cache-Control a path (%s)',
    (host, matches) => {
      const cacheControl = (path: string) => valuesAt(rules, matches, path, 'Cache-Control');
      for (const path of paths.assets) {
        expect(cacheControl(path), path).toEqual([sent.assetCaching]);
      }
      // Cloudflare Pages serves a page folder at its slash spelling and redirects the others there.
      const pageSpellings = paths.pages.filter((path) => host === 'netlify' || path.endsWith('/'));
      for (const path of pageSpellings) {
        expect(cacheControl(path), path).toEqual([sent.pageCaching]);
      }
      for (const path of paths.all) expect(cacheControl(path).length, path).toBeLessThanOrEqual(1);
    },
  );

  it('_headers stays within Cloudflare Pages’ limit of 100 rules', () => {
    expect(rules.length).toBeLessThanOrEqual(100);
  });

  it('vercel.json carries the same headers, one Cache-Control a path', () => {
    for (const path of paths.all) {
      for (const name of securityHeaderNames) {
        expect(valuesAt(vercel.rules, vercel.matches, path, name), `${name} at ${path}`).toEqual([
          sent.headers.get(name),
        ]);
      }
      const caching = paths.assets.includes(path) ? sent.assetCaching : sent.pageCaching;
      expect(valuesAt(vercel.rules, vercel.matches, path, 'Cache-Control'), path).toEqual([
        caching,
      ]);
    }
  });

  it('vercel.json sends each route’s trailing-slash spelling to the route with a 301', () => {
    const expected = pagePaths
      .filter((path) => path !== '/')
      .map((path) => ({
        source: `${withBase(basePath, path)}/`,
        destination: withBase(basePath, path),
        statusCode: 301,
      }));

    expect(vercel.redirects).toEqual(expected);
    for (const { source, destination } of vercel.redirects) {
      expect(normalizePath(source)).toBe(normalizePath(destination));
    }
  });

  it('_redirects holds no rule between two spellings of one path, which would loop', () => {
    const redirects = files._redirects
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#'))
      .map((line) => line.split(/\s+/));

    for (const [from = '', to = ''] of redirects) {
      expect(normalizePath(from), `${from} → ${to}`).not.toBe(normalizePath(to));
    }
  });

  it('every policy allows the pages’ inline scripts by hash, never unsafe-inline', () => {
    const policyIn = (headerRules: HeaderRule[]) =>
      headerRules
        .flatMap((rule) => rule.headers)
        .filter(([name]) => name === 'Content-Security-Policy')
        .map(([, value]) => value);
    const policies = [
      ...policyIn(rules),
      ...policyIn(vercel.rules),
      metaContent(metaCsp(settings)),
    ];

    expect(policies).toHaveLength(3);
    for (const policy of policies) {
      const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src '));
      expect(scriptSrc).not.toContain('unsafe-inline');
      for (const hash of scriptHashes) expect(scriptSrc).toContain(hash);
    }
  });
});

/** The policy a `<meta>` tag carries, as a browser reads the attribute. */
function metaContent(tag: string): string {
  const meta = new JSDOM(`<head>${tag}</head>`).window.document.querySelector('meta');
  return meta?.getAttribute('content') ?? '';
}

describe('the meta policy', () => {
  it('is the server’s policy without the directives only a header can carry', () => {
    const content = metaContent(metaCsp({ scriptHashes, apiOrigins }));
    const headerOnly = /^(frame-ancestors|report-uri|report-to|sandbox)\b/;

    expect(content).not.toContain('frame-ancestors');
    expect(content).toBe(
      (sent.headers.get('content-security-policy') ?? '')
        .split('; ')
        .filter((directive) => !headerOnly.test(directive))
        .join('; '),
    );
  });

  it.each([
    [
      'after the charset',
      '<!doctype html><html><head>\n<meta charset="UTF-8" /><script>startTheApp()</script><title>A</title></head><body><script src="/a.js"></script></body></html>',
      '<meta charset="UTF-8">',
    ],
    [
      'first',
      '<!doctype html><html lang="en"><head><script>markReady()</script></head><body></body></html>',
      null,
    ],
  ])('goes into the head %s, before every script', (_where, page, before) => {
    const { document, Node } = new JSDOM(insertMetaCsp(page, metaCsp({ scriptHashes, apiOrigins })))
      .window;
    const policy = document.querySelector('meta[http-equiv="Content-Security-Policy"]');

    expect(policy?.parentElement).toBe(document.head);
    expect(policy?.previousElementSibling?.outerHTML ?? null).toBe(before);
    for (const script of document.querySelectorAll('script')) {
      expect(policy?.compareDocumentPosition(script)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    }
  });

  it('cannot go into a page without a head', () => {
    expect(() => insertMetaCsp('<p>no head</p>', metaCsp({ scriptHashes, apiOrigins }))).toThrow(
      /no <head>/,
    );
  });
});

/** The writing section's pages, as the build passes them beyond the route table's. */
const writingPaths = [
  '/writing',
  '/writing/first-post',
  '/writing/second-post',
  '/writing/tags/react',
  '/writing/tags/web-dev',
];

describe.each(BASES)('host files with the writing pages, for the base path %s', (basePath) => {
  const settings = { basePath, scriptHashes, apiOrigins, extraPages: writingPaths };
  const files = hostFiles(settings);
  const rules = parseHeadersFile(files._headers);
  const vercel = readVercelConfig(files['vercel.json']);
  const spellings = writingPaths.flatMap((path) => [
    withBase(basePath, path),
    `${withBase(basePath, path)}/`,
    withBase(basePath, pageFile(path)),
  ]);
  /** Files of the section that are not pages: the feeds and a post's image. */
  const sectionFiles = ['/writing/rss.xml', '/writing/atom.xml', '/writing/first-post/a.svg'].map(
    (path) => withBase(basePath, path),
  );

  it('vercel.json sends each writing page’s trailing-slash spelling to the page with a 301', () => {
    const pageRedirects = (paths: readonly string[]) =>
      paths.map((path) => ({
        source: `${withBase(basePath, path)}/`,
        destination: withBase(basePath, path),
        statusCode: 301,
      }));

    expect(vercel.redirects).toEqual(
      pageRedirects([...pagePaths.filter((path) => path !== '/'), ...writingPaths]),
    );
  });

  it.each(Object.entries(hosts))(
    '_headers makes every spelling of a writing page revalidate, with the security headers, once each (%s)',
    (host, matches) => {
      const served = spellings.filter((path) => host === 'netlify' || path.endsWith('/'));
      for (const path of served) {
        expect(valuesAt(rules, matches, path, 'Cache-Control'), path).toEqual([sent.pageCaching]);
      }
      for (const path of [...spellings, ...sectionFiles]) {
        expect(valuesAt(rules, matches, path, 'Cache-Control').length, path).toBeLessThanOrEqual(1);
        for (const name of securityHeaderNames) {
          expect(valuesAt(rules, matches, path, name), `${name} at ${path}`).toEqual([
            sent.headers.get(name),
          ]);
        }
      }
      const asset = withBase(basePath, 'assets/app-abc123.js');
      expect(valuesAt(rules, matches, asset, 'Cache-Control')).toEqual([sent.assetCaching]);
    },
  );

  it('vercel.json makes the writing pages revalidate, one Cache-Control a path', () => {
    for (const path of [...spellings, ...sectionFiles]) {
      expect(valuesAt(vercel.rules, vercel.matches, path, 'Cache-Control'), path).toEqual([
        sent.pageCaching,
      ]);
    }
  });

  it('_headers stays within Cloudflare Pages’ 100 rules however many posts there are', () => {
    const manyPosts = Array.from({ length: 300 }, (_, index) => `/writing/post-${index}`);
    const many = parseHeadersFile(
      headersFile({ ...settings, extraPages: [...writingPaths, ...manyPosts] }),
    );

    expect(many.length).toBeLessThanOrEqual(100);
    for (const path of manyPosts.map((post) => `${withBase(basePath, post)}/`)) {
      for (const matches of Object.values(hosts)) {
        expect(valuesAt(many, matches, path, 'Cache-Control'), path).toEqual([sent.pageCaching]);
      }
    }
  });
});

describe('the host files and the server', () => {
  it.each(BASES)(
    'agree on where a trailing-slash spelling goes under the base path %s',
    async (basePath) => {
      const distDir = await writeFixtureDist(await makeTempDir('site'));
      await writeBasePath(distDir, basePath);
      const site = await startTestServer({ distDir });
      const { redirects } = readVercelConfig(
        hostFiles({ basePath, scriptHashes, apiOrigins })['vercel.json'],
      );

      for (const { source, destination, statusCode } of redirects) {
        const response = await fetch(`${site.url}${source}`, { redirect: 'manual' });
        expect(response.status, source).toBe(statusCode);
        expect(response.headers.get('location'), source).toBe(destination);
      }
    },
  );

  it.each(BASES)(
    'agree on where a writing page’s trailing-slash spelling goes under the base path %s',
    async (basePath) => {
      const distDir = await writeFixtureDist(await makeTempDir('site'));
      await writeBasePath(distDir, basePath);
      for (const path of writingPaths) {
        await mkdir(join(distDir, path), { recursive: true });
        await writeFile(join(distDir, pageFile(path)), `<title>${path}</title>`);
      }
      const site = await startTestServer({ distDir });
      const { redirects } = readVercelConfig(
        hostFiles({ basePath, scriptHashes, apiOrigins, extraPages: writingPaths })['vercel.json'],
      );
      const writingRedirects = redirects.filter(({ destination }) =>
        writingPaths.some((path) => destination === withBase(basePath, path)),
      );

      expect(writingRedirects).toHaveLength(writingPaths.length);
      for (const { source, destination, statusCode } of writingRedirects) {
        const response = await fetch(`${site.url}${source}`, { redirect: 'manual' });
        expect(response.status, source).toBe(statusCode);
        expect(response.headers.get('location'), source).toBe(destination);
        const page = await fetch(`${site.url}${destination}`, { redirect: 'manual' });
        expect(page.status, destination).toBe(200);
      }
    },
  );

  it('stop the build when a policy line is too long for Cloudflare Pages', () => {
    const manyHashes = Array.from({ length: 50 }, (_, index) => scriptHash(`script${index}()`));
    expect(() => headersFile({ basePath: '/', scriptHashes: manyHashes, apiOrigins })).toThrow(
      /Cloudflare Pages' limit of 2000/,
    );
  });
});
