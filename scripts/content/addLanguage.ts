/**
 * `npm run language:add -- <code> "<name>"`: scaffolds a translation. It writes
 * src/content/translations/<code>/, every module pre-filled with the default language's words
 * (ready to translate; the build lists what is left), and adds the language to
 * src/content/languages.ts. It refuses a code that is not a BCP 47 tag, or one already there.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { languages } from '../../src/content/languages.ts';
import { isLanguageTag } from '../../src/content/schema.ts';
import { defaultTexts } from '../../src/content/defaultTexts.ts';
import { translationFiles, type ContentPart } from '../../src/content/siteContent.ts';
import { textOf } from '../../src/content/translation.ts';
import { TRANSLATIONS_DIR } from '../build/translations.ts';

const LANGUAGES_FILE = 'src/content/languages.ts';

/** What each module of a translation holds, for the comment at its top. */
const partNames: Record<ContentPart, string> = {
  ui: "The interface's own words",
  routeText: "The pages' titles and descriptions, and the navbar's labels",
  profile: 'Who the site is about',
  projects: "The projects' titles and image descriptions, in the order of src/content/projects.ts",
  keySkills: "The key skills' group labels",
  caseStudy: 'The case study',
  heroVideo: "The home page's video description",
};

/** The parts a new translation gets; the others stay shared until one is written. */
const scaffolded = (Object.keys(translationFiles) as ContentPart[]).filter(
  (part) => part !== 'heroVideo',
);

export class LanguageRefused extends Error {}

/** Writes the translation of `code` under `root` and lists it; returns the files written. */
export async function addLanguage(options: {
  root: string;
  code: string;
  name: string;
  listed?: readonly { code: string }[];
}): Promise<string[]> {
  const { root, name, listed = languages } = options;
  if (!isLanguageTag(options.code)) {
    throw new LanguageRefused(
      `"${options.code}" is not a BCP 47 language tag. Give one such as fr, ar or pt-BR.`,
    );
  }
  const [code = options.code] = Intl.getCanonicalLocales(options.code);
  if (listed.some((language) => language.code.toLowerCase() === code.toLowerCase())) {
    throw new LanguageRefused(
      `${code} is already one of the site's languages (${LANGUAGES_FILE}).`,
    );
  }
  if (!name.trim())
    throw new LanguageRefused(`Name the language in its own words, such as "Français".`);
  const folder = join(root, TRANSLATIONS_DIR, code);
  if (existsSync(folder)) {
    throw new LanguageRefused(
      `${TRANSLATIONS_DIR}/${code}/ already exists: add it to ${LANGUAGES_FILE} by hand, or remove the folder.`,
    );
  }

  await mkdir(folder, { recursive: true });
  const written: string[] = [];
  for (const part of scaffolded) {
    const file = join(folder, translationFiles[part]);
    const source = [
      "import type { Translation } from '../../siteContent.ts';",
      '',
      `/** ${partNames[part]}, in ${name}. Translate each string; keep the structure. */`,
      `export const ${part} = ${JSON.stringify(textOf(defaultTexts[part]), null, 2)} satisfies Translation['${part}'];`,
      '',
    ].join('\n');
    await writeFile(file, await prettier(source, file));
    written.push(`${TRANSLATIONS_DIR}/${code}/${translationFiles[part]}`);
  }

  const languagesFile = join(root, LANGUAGES_FILE);
  const list = await readFile(languagesFile, 'utf8');
  const entry = `{ code: ${JSON.stringify(code)}, name: ${JSON.stringify(name)} }`;
  const updated = list.replace(
    /(export const languages = \[)([\s\S]*?)(,?\s*\]\s*satisfies)/,
    (_match, start: string, entries: string, end: string) =>
      `${start}${entries}, ${entry}${end.replace(/^,/, '')}`,
  );
  if (updated === list) {
    throw new LanguageRefused(
      `${LANGUAGES_FILE} has no "export const languages = [...] satisfies" list to add ${code} to.`,
    );
  }
  await writeFile(languagesFile, await prettier(updated, languagesFile));
  written.push(LANGUAGES_FILE);
  return written;
}

async function prettier(source: string, file: string): Promise<string> {
  return format(source, { ...(await resolveConfig(file)), filepath: file });
}

if (import.meta.main) {
  const [code = '', name = ''] = process.argv.slice(2);
  try {
    const written = await addLanguage({ root: process.cwd(), code, name });
    console.log(
      [
        `Added ${name} (${code}): its pages will be under /${code.toLowerCase()}/.`,
        ...written.map((file) => `  wrote ${file}`),
        'Translate the strings in those files; `npm run build` lists the ones still in the default language.',
        `Posts in ${name}, if you write any, go in ${TRANSLATIONS_DIR}/${Intl.getCanonicalLocales(code)[0] ?? code}/posts/ (see docs/writing.md).`,
      ].join('\n'),
    );
  } catch (error) {
    if (!(error instanceof LanguageRefused)) throw error;
    console.error(`language:add stopped: ${error.message}`);
    console.error(
      'Usage: npm run language:add -- <code> "<name>", such as: npm run language:add -- fr Français',
    );
    process.exit(1);
  }
}
