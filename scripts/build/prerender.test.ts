import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderPage } from '../../src/app/entry-server.tsx';
import { profile } from '../../src/content/profile.ts';
import { heroVideo } from '../../src/content/media.ts';
import { documentTitle, notFound, pageFile, routeIds, routes, withBase } from '../../src/routes.ts';
import { prerender } from './prerender.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const siteUrl = 'https://sam.example';
const bootstrapScript = 'startTheApp()';
let distDir: string;

beforeEach(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'prerender-'));
  // The app shell as the client build leaves it (index.html with its slots).
  await writeFile(join(distDir, 'index.html'), await readFile('index.html', 'utf8'));
});

afterEach(async () => {
  await rm(distDir, { recursive: true, force: true });
});

const read = (file: string) => readFile(join(distDir, file), 'utf8');

describe('prerender', () => {
  it('writes one complete page per route, with its own head and inlined styles', async () => {
    await prerender({ distDir, renderPage, siteUrl, bootstrapScript });

    for (const id of routeIds) {
      const { path, description } = routes[id];
      const html = await read(pageFile(path));
      expect(html).toContain(
        `<meta name="description" content="${description.replace(/&/g, '&amp;')}" />`,
      );
      expect(html).toContain(`<link rel="canonical" href="${siteUrl}${path}" />`);
      expect(html).toMatch(/<style data-styled="true"[^>]*>[^<]*position:sticky/);
      expect(html).toMatch(/<div id="root"><a [^>]*href="#main"/);
      expect(html).not.toContain('<!--app-head-->');
    }
    for (const id of routeIds) {
      const title = documentTitle(routes[id].title, profile.brandName);
      expect(await read(pageFile(routes[id].path))).toContain(
        `<title>${title.replace(/&/g, '&amp;')}</title>`,
      );
    }
  });

  it('preloads the hero poster on the home page only', async () => {
    await prerender({ distDir, renderPage, siteUrl, bootstrapScript });
    expect(await read(pageFile(routes.home.path))).toContain(
      `<link rel="preload" as="image" href="${heroVideo.poster}" fetchpriority="high" />`,
    );
    for (const id of routeIds.filter((other) => other !== 'home')) {
      expect(await read(pageFile(routes[id].path))).not.toContain(`href="${heroVideo.poster}"`);
    }
  });

  it("keeps image preloads in the head, React's too, each for an image the page shows", async () => {
    await prerender({ distDir, renderPage, siteUrl, bootstrapScript });
    for (const id of routeIds) {
      const html = await read(pageFile(routes[id].path));
      const [head = '', body = ''] = html.split('</head>');
      const inRoot = /<div id="root">([\s\S]*)<\/div>/.exec(body)?.[1] ?? '';
      expect(inRoot).not.toContain('<link');
      for (const [, href] of head.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)) {
        expect(inRoot).toMatch(new RegExp(`(src|poster)="${href}"`));
      }
    }
  });

  it('starts the app on every page, the not-found page too, only from the bootstrap', async () => {
    await prerender({ distDir, renderPage, siteUrl, bootstrapScript });
    for (const file of [...routeIds.map((id) => join(routes[id].path, 'index.html')), '404.html']) {
      const html = await read(file);
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
      expect(scripts, file).toEqual(['<script data-modules="/src/app/main.tsx">']);
      expect(html, file).toContain(`>${bootstrapScript}</script>\n  </body>`);
    }
  });

  it('writes the not-found page as 404.html, kept out of search results', async () => {
    await prerender({ distDir, renderPage, siteUrl, bootstrapScript });
    const html = await read('404.html');
    expect(html).toContain(`<title>${documentTitle(notFound.title, profile.brandName)}</title>`);
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('There is no page at this address.');
  });

  it('lists every route in sitemap.xml and points robots.txt at it', async () => {
    await prerender({ distDir, renderPage, siteUrl, bootstrapScript });
    const sitemap = await read('sitemap.xml');
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(routeIds.map((id) => `${siteUrl}${routes[id].path}`));
    expect(await read('robots.txt')).toBe(
      `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
    );
  });

  it('builds every public address on the base path: canonical links, social card, preloads, sitemap', async () => {
    const basePath = '/portfolio/';
    await prerender({ distDir, renderPage, siteUrl, basePath, bootstrapScript });

    for (const id of routeIds) {
      const html = await read(pageFile(routes[id].path));
      const address = `${siteUrl}${withBase(basePath, routes[id].path)}`;
      expect(html).toContain(`<link rel="canonical" href="${address}" />`);
      expect(html).toContain(`<meta property="og:url" content="${address}" />`);
      expect(html).toContain(`content="${siteUrl}${basePath}social-card.png"`);
    }
    expect(await read(pageFile(routes.home.path))).toContain(
      `<link rel="preload" as="image" href="${withBase(basePath, heroVideo.poster)}"`,
    );
    const sitemap = await read('sitemap.xml');
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(
      routeIds.map((id) => `${siteUrl}${withBase(basePath, routes[id].path)}`),
    );
    expect(await read('robots.txt')).toContain(`Sitemap: ${siteUrl}${basePath}sitemap.xml\n`);
  });

  it('refuses a dist folder whose index.html is not the app shell', async () => {
    await prerender({ distDir, renderPage, siteUrl, bootstrapScript });
    // index.html is now the prerendered home page: running again must not nest pages.
    await expect(prerender({ distDir, renderPage, siteUrl, bootstrapScript })).rejects.toThrow(
      /not the app shell.*run the client build first/,
    );
  });
});
