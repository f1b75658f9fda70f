/**
 * Turns the client build's app shell into one complete HTML page per route of the route table
 * and per page of each language's writing section (plus 404.html for unknown addresses), and
 * writes sitemap.xml and robots.txt.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { heroVideo } from '../../src/content/media.ts';
import { defaultContent } from '../../src/content/siteContent.ts';
import { defaultLanguage, inLanguage, type Language } from '../../src/language.ts';
import {
  documentTitle,
  pageFile,
  routeIds,
  routes,
  withBase,
  writing,
  type RouteId,
  type WritingPage,
} from '../../src/routes.ts';
import type { PagePart } from '../../src/content/siteContent.ts';
import type { Profile } from '../../src/content/schema.ts';
import type { LanguageContent } from './translations.ts';
import { contentModule } from '../vite/contentPlugin.ts';
import { deferAppStart, withPageModule, type BuildManifest } from './deferAppStart.ts';
import { absolute, escape, pageHead } from './pageHead.ts';
import { socialCardIn, type CardImage } from './images/socialCard.ts';
import { drawsPostCard, postCardImage } from './images/postCard.ts';

/**
 * What the server-side bundle renders for a path: the app's HTML, its style tags, the source of
 * the page module it shows, if any, the parts of the content it shows besides the shell, and
 * the element that carries the shell.
 */
export type RenderPage = (path: string) => {
  html: string;
  styleTags: string;
  pageModule?: string;
  contentParts: readonly PagePart[];
  shellElement: string;
};

const HEAD_SLOT = '<!--app-head-->';
const ROOT_SLOT = '<div id="root"></div>';

/** The image each page paints largest, fetched before anything else it needs. */
const largestPaintImages: Partial<Record<RouteId, string[]>> = {
  home: [heroVideo.poster],
};

/** A language of the site as the prerenderer writes it: its words and its writing section. */
export type PrerenderedLanguage = Pick<LanguageContent, 'language' | 'content'> & {
  /** Its writing section's pages (src/routes.ts's writingPages): none without a published post. */
  writingPages?: readonly WritingPage[];
};

/** The page the server answers unknown addresses with (status 404). */
export const NOT_FOUND_FILE = '404.html';

/** An address no route answers, rendered to make the not-found page. */
const UNKNOWN_PATH = '/404';

export async function prerender(options: {
  distDir: string;
  renderPage: RenderPage;
  siteUrl: string;
  /** Where the site lives under `siteUrl`: `/` or a path such as `/portfolio/`. */
  basePath?: string;
  /** The inline script that starts the app once the page has painted. */
  bootstrapScript: string;
  /**
   * The site's languages with their shell's content and their writing section's pages (none
   * without a published post), the default first; the default alone if unsaid.
   */
  languages?: readonly PrerenderedLanguage[];
  /** The client build's manifest: each page then starts its own page module's chunk with the app. */
  manifest?: BuildManifest;
}): Promise<string[]> {
  const { distDir, renderPage, siteUrl, basePath = '/', bootstrapScript } = options;
  const languages = options.languages ?? [{ language: defaultLanguage, content: defaultContent }];
  const served = (path: string) => withBase(basePath, path);
  /** The card a language's pages show: its own where it could be drawn (socialCard.ts). */
  const socialImageIn = (language: Language, words: Profile): CardImage => {
    const card = socialCardIn(language, words);
    return { ...card, path: served(card.path) };
  };
  // Every page of a language tells feed readers where its feeds are, once it has something to
  // follow; a language without posts announces none.
  const feedsIn = ({ language, content, writingPages = [] }: PrerenderedLanguage) =>
    writingPages.length > 0
      ? {
          title: documentTitle(content.routeText.writing.title, content.profile.brandName),
          rss: served(inLanguage(language, writing.rssPath)),
          atom: served(inLanguage(language, writing.atomPath)),
        }
      : undefined;
  /** The languages whose writing has a page at `path` (without a prefix), the default first. */
  const writingVersionsAt = (path: string) =>
    languages
      .filter(({ writingPages = [] }) => writingPages.some((page) => page.path === path))
      .map(({ language }) => language);
  // With more than one language, each page names its versions in the others, for search engines.
  const alternatesOf = (path: string, inLanguages: readonly Language[]) =>
    languages.length > 1
      ? inLanguages.map((language) => ({
          hreflang: language.code,
          href: served(inLanguage(language, path)),
        }))
      : undefined;
  const allLanguages = languages.map(({ language }) => language);
  const shell = await readFile(join(distDir, 'index.html'), 'utf8');
  if (!shell.includes(HEAD_SLOT) || !shell.includes(ROOT_SLOT)) {
    throw new Error(
      `${join(distDir, 'index.html')} is not the app shell (no ${HEAD_SLOT} or empty #root): run the client build first.`,
    );
  }
  const template = deferAppStart(shell, bootstrapScript);
  /**
   * The template with, among the app's modules, the chunk of the page module that `page` shows
   * and the chunks of the parts of the content it shows, in its language: each fetched with the
   * app's code. (The page carries its shell's words itself: see fill.)
   */
  const templateFor = (
    { pageModule, contentParts }: ReturnType<RenderPage>,
    language = defaultLanguage,
  ) => {
    const { manifest } = options;
    if (!manifest) return template;
    const modules = [
      ...(pageModule ? [pageModule] : []),
      ...contentParts.map((part) => contentModule(language.code, part)),
    ];
    return modules.reduce(
      (html, module) => withPageModule(html, manifest, module, basePath),
      template,
    );
  };

  const pages: { file: string; html: string }[] = [];
  for (const entry of languages) {
    const { language, content } = entry;
    const brandName = content.profile.brandName;
    const feeds = feedsIn(entry);
    for (const id of routeIds) {
      const { title, description } = content.routeText.pages[id];
      const path = inLanguage(language, routes[id].path);
      const head = pageHead({
        title: documentTitle(title, brandName, content.routeText.pages.home.title),
        description,
        path: served(path),
        siteUrl,
        siteName: brandName,
        preloadImages: largestPaintImages[id]?.map(served),
        socialImage: socialImageIn(language, content.profile),
        feeds,
        language:
          languages.length > 1
            ? {
                code: language.code,
                others: allLanguages.filter((other) => other !== language).map(({ code }) => code),
              }
            : undefined,
        alternates: alternatesOf(routes[id].path, allLanguages),
      });
      const page = renderPage(path);
      pages.push({
        file: pageFile(path),
        html: fill(templateFor(page, language), head, page, language),
      });
    }
  }
  // Each language's writing section under its prefix. A page in several languages (a post
  // translated under the same address, an index, a tag) names each of them, and x-default when
  // the default language's is one; a page in one language alone names none.
  for (const entry of languages) {
    const { language, content, writingPages = [] } = entry;
    const brandName = content.profile.brandName;
    const feeds = feedsIn(entry);
    for (const page of writingPages) {
      const path = inLanguage(language, page.path);
      const versions = writingVersionsAt(page.path);
      const card =
        page.kind === 'post' && drawsPostCard(language, { title: page.post.title, name: brandName })
          ? postCardImage(page.post, brandName, language, content.ui.writing.cardAlt)
          : undefined;
      const head = pageHead({
        title: documentTitle(page.title, brandName),
        description: page.description,
        path: served(path),
        siteUrl,
        siteName: brandName,
        socialImage: card
          ? { ...card, path: served(card.path) }
          : socialImageIn(language, content.profile),
        feeds,
        language:
          language.prefix !== '' || versions.length > 1
            ? {
                code: language.code,
                others: versions.filter((other) => other !== language).map(({ code }) => code),
              }
            : undefined,
        ...(versions.length > 1
          ? {
              alternates: versions.map((other) => ({
                hreflang: other.code,
                href: served(inLanguage(other, page.path)),
              })),
              xDefault: versions[0]?.prefix === '',
            }
          : {}),
        ...(page.kind === 'post'
          ? {
              article: {
                publishedTime: page.post.date,
                ...(page.post.updated ? { modifiedTime: page.post.updated } : {}),
                tags: page.post.tags.map((tag) => tag.name),
              },
            }
          : {}),
      });
      const rendered = renderPage(path);
      pages.push({
        file: pageFile(path),
        html: fill(templateFor(rendered, language), head, rendered, language),
      });
    }
  }
  // Each language's missing page, in its words: hosts that look for the nearest 404.html (the
  // production server, Cloudflare Pages) show it under the language's prefix.
  for (const entry of languages) {
    const { language, content } = entry;
    const { notFound } = content.routeText;
    const brandName = content.profile.brandName;
    const notFoundHead = pageHead({
      title: documentTitle(notFound.title, brandName),
      description: notFound.description,
      siteUrl,
      siteName: brandName,
      socialImage: socialImageIn(language, content.profile),
      feeds: feedsIn(entry),
    });
    const notFoundPage = renderPage(inLanguage(language, UNKNOWN_PATH));
    pages.push({
      file:
        language.prefix === '' ? NOT_FOUND_FILE : `${language.prefix.slice(1)}/${NOT_FOUND_FILE}`,
      html: fill(templateFor(notFoundPage, language), notFoundHead, notFoundPage, language),
    });
  }
  pages.push({
    file: 'sitemap.xml',
    html: sitemap(siteUrl, basePath, languages, languages.length > 1 ? allLanguages : []),
  });
  pages.push({ file: 'robots.txt', html: robots(siteUrl, basePath) });

  for (const { file, html } of pages) {
    const target = join(distDir, file);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, html);
  }
  return pages.map(({ file }) => file);
}

/**
 * React renders the preloads of the images a page shows first ahead of its markup, as
 * renderToString has no head to put them in.
 */
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*\/>)+/;

function fill(
  template: string,
  head: string,
  page: ReturnType<RenderPage>,
  language: Language = defaultLanguage,
): string {
  // The preloads go in the head, where the browser finds them first and hydration never sees them.
  const preloads = LEADING_PRELOADS.exec(page.html)?.[0] ?? '';
  const markup = page.html.slice(preloads.length);
  const headTags = [head, preloads.replace(/\/>/g, ' />'), page.styleTags.trim()].filter(Boolean);
  // A right-to-left page says so on its root: the layout mirrors from there (logical CSS).
  const direction = language.dir === 'rtl' ? ' dir="rtl"' : '';
  return (
    template
      .replace(/<html lang="[^"]*">/, `<html lang="${escape(language.code)}"${direction}>`)
      .replace(HEAD_SLOT, headTags.join('\n    '))
      // After the app's markup, the words of its shell, which the app reads before it hydrates.
      // (A function, so that no `$` in the text is read as a replacement pattern.)
      .replace(ROOT_SLOT, () => `<div id="root">${markup}</div>\n    ${page.shellElement}`)
  );
}

/**
 * Every page's address; with several languages, each route's page in each, with the versions
 * in the others (`xhtml:link`), as search engines read them; each language's writing pages,
 * each with its versions where it has several.
 */
function sitemap(
  siteUrl: string,
  basePath: string,
  writingOf: readonly Pick<PrerenderedLanguage, 'language' | 'writingPages'>[],
  languages: readonly Language[],
): string {
  const url = (path: string) => escape(absolute(siteUrl, withBase(basePath, path)));
  const alternateLink = (hreflang: string, path: string) =>
    `<xhtml:link rel="alternate" hreflang="${escape(hreflang)}" href="${url(path)}"/>`;
  const routeUrls = (languages.length > 0 ? languages : [defaultLanguage]).flatMap((language) =>
    routeIds.map((id) => {
      const path = routes[id].path;
      const alternates = [
        ...languages.map(
          (other) =>
            `<xhtml:link rel="alternate" hreflang="${escape(other.code)}" href="${url(inLanguage(other, path))}"/>`,
        ),
        ...(languages.length > 0
          ? [`<xhtml:link rel="alternate" hreflang="x-default" href="${url(path)}"/>`]
          : []),
      ];
      return `  <url><loc>${url(inLanguage(language, path))}</loc>${alternates.join('')}</url>`;
    }),
  );
  const writingUrls = writingOf.flatMap(({ language, writingPages = [] }) =>
    writingPages.map((page) => {
      const versions = writingOf
        .filter((other) => other.writingPages?.some(({ path }) => path === page.path))
        .map((other) => other.language);
      const alternates =
        versions.length > 1
          ? [
              ...versions.map((other) => alternateLink(other.code, inLanguage(other, page.path))),
              ...(versions[0]?.prefix === '' ? [alternateLink('x-default', page.path)] : []),
            ]
          : [];
      return `  <url><loc>${url(inLanguage(language, page.path))}</loc>${alternates.join('')}</url>`;
    }),
  );
  const namespaces = languages.length > 0 ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${namespaces}>`,
    ...routeUrls,
    ...writingUrls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Crawlers read robots.txt at the root of a host only: under a base path it is a template. */
function robots(siteUrl: string, basePath: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absolute(siteUrl, withBase(basePath, '/sitemap.xml'))}\n`;
}
