import { projects } from '../src/content/projects.ts';
import { routes } from '../src/routes.ts';
import { theme } from '../theme/theme.ts';
import { expect, test } from './support/fixtures.ts';
import {
  dropdown,
  hasCollapsedNavbar,
  headingOf,
  mainHeading,
  navLabel,
  rgb,
  visit,
} from './support/site.ts';

test('the navbar stays at the top while the page scrolls, in the navbar colour', async ({
  page,
}) => {
  await visit(page, routes.about.path);
  await expect(mainHeading(page, headingOf('about'))).toBeVisible();
  const header = page
    .locator('header')
    .filter({ has: page.getByRole('navigation', { name: 'Main' }) });

  const scrollable = await page.evaluate(
    () => document.documentElement.scrollHeight - window.innerHeight,
  );
  expect(scrollable, 'the About page is taller than the window').toBeGreaterThan(100);

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);
  await expect(header).toBeInViewport();
  await expect(header).toHaveCSS('background-color', rgb(theme.colors.navbarBg));
  // Browsers paint their own bar around the page in the same colour.
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
    'content',
    theme.colors.navbarBg,
  );
});

test('the project grid has the column count of the breakpoint', async ({ page }, testInfo) => {
  const columns =
    theme.responsive.gridColumns[testInfo.project.name as keyof typeof theme.breakpoints];
  if (columns === undefined) throw new Error(`No column count for ${testInfo.project.name}`);

  await visit(page, routes.projects.path);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(projects.length);

  const lefts = await cards.evaluateAll((elements) =>
    elements.map((element) => Math.round(element.getBoundingClientRect().left)),
  );
  // A row can only be as wide as there are cards.
  expect(new Set(lefts).size).toBe(Math.min(columns, projects.length));
});

test('the navbar collapses behind "Menu" below its breakpoint and shows its entries from it', async ({
  page,
}) => {
  await visit(page, routes.home.path);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const toggle = nav.getByRole('button', { name: 'Menu' });
  const about = nav.getByRole('link', { name: navLabel('about'), exact: true });
  const project = nav.getByRole('button', { name: dropdown.label });

  if (hasCollapsedNavbar(page)) {
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(about).toBeHidden();
    await expect(project).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(about).toBeVisible();
    await expect(project).toBeVisible();

    await about.click();
    await expect(page).toHaveURL(routes.about.path);
    await expect(mainHeading(page, headingOf('about'))).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(about).toBeHidden();
  } else {
    await expect(toggle).toBeHidden();
    await expect(about).toBeVisible();
    await expect(project).toBeVisible();
    await expect(nav.getByRole('link', { name: navLabel('home'), exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: navLabel('contact'), exact: true })).toBeVisible();
  }
});

test('the home video fills the hero, width-wise, and plays muted in a loop', async ({ page }) => {
  await visit(page, routes.home.path);
  const video = page.locator('#home video');
  await expect(video).toBeVisible();

  const box = await video.boundingBox();
  const hero = await page.locator('#home').boundingBox();
  const viewportWidth = await page.evaluate(() => document.documentElement.clientWidth);
  expect(box && hero, 'the video and the hero have boxes').toBeTruthy();
  expect(Math.round(box?.width ?? 0)).toBe(viewportWidth);
  expect(Math.round(hero?.width ?? 0)).toBe(viewportWidth);
  expect(Math.round(box?.height ?? 0)).toBe(Math.round(hero?.height ?? -1));

  await expect
    .poll(() =>
      video.evaluate((element: HTMLVideoElement) => ({
        autoplay: element.autoplay,
        loop: element.loop,
        muted: element.muted,
        controls: element.controls,
      })),
    )
    .toEqual({ autoplay: true, loop: true, muted: true, controls: true });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.paused))
    .toBe(false);
});
