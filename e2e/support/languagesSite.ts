/**
 * The site in three languages (scripts/harness/languagesCopy.ts: a copy of the project given a
 * left-to-right language and a right-to-left one by `npm run language:add`), built under a base
 * path and served by the production server. Once per worker, for the languages specs only.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inLanguage, type Language } from '../../src/language.ts';
import { withBase } from '../../src/routes.ts';
import { makeLanguagesCopy } from '../../scripts/harness/languagesCopy.ts';
import { freePort, startServer, type RunningServer } from '../../scripts/harness/serverProcess.ts';
import { test as base } from './fixtures.ts';
import { BUILD_TIMEOUT_MS, buildSite } from './siteBuild.ts';

export {
  copyContent as fixtureContent,
  copyLanguages as fixtureLanguages,
} from '../../scripts/harness/languagesCopy.ts';

export const LANGUAGES_BASE_PATH = '/site/';

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
        await makeLanguagesCopy(copy);
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
