// The prerenderer writing each language's writing section: real posts in temporary folders, as
// loadLanguagePosts reads them, rendered by the app's server entry.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPageOf } from '../../src/app/entry-server.tsx';
import type { Post } from '../../src/content/post.ts';
import { defaultContent } from '../../src/content/siteContent.ts';
import { defaultLanguage, inLanguage, type Language } from '../../src/language.ts';
import {
  documentTitle,
  pageFile,
  routes,
  writing,
  writingPages,
  type WritingPage,
} from '../../src/routes.ts';
import { makeTempDir, removeTempDirs } from '../../server/testing/tempDirs.ts';
import { copyContent } from '../harness/languagesCopy.ts';
import { postCardPath } from './images/postCard.ts';
import { prerender } from './prerender.ts';
import { loadLanguagePosts, postsDirOf } from './writing/languagePosts.ts';

const siteUrl = 'https://sam.example';
const french: Language = { code: 'fr', name: 'Français', dir: 'ltr', prefix: '/fr' };
const arabic: Language = { code: 'ar', name: 'العربية', dir: 'rtl', prefix: '/ar' };
const languages = [defaultLanguage, french, arabic];
/** The words the French pages are written in: each of the default's, marked. */
const frenchContent = copyContent(french);

/** A post file with front matter every check passes. */
const postFile = (title: string, date: string, tags: string[]) =>
  `---\ntitle: ${title}\ndate: ${date}\nsummary: What “${title}” is about.\ntags: [${tags.join(', ')}]\n---\n\nWords.\n`;

/** The posts of each language: one translated (by its address), and one of each's own. */
const files = {
  [defaultLanguage.code]: {
    'shared.md': postFile('A post in two languages', '2026-03-10', ['Performance']),
    'english-only.md': postFile('Only in English', '2026-02-01', ['Testing']),
  },
  [french.code]: {
    'shared.md': postFile('Un billet en deux langues', '2026-03-12', ['Performance']),
    'seulement-en-francais.md': postFile('Seulement en français', '2026-01-05', ['Langues']),
  },
};

let distDir = '';
let postsByLanguage: Record<string, Post[]> = {};
/** Each language's writing pages, as build.ts makes them. */
const pagesOf: Record<string, WritingPage[]> = {};
const read = (file: string) => readFile(join(distDir, file), 'utf8');
const absolute = (language: Language, path: string) => `${siteUrl}${inLanguage(language, path)}`;
const pageOf = (language: Language, path: string) => read(pageFile(inLanguage(language, path)));
/** Each `<link rel="alternate" hreflang>` of a page: its language and its address. */
const hreflangsOf = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map(
    ([, hreflang, href]) => [hreflang, href],
  );

beforeAll(async () => {
  const root = await makeTempDir('prerender-writing');
  vi.stubEnv('POSTS_DIR', '');
  for (const [code, posts] of Object.entries(files)) {
    const language = languages.find((candidate) => candidate.code === code) ?? defaultLanguage;
    for (const [name, text] of Object.entries(posts)) {
      const file = join(postsDirOf(language, root), name);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, text);
    }
  }
  const loaded = await loadLanguagePosts({
    basePath: '/',
    publicDir: join(root, 'public'),
    includeDrafts: false,
    root,
    languages,
  });
  vi.unstubAllEnvs();
  expect(loaded.flatMap(({ problems }) => problems)).toEqual([]);
  postsByLanguage = Object.fromEntries(
    loaded
      .filter(({ posts }) => posts.length > 0)
      .map(({ language, posts }) => [language.code, posts]),
  );
  const contentOf = (language: Language) => (language === french ? frenchContent : defaultContent);
  for (const { language, posts } of loaded) {
    pagesOf[language.code] = writingPages(posts, contentOf(language).routeText.writing);
  }

  // The languages the build finds posts in, as the writing plugin defines them for the app.
  vi.stubGlobal('__WRITING_LANGUAGES__', Object.keys(postsByLanguage));
  distDir = await makeTempDir('prerender-writing-dist');
  await writeFile(join(distDir, 'index.html'), await readFile('index.html', 'utf8'));
  await prerender({
    distDir,
    renderPage: (path) => renderPageOf({ languages, postsByLanguage }, path),
    siteUrl,
    bootstrapScript: 'startTheApp()',
    languages: languages.map((language) => ({
      language,
      content: contentOf(language),
      writingPages: pagesOf[language.code] ?? [],
    })),
  });
}, 60_000);

afterAll(async () => {
  vi.unstubAllGlobals();
  await removeTempDirs();
});

describe("prerender, with each language's writing section", () => {
  it('writes every writing page of a translation under its prefix, in its language', async () => {
    const pages = pagesOf[french.code] ?? [];
    expect(pages.map(({ kind }) => kind).sort()).toEqual(
      ['index', 'post', 'post', 'tag', 'tag'].sort(),
    );
    for (const page of pages) {
      const html = await pageOf(french, page.path);
      expect(html).toContain(`<html lang="${french.code}">`);
      expect(html).toContain(`<link rel="canonical" href="${absolute(french, page.path)}" />`);
      expect(html).toContain(
        `<title>${documentTitle(page.title, frenchContent.profile.brandName)}</title>`,
      );
      expect(html).toMatch(/<meta property="og:locale" content="fr_[A-Z]{2}" \/>/);
    }
  });

  it("announces each language's own feeds, in its words, on its pages; none on a language without posts", async () => {
    const feedsOf = (html: string) =>
      [
        ...html.matchAll(/<link rel="alternate" type="[^"]+" title="([^"]+)" href="([^"]+)" \/>/g),
      ].map(([, title, href]) => [title, href]);
    const frenchTitle = documentTitle(
      frenchContent.routeText.writing.title,
      frenchContent.profile.brandName,
    );
    for (const path of [routes.about.path, writing.path]) {
      expect(feedsOf(await pageOf(french, path))).toEqual([
        [frenchTitle, absolute(french, writing.rssPath)],
        [frenchTitle, absolute(french, writing.atomPath)],
      ]);
    }
    const defaultTitle = documentTitle(writing.title, defaultContent.profile.brandName);
    expect(feedsOf(await pageOf(defaultLanguage, routes.about.path))).toEqual([
      [defaultTitle, absolute(defaultLanguage, writing.rssPath)],
      [defaultTitle, absolute(defaultLanguage, writing.atomPath)],
    ]);
    expect(feedsOf(await pageOf(arabic, routes.about.path))).toEqual([]);
    expect(feedsOf(await read(`${arabic.prefix.slice(1)}/404.html`))).toEqual([]);
  });

  it('writes no writing page for a language without posts', () => {
    expect(existsSync(join(distDir, pageFile(inLanguage(arabic, writing.path))))).toBe(false);
  });

  it('links a post translated to its other version, named in that language, both ways', async () => {
    const shared = writing.postPath('shared');
    for (const [language, other] of [
      [defaultLanguage, french],
      [french, defaultLanguage],
    ] as const) {
      const html = await pageOf(language, shared);
      expect(html).toContain(
        `<a href="${inLanguage(other, shared)}" lang="${other.code}" hrefLang="${other.code}">${other.name}</a>`,
      );
    }
    for (const [language, slug] of [
      [defaultLanguage, 'english-only'],
      [french, 'seulement-en-francais'],
    ] as const) {
      const html = await pageOf(language, writing.postPath(slug));
      expect(html).not.toMatch(/<a [^>]*hrefLang=/);
    }
  });

  it('names in the head exactly the languages a writing page is in, and x-default where the default has it', async () => {
    const both = (path: string) => [
      [defaultLanguage.code, absolute(defaultLanguage, path)],
      [french.code, absolute(french, path)],
      ['x-default', absolute(defaultLanguage, path)],
    ];
    for (const path of [writing.path, writing.postPath('shared'), writing.tagPath('performance')]) {
      expect(hreflangsOf(await pageOf(defaultLanguage, path)), path).toEqual(both(path));
      expect(hreflangsOf(await pageOf(french, path)), path).toEqual(both(path));
    }
    for (const [language, path] of [
      [defaultLanguage, writing.postPath('english-only')],
      [defaultLanguage, writing.tagPath('testing')],
      [french, writing.postPath('seulement-en-francais')],
      [french, writing.tagPath('langues')],
    ] as const) {
      expect(hreflangsOf(await pageOf(language, path)), path).toEqual([]);
    }
  });

  it("shows each language's version of a post its own card", async () => {
    const slug = 'shared';
    for (const language of [defaultLanguage, french]) {
      expect(await pageOf(language, writing.postPath(slug))).toContain(
        `<meta property="og:image" content="${siteUrl}${postCardPath(slug, language)}" />`,
      );
    }
  });

  it('lists every language’s writing pages in the sitemap, with the versions of each', async () => {
    const sitemap = await read('sitemap.xml');
    const entryOf = (language: Language, path: string) =>
      new RegExp(`<url><loc>${absolute(language, path)}</loc>(.*?)</url>`).exec(sitemap)?.[1];
    for (const language of [defaultLanguage, french]) {
      for (const page of pagesOf[language.code] ?? []) {
        const alternates = entryOf(language, page.path);
        expect(alternates, page.path).toBeDefined();
        const inBoth =
          (pagesOf[defaultLanguage.code] ?? []).some(({ path }) => path === page.path) &&
          (pagesOf[french.code] ?? []).some(({ path }) => path === page.path);
        expect(alternates?.includes(`hreflang="${french.code}"`), page.path).toBe(inBoth);
        expect(alternates?.includes('hreflang="x-default"'), page.path).toBe(inBoth);
      }
    }
  });
});
