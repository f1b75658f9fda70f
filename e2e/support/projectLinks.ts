/** About's list of project links and its one-way "View more", read from the site's content. */
import { expect, type Locator, type Page } from '@playwright/test';
import { aboutProjectsShown } from '../../src/content/limits.ts';
import { projects } from '../../src/content/projects.ts';
import { ui } from '../../src/content/ui.ts';
import { summaryNamed } from './disclosure.ts';

export interface ProjectLinks {
  links: Locator;
  viewMore: Locator;
  /** Whether there are more projects than About shows at first. */
  hasMore: boolean;
}

export function projectLinks(page: Page): ProjectLinks {
  const region = page.getByRole('region', { name: ui.about.projectLinks });
  return {
    links: region.getByRole('link'),
    viewMore: summaryNamed(region, ui.projectLinks.viewMore),
    hasMore: projects.length > aboutProjectsShown,
  };
}

/** Checks what shows before "View more": the first links, or all of them and no "View more". */
export async function expectFirstProjectLinks({ links, viewMore, hasMore }: ProjectLinks) {
  await expect(links).toHaveCount(hasMore ? aboutProjectsShown : projects.length);
  if (!hasMore) await expect(viewMore).toHaveCount(0);
}

/** Checks that every project link shows, and that "View more" has gone for good. */
export async function expectEveryProjectLink({ links, viewMore }: ProjectLinks) {
  await expect(links).toHaveCount(projects.length);
  for (const link of await links.all()) await expect(link).toBeVisible();
  await expect(viewMore).toBeHidden();
}
