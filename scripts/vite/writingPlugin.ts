/**
 * The owner's posts for the app: `virtual:posts`, the posts with their bodies rendered at build
 * time (read by the prerenderer and, in `npm run dev`, by the writing pages), and
 * `__HAS_WRITING__`, which switches the navbar's and the footer's entry on. Production builds
 * leave drafts out; the development server shows them, serves the images beside the posts and
 * reloads the page when a post changes. Problems in posts are the content check's to report.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, resolve, sep } from 'node:path';
import { getMimeType } from 'hono/utils/mime';
import type { Plugin } from 'vite';
import { parse } from 'yaml';
import { writing } from '../../src/routes.ts';
import {
  DEFAULT_POSTS_DIR,
  findPostFiles,
  loadPosts,
  splitFrontMatter,
} from '../build/writing/loadPosts.ts';

const VIRTUAL_ID = 'virtual:posts';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** The posts' folder: POSTS_DIR if set (the tests' own posts), else src/content/posts. */
export function postsDir(root = process.cwd()): string {
  return resolve(root, process.env.POSTS_DIR || DEFAULT_POSTS_DIR);
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

export function writingPosts(): Plugin {
  let root = process.cwd();
  let dir = postsDir(root);
  let includeDrafts = false;
  let basePath = '/';
  let publicDir = join(root, 'public');

  return {
    name: 'writing',
    config(config, env) {
      root = resolve(config.root ?? process.cwd());
      dir = postsDir(root);
      includeDrafts = env.command === 'serve' && env.mode !== 'test';
      return { define: { __HAS_WRITING__: JSON.stringify(hasPublishedPost(dir, includeDrafts)) } };
    },
    configResolved(config) {
      basePath = config.base;
      publicDir = config.publicDir;
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      for (const { file } of findPostFiles(dir)) this.addWatchFile(file);
      const { posts } = await loadPosts({ dir, basePath, publicDir, includeDrafts, root });
      return `export const posts = ${JSON.stringify(posts)};`;
    },
    configureServer(server) {
      server.watcher.add(dir);
      server.watcher.on('all', (_event, file) => {
        if (!file.startsWith(dir + sep)) return;
        const module = server.moduleGraph.getModuleById(RESOLVED_ID);
        if (module) server.moduleGraph.invalidateModule(module);
        server.ws.send({ type: 'full-reload' });
      });
      // The images beside the posts, at the addresses the build copies them to.
      server.middlewares.use((request, response, next) => {
        const path = decodeURIComponent((request.url ?? '').split('?')[0] ?? '');
        const sitePath = path.startsWith(basePath) ? `/${path.slice(basePath.length)}` : path;
        const prefix = `${writing.path}/`;
        const [slug, ...rest] = sitePath.startsWith(prefix)
          ? sitePath.slice(prefix.length).split('/')
          : [];
        const post = findPostFiles(dir).find((candidate) => candidate.slug === slug);
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
