/**
 * The translations as Node reads them, for the build and its checks: each folder of
 * src/content/translations/ as its modules by file name, and each language's content (its
 * shell and its page parts, as the app loads them).
 */
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { defaultParts, translatedParts } from '../../src/content/defaultTexts.ts';
import {
  defaultContent,
  translatedContent,
  translationFrom,
  type PageParts,
  type SiteContent,
} from '../../src/content/siteContent.ts';
import { siteLanguages, type Language } from '../../src/language.ts';

export const TRANSLATIONS_DIR = 'src/content/translations';

export type TranslationFolders = Record<string, Record<string, Record<string, unknown>>>;

type LoadModule = (file: string) => Promise<Record<string, unknown>>;

const importModule: LoadModule = async (file) =>
  (await import(pathToFileURL(file).href)) as Record<string, unknown>;

/**
 * Every translation folder under `root`, each as its modules by file name, each loaded by `load`
 * (Node's import by default; the development server's loads them afresh at every edit).
 */
export async function readTranslationFolders(
  root = process.cwd(),
  load: LoadModule = importModule,
): Promise<TranslationFolders> {
  const dir = join(root, TRANSLATIONS_DIR);
  if (!existsSync(dir)) return {};
  const folders: TranslationFolders = {};
  for (const folder of await readdir(dir, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    const files = (await readdir(join(dir, folder.name))).filter((file) => file.endsWith('.ts'));
    const modules: Record<string, Record<string, unknown>> = {};
    for (const file of files) modules[file] = await load(join(dir, folder.name, file));
    folders[folder.name] = modules;
  }
  return folders;
}

/** A folder's exports together, as the app loads them (one module per language). */
export function folderExports(modules: Record<string, Record<string, unknown>>) {
  return Object.assign({}, ...Object.values(modules)) as Record<string, unknown>;
}

export interface LanguageContent {
  language: Language;
  /** The shell: what every page shows. */
  content: SiteContent;
  /** The parts only some pages show. */
  parts: PageParts;
}

/** Each of `languages` (the site's unless said) with its content, the default first. */
export function languageContents(
  folders: TranslationFolders,
  languages: readonly Language[] = siteLanguages,
): LanguageContent[] {
  return languages.map((language, index) => {
    const modules = folders[language.code];
    if (index === 0 || !modules) {
      return { language, content: defaultContent, parts: defaultParts };
    }
    const translation = translationFrom(folderExports(modules));
    return {
      language,
      content: translatedContent(translation),
      parts: translatedParts(translation),
    };
  });
}
