/**
 * All of the site's content in one language: what a page reads, by one lookup (useContent).
 * The default language's is below; a translation's is the same with its own words (see
 * translation.ts), loaded by the pages in that language alone.
 */
import { routeText } from '../routes.ts';
import { profile } from './profile.ts';
import type { CaseStudy, HeroVideo, KeySkills, Project } from './schema.ts';
import { localize, type TextOf } from './translation.ts';
import { ui } from './ui.ts';

/** The parts of the content every page shows (the navbar, the footer, the titles). */
export const defaultContent = {
  ui,
  routeText,
  profile,
  /** A translation's words for the parts that only some pages show (see PagePart). */
  pageTexts: {} as PageTexts,
};

/**
 * The parts of the content that only some pages show: each such page imports the default's
 * itself, so they travel with those pages' code rather than with every page's, and puts a
 * translation's words on it (useContentPart).
 */
export interface PageParts {
  projects: Project[];
  keySkills: KeySkills;
  caseStudy: CaseStudy;
  heroVideo: HeroVideo;
}

export type PagePart = keyof PageParts;

type PageTexts = { [Part in PagePart]?: TextOf<PageParts[Part]> };

export type SiteContent = typeof defaultContent;

type ShellPart = Exclude<keyof typeof defaultContent, 'pageTexts'>;

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

/** The site's content in the words of `translation`. */
export function translatedContent(translation: Partial<Translation>): SiteContent {
  const { projects, keySkills, caseStudy, heroVideo } = translation;
  return {
    ui: localize(defaultContent.ui, translation.ui),
    routeText: localize(defaultContent.routeText, translation.routeText),
    profile: localize(defaultContent.profile, translation.profile),
    pageTexts: { projects, keySkills, caseStudy, heroVideo },
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
