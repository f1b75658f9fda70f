import { statSync } from 'node:fs';
import { routeIds, routes } from '../src/routes.ts';
import { colorSchemes } from '../theme/colorScheme.ts';
import { expect, test } from './support/fixtures.ts';
import { headingOf, mainHeading, visit } from './support/site.ts';

// A full-page picture of every route in each colour scheme, for a person to look over:
// e2e-screenshots/<project>/.

for (const scheme of colorSchemes) {
  for (const id of routeIds) {
    test(`screenshot of ${routes[id].path} in the ${scheme} scheme`, async ({ page }, testInfo) => {
      await page.emulateMedia({ colorScheme: scheme });
      await visit(page, routes[id].path);
      await expect(mainHeading(page, headingOf(id))).toBeVisible();
      // Lazy images load once scrolled near: wait until every image on the page has loaded.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect
        .poll(() =>
          page.evaluate(() =>
            [...document.images].every((image) => image.complete && image.naturalWidth > 0),
          ),
        )
        .toBe(true);
      await page.evaluate(() => window.scrollTo(0, 0));

      const path = `e2e-screenshots/${testInfo.project.name}/${id}${scheme === 'light' ? '' : `-${scheme}`}.png`;
      await page.screenshot({ path, fullPage: true, animations: 'disabled' });
      expect(statSync(path).size).toBeGreaterThan(1000);
    });
  }
}
