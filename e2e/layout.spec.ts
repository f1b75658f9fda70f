import { projects } from '../src/content/projects.ts';
import { routes } from '../src/routes.ts';
import { expect, test } from './support/fixtures.ts';
import { hasCollapsedNavbar, mainHeading, visit } from './support/site.ts';

/** The card grid's columns at each project's viewport (1 on xs and sm, 2 on md, 3 from lg). */
const expectedColumns: Record<string, number> = { xs: 1, sm: 1, md: 2, lg: 3, xl: 3, xxl: 3 };

test('the navbar stays at the top while the page scrolls, on a light-blue background', async ({
  page,
}) => {
  await visit(page, routes.about.path);
  await expect(mainHeading(page, routes.about.title)).toBeVisible();
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
  await expect(header).toHaveCSS('background-color', 'rgb(207, 232, 252)');
});

test('the project grid has the column count of the breakpoint', async ({ page }, testInfo) => {
  const columns = expectedColumns[testInfo.project.name];
  if (columns === undefined) throw new Error(`No column count for ${testInfo.project.name}`);

  await visit(page, routes.projects.path);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(projects.length);

  const lefts = await cards.evaluateAll((elements) =>
    elements.map((element) => Math.round(element.getBoundingClientRect().left)),
  );
  expect(new Set(lefts).size).toBe(columns);
});

test('the navbar collapses behind "Menu" below md and shows its entries from md', async ({
  page,
}) => {
  await visit(page, routes.home.path);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const toggle = nav.getByRole('button', { name: 'Menu' });
  const about = nav.getByRole('link', { name: 'About', exact: true });
  const project = nav.getByRole('button', { name: 'Project' });

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
    await expect(mainHeading(page, routes.about.title)).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(about).toBeHidden();
  } else {
    await expect(toggle).toBeHidden();
    await expect(about).toBeVisible();
    await expect(project).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Contact', exact: true })).toBeVisible();
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
