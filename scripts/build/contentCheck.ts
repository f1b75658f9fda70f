/**
 * Checks the site's content (src/content/) against its schema, and the files it names under
 * public/. Each problem names the file, the entry and the fix, for example:
 *
 *   src/content/projects.ts: projects[2] (id 5, "Recipe finder") › link: "http://x.io" is not a
 *   full https:// address. Fix: link to the project's https:// page or repository.
 */
import { defaultTexts } from '../../src/content/defaultTexts.ts';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { caseStudy } from '../../src/content/caseStudy.ts';
import { languages } from '../../src/content/languages.ts';
import { aboutProjectsShown } from '../../src/content/limits.ts';
import { heroVideo } from '../../src/content/media.ts';
import { profile } from '../../src/content/profile.ts';
import { projectCategories } from '../../src/content/categories.ts';
import { projects } from '../../src/content/projects.ts';
import {
  contentSchema,
  type Content,
  type LanguageEntry,
  type PublicFiles,
} from '../../src/content/schema.ts';
import { keySkills } from '../../src/content/skills.ts';
import { routeIds, routes, type RouteInfo } from '../../src/routes.ts';
import {
  translationFiles,
  translationFrom,
  type ContentPart,
} from '../../src/content/siteContent.ts';
import { textProblems, untranslated } from '../../src/content/translation.ts';
import { siteLanguages } from '../../src/language.ts';
import { folderExports, TRANSLATIONS_DIR, type TranslationFolders } from './translations.ts';

/** The site's content, by the name each module exports it under. */
export const siteContent: Content = {
  languages,
  profile,
  keySkills,
  projects,
  caseStudy,
  heroVideo,
  aboutProjectsShown,
};

/** The module each part of the content lives in. */
const contentFiles: Record<keyof Content, string> = {
  languages: 'src/content/languages.ts',
  profile: 'src/content/profile.ts',
  keySkills: 'src/content/skills.ts',
  projects: 'src/content/projects.ts',
  caseStudy: 'src/content/caseStudy.ts',
  heroVideo: 'src/content/media.ts',
  aboutProjectsShown: 'src/content/limits.ts',
};

/** The pages of the route table that show one category of projects. */
export const categoryPages = routeIds.flatMap((id) => {
  const { path, category }: RouteInfo = routes[id];
  return category ? [{ path, category }] : [];
});

/** The files under `publicDir`, as the content names them (by their path on the site). */
export function publicFiles(publicDir: string): PublicFiles {
  const fileOf = (path: string) => join(publicDir, ...path.split('/'));
  return {
    exists: (path) => existsSync(fileOf(path)) && statSync(fileOf(path)).isFile(),
    svgSize: (path) => {
      if (!path.endsWith('.svg')) return undefined;
      const root = /<svg\b[^>]*>/.exec(readFileSync(fileOf(path), 'utf8'))?.[0] ?? '';
      const width = /\swidth="(\d+)"/.exec(root)?.[1];
      const height = /\sheight="(\d+)"/.exec(root)?.[1];
      return width && height ? { width: Number(width), height: Number(height) } : undefined;
    },
  };
}

/** Every problem with `content`, one line each; none when it is sound. */
export function checkContent(content: unknown, files: PublicFiles): string[] {
  const schema = contentSchema({ files, categories: projectCategories, categoryPages });
  const result = schema.safeParse(content);
  if (result.success) return [];
  return result.error.issues.flatMap((issue) => describe(issue, content));
}

/** The site's own content, checked against the files in `publicDir`. */
export function checkSiteContent(publicDir: string): string[] {
  return checkContent(siteContent, publicFiles(publicDir));
}

/** The problems as one message, for the terminal and the development server's overlay. */
export function formatProblems(problems: string[]): string {
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  return [`The content has ${count}:`, ...problems.map((problem) => `  - ${problem}`)].join('\n');
}

function describe(issue: z.core.$ZodIssue, content: unknown): string[] {
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map(
      (key) =>
        `${where(issue.path, content)}: has a field "${key}" that the content does not know. Fix: correct its name, or add it to the schema in src/content/schema.ts.`,
    );
  }
  return [`${where(issue.path, content)}: ${issue.message}`];
}

/** `file: entry › field`, with list entries named by their id, title or name. */
function where(path: PropertyKey[], content: unknown): string {
  const [top, ...rest] = path.map(String);
  if (top === undefined) return 'src/content';
  let entry = top;
  let value: unknown = (content as Record<string, unknown>)[top];
  for (const key of rest) {
    value = (value as Record<string, unknown> | undefined)?.[key];
    entry += /^\d+$/.test(key) ? `[${key}]${label(value)}` : ` › ${key}`;
  }
  return `${contentFiles[top as keyof Content] ?? 'src/content'}: ${entry}`;
}

/** How a list entry is known to a person: ` (id 5, "Recipe finder")`. */
function label(value: unknown): string {
  if (typeof value !== 'object' || value === null) return '';
  const { id, title, name } = value as Record<string, unknown>;
  const parts = [
    typeof id === 'number' ? `id ${id}` : '',
    typeof (title ?? name) === 'string' ? JSON.stringify(title ?? name) : '',
  ].filter(Boolean);
  return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}

/** Where the default language's words of each part of the content live. */
const defaultTextFiles: Record<ContentPart, string> = {
  ui: 'src/content/ui.ts',
  routeText: 'src/routes.ts',
  profile: 'src/content/profile.ts',
  projects: 'src/content/projects.ts',
  keySkills: 'src/content/skills.ts',
  caseStudy: 'src/content/caseStudy.ts',
  heroVideo: 'src/content/media.ts',
};

/** A translation may leave these out: the default's are shared. */
const optionalParts: readonly ContentPart[] = ['heroVideo'];

const parts = Object.keys(translationFiles) as ContentPart[];

/**
 * Every problem with the translations of the languages src/content/languages.ts lists: a folder
 * or a module missing, a string missing, empty or not the default's (one line each).
 */
export function checkTranslations(
  folders: TranslationFolders,
  languages: readonly LanguageEntry[] = siteLanguages,
): string[] {
  return languages.slice(1).flatMap(({ code, name }) => {
    const folder = `${TRANSLATIONS_DIR}/${code}`;
    const modules = folders[code];
    if (!modules) {
      return [
        `${folder}/: is missing, but src/content/languages.ts lists ${code}. Fix: run npm run language:add -- ${code} "${name}", or take ${code} out of src/content/languages.ts.`,
      ];
    }
    const translation = translationFrom(folderExports(modules));
    return parts.flatMap((part) => {
      const file = `${folder}/${translationFiles[part]}`;
      const from = defaultTextFiles[part];
      if (!(translationFiles[part] in modules)) {
        return optionalParts.includes(part)
          ? []
          : [`${file}: is missing. Fix: copy ${from} there and translate its words.`];
      }
      if (translation[part] === undefined) {
        return [
          `${file}: exports no ${part}. Fix: export const ${part} = { ... }, as ${from} does.`,
        ];
      }
      return textProblems(defaultTexts[part], translation[part]).map(({ path, problem }) => {
        const where = `${file}: ${path || part}`;
        if (problem === 'missing') return `${where} is missing. Fix: translate it from ${from}.`;
        if (problem === 'extra') {
          return `${where} is not in ${from}. Fix: remove it, or correct its name.`;
        }
        if (problem === 'empty') return `${where} is empty. Fix: translate it from ${from}.`;
        return `${where} must be text, as in ${from}. Fix: write it as a string.`;
      });
    });
  });
}

/** One line per translation module that still holds the default's words, naming each string. */
export function untranslatedStrings(
  folders: TranslationFolders,
  languages: readonly LanguageEntry[] = siteLanguages,
): string[] {
  return languages.slice(1).flatMap(({ code }) => {
    const modules = folders[code];
    if (!modules) return [];
    const translation = translationFrom(folderExports(modules));
    return parts.flatMap((part) => {
      const same = untranslated(defaultTexts[part], translation[part]);
      if (same.length === 0) return [];
      const file = `${TRANSLATIONS_DIR}/${code}/${translationFiles[part]}`;
      const count = same.length === 1 ? '1 string' : `${same.length} strings`;
      return [`${file}: ${count} still as in ${defaultTextFiles[part]}: ${same.join(', ')}`];
    });
  });
}
