/**
 * The site in three languages (scripts/harness/languagesCopy.ts: a copy of the project given a
 * left-to-right language and a right-to-left one by `npm run language:add`, and posts: the
 * default language the tests' own, the left-to-right language its own, one of them translating
 * a default one, the right-to-left one none), built under a base path and served by the
 * production server. Once per worker, for the languages specs only.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Post } from '../../src/content/post.ts';
import { inLanguage, type Language } from '../../src/language.ts';
import { withBase } from '../../src/routes.ts';
import { loadPosts } from '../../scripts/build/writing/loadPosts.ts';
import {
  copyLanguages,
  copyPostsDirs,
  makeLanguagesCopy,
} from '../../scripts/harness/languagesCopy.ts';
import { freePort, startServer, type RunningServer } from '../../scripts/harness/serverProcess.ts';
import { test as base } from './fixtures.ts';
import { BUILD_TIMEOUT_MS, buildSite } from './siteBuild.ts';

export {
  copyContent as fixtureContent,
  copyLanguages as fixtureLanguages,
} from '../../scripts/harness/languagesCopy.ts';

export const LANGUAGES_BASE_PATH = '/site/';

/** Each language's published posts, newest first, as the copy's build reads them. */
export async function loadFixturePostsOf(language: Language): Promise<Post[]> {
  const dir = copyPostsDirs[language.code];
  if (!dir) return [];
  const loaded = await loadPosts({
    dir,
    basePath: LANGUAGES_BASE_PATH,
    publicDir: 'public',
    includeDrafts: false,
    language,
  });
  if (loaded.problems.length > 0) {
    throw new Error(`The fixture posts have problems:\n${loaded.problems.join('\n')}`);
  }
  return loaded.posts;
}

/** Every language of the copy with its published posts, the default first. */
export const fixturePosts = await Promise.all(
  copyLanguages.map(async (language) => ({ language, posts: await loadFixturePostsOf(language) })),
);

export interface LanguagesSite {
  origin: string;
  /** A route's page (`/about`) in `language`, as the server serves it: under the base path. */
  path(language: Language, routePath: string): string;
  distDir: string;
  /** The server's data folder, where the messages are stored. */
  dataDir: string;
}

export const test = base.extend<object, { languagesSite: LanguagesSite }>({
  languagesSite: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const folder = await mkdtemp(join(tmpdir(), 'portfolio-languages-'));
      const copy = join(folder, 'project');
      const distDir = join(folder, 'dist');
      const dataDir = join(folder, 'data');
      const port = await freePort();
      const origin = `http://127.0.0.1:${port}`;
      let server: RunningServer | undefined;
      try {
        await makeLanguagesCopy(copy, { posts: true });
        await buildSite(
          { BASE_PATH: LANGUAGES_BASE_PATH, SITE_URL: origin, DIST_DIR: distDir },
          'The build in three languages',
          copy,
        );
        server = await startServer({ DIST_DIR: distDir, DATA_DIR: dataDir }, undefined, { port });
        const path = (language: Language, routePath: string) =>
          withBase(LANGUAGES_BASE_PATH, inLanguage(language, routePath));
        await provide({ origin, path, distDir, dataDir });
      } finally {
        await server?.stop();
        await rm(folder, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: BUILD_TIMEOUT_MS + 120_000 },
  ],
  baseURL: async ({ languagesSite }, provide) => {
    await provide(languagesSite.origin);
  },
});
