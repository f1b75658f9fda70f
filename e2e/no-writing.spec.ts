/**
 * The site built without a published post (the sample content has none) is the site of the
 * spec: no writing section at all. No Writing entry in the navbar, no writing pages or feeds,
 * no feed announced in any page's head, nothing of it in the sitemap.
 */
import type { Page } from '@playwright/test';
import { ui } from '../src/content/ui.ts';
import { navigation, notFound, routeIds, routes, writing } from '../src/routes.ts';
import { expectAnnounced, summaryNamed } from './support/disclosure.ts';
import { expect, test } from './support/fixtures.ts';
import { hasCollapsedNavbar, headingOf, mainHeading, visit } from './support/site.ts';

const nav = (page: Page) => page.getByRole('navigation', { name: ui.navbar.name });

test('the navbar has exactly the entries of the route table, and no Writing', async ({ page }) => {
  await visit(page, routes.about.path);
  await expect(mainHeading(page, headingOf('about'))).toBeVisible();
  if (hasCollapsedNavbar(page)) {
    const toggle = summaryNamed(nav(page), ui.navbar.menu);
    await toggle.click();
    await expectAnnounced(page, ui.navbar.menu, 'expanded');
  }
  const menu = nav(page).getByRole('list').first();
  await expect(menu).toBeVisible();
  expect(
    await menu
      .locator(':scope > li')
      .evaluateAll((items) =>
        items.map((item) => (item.querySelector('a, summary')?.textContent ?? '').trim()),
      ),
  ).toEqual(navigation.map((entry) => entry.label));
  await expect(
    nav(page).getByRole('link', { name: writing.label, exact: true, includeHidden: true }),
  ).toHaveCount(0);
});

test('the footer has no writing links', async ({ page }) => {
  await visit(page, routes.about.path);
  const footer = page.getByRole('contentinfo');
  await expect(footer).toBeVisible();
  await expect(footer.locator(`a[href*="${writing.path}"]`)).toHaveCount(0);
  await expect(footer.getByRole('list', { name: writing.label })).toHaveCount(0);
});

test('the writing index and its feeds answer 404', async ({ page, request }) => {
  for (const path of [writing.rssPath, writing.atomPath]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  const response = await page.goto(writing.path);
  expect(response?.status()).toBe(404);
  await expect(mainHeading(page, notFound.title)).toBeVisible();
});

test('no page announces a feed in its head', async ({ page }) => {
  for (const path of [...routeIds.map((id) => routes[id].path), '/no/such/page']) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(
        page.locator('head link[rel="canonical"], head meta[name="robots"]'),
      ).toHaveCount(1);
      await expect(page.locator('head link[rel="alternate"]')).toHaveCount(0);
    });
  }
});

test('the sitemap lists the route table and nothing of the writing section', async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const listed = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '').pathname,
  );
  expect(listed.sort()).toEqual(routeIds.map((id) => routes[id].path).sort());
  expect(listed.filter((path) => path.startsWith(writing.path))).toEqual([]);
});
