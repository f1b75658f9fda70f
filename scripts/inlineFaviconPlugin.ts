/**
 * Writes the favicon into each built page as a data: URL instead of pointing at
 * /favicon.svg. The browser asks for a page's icon as it paints, and that request would then
 * compete with the page's first paint on a slow connection; written into the page, the icon
 * costs no request at all. The file stays in public/ for anything that asks for it by name.
 * The development server keeps the link to the file, which `npm run icons` may rewrite.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const FAVICON_LINK = /<link rel="icon" href="\/favicon\.svg" type="image\/svg\+xml" \/>/;

/** `svg` as a data: URL, percent-encoded only where a URL needs it (smaller than base64). */
export function svgDataUrl(svg: string): string {
  const encoded = svg
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[%#<>"{}|\\^`\r\n]/g, (char) => encodeURIComponent(char));
  return `data:image/svg+xml,${encoded}`;
}

/** `html` with its link to /favicon.svg pointing at `svg` itself instead. */
export function inlineFaviconLink(html: string, svg: string): string {
  if (!FAVICON_LINK.test(html)) {
    throw new Error('index.html has no <link rel="icon" href="/favicon.svg"> to inline');
  }
  return html.replace(
    FAVICON_LINK,
    `<link rel="icon" href="${svgDataUrl(svg)}" type="image/svg+xml" />`,
  );
}

export function inlineFavicon(): Plugin {
  let publicDir = 'public';
  return {
    name: 'inline-favicon',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    async transformIndexHtml(html) {
      return inlineFaviconLink(html, await readFile(join(publicDir, 'favicon.svg'), 'utf8'));
    },
  };
}
