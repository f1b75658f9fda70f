/**
 * Every part of the default content that has words, those only some pages show included: what
 * the content check compares a translation with, what a new one starts from, and what each
 * language's page parts are made from at build time.
 */
import { caseStudy } from './caseStudy.ts';
import { heroVideo } from './media.ts';
import { projects } from './projects.ts';
import {
  defaultContent,
  pageParts,
  type ContentPart,
  type PageParts,
  type Translation,
} from './siteContent.ts';
import { keySkills } from './skills.ts';
import { localize } from './translation.ts';

/** The parts of the content that only some pages show, in the default language. */
export const defaultParts: PageParts = { projects, keySkills, caseStudy, heroVideo };

export const defaultTexts: Record<ContentPart, unknown> = { ...defaultContent, ...defaultParts };

/** The page parts in the words of `translation`: the default's where it gives none. */
export function translatedParts(translation: Partial<Translation> = {}): PageParts {
  const parts: Partial<Record<keyof PageParts, unknown>> = {};
  for (const part of pageParts) parts[part] = localize(defaultParts[part], translation[part]);
  return parts as PageParts;
}
