/**
 * What every page of the site shows, whatever the route: its heading, the navbar, the brand,
 * the footer, no sideways scroll, and no console error, failed request or CSP violation.
 */
import { ownerLinkList } from '../../src/components/OwnerLinks/ownerLinkList.ts';
import { profile } from '../../src/content/profile.ts';
import { fill } from '../../src/content/translation.ts';
import { ui } from '../../src/content/ui.ts';
import { expect, type PageProblems } from './fixtures.ts';
import { escapeRegExp, mainHeading } from './site.ts';
import type { Page } from '@playwright/test';

export async function expectSoundPage(page: Page, problems: PageProblems, heading: string) {
  await expect(mainHeading(page, heading)).toBeVisible();
  await expect(page.getByRole('navigation', { name: ui.navbar.name })).toBeVisible();
  await expect(page.getByRole('link', { name: profile.brandName, exact: true })).toBeVisible();
  await expectFooter(page);

  const overflow = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(overflow.scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(
    overflow.clientWidth,
  );

  expect(problems.consoleErrors, 'console errors').toEqual([]);
  expect(problems.failedRequests, 'failed requests').toEqual([]);
  expect(problems.errorResponses, 'error responses').toEqual([]);
  expect(await problems.cspViolations(), 'CSP violations').toEqual([]);
}

/** Every page ends with the footer: the owner's links and the copyright line. */
export async function expectFooter(page: Page) {
  const footer = page.getByRole('contentinfo');
  await expect(footer).toBeVisible();
  const hrefs = await footer
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual(ownerLinkList(profile.links).map((link) => link.href));
  // The year is the build's: any year.
  const copyright = escapeRegExp(fill(ui.footer.copyright, { name: profile.brandName }));
  await expect(
    footer.getByText(new RegExp(`^${copyright.replace(escapeRegExp('{year}'), '\\d{4}')}$`)),
  ).toBeVisible();
}
