/**
 * A copy of the project given two languages, as an owner gives them: `npm run language:add`
 * adds a left-to-right language and a right-to-left one, and each of their strings is then
 * marked with its language, so a page shows which language it is in and every word of the
 * interface can be traced. Asked for, it is given posts too: the default language the tests'
 * posts, the left-to-right language posts of its own (one of them translating a default one),
 * the right-to-left one none. The browser tests and `npm run screenshots` build it.
 */
import { existsSync } from 'node:fs';
import { cp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { defaultTexts } from '../../src/content/defaultTexts.ts';
import {
  defaultContent,
  translatedContent,
  translationFrom,
  type SiteContent,
} from '../../src/content/siteContent.ts';
import { textOf } from '../../src/content/translation.ts';
import { defaultLanguage, textDirection, type Language } from '../../src/language.ts';
import { TRANSLATIONS_DIR } from '../build/translations.ts';
import { postsDirOf } from '../build/writing/languagePosts.ts';
import { DEFAULT_POSTS_DIR } from '../build/writing/loadPosts.ts';
import { projectRoot, runCommand } from './serverProcess.ts';

/** The languages the copy adds, and the mark that begins each of their strings. */
const added = [
  { code: 'fr', name: 'Français', mark: '[fr] ' },
  { code: 'ar', name: 'العربية', mark: 'ع ' },
] as const;

/** Every language of the copy, the default first. */
export const copyLanguages: Language[] = [
  defaultLanguage,
  ...added.map(({ code, name }) => ({
    code,
    name,
    dir: textDirection(code),
    prefix: `/${code.toLowerCase()}`,
  })),
];

/** The site's content as the copy shows it in `language`. */
export function copyContent(language: Language): SiteContent {
  const mark = added.find(({ code }) => code === language.code)?.mark;
  if (mark === undefined) return defaultContent;
  const parts = Object.fromEntries(
    Object.entries(defaultTexts).map(([part, value]) => [part, marked(textOf(value), mark)]),
  );
  return translatedContent(translationFrom(parts));
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

/**
 * The posts a copy with posts is given, by language tag: each folder, in this project, holds
 * the posts of that language (laid out as the language's own posts folder).
 */
export const copyPostsDirs: Readonly<Record<string, string>> = {
  [defaultLanguage.code]: 'e2e/fixtures/posts',
  fr: 'e2e/fixtures/translations/fr/posts',
};

/**
 * Makes the copy in `folder` (which must not exist yet); `npm run build` there builds it. With
 * `posts`, each language of copyPostsDirs gets its posts.
 */
export async function makeLanguagesCopy(
  folder: string,
  { posts = false }: { posts?: boolean } = {},
): Promise<void> {
  for (const entry of copied) {
    await cp(join(projectRoot, entry), join(folder, entry), { recursive: true });
  }
  await symlink(join(projectRoot, 'node_modules'), join(folder, 'node_modules'), 'dir');
  // The copy starts from the default language alone, whatever this project has.
  await rm(join(folder, TRANSLATIONS_DIR), { recursive: true, force: true });
  for (const { code, name, mark } of added) {
    await addLanguage(folder, code, name);
    await markStrings(join(folder, TRANSLATIONS_DIR, code), mark);
  }
  if (!posts) return;
  for (const language of copyLanguages) {
    const from = copyPostsDirs[language.code];
    if (!from || !existsSync(join(projectRoot, from))) continue;
    // The copy's own folders, whatever POSTS_DIR says here.
    const to =
      language.prefix === '' ? join(folder, DEFAULT_POSTS_DIR) : postsDirOf(language, folder);
    await cp(join(projectRoot, from), to, { recursive: true });
  }
}

/** Every string in `value`, marked. */
function marked(value: unknown, mark: string): unknown {
  if (typeof value === 'string') return `${mark}${value}`;
  if (Array.isArray(value)) return value.map((item) => marked(item, mark));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, marked(item, mark)]));
}

/** `npm run language:add -- <code> <name>` in the copy. */
async function addLanguage(folder: string, code: string, name: string): Promise<void> {
  const run = runCommand(['npm', 'run', 'language:add', '--', code, name], {}, { cwd: folder });
  const exit = await run.exited;
  if (exit !== 0) {
    throw new Error(
      `language:add ${code} failed (exit ${exit}):\n${run.stdout()}\n${run.stderr()}`,
    );
  }
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
