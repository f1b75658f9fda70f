/**
 * The owner's posts for the app: `virtual:posts`, each language's posts with their bodies
 * rendered at build time (read by the prerenderer and, in `npm run dev`, by the writing pages),
 * and `__WRITING_LANGUAGES__`, the languages that have a writing section, which switches their
 * navbar's and footer's entry on (and, when none has, leaves the section's code out). Production
 * builds leave drafts out; the development server shows them, serves the images beside the posts
 * and reloads the page when a post changes. Problems in posts are the content check's to report.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, resolve, sep } from 'node:path';
import { getMimeType } from 'hono/utils/mime';
import type { Plugin } from 'vite';
import { parse } from 'yaml';
import type { Post } from '../../src/content/post.ts';
import {
  defaultLanguage,
  siteLanguages,
  splitLanguage,
  type Language,
} from '../../src/language.ts';
import { withoutBase, writing } from '../../src/routes.ts';
import { postsDirOf } from '../build/writing/languagePosts.ts';
import { findPostFiles, loadPosts, splitFrontMatter } from '../build/writing/loadPosts.ts';

const VIRTUAL_ID = 'virtual:posts';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** The default language's posts' folder: POSTS_DIR if set (the tests' own posts), else src/content/posts. */
export function postsDir(root = process.cwd()): string {
  return postsDirOf(defaultLanguage, root);
}

/**
 * Whether any post in `dir` is published (or, with drafts, any post at all). A post whose front
 * matter cannot be read counts as published: the content check stops the build over it anyway.
 */
export function hasPublishedPost(dir: string, includeDrafts: boolean): boolean {
  return findPostFiles(dir).some(({ file }) => {
    if (includeDrafts) return true;
    try {
      const { frontMatter } = splitFrontMatter(readFileSync(file, 'utf8'));
      return (parse(frontMatter ?? '') as { draft?: unknown } | null)?.draft !== true;
    } catch {
      return true;
    }
  });
}

/** The tags of `languages` (the site's unless said) that have a published post in `root`. */
export function writingLanguages(
  root: string,
  includeDrafts: boolean,
  languages: readonly Language[] = siteLanguages,
): string[] {
  return languages
    .filter((language) => hasPublishedPost(postsDirOf(language, root), includeDrafts))
    .map(({ code }) => code);
}

export function writingPosts({
  languages = siteLanguages,
}: { languages?: readonly Language[] } = {}): Plugin {
  let root = process.cwd();
  let includeDrafts = false;
  let basePath = '/';
  let publicDir = join(root, 'public');
  const dirs = () => languages.map((language) => ({ language, dir: postsDirOf(language, root) }));

  return {
    name: 'writing',
    config(config, env) {
      root = resolve(config.root ?? process.cwd());
      includeDrafts = env.command === 'serve' && env.mode !== 'test';
      return {
        define: {
          __WRITING_LANGUAGES__: JSON.stringify(writingLanguages(root, includeDrafts, languages)),
        },
      };
    },
    configResolved(config) {
      basePath = config.base;
      publicDir = config.publicDir;
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    // The development server's page says the language of its address, as a prerendered page
    // does (the app reads it from <html lang>): each language's pages, its writing among them,
    // show at their addresses.
    transformIndexHtml(html, context) {
      if (!context.server) return html;
      const address = (context.originalUrl ?? context.path).split(/[?#]/)[0] ?? '';
      const { language } = splitLanguage(withoutBase(basePath, address) ?? address, languages);
      if (language.prefix === '') return html;
      const direction = language.dir === 'rtl' ? ' dir="rtl"' : '';
      return html.replace(/<html lang="[^"]*">/, `<html lang="${language.code}"${direction}>`);
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const postsByLanguage: Record<string, Post[]> = {};
      for (const { language, dir } of dirs()) {
        for (const { file } of findPostFiles(dir)) this.addWatchFile(file);
        const { posts } = await loadPosts({
          dir,
          basePath,
          publicDir,
          includeDrafts,
          root,
          language,
        });
        if (posts.length > 0) postsByLanguage[language.code] = posts;
      }
      return `export const postsByLanguage = ${JSON.stringify(postsByLanguage)};`;
    },
    configureServer(server) {
      const folders = dirs();
      for (const { dir } of folders) server.watcher.add(dir);
      server.watcher.on('all', (_event, file) => {
        if (!folders.some(({ dir }) => file.startsWith(dir + sep))) return;
        const module = server.moduleGraph.getModuleById(RESOLVED_ID);
        if (module) server.moduleGraph.invalidateModule(module);
        server.ws.send({ type: 'full-reload' });
      });
      // The images beside the posts, at the addresses the build copies them to.
      server.middlewares.use((request, response, next) => {
        const path = decodeURIComponent((request.url ?? '').split('?')[0] ?? '');
        const sitePath = path.startsWith(basePath) ? `/${path.slice(basePath.length)}` : path;
        const { language, path: routePath } = splitLanguage(sitePath, languages);
        const dir = folders.find((folder) => folder.language === language)?.dir;
        const prefix = `${writing.path}/`;
        const [slug, ...rest] = routePath.startsWith(prefix)
          ? routePath.slice(prefix.length).split('/')
          : [];
        const post = dir && findPostFiles(dir).find((candidate) => candidate.slug === slug);
        if (!post || rest.length === 0) return next();
        const folder = resolve(post.file, '..');
        const file = normalize(join(folder, ...rest));
        if (!file.startsWith(folder + sep) || !existsSync(file) || !statSync(file).isFile()) {
          return next();
        }
        response.setHeader('Content-Type', getMimeType(file) ?? 'application/octet-stream');
        createReadStream(file).pipe(response);
      });
    },
  };
}
