/**
 * Every part of the default content that has words, those only some pages show included: what
 * the content check compares a translation with, and what a new one starts from. Apart from
 * siteContent.ts, so that those parts stay out of the code every page loads.
 */
import { caseStudy } from './caseStudy.ts';
import { heroVideo } from './media.ts';
import { projects } from './projects.ts';
import { defaultContent, type ContentPart } from './siteContent.ts';
import { keySkills } from './skills.ts';

const { ui, routeText, profile } = defaultContent;

export const defaultTexts: Record<ContentPart, unknown> = {
  ui,
  routeText,
  profile,
  projects,
  keySkills,
  caseStudy,
  heroVideo,
};
