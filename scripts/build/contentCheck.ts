/**
 * Checks the site's content (src/content/) against its schema, and the files it names under
 * public/. Each problem names the file, the entry and the fix, for example:
 *
 *   src/content/projects.ts: projects[2] (id 5, "Recipe finder") › link: "http://x.io" is not a
 *   full https:// address. Fix: link to the project's https:// page or repository.
 */
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
import { contentSchema, type Content, type PublicFiles } from '../../src/content/schema.ts';
import { keySkills } from '../../src/content/skills.ts';
import { routeIds, routes, type RouteInfo } from '../../src/routes.ts';

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
