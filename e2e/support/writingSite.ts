/**
 * The site with a writing section: built with the tests' own posts (e2e/fixtures/posts: three
 * published, one of them a folder with its image, and a draft) under a base path, its links
 * absolute to this machine's address, and served by the production server. Once per worker,
 * for the writing specs only, so the rest of the suite pays nothing for it; the posts as the
 * build reads them (loadPosts) are what the specs expect to see.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Post } from '../../src/content/post.ts';
import { withBase } from '../../src/routes.ts';
import { loadPosts } from '../../scripts/build/writing/loadPosts.ts';
import { freePort, startServer, type RunningServer } from '../../scripts/harness/serverProcess.ts';
import { test as base } from './fixtures.ts';
import { BUILD_TIMEOUT_MS, buildSite } from './siteBuild.ts';

export const WRITING_BASE_PATH = '/blog/';
export const FIXTURE_POSTS_DIR = 'e2e/fixtures/posts';

/** The fixture posts as the build reads them for WRITING_BASE_PATH, drafts apart. */
export async function loadFixturePosts(): Promise<{
  /** Published, newest first. */
  posts: Post[];
  drafts: Post[];
  /** Images beside the posts: their paths on the site, without the base path. */
  imagePaths: string[];
}> {
  const loaded = await loadPosts({
    dir: FIXTURE_POSTS_DIR,
    basePath: WRITING_BASE_PATH,
    publicDir: 'public',
    includeDrafts: true,
  });
  if (loaded.problems.length > 0) {
    throw new Error(`The fixture posts have problems:\n${loaded.problems.join('\n')}`);
  }
  return {
    posts: loaded.posts.filter((post) => !post.draft),
    drafts: loaded.posts.filter((post) => post.draft),
    imagePaths: loaded.images.map((image) => image.sitePath),
  };
}

export interface WritingSite {
  /** The server's origin, such as http://127.0.0.1:8123: the build's SITE_URL too. */
  origin: string;
  /** A path of the site (`/writing`) as the server serves it: under the base path. */
  path(sitePath: string): string;
  /** The same, absolute. */
  url(sitePath: string): string;
  /** The folder the build was written to. */
  distDir: string;
}

export const test = base.extend<object, { writingSite: WritingSite }>({
  writingSite: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const folder = await mkdtemp(join(tmpdir(), 'portfolio-writing-'));
      const distDir = join(folder, 'dist');
      // Known before the build, which writes it into canonical links, og:image and the feeds.
      const port = await freePort();
      const origin = `http://127.0.0.1:${port}`;
      let server: RunningServer | undefined;
      try {
        await buildWithPosts({ distDir, siteUrl: origin });
        server = await startServer(
          { DIST_DIR: distDir, DATA_DIR: join(folder, 'data') },
          undefined,
          { port },
        );
        const path = (sitePath: string) => withBase(WRITING_BASE_PATH, sitePath);
        await provide({ origin, path, url: (sitePath) => `${origin}${path(sitePath)}`, distDir });
      } finally {
        await server?.stop();
        await rm(folder, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: BUILD_TIMEOUT_MS + 60_000 },
  ],
  // Paths such as /blog/writing in page.goto, request.get and toHaveURL are the writing site's.
  baseURL: async ({ writingSite }, provide) => {
    await provide(writingSite.origin);
  },
});

/** `npm run build` with the fixture posts, under the base path, into `distDir`. */
async function buildWithPosts(options: { distDir: string; siteUrl: string }) {
  await buildSite(
    {
      POSTS_DIR: FIXTURE_POSTS_DIR,
      BASE_PATH: WRITING_BASE_PATH,
      SITE_URL: options.siteUrl,
      DIST_DIR: options.distDir,
    },
    'The build with the fixture posts',
  );
}
