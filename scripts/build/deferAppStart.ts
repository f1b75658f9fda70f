/**
 * Paint first, then start the app. Vite's app shell loads the app as a module script in the
 * head, with modulepreload links for the chunks it imports; a browser that has them in time runs
 * them before its first paint. This moves them into the inline bootstrap (src/app/bootstrap.ts),
 * which imports them only once the page is on screen.
 */
import { buildInlineScript } from './inlineScript.ts';

const BOOTSTRAP_SOURCE = 'src/app/bootstrap.ts';

/** src/app/bootstrap.ts as one minified classic script, to inline in every page. */
export function buildBootstrapScript(): Promise<string> {
  return buildInlineScript(BOOTSTRAP_SOURCE);
}

const MODULE_SCRIPT = /\s*<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g;
const MODULE_PRELOAD = /\s*<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g;

/**
 * The app shell with its module scripts and modulepreloads replaced by the bootstrap, at the
 * end of the body, listing the app's modules (the entry first) in `data-modules`.
 */
export function deferAppStart(html: string, bootstrapScript: string): string {
  const modules = [...html.matchAll(MODULE_SCRIPT), ...html.matchAll(MODULE_PRELOAD)].map(
    (match) => match[1] ?? '',
  );
  if (modules.length === 0) throw new Error('The app shell loads no module script to defer.');
  if (!html.includes('</body>')) throw new Error('The app shell has no </body>.');
  const bootstrap = `<script data-modules="${modules.join(' ')}">${bootstrapScript}</script>`;
  return html
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</body>', `  ${bootstrap}\n  </body>`);
}

/** The modules a page's bootstrap starts, as site-relative addresses. */
export function deferredModules(html: string): string[] {
  const list = /<script\b[^>]*\bdata-modules="([^"]*)"/.exec(html)?.[1] ?? '';
  return list.split(' ').filter(Boolean);
}
