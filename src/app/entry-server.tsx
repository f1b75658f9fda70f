// The prerenderer's program takes this module in without src/'s declarations: it needs this one.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../virtual-posts.d.ts" />
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../virtual-translations.d.ts" />
/**
 * The app rendered outside a browser, for the prerenderer: a route's HTML and the styles that
 * styled-components collected while rendering it (as `<style>` tags to inline in the head).
 */
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { posts } from 'virtual:posts';
import { WritingPage } from '@/pages/writing/WritingPage';
import { translations } from 'virtual:translations';
import {
  defaultContent,
  translatedContent,
  translationFrom,
  type SiteContent,
} from '@/content/siteContent';
import { splitLanguage } from '@/language';
import { isWritingPath } from '@/routes';
import { sitePath } from '@/sitePath';
import { App } from './App';
import { pageModuleAt, preloadPages } from './RouteView';

// Every page's code, loaded before any render: renderToString cannot wait for a lazy page.
await preloadPages();

/** Every translation's content, by its language's tag: the prerenderer renders every language. */
const translatedContents = new Map<string, SiteContent>(
  await Promise.all(
    Object.entries(translations).map(
      async ([code, load]) => [code, translatedContent(translationFrom(await load()))] as const,
    ),
  ),
);

function contentIn(code: string): SiteContent {
  return translatedContents.get(code) ?? defaultContent;
}

export interface RenderedPage {
  html: string;
  styleTags: string;
  /** The source of the page module the page shows (`src/pages/About.tsx`), if it has one. */
  pageModule?: string;
}

/**
 * Renders the page at `path`, a path of the site (`/about`, `/fr/about`), under the base path it
 * was built for, in the language its prefix names.
 */
export function renderPage(path: string): RenderedPage {
  const sheet = new ServerStyleSheet();
  try {
    const { language, path: routePath } = splitLanguage(path);
    const writingPage = isWritingPath(routePath) ? (
      <WritingPage path={routePath} posts={posts} />
    ) : undefined;
    const html = renderToString(
      sheet.collectStyles(
        <App
          ssrPath={sitePath(path)}
          writingPage={writingPage}
          language={language}
          content={contentIn(language.code)}
        />,
      ),
    );
    return { html, styleTags: sheet.getStyleTags(), pageModule: pageModuleAt(routePath)?.source };
  } finally {
    sheet.seal();
  }
}
