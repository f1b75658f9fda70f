import { statSync } from 'node:fs';
import { routeIds, routes } from '../src/routes.ts';
import { expect, test } from './support/fixtures.ts';
import { headingOf, mainHeading, visit } from './support/site.ts';

// A full-page picture of every route, for a person to look over: e2e-screenshots/<project>/.

for (const id of routeIds) {
  test(`screenshot of ${routes[id].path}`, async ({ page }, testInfo) => {
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

    const path = `e2e-screenshots/${testInfo.project.name}/${id}.png`;
    await page.screenshot({ path, fullPage: true, animations: 'disabled' });
    expect(statSync(path).size).toBeGreaterThan(1000);
  });
}
