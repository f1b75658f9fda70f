/**
 * What holds for every page whatever the screen's width, checked once: the narrowest screen,
 * other spellings of the addresses, the social card and the languages the pages declare.
 */
import { profile } from '../src/content/profile.ts';
import { ui } from '../src/content/ui.ts';
import { defaultLanguage, inLanguage, siteLanguages } from '../src/language.ts';
import { notFound, routeIds, routes, tokensPagePath } from '../src/routes.ts';
import { expect, test, watchProblems } from './support/fixtures.ts';
import { appStarted, escapeRegExp, headingOf, mainHeading, visit } from './support/site.ts';
import { expectSoundPage } from './support/soundPage.ts';

test('every route fits a 320 px wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  const problems = await watchProblems(page);
  for (const id of routeIds) {
    await test.step(routes[id].path, async () => {
      await visit(page, routes[id].path);
      await expectSoundPage(page, problems, headingOf(id));
      await problems.settle();
    });
  }
});

test('a shared page shows the social card that the build drew, 1200×630', async ({
  page,
  request,
}) => {
  await page.goto(routes.about.path);
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute(
    'content',
    new RegExp(escapeRegExp(profile.brandName)),
  );
  const response = await request.get(new URL(image ?? '', page.url()).pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const png = await response.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});

test('another spelling of a route (its case, a trailing slash) is redirected to the route', async ({
  page,
}) => {
  const problems = await watchProblems(page);
  for (const id of routeIds) {
    const { path } = routes[id];
    const spelling = `${path.toUpperCase()}/`.replace(/^\/\/$/, '/');
    if (spelling === path) continue;
    await test.step(spelling, async () => {
      // As visit() does: the app's script, which starts after the first paint, is loaded
      // before the next step navigates away.
      const response = await page.goto(`${spelling}?from=link`);
      await appStarted(page);
      expect(response?.status()).toBe(200);
      expect(response?.request().redirectedFrom()?.url()).toMatch(/\?from=link$/);
      await expect(page).toHaveURL(`${path}?from=link`);
      await expectSoundPage(page, problems, headingOf(id));
      await problems.settle();
    });
  }
});

test('the development tokens page is not part of the built site', async ({ page }) => {
  const response = await page.goto(tokensPagePath);
  expect(response?.status()).toBe(404);
  await expect(mainHeading(page, notFound.title)).toBeVisible();
});

test("every page says the site's languages: in one, no switcher, no prefix and no alternates", async ({
  page,
  request,
}) => {
  const languages = siteLanguages;
  for (const id of routeIds) {
    await visit(page, routes[id].path);
    await expect(page.locator('html')).toHaveAttribute('lang', defaultLanguage.code);
    const switcher = page
      .getByRole('navigation', { name: ui.navbar.name })
      .getByRole('list', { name: ui.languageSwitcher.name, includeHidden: true });
    await expect(switcher).toHaveCount(languages.length > 1 ? 1 : 0);
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(
      languages.length > 1 ? languages.length + 1 : 0,
    );
    await expect(page.locator('meta[property="og:locale"]')).toHaveCount(
      languages.length > 1 ? 1 : 0,
    );
  }
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap.includes('xhtml:link')).toBe(languages.length > 1);
  for (const language of languages.slice(1)) {
    expect((await request.get(inLanguage(language, routes.about.path))).status()).toBe(200);
  }
});
