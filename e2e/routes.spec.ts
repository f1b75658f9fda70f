import { ownerLinkList } from '../src/components/OwnerLinks/ownerLinkList.ts';
import { profile } from '../src/content/profile.ts';
import { fill } from '../src/content/translation.ts';
import { ui } from '../src/content/ui.ts';
import { defaultLanguage, inLanguage, siteLanguages } from '../src/language.ts';
import { notFound, routeIds, routes, tokensPagePath } from '../src/routes.ts';
import { colorSchemes, type ColorScheme } from '../theme/colorScheme.ts';
import { theme } from '../theme/theme.ts';
import { expect, test, watchProblems, type PageProblems } from './support/fixtures.ts';
import { appStarted, escapeRegExp, headingOf, mainHeading, rgb, visit } from './support/site.ts';
import type { Page } from '@playwright/test';

async function expectSoundPage(page: Page, problems: PageProblems, heading: string) {
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
async function expectFooter(page: Page) {
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

for (const scheme of colorSchemes) {
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
