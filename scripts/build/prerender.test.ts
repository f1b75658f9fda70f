import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { renderPage } from '../../src/app/entry-server.tsx';
import { profile } from '../../src/content/profile.ts';
import { ui } from '../../src/content/ui.ts';
import { heroVideo } from '../../src/content/media.ts';
import { defaultContent, pageParts, type ContentPiece } from '../../src/content/siteContent.ts';
import { defaultLanguage, inLanguage, splitLanguage, type Language } from '../../src/language.ts';
import { documentTitle, notFound, pageFile, routeIds, routes, withBase } from '../../src/routes.ts';
import { deferredModules, type BuildManifest } from './deferAppStart.ts';
import { escape } from './pageHead.ts';
import { prerender } from './prerender.ts';
import { contentModule } from '../vite/contentPlugin.ts';
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
      const title = documentTitle(routes[id].title, profile.brandName, routes.home.title);
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
      // Beside its words, which are data.
      const scripts = [...html.matchAll(/<script\b(?![^>]*type="application\/json")[^>]*>/g)].map(
        ([tag]) => tag,
      );
      expect(scripts, file).toEqual(['<script data-modules="/src/app/main.tsx">']);
      expect(html, file).toContain(`>${bootstrapScript}</script>\n  </body>`);
    }
  });

  it('writes the not-found page as 404.html, kept out of search results', async () => {
    await prerender({ distDir, renderPage, siteUrl, bootstrapScript });
    const html = await read('404.html');
    expect(html).toContain(`<title>${documentTitle(notFound.title, profile.brandName)}</title>`);
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain(`<meta name="description" content="${escape(notFound.description)}" />`);
    // The lead, with its words for the address, which one page for every address cannot name.
    const [beforeAddress = '', afterAddress = ''] = ui.notFound.lead.split('{address}');
    const lead = `${beforeAddress}${ui.notFound.unknownAddress}${afterAddress}`;
    expect(html.replaceAll('<!-- -->', '')).toContain(escape(lead).replace(/'/g, '&#x27;'));
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

describe("the words of a page's shell", () => {
  /** The shell's content a page carries, as the app reads it. */
  const shellIn = (html: string) => {
    const json = /<script type="application\/json" id="page-content">([^<]*)<\/script>/.exec(
      html,
    )?.[1];
    return json === undefined ? undefined : (JSON.parse(json) as unknown);
  };

  it('come in every page, after its markup, as data that no text of theirs can end', async () => {
    await prerender({ distDir, renderPage, siteUrl, bootstrapScript });
    for (const file of [...routeIds.map((id) => pageFile(routes[id].path)), '404.html']) {
      const html = await read(file);
      expect(shellIn(html), file).toEqual(JSON.parse(JSON.stringify(defaultContent)));
      expect(html.indexOf('id="page-content"'), file).toBeGreaterThan(html.indexOf('id="root"'));
    }
  });
});

describe('prerender, on a site in several languages', () => {
  const arabic: Language = { code: 'ar', name: 'العربية', dir: 'rtl', prefix: '/ar' };
  const languages = [defaultLanguage, arabic].map((language) => ({
    language,
    content: defaultContent,
  }));
  const renderInLanguages = (path: string) =>
    renderPage(splitLanguage(path, [defaultLanguage, arabic]).path);

  it('writes every route in each language, saying its language and direction, with its alternates', async () => {
    await prerender({
      distDir,
      renderPage: renderInLanguages,
      siteUrl,
      bootstrapScript,
      languages,
    });
    for (const id of routeIds) {
      const { path } = routes[id];
      const html = await read(pageFile(inLanguage(arabic, path)));
      expect(html).toContain(`<html lang="${arabic.code}" dir="rtl">`);
      expect(html).toContain(
        `<link rel="canonical" href="${siteUrl}${inLanguage(arabic, path)}" />`,
      );
      for (const language of [defaultLanguage, arabic]) {
        expect(html).toContain(
          `<link rel="alternate" hreflang="${language.code}" href="${siteUrl}${inLanguage(language, path)}" />`,
        );
      }
      expect(html).toContain(
        `<link rel="alternate" hreflang="x-default" href="${siteUrl}${path}" />`,
      );
      expect(html).toMatch(/<meta property="og:locale" content="ar_[A-Z]{2}" \/>/);
      expect(html).toMatch(/<meta property="og:locale:alternate" content="en_[A-Z]{2}" \/>/);
      const defaultPage = await read(pageFile(path));
      expect(defaultPage).toContain(`<html lang="${defaultLanguage.code}">`);
    }
    const sitemap = await read('sitemap.xml');
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const id of routeIds) {
      const arabicPage = `${siteUrl}${inLanguage(arabic, routes[id].path)}`;
      expect(sitemap).toContain(`<loc>${arabicPage}</loc>`);
      expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="ar" href="${arabicPage}"/>`);
    }
  });

  it('adds nothing of the kind to a site in one language', async () => {
    await prerender({ distDir, renderPage, siteUrl, bootstrapScript });
    const html = await read(pageFile(routes.about.path));
    expect(html).not.toContain('hreflang');
    expect(html).not.toContain('og:locale');
    expect(await read('sitemap.xml')).not.toContain('xhtml');
  });
});

describe("prerender, with the client build's manifest", () => {
  /** The app's entry, as the shell (index.html) loads it. */
  const entry = '/src/app/main.tsx';
  const french: Language = { code: 'fr', name: 'Français', dir: 'ltr', prefix: '/fr' };
  const sourceOf = (path: string) => renderPage(path).pageModule;
  const partsOf = (path: string) => renderPage(path).contentParts;
  const sources = [...new Set(routeIds.map((id) => sourceOf(routes[id].path)))].filter(
    (source) => source !== undefined,
  );
  const chunkOf = (source: string) => `assets/${basename(source, '.tsx')}-h4sh.js`;
  const contentChunkOf = (code: string, piece: ContentPiece) => `assets/${code}-${piece}-h4sh.js`;
  // Each page module's chunk imports the app's entry, already listed, and a chunk of components;
  // each piece of each language's content is a chunk of data, importing nothing.
  const manifest: BuildManifest = {
    'index.html': { file: entry.slice(1) },
    '_components.js': { file: 'assets/components-h4sh.js', imports: ['index.html'] },
    ...Object.fromEntries(
      sources.map((source) => [
        source,
        { file: chunkOf(source), imports: ['index.html', '_components.js'] },
      ]),
    ),
    ...Object.fromEntries(
      [defaultLanguage, french].flatMap(({ code }) =>
        (['shell', ...pageParts] as const).map((piece) => [
          contentModule(code, piece),
          { file: contentChunkOf(code, piece) },
        ]),
      ),
    ),
  };
  /**
   * What a page at `path` starts in `language`: the app, the page's own chunks, then the chunks
   * of the parts of the content it shows, in its language (it carries its shell's words itself).
   */
  const modulesFor = (path: string, { code } = defaultLanguage) => {
    const source = sourceOf(path);
    return [
      entry,
      ...(source ? [`/${chunkOf(source)}`, '/assets/components-h4sh.js'] : []),
      ...partsOf(path).map((part) => `/${contentChunkOf(code, part)}`),
    ];
  };

  it("starts each page with its own page module and words, no other page's", async () => {
    expect(sources.length).toBeGreaterThan(1);
    expect(routeIds.some((id) => partsOf(routes[id].path).length > 0)).toBe(true);
    await prerender({ distDir, renderPage, siteUrl, bootstrapScript, manifest });

    for (const id of routeIds) {
      const { path } = routes[id];
      expect(deferredModules(await read(pageFile(path))), id).toEqual(modulesFor(path));
    }
    expect(deferredModules(await read('404.html'))).toEqual(modulesFor('/404'));
  });

  it("starts a page in another language with its route's page module and that language's words alone", async () => {
    const languages = [defaultLanguage, french].map((language) => ({
      language,
      content: defaultContent,
    }));
    // As the server entry of a site in both languages renders a page: the route in its language.
    const renderInLanguages = (path: string) =>
      renderPage(splitLanguage(path, [defaultLanguage, french]).path);
    await prerender({
      distDir,
      renderPage: renderInLanguages,
      siteUrl,
      bootstrapScript,
      manifest,
      languages,
    });

    const defaultChunks = (['shell', ...pageParts] as const).map(
      (piece) => `/${contentChunkOf(defaultLanguage.code, piece)}`,
    );
    for (const id of routeIds) {
      const { path } = routes[id];
      const modules = deferredModules(await read(pageFile(inLanguage(french, path))));
      expect(modules, id).toEqual(modulesFor(path, french));
      expect(
        modules.filter((module) => defaultChunks.includes(module)),
        id,
      ).toEqual([]);
      expect(deferredModules(await read(pageFile(path))), id).toEqual(modulesFor(path));
    }
  });

  it('gives the chunks their address under the base path', async () => {
    const basePath = '/portfolio/';
    await prerender({ distDir, renderPage, siteUrl, basePath, bootstrapScript, manifest });
    const { path } = routes.about;
    const source = sourceOf(path);
    const [part] = partsOf(path);
    if (!source || !part) throw new Error('the About page has no page module or content part');
    const modules = deferredModules(await read(pageFile(path)));
    expect(modules).toContain(withBase(basePath, chunkOf(source)));
    expect(modules).toContain(withBase(basePath, contentChunkOf(defaultLanguage.code, part)));
  });
});
