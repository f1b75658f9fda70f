/**
 * The site's content in one language, as the app loads it: the shell every page shows (read by
 * useContent), and the parts only some pages show (read by useContentPart). The default
 * language's shell is below; a translation's is the same with its own words (see
 * translation.ts). The browser gets each as data computed at build time, never this module.
 */
import { routeText } from '../routes.ts';
import { profile } from './profile.ts';
import type { CaseStudy, HeroVideo, KeySkills, Project } from './schema.ts';
import { localize, type TextOf } from './translation.ts';
import { ui } from './ui.ts';

/** The shell: the parts of the content every page shows (the navbar, the footer, the titles). */
export const defaultContent = { ui, routeText, profile };

/**
 * The parts of the content that only some pages show: each is loaded apart from the shell, in
 * the page's language, by the pages that show it (see defaultTexts.ts for the default's).
 */
export interface PageParts {
  projects: Project[];
  keySkills: KeySkills;
  caseStudy: CaseStudy;
  heroVideo: HeroVideo;
}

export type PagePart = keyof PageParts;

/** Every page part, in a fixed order. */
export const pageParts = [
  'projects',
  'keySkills',
  'caseStudy',
  'heroVideo',
] as const satisfies readonly PagePart[];

/** A language's content as the app loads it, piece by piece: its shell, and each page part. */
export type ContentPieces = PageParts & { shell: SiteContent };

export type ContentPiece = keyof ContentPieces;

export type SiteContent = typeof defaultContent;

type ShellPart = keyof typeof defaultContent;

/** Each part of the content that has words: what a translation gives (see defaultTexts.ts). */
export type ContentPart = ShellPart | PagePart;

type PartText<Part extends ContentPart> = Part extends ShellPart
  ? TextOf<(typeof defaultContent)[Part]>
  : Part extends PagePart
    ? TextOf<PageParts[Part]>
    : never;

/** A translation: the text of each part of the content. Its media are the default's unless it gives its own. */
export type Translation = { [Part in Exclude<ContentPart, 'heroVideo'>]: PartText<Part> } & {
  heroVideo?: PartText<'heroVideo'>;
};

/** The file of a translation's folder that holds each part (each exported under the part's name). */
export const translationFiles: Record<ContentPart, string> = {
  ui: 'ui.ts',
  routeText: 'routes.ts',
  profile: 'profile.ts',
  projects: 'projects.ts',
  keySkills: 'skills.ts',
  caseStudy: 'caseStudy.ts',
  heroVideo: 'media.ts',
};

/** The shell in the words of `translation`. */
export function translatedContent(translation: Partial<Translation>): SiteContent {
  return {
    ui: localize(defaultContent.ui, translation.ui),
    routeText: localize(defaultContent.routeText, translation.routeText),
    profile: localize(defaultContent.profile, translation.profile),
  };
}

/** A translation's parts from its folder's exports (each module exports its part by name). */
export function translationFrom(exports: Record<string, unknown>): Partial<Translation> {
  const translation: Record<string, unknown> = {};
  for (const part of Object.keys(translationFiles)) {
    if (exports[part] !== undefined) translation[part] = exports[part];
  }
  return translation as Partial<Translation>;
}
