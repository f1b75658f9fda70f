import { pbkdf2 } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { postContact } from '../../scripts/harness/postContact.ts';
import { writeBasePath } from './basePath.ts';
import { appJs, fixtureFiles, writeFixtureDist } from '../testing/fixtureSite.ts';
import { rawRequest } from '../testing/rawRequest.ts';
import { makeTempDir, removeTempDirs } from '../testing/tempDirs.ts';
import { startTestServer, stopTestServers, type TestServer } from '../testing/testServer.ts';
import { routeIds, routes, withBase } from '../../src/routes.ts';

/** The fixture site's not-found page (its own words, not the site's). */
const notFoundPage = String(fixtureFiles['404.html']);

/** One server on the fixture site for the tests that only read; a file beside dist to guard. */
let site: TestServer;
beforeAll(async () => {
  const root = await makeTempDir('site');
  await writeFile(join(root, 'secret.txt'), 'TOP SECRET');
  site = await startTestServer({ distDir: await writeFixtureDist(root) });
});
afterEach(() => stopTestServers([site]));
/** SHA-256 key stretching that takes some hundreds of milliseconds of one core. */
const YARDSTICK_ITERATIONS = 2_000_000;

afterAll(async () => {
  await stopTestServers();
  await removeTempDirs();
});

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('static files', () => {
  it.each([
    ['/assets/app-abc123.js', 'text/javascript; charset=utf-8'],
    ['/assets/style-def456.css', 'text/css; charset=utf-8'],
    ['/index.html', 'text/html; charset=utf-8'],
    ['/favicon.svg', 'image/svg+xml; charset=utf-8'],
    ['/favicon.ico', 'image/x-icon'],
    ['/media/poster.webp', 'image/webp'],
    ['/media/clip.webm', 'video/webm'],
    ['/media/clip.mp4', 'video/mp4'],
    ['/fonts/body.woff2', 'font/woff2'],
    ['/manifest.json', 'application/json'],
    ['/sitemap.xml', 'application/xml; charset=utf-8'],
    ['/robots.txt', 'text/plain; charset=utf-8'],
  ])('serves %s as %s', async (path, contentType) => {
    const response = await rawRequest(site.url, path);

    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe(contentType);
    expect(response.body).toEqual(Buffer.from(fixtureFiles[path.slice(1)] ?? ''));
  });

  it('caches hashed assets for a year and makes everything else revalidate', async () => {
    const cacheControl = async (path: string) =>
      (await fetch(`${site.url}${path}`)).headers.get('cache-control');

    expect(await cacheControl('/assets/app-abc123.js')).toBe(IMMUTABLE);
    expect(await cacheControl('/assets/style-def456.css')).toBe(IMMUTABLE);
    for (const path of [
      '/',
      '/about',
      '/index.html',
      '/favicon.svg',
      '/media/clip.webm',
      '/nope',
    ]) {
      expect(await cacheControl(path)).toBe('no-cache');
    }
  });

  it('answers a revalidation with 304 while the file is unchanged', async () => {
    const first = await fetch(`${site.url}/about`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);

    const again = await fetch(`${site.url}/about`, { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    for (const path of ['/assets/app-abc123.js', '/about', '/nope']) {
      const get = await rawRequest(site.url, path);
      const head = await rawRequest(site.url, path, { method: 'HEAD' });

      expect(head.status).toBe(get.status);
      expect(head.headers['content-type']).toBe(get.headers['content-type']);
      expect(head.headers['content-length']).toBe(String(get.body.length));
      expect(head.body).toHaveLength(0);
    }
  });

  it('answers other methods on pages with 405', async () => {
    const response = await fetch(`${site.url}/about`, { method: 'POST' });

    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('precompressed files', () => {
  const js = '/assets/app-abc123.js';

  it.each([
    ['br, gzip, deflate', 'br', 'assets/app-abc123.js.br'],
    ['gzip, deflate, br;q=0', 'gzip', 'assets/app-abc123.js.gz'],
    ['gzip;q=0.5, br;q=1.0', 'br', 'assets/app-abc123.js.br'],
    ['*', 'br', 'assets/app-abc123.js.br'],
  ])('serves the sibling the client accepts (%s → %s)', async (accept, encoding, file) => {
    const response = await rawRequest(site.url, js, { headers: { 'Accept-Encoding': accept } });

    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['vary']).toBe('Accept-Encoding');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.body).toEqual(Buffer.from(fixtureFiles[file] ?? ''));
  });

  it.each(['', 'identity', 'br;q=0, gzip;q=0'])(
    'serves the file itself to "%s", still with Vary',
    async (accept) => {
      const response = await rawRequest(site.url, js, {
        headers: { 'Accept-Encoding': accept },
      });

      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['vary']).toBe('Accept-Encoding');
      expect(response.body.toString()).toBe(appJs);
    },
  );

  it('decodes to the original file in a client that unpacks it', async () => {
    const response = await fetch(`${site.url}${js}`, { headers: { 'Accept-Encoding': 'br' } });

    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await response.text()).toBe(appJs);
  });

  it('sends no Vary for a file without siblings', async () => {
    const response = await rawRequest(site.url, '/favicon.svg', {
      headers: { 'Accept-Encoding': 'br, gzip' },
    });
    expect(response.headers['vary']).toBeUndefined();
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});

describe('range requests', () => {
  const video = Buffer.from(fixtureFiles['media/clip.webm'] ?? '');
  const getRange = async (range: string) => {
    return rawRequest(site.url, '/media/clip.webm', { headers: { Range: range } });
  };

  it('advertises byte ranges', async () => {
    const response = await rawRequest(site.url, '/media/clip.webm');
    expect(response.headers['accept-ranges']).toBe('bytes');
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=100-', 100, 999],
    ['bytes=-10', 990, 999],
    ['bytes=900-5000', 900, 999],
  ])('answers %s with 206 and those bytes', async (range, start, end) => {
    const response = await getRange(range);

    expect(response.status).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/1000`);
    expect(response.headers['content-length']).toBe(String(end - start + 1));
    expect(response.headers['content-type']).toBe('video/webm');
    expect(response.body).toEqual(video.subarray(start, end + 1));
  });

  it('answers a range past the end with 416', async () => {
    const response = await getRange('bytes=1000-');

    expect(response.status).toBe(416);
    expect(response.headers['content-range']).toBe('bytes */1000');
  });

  it('sends the whole file for a malformed range', async () => {
    const response = await getRange('bytes=abc');

    expect(response.status).toBe(200);
    expect(response.body).toEqual(video);
  });

  it('answers a page while hostile Range headers arrive, before a fixed amount of hashing ends', async () => {
    // A long run of spaces in a Range header once made its parser backtrack for most of a
    // second, during which the server answered nobody. The yardstick is work, not time: key
    // stretching on another thread, which takes ten times as long as the page needs on any
    // machine, and a small part of what the stalled parser took.
    const hostileRange = `bytes=${' '.repeat(16_000)}x`;
    const hostile = Array.from({ length: 16 }, () => getRange(hostileRange));
    const finished: string[] = [];
    const yardstick = new Promise<void>((resolve, reject) =>
      pbkdf2('portfolio', 'salt', YARDSTICK_ITERATIONS, 32, 'sha256', (error) =>
        error ? reject(error) : resolve(),
      ),
    ).then(() => finished.push('yardstick'));

    const page = await rawRequest(site.url, '/about');
    finished.push('page');
    await yardstick;

    expect(page.status).toBe(200);
    expect(finished).toEqual(['page', 'yardstick']);
    for (const response of await Promise.all(hostile)) {
      expect(response.status).toBe(200);
      expect(response.body).toEqual(video);
    }
  });

  it('serves a range of a file that has a compressed sibling from the file itself', async () => {
    const response = await rawRequest(site.url, '/assets/app-abc123.js', {
      headers: { Range: 'bytes=0-6', 'Accept-Encoding': 'br' },
    });

    expect(response.status).toBe(206);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe(appJs.slice(0, 7));
  });
});

describe('paths that try to leave the site folder', () => {
  it.each([
    '/..%2fsecret.txt',
    '/..%2f..%2fetc/passwd',
    '/%2e%2e/secret.txt',
    '/%2e%2e%2fsecret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/..%5csecret.txt',
    '/..\\secret.txt',
    '/../secret.txt',
    '/assets/../../secret.txt',
    '//secret.txt',
    '/%00secret.txt',
    '/%E0%A4%A',
  ])('does not serve a file outside dist for %s', async (path) => {
    const response = await rawRequest(site.url, path);

    // Node rejects some of these (a raw backslash) with 400 before the app sees them.
    expect([400, 404]).toContain(response.status);
    expect(response.body.toString()).not.toContain('TOP SECRET');
  });
});

describe('pages', () => {
  // The fixture site has a prerendered About page; every other route falls back to the shell.
  const prerendered = routes.about.path;
  const pageTitle = (path: string) => (path === prerendered ? 'About (prerendered)' : 'App shell');

  it.each(routeIds.map((id) => routes[id].path))(
    'answers the route %s with 200 and its page',
    async (path) => {
      const response = await fetch(`${site.url}${path}`);

      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toContain(`<title>${pageTitle(path)}</title>`);
    },
  );

  it.each([
    [`${routes.about.path}/`, routes.about.path],
    [routes.about.path.toUpperCase(), routes.about.path],
    [`${routes.fetchApi.path.toUpperCase()}/`, routes.fetchApi.path],
    [`/${routes.fetchApi.path}`, routes.fetchApi.path],
    [`${routes.about.path.toUpperCase()}?from=card`, `${routes.about.path}?from=card`],
  ])('sends %s to the route path %s with a 301', async (path, location) => {
    const response = await rawRequest(site.url, path);

    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(location);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/nope', '/project/unknown', '/about/more', '/assets/missing.js', '/media'])(
    'answers the unknown path %s with 404 and the not-found page',
    async (path) => {
      const response = await fetch(`${site.url}${path}`);

      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toContain(notFoundPage);
    },
  );

  it("answers an unknown path under a language's folder with that language's missing page", async () => {
    const root = await makeTempDir('site');
    const distDir = await writeFixtureDist(root);
    await mkdir(join(distDir, 'fr'));
    await writeFile(join(distDir, 'fr', '404.html'), '<title>Page introuvable</title>');
    const server = await startTestServer({ distDir });

    for (const path of ['/fr/nope', '/FR/project/unknown', '/fr/']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toBe('<title>Page introuvable</title>');
    }
    const elsewhere = await fetch(`${server.url}/de/nope`);
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.text()).toContain(notFoundPage);
  });

  it('falls back to the app shell with 404 when there is no 404.html', async () => {
    const distDir = await writeFixtureDist(await makeTempDir('site'), ['404.html']);
    const server = await startTestServer({ distDir });
    const response = await fetch(`${server.url}/nope`);

    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<title>App shell</title>');
  });

  it('prefers a prerendered page once the build writes one', async () => {
    const server = await startTestServer();
    const before = await (await fetch(`${server.url}/contact`)).text();
    await writeFixtureFile(
      server.distDir,
      'contact/index.html',
      '<title>Contact (prerendered)</title>',
    );
    const after = await (await fetch(`${server.url}/contact`)).text();

    expect(before).toContain('App shell');
    expect(after).toContain('Contact (prerendered)');
  });

  async function writeFixtureFile(distDir: string, path: string, contents: string) {
    await mkdir(join(distDir, path, '..'), { recursive: true });
    await writeFile(join(distDir, path), contents);
  }
});

describe('security headers', () => {
  const expected = {
    'content-security-policy':
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; media-src 'self'; font-src 'self'; connect-src 'self'; worker-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
  };

  it('are on every kind of response', async () => {
    const responses = [
      await fetch(`${site.url}/`),
      await fetch(`${site.url}/assets/app-abc123.js`),
      await fetch(`${site.url}/nope`),
      await fetch(`${site.url}/about`, { method: 'POST' }),
      await fetch(`${site.url}/api/contact`, { method: 'POST', body: '{}' }),
      await fetch(`${site.url}/api/nope`),
    ];
    for (const response of responses) {
      for (const [name, value] of Object.entries(expected)) {
        expect(response.headers.get(name), `${name} on ${response.url}`).toBe(value);
      }
    }
  });

  it('send no HSTS unless HSTS_MAX_AGE asks for it', async () => {
    expect((await fetch(`${site.url}/`)).headers.get('strict-transport-security')).toBeNull();

    const server = await startTestServer({ settings: { hstsMaxAgeSeconds: 31_536_000 } });
    for (const path of ['/', '/api/contact']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
    }
  });

  it('let the page reach a contact API hosted elsewhere', async () => {
    const server = await startTestServer({
      settings: { apiOrigins: ['https://api.example.com'] },
    });
    const response = await fetch(`${server.url}/`);

    expect(response.headers.get('content-security-policy')).toContain(
      "connect-src 'self' https://api.example.com;",
    );
  });
});

describe('a site built for a base path', () => {
  const basePath = '/portfolio/';
  let distDir: string;
  let based: TestServer;

  beforeAll(async () => {
    distDir = await writeFixtureDist(await makeTempDir('based-site'));
    await writeBasePath(distDir, basePath);
  });
  // Stopped after each test with the others.
  beforeEach(async () => {
    based = await startTestServer({ distDir });
  });

  const get = (path: string) => fetch(`${based.url}${path}`, { redirect: 'manual' });

  it('serves files and pages under the base path, hashed assets for good', async () => {
    const asset = await get(withBase(basePath, '/assets/app-abc123.js'));
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(await asset.text()).toBe(appJs);
    for (const id of routeIds) {
      const page = await get(withBase(basePath, routes[id].path));
      expect(page.status, routes[id].path).toBe(200);
      expect(page.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('sends another spelling of a route, the bare base among them, to its address under the base', async () => {
    const home = await get(basePath.replace(/\/$/, ''));
    expect(home.status).toBe(301);
    expect(home.headers.get('location')).toBe(basePath);
    for (const id of routeIds.filter((route) => routes[route].path !== '/')) {
      const address = withBase(basePath, routes[id].path);
      const other = await get(`${address.toUpperCase()}/?from=test`);
      expect(other.status).toBe(301);
      expect(other.headers.get('location')).toBe(`${address}?from=test`);
    }
  });

  it('answers any address outside the base with the not-found page', async () => {
    for (const path of ['/favicon.svg', '/about', '/portfolios/about']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain(notFoundPage);
    }
  });

  it('takes contact messages under the base path, where the pages post them', async () => {
    const valid = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello!' };
    expect(
      (await postContact(`${based.url}${withBase(basePath, '/')}`.replace(/\/$/, ''), valid))
        .status,
    ).toBe(201);
    expect((await postContact(based.url, valid, {}, { proof: false })).status).toBe(405);
  });
});

describe('pages the build wrote beyond the route table', () => {
  /** The writing section's files as the build writes them, each page with a title of its own. */
  const writingFiles: Record<string, string> = {
    'writing/index.html': '<!doctype html><title>Writing (prerendered)</title>',
    'writing/first-post/index.html': '<!doctype html><title>First post (prerendered)</title>',
    'writing/first-post/diagram.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'writing/tags/react/index.html': '<!doctype html><title>Tagged React (prerendered)</title>',
    'writing/rss.xml': '<rss version="2.0"/>',
  };

  async function writingSite(basePath = '/'): Promise<TestServer> {
    const distDir = await writeFixtureDist(await makeTempDir('writing-site'));
    for (const [path, contents] of Object.entries(writingFiles)) {
      await mkdir(join(distDir, path, '..'), { recursive: true });
      await writeFile(join(distDir, path), contents);
    }
    await writeBasePath(distDir, basePath);
    return startTestServer({ distDir });
  }

  it.each([
    ['/writing', 'Writing (prerendered)'],
    ['/writing/first-post', 'First post (prerendered)'],
    ['/writing/tags/react', 'Tagged React (prerendered)'],
  ])('serves the page folder %s with 200 and its page', async (path, title) => {
    const server = await writingSite();
    const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('etag')).toMatch(/^".+"$/);
    expect(await response.text()).toContain(`<title>${title}</title>`);
  });

  it('serves the files beside the pages as files', async () => {
    const server = await writingSite();
    const image = await fetch(`${server.url}/writing/first-post/diagram.svg`);
    const feed = await fetch(`${server.url}/writing/rss.xml`);

    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(await image.text()).toBe(writingFiles['writing/first-post/diagram.svg']);
    expect(feed.status).toBe(200);
    expect(await feed.text()).toBe(writingFiles['writing/rss.xml']);
  });

  it.each([
    ['/writing/first-post/', '/writing/first-post'],
    ['/Writing/First-Post/', '/writing/first-post'],
    ['/WRITING/FIRST-POST', '/writing/first-post'],
    ['/writing//first-post', '/writing/first-post'],
    ['/writing/', '/writing'],
    ['/Writing/Tags/React', '/writing/tags/react'],
    ['/Writing/First-Post/?from=feed', '/writing/first-post?from=feed'],
  ])('sends %s to the page’s own path %s with a 301', async (path, location) => {
    const server = await writingSite();
    const response = await rawRequest(server.url, path);

    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(location);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    '/writing/nope',
    '/Writing/Nope/',
    '/writing/first-post/more',
    '/writing/tags',
    '/writing/tags/nope',
    '/writings',
  ])(
    'answers %s, which the build wrote no page for, with 404 and the not-found page',
    async (path) => {
      const server = await writingSite();
      const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });

      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toContain(notFoundPage);
    },
  );

  it("serves a translation's writing pages and feeds under its prefix, other spellings sent there, and its missing page beside them", async () => {
    const translated: Record<string, string> = {
      'fr/404.html': '<!doctype html><title>Page introuvable</title>',
      'fr/writing/index.html': '<!doctype html><title>Écrits (prerendered)</title>',
      'fr/writing/premier-billet/index.html': '<!doctype html><title>Billet (prerendered)</title>',
      'fr/writing/premier-billet/plan.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'fr/writing/tags/react/index.html': '<!doctype html><title>React (prerendered)</title>',
      'fr/writing/rss.xml': '<rss version="2.0"><channel><language>fr</language></channel></rss>',
      'fr/writing/atom.xml': '<feed xmlns="http://www.w3.org/2005/Atom"/>',
    };
    const distDir = await writeFixtureDist(await makeTempDir('translated-writing'));
    for (const [path, contents] of Object.entries(translated)) {
      await mkdir(join(distDir, path, '..'), { recursive: true });
      await writeFile(join(distDir, path), contents);
    }
    const server = await startTestServer({ distDir });
    const get = (path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });

    for (const [path, file] of [
      ['/fr/writing', 'fr/writing/index.html'],
      ['/fr/writing/premier-billet', 'fr/writing/premier-billet/index.html'],
      ['/fr/writing/tags/react', 'fr/writing/tags/react/index.html'],
      ['/fr/writing/premier-billet/plan.svg', 'fr/writing/premier-billet/plan.svg'],
      ['/fr/writing/rss.xml', 'fr/writing/rss.xml'],
      ['/fr/writing/atom.xml', 'fr/writing/atom.xml'],
    ] as const) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toBe(translated[file] ?? '');
    }
    for (const [spelling, location] of [
      ['/FR/Writing/Premier-Billet/', '/fr/writing/premier-billet'],
      ['/fr/writing/', '/fr/writing'],
      ['/Fr/Writing/Tags/React', '/fr/writing/tags/react'],
    ] as const) {
      const response = await get(spelling);
      expect(response.status, spelling).toBe(301);
      expect(response.headers.get('location'), spelling).toBe(location);
    }
    for (const path of ['/fr/writing/nope', '/writing', '/writing/premier-billet']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain(
        path.startsWith('/fr/') ? '<title>Page introuvable</title>' : notFoundPage,
      );
    }
  });

  it('answers 404 for the writing pages of a site built without them', async () => {
    const response = await fetch(`${site.url}/writing`, { redirect: 'manual' });

    expect(response.status).toBe(404);
    expect(await response.text()).toContain(notFoundPage);
  });

  it('serves them under the base path, and sends other spellings to their address there', async () => {
    const basePath = '/portfolio/';
    const server = await writingSite(basePath);
    const get = (path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });

    const page = await get('/portfolio/writing/first-post');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>First post (prerendered)</title>');
    for (const spelling of [
      '/portfolio/writing/first-post/',
      '/Portfolio/Writing/First-Post/',
      '/portfolio/WRITING/first-post',
    ]) {
      const other = await get(spelling);
      expect(other.status, spelling).toBe(301);
      expect(other.headers.get('location'), spelling).toBe('/portfolio/writing/first-post');
    }
    for (const path of ['/writing/first-post', '/portfolio/writing/nope']) {
      const missing = await get(path);
      expect(missing.status, path).toBe(404);
      expect(await missing.text()).toContain(notFoundPage);
    }
  });
});
