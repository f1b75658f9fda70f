// The prerenderer's program takes this module in without src/'s declarations: it needs this one.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../virtual-posts.d.ts" />
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../virtual-content.d.ts" />
/**
 * The app rendered outside a browser, for the prerenderer: a route's HTML and the styles that
 * styled-components collected while rendering it (as `<style>` tags to inline in the head).
 */
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { postsByLanguage } from 'virtual:posts';
import { WritingPage } from '@/pages/writing/WritingPage';
import type { Post } from '@/content/post';
import type { PagePart } from '@/content/siteContent';
import { siteLanguages, splitLanguage, type Language } from '@/language';
import { loadLanguageContent, shellElement } from '@/languageContent';
import { WritingVersionsContext } from '@/components/Navbar/writingVersions';
import { isWritingPath, writingVersions } from '@/routes';
import { sitePath } from '@/sitePath';
import { App } from './App';
import { pageModuleAt, preloadPages } from './RouteView';

// Every page's code, and every language's content, loaded before any render: renderToString
// cannot wait for a lazy page, nor for content a page reads.
await Promise.all([preloadPages(), ...siteLanguages.map(loadLanguageContent)]);

export interface RenderedPage {
  html: string;
  styleTags: string;
  /** The source of the page module the page shows (`src/pages/About.tsx`), if it has one. */
  pageModule?: string;
  /**
   * The parts of the content the page shows, in its language, besides the shell that every
   * page shows: each a chunk of its own, to fetch with the app's code.
   */
  contentParts: readonly PagePart[];
  /** The element that carries the shell in the page's language, for the page to hold. */
  shellElement: string;
}

/**
 * Renders the page at `path`, a path of the site (`/about`, `/fr/about`), under the base path it
 * was built for, in the language its prefix names.
 */
export function renderPage(path: string): RenderedPage {
  return renderPageOf({ languages: siteLanguages, postsByLanguage }, path);
}

/** The languages a site's pages are rendered in, and each one's posts, by its tag. */
export interface RenderedSite {
  /** The default first. */
  languages: readonly Language[];
  postsByLanguage: Readonly<Record<string, readonly Post[]>>;
}

/** Renders the page at `path` of `site`, as renderPage does the site's own. */
export function renderPageOf(site: RenderedSite, path: string): RenderedPage {
  const sheet = new ServerStyleSheet();
  try {
    const { language, path: routePath } = splitLanguage(path, site.languages);
    const others = site.languages.filter((other) => other !== language);
    const writing = isWritingPath(routePath);
    const writingPage = writing ? (
      <WritingPage
        path={routePath}
        posts={site.postsByLanguage[language.code] ?? []}
        versions={writingVersions(routePath, others, site.postsByLanguage)}
      />
    ) : undefined;
    const versions = writing
      ? writingVersions(routePath, site.languages, site.postsByLanguage).map(({ code }) => code)
      : undefined;
    // The content is loaded (above): the app reads it at once, the shell included.
    const html = renderToString(
      sheet.collectStyles(
        <WritingVersionsContext value={versions}>
          <App ssrPath={sitePath(path)} writingPage={writingPage} language={language} />
        </WritingVersionsContext>,
      ),
    );
    const page = pageModuleAt(routePath);
    return {
      html,
      styleTags: sheet.getStyleTags(),
      pageModule: page?.source,
      contentParts: page?.parts ?? [],
      shellElement: shellElement(language),
    };
  } finally {
    sheet.seal();
  }
}
