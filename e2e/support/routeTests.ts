/**
 * Every route in one colour scheme at the project's width: a deep link and a reload, each a
 * sound page in the scheme's colours, and the not-found page.
 */
import type { Page } from '@playwright/test';
import { ui } from '../../src/content/ui.ts';
import { notFound, routeIds, routes } from '../../src/routes.ts';
import type { ColorScheme } from '../../theme/colorScheme.ts';
import { theme } from '../../theme/theme.ts';
import { expect, test, watchProblems } from './fixtures.ts';
import { appStarted, headingOf, mainHeading, rgb, visit } from './site.ts';
import { expectFooter, expectSoundPage } from './soundPage.ts';

export function routeTestsIn(scheme: ColorScheme): void {
  test.describe(`in the ${scheme} colour scheme`, () => {
    test.use({ colorScheme: scheme });

    for (const id of routeIds) {
      const { path } = routes[id];

      test(`${path} renders on a deep link and on reload`, async ({ page }) => {
        const problems = await watchProblems(page);

        const response = await visit(page, path);
        expect(response?.status()).toBe(200);
        await expectSoundPage(page, problems, headingOf(id));
        await expect(page).toHaveURL(path);
        await expectPageColors(page, scheme);

        await problems.settle();
        const reloaded = await page.reload();
        await appStarted(page);
        expect(reloaded?.status()).toBe(200);
        await expectSoundPage(page, problems, headingOf(id));
        await expectPageColors(page, scheme);
      });
    }

    test('an unknown path answers 404 and shows "Page not found"', async ({ page }) => {
      const problems = await watchProblems(page);

      const response = await visit(page, '/no/such/page');
      expect(response?.status()).toBe(404);
      await expect(mainHeading(page, notFound.title)).toBeVisible();
      await expect(page.getByText('/no/such/page')).toBeVisible();
      await expect(page.getByRole('navigation', { name: ui.navbar.name })).toBeVisible();
      await expectFooter(page);
      await expectPageColors(page, scheme);

      // Chromium reports the intended 404 of the document itself as a console error.
      const otherErrors = problems.consoleErrors.filter((text) => !/status of 404/.test(text));
      expect(otherErrors, 'console errors').toEqual([]);
      expect(problems.failedRequests, 'failed requests').toEqual([]);
      expect(problems.errorResponses, 'error responses').toEqual([]);
      expect(await problems.cspViolations(), 'CSP violations').toEqual([]);
    });
  });
}

/** The page in `scheme`'s colours, around a navbar in its own, which never change. */
async function expectPageColors(page: Page, scheme: ColorScheme) {
  const palette = theme.palettes[scheme];
  await expect(page.locator('body')).toHaveCSS('background-color', rgb(palette.page));
  await expect(page.locator('body')).toHaveCSS('color', rgb(palette.text));
  await expect(page.locator('header').first()).toHaveCSS('background-color', rgb(palette.navbarBg));
}
