/**
 * The app rendered outside a browser, for the prerenderer: a route's HTML and the styles that
 * styled-components collected while rendering it (as `<style>` tags to inline in the head).
 */
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
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
    const html = renderToString(sheet.collectStyles(<App ssrPath={sitePath(path)} />));
    return { html, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
