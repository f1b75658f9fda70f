/**
 * The site in three languages, made as an owner makes it: in a copy of the project,
 * `npm run language:add` adds a left-to-right language and a right-to-left one, each string of
 * which is then marked with its language (so a page shows which language it is in, and every
 * word of the interface can be traced), and the copy is built under a base path and served by
 * the production server. Once per worker, for the languages specs only.
 */
import { defaultTexts } from '../../src/content/defaultTexts.ts';
import { cp, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  defaultContent,
  translatedContent,
  translationFrom,
  type SiteContent,
} from '../../src/content/siteContent.ts';
import { textOf } from '../../src/content/translation.ts';
import { defaultLanguage, inLanguage, textDirection, type Language } from '../../src/language.ts';
import { withBase } from '../../src/routes.ts';
import { TRANSLATIONS_DIR } from '../../scripts/build/translations.ts';
import {
  freePort,
  projectRoot,
  runCommand,
  startServer,
  type RunningServer,
} from '../../scripts/harness/serverProcess.ts';
import { test as base } from './fixtures.ts';
import { BUILD_TIMEOUT_MS, buildSite } from './siteBuild.ts';

export const LANGUAGES_BASE_PATH = '/site/';

/** The languages the copy adds, and the mark that begins each of their strings. */
const added = [
  { code: 'fr', name: 'Français', mark: '[fr] ' },
  { code: 'ar', name: 'العربية', mark: 'ع ' },
] as const;

/** Every language of the built site, the default first. */
export const fixtureLanguages: Language[] = [
  defaultLanguage,
  ...added.map(({ code, name }) => ({
    code,
    name,
    dir: textDirection(code),
    prefix: `/${code.toLowerCase()}`,
  })),
];

/** Every string in `value`, marked. */
function marked(value: unknown, mark: string): unknown {
  if (typeof value === 'string') return `${mark}${value}`;
  if (Array.isArray(value)) return value.map((item) => marked(item, mark));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, marked(item, mark)]));
}

/** The site's content as the built site shows it in `language`. */
export function fixtureContent(language: Language): SiteContent {
  const mark = added.find(({ code }) => code === language.code)?.mark;
  if (mark === undefined) return defaultContent;
  const parts = Object.fromEntries(
    Object.entries(defaultTexts).map(([part, value]) => [part, marked(textOf(value), mark)]),
  );
  return translatedContent(translationFrom(parts));
}

export interface LanguagesSite {
  origin: string;
  /** A route's page (`/about`) in `language`, as the server serves it: under the base path. */
  path(language: Language, routePath: string): string;
  distDir: string;
  /** The server's data folder, where the messages are stored. */
  dataDir: string;
}

/** What the copy needs to build: the site's sources, its settings and its installed packages. */
const copied = [
  '.nvmrc',
  'index.html',
  'package.json',
  'vite.config.ts',
  'public',
  'scripts',
  'server',
  'src',
  'theme',
];

export const test = base.extend<object, { languagesSite: LanguagesSite }>({
  languagesSite: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const folder = await mkdtemp(join(tmpdir(), 'portfolio-languages-'));
      const copy = join(folder, 'project');
      const distDir = join(folder, 'dist');
      const port = await freePort();
      const origin = `http://127.0.0.1:${port}`;
      let server: RunningServer | undefined;
      try {
        for (const entry of copied)
          await cp(join(projectRoot, entry), join(copy, entry), { recursive: true });
        await symlink(join(projectRoot, 'node_modules'), join(copy, 'node_modules'), 'dir');
        // Sample content never has translations of its own: the copy starts from none.
        await rm(join(copy, TRANSLATIONS_DIR), { recursive: true, force: true });
        for (const { code, name, mark } of added) {
          await addLanguage(copy, code, name);
          await markStrings(join(copy, TRANSLATIONS_DIR, code), mark);
        }
        await buildSite(
          { BASE_PATH: LANGUAGES_BASE_PATH, SITE_URL: origin, DIST_DIR: distDir },
          'The build in three languages',
          copy,
        );
        const dataDir = join(folder, 'data');
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

/** `npm run language:add -- <code> <name>` in the copy. */
async function addLanguage(copy: string, code: string, name: string): Promise<void> {
  const run = runCommand(['npm', 'run', 'language:add', '--', code, name], {}, { cwd: copy });
  const exit = await run.exited;
  if (exit !== 0)
    throw new Error(
      `language:add ${code} failed (exit ${exit}):\n${run.stdout()}\n${run.stderr()}`,
    );
}

/** Rewrites each module `language:add` wrote with its strings marked. */
async function markStrings(folder: string, mark: string): Promise<void> {
  for (const file of await readdir(folder)) {
    const path = join(folder, file);
    const exports = (await import(pathToFileURL(path).href)) as Record<string, unknown>;
    const lines = Object.entries(exports).map(
      ([name, value]) => `export const ${name} = ${JSON.stringify(marked(value, mark), null, 2)};`,
    );
    await writeFile(path, `${lines.join('\n')}\n`);
  }
}
