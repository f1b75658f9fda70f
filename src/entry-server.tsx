/**
 * The app rendered outside a browser, for the prerenderer: a route's HTML and the styles that
 * styled-components collected while rendering it (as `<style>` tags to inline in the head).
 */
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { App } from './App';
import { preloadPage } from './components/RouteView';

export interface RenderedPage {
  html: string;
  styleTags: string;
}

export async function renderPage(path: string): Promise<RenderedPage> {
  // A page split from the first load renders in full only once its code is here.
  await preloadPage(path);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(<App ssrPath={path} />));
    return { html, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
