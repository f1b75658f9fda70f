import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { notFound, routeIds, routes } from '../src/routes.ts';
import { expect, test } from './support/fixtures.ts';
import { formatViolations, wcagTags } from './support/axe.ts';
import {
  dropdown,
  dropdownItems,
  hasCollapsedNavbar,
  headingOf,
  mainHeading,
  visit,
} from './support/site.ts';

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  expect(results.violations, formatViolations(results.violations)).toEqual([]);
}

for (const id of routeIds) {
  test(`${routes[id].path} has no axe violations`, async ({ page }) => {
    await visit(page, routes[id].path);
    await expect(mainHeading(page, headingOf(id))).toBeVisible();
    await expectNoViolations(page);
  });
}

test('the not-found page has no axe violations', async ({ page }) => {
  await visit(page, '/no/such/page');
  await expect(mainHeading(page, notFound.title)).toBeVisible();
  await expectNoViolations(page);
});

test('the open Project dropdown has no axe violations', async ({ page }) => {
  await visit(page, routes.projects.path);
  await expect(mainHeading(page, headingOf('projects'))).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  if (hasCollapsedNavbar(page)) await nav.getByRole('button', { name: 'Menu' }).click();

  const trigger = nav.getByRole('button', { name: dropdown.label });
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: dropdownItems[0].label, exact: true })).toBeVisible();
  await expectNoViolations(page);
});
