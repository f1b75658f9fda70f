/**
 * All of the site's content in one language: what a page reads, by one lookup (useContent).
 * The default language's is below; a translation's is the same with its own words (see
 * translation.ts), loaded by the pages in that language alone. The case study is read by its
 * page alone, so the default's travels with that page's code rather than with every page.
 */
import { routeText } from '../routes.ts';
import { heroVideo } from './media.ts';
import { profile } from './profile.ts';
import { projects } from './projects.ts';
import { keySkills } from './skills.ts';
import type { CaseStudy } from './schema.ts';
import { localize, type TextOf } from './translation.ts';
import { ui } from './ui.ts';

export const defaultContent = {
  ui,
  routeText,
  profile,
  projects,
  keySkills,
  heroVideo,
};

export type SiteContent = typeof defaultContent & {
  /** A translation's words for the case study (its page puts them on the default's). */
  caseStudyText?: TextOf<CaseStudy>;
};

/** Each part of the content that has words: what a translation gives (see defaultTexts.ts). */
export type ContentPart = keyof typeof defaultContent | 'caseStudy';

type PartText<Part extends ContentPart> = TextOf<
  Part extends keyof typeof defaultContent ? (typeof defaultContent)[Part] : CaseStudy
>;

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
  const parts = Object.keys(defaultContent) as (keyof typeof defaultContent)[];
  const content = Object.fromEntries(
    parts.map((part) => [part, localize(defaultContent[part], translation[part])]),
  ) as typeof defaultContent;
  return { ...content, caseStudyText: translation.caseStudy };
}

/** A translation's parts from its folder's exports (each module exports its part by name). */
export function translationFrom(exports: Record<string, unknown>): Partial<Translation> {
  const translation: Record<string, unknown> = {};
  for (const part of Object.keys(translationFiles)) {
    if (exports[part] !== undefined) translation[part] = exports[part];
  }
  return translation as Partial<Translation>;
}
