/**
 * Paint first, then start the app. Vite's app shell loads the app as a module script in the
 * head, with modulepreload links for the chunks it imports; a browser that has them in time runs
 * them before its first paint. This moves them into the inline bootstrap (src/app/bootstrap.ts),
 * which imports them only once the page is on screen.
 */
import { readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
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

/** The part of Vite's build manifest (`build.manifest`) read here: each chunk, by its source. */
export type BuildManifest = Record<string, { file: string; imports?: string[] }>;

/** Where the client build writes its manifest, in the build folder. */
const MANIFEST_FILE = join('.vite', 'manifest.json');

/** Reads the client build's manifest, and takes it out of the build folder: hosts need not serve it. */
export async function takeManifest(distDir: string): Promise<BuildManifest> {
  const manifest = JSON.parse(
    await readFile(join(distDir, MANIFEST_FILE), 'utf8'),
  ) as BuildManifest;
  await rm(join(distDir, dirname(MANIFEST_FILE)), { recursive: true, force: true });
  return manifest;
}

/**
 * `html`, a page made from the deferred shell, with the chunk of the module `source` (a page
 * module, `src/pages/About.tsx`, or a piece of content, `virtual:content/fr/shell`) and the
 * chunks it imports statically added to its `data-modules`: what the page shows is fetched with
 * the app's code, rather than once the app asks for it. A module with no chunk of its own (the
 * app's chunks hold it) adds nothing; nor does a chunk already listed.
 */
export function withPageModule(
  html: string,
  manifest: BuildManifest,
  source: string,
  basePath: string,
): string {
  const modules = deferredModules(html);
  const visited = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || visited.has(key)) return;
    visited.add(key);
    const address = `${basePath}${chunk.file}`;
    if (!modules.includes(address)) modules.push(address);
    chunk.imports?.forEach(add);
  };
  add(source);
  return html.replace(DATA_MODULES, (_match, start: string) => `${start}${modules.join(' ')}"`);
}

const DATA_MODULES = /(<script\b[^>]*\bdata-modules=")[^"]*"/;
