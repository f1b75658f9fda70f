import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ui } from '../src/content/ui.ts';
import { notFound, routeIds, routes } from '../src/routes.ts';
import { colorSchemes } from '../theme/colorScheme.ts';
import { expect, test } from './support/fixtures.ts';
import { formatViolations, wcagTags } from './support/axe.ts';
import {
  colorSchemeSummary,
  colorSchemeSummaryName,
  expectAnnounced,
  summaryNamed,
} from './support/disclosure.ts';
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

const nav = (page: Page) => page.getByRole('navigation', { name: ui.navbar.name });

/** Below the navbar's breakpoint, opens the menu its entries hide behind. */
async function openCollapsedMenu(page: Page) {
  if (!hasCollapsedNavbar(page)) return;
  await summaryNamed(nav(page), ui.navbar.menu).click();
  await expectAnnounced(page, ui.navbar.menu, 'expanded');
}

// Every page, and every menu open, in both colour schemes: axe checks colour contrast too.
for (const scheme of colorSchemes) {
  test.describe(`in the ${scheme} colour scheme`, () => {
    test.use({ colorScheme: scheme });

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

    test('the open menus have no axe violations: the Project dropdown', async ({ page }) => {
      await visit(page, routes.projects.path);
      await expect(mainHeading(page, headingOf('projects'))).toBeVisible();
      await openCollapsedMenu(page);

      await summaryNamed(nav(page), dropdown.label).click();
      await expectAnnounced(page, dropdown.label, 'expanded');
      await expect(
        nav(page).getByRole('link', { name: dropdownItems[0].label, exact: true }),
      ).toBeVisible();
      await expectNoViolations(page);
    });

    test('the open menus have no axe violations: the colour scheme choices', async ({ page }) => {
      await visit(page, routes.about.path);
      await openCollapsedMenu(page);
      await colorSchemeSummary(nav(page)).click();
      await expectAnnounced(page, colorSchemeSummaryName, 'expanded');
      await expect(nav(page).getByRole('list', { name: ui.colorScheme.name })).toBeVisible();
      await expectNoViolations(page);
    });
  });
}
