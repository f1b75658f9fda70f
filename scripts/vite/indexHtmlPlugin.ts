/**
 * A Vite plugin that rewrites index.html from the project's own modules (the content, the
 * tokens), loaded afresh on each call: the development server follows an edit on the next page
 * load, and the build writes what the files say now.
 */
import type { IndexHtmlTransformResult, Plugin } from 'vite';
import { importFresh } from './importFresh.ts';

/** Loads a project module, by its path from the project root, as the files are now. */
export type LoadFresh = <T>(path: string) => Promise<T>;

export function indexHtmlPlugin(
  name: string,
  transform: (html: string, load: LoadFresh, root: string) => Promise<IndexHtmlTransformResult>,
): Plugin {
  let root = process.cwd();
  return {
    name,
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: (html) => transform(html, (path) => importFresh(root, path), root),
  };
}
