// The prerenderer's program takes this module in without src/'s declarations: it needs this one.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../virtual-posts.d.ts" />
/**
 * The app rendered outside a browser, for the prerenderer: a route's HTML and the styles that
 * styled-components collected while rendering it (as `<style>` tags to inline in the head).
 */
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { posts } from 'virtual:posts';
import { WritingPage } from '@/pages/writing/WritingPage';
import { isWritingPath } from '@/routes';
import { sitePath } from '@/sitePath';
import { App } from './App';

export interface RenderedPage {
  html: string;
  styleTags: string;
}

/** Renders the page at `path`, a path of the site (`/about`), under the base path it was built for. */
export function renderPage(path: string): RenderedPage {
  const sheet = new ServerStyleSheet();
  try {
    const writingPage = isWritingPath(path) ? <WritingPage path={path} posts={posts} /> : undefined;
    const html = renderToString(
      sheet.collectStyles(<App ssrPath={sitePath(path)} writingPage={writingPage} />),
    );
    return { html, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
