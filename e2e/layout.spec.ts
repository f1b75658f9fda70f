import type { Locator } from '@playwright/test';
import { profile } from '../src/content/profile.ts';
import { projects } from '../src/content/projects.ts';
import { ui } from '../src/content/ui.ts';
import { navLinks, routes } from '../src/routes.ts';
import { theme } from '../theme/theme.ts';
import { expectAnnounced, summaryNamed } from './support/disclosure.ts';
import { expect, test } from './support/fixtures.ts';
import {
  dropdown,
  hasCollapsedNavbar,
  headingOf,
  mainHeading,
  navLabel,
  rgb,
  visit,
  watchVideoControls,
} from './support/site.ts';

test('the navbar stays at the top while the page scrolls, in the navbar colour', async ({
  page,
}) => {
  await visit(page, routes.about.path);
  await expect(mainHeading(page, headingOf('about'))).toBeVisible();
  const header = page
    .locator('header')
    .filter({ has: page.getByRole('navigation', { name: ui.navbar.name }) });
  // Nothing comes above it, before or after scrolling.
  expect((await header.boundingBox())?.y).toBe(0);

  const scrollable = await page.evaluate(
    () => document.documentElement.scrollHeight - window.innerHeight,
  );
  expect(scrollable, 'the About page is taller than the window').toBeGreaterThan(100);

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);
  await expect(header).toBeInViewport();
  await expect(header).toHaveCSS('background-color', rgb(theme.colors.navbarBg));
  // Browsers paint their own bar around the page in the light scheme's navbar colour.
  await expect(page.locator('meta[name="theme-color"]').first()).toHaveAttribute(
    'content',
    theme.palettes.light.browserChrome,
  );
  expect(theme.palettes.light.browserChrome).toBe(theme.colors.navbarBg);
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

test('the navbar collapses behind its menu toggle below its breakpoint and shows its entries from it', async ({
  page,
}) => {
  await visit(page, routes.home.path);
  const nav = page.getByRole('navigation', { name: ui.navbar.name });
  const toggle = summaryNamed(nav, ui.navbar.menu);
  const about = nav.getByRole('link', { name: navLabel('about'), exact: true });
  const project = summaryNamed(nav, dropdown.label);

  if (hasCollapsedNavbar(page)) {
    await expect(toggle).toBeVisible();
    await expectAnnounced(page, ui.navbar.menu, 'collapsed');
    await expect(about).toBeHidden();
    await expect(project).toBeHidden();

    await toggle.click();
    await expectAnnounced(page, ui.navbar.menu, 'expanded');
    await expect(about).toBeVisible();
    await expect(project).toBeVisible();

    await about.click();
    await expect(page).toHaveURL(routes.about.path);
    await expect(mainHeading(page, headingOf('about'))).toBeVisible();
    await expectAnnounced(page, ui.navbar.menu, 'collapsed');
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

test('the hero shows no native controls while its video loads, only once it plays', async ({
  page,
}) => {
  const shown = await watchVideoControls(page);
  const video = page.locator('#home video');
  // The video's bytes held back: it stays loading until let through.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/media\/hero\.(webm|mp4)$/, async (route) => {
    await released;
    await route.continue().catch(() => {});
  });
  await visit(page, routes.home.path);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.networkState))
    .toBe(
      2, // NETWORK_LOADING
    );
  await expect(video).toHaveJSProperty('controls', false);
  await expect(video).toHaveAttribute('poster', /.+/);

  release();
  await expect(video).toHaveJSProperty('controls', true);
  await expect(video).toHaveJSProperty('paused', false);
  expect(await shown()).toEqual([{ loading: false }]);
});

/** The box of `locator`, failing clearly when it has none. */
async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${String(locator)} has no box`);
  return found;
}

/** Whether the viewport is at least the `name` breakpoint wide. */
function atLeast(
  page: { viewportSize(): { width: number } | null },
  name: keyof typeof theme.breakpoints,
) {
  return (page.viewportSize()?.width ?? 0) >= theme.breakpoints[name];
}

test('the other ways to reach me stand beside the form from lg up, and below it on smaller screens', async ({
  page,
}) => {
  await page.goto(routes.contact.path);
  const form = await box(page.locator('main form'));
  const others = await box(page.getByRole('region', { name: ui.contact.otherWays }));
  if (atLeast(page, 'lg')) {
    expect(others.x).toBeGreaterThanOrEqual(form.x + form.width);
    expect(others.y).toBeLessThan(form.y + form.height);
  } else {
    expect(others.y).toBeGreaterThanOrEqual(form.y + form.height);
    expect(Math.round(others.x)).toBe(Math.round(form.x));
  }
});

test('the About portrait stands beside the intro from lg up, above it on smaller screens', async ({
  page,
}) => {
  const { photo } = profile;
  await page.goto(routes.about.path);
  if (!photo) {
    await expect(page.getByRole('main').getByRole('img')).toHaveCount(0);
    return;
  }
  const portrait = page.getByRole('img', { name: photo.alt });
  await expect(portrait).toBeVisible();
  const picture = await box(portrait);
  const intro = await box(page.getByText(profile.aboutIntro[0] ?? '', { exact: true }));
  if (atLeast(page, 'lg')) {
    expect(picture.x).toBeGreaterThanOrEqual(intro.x + intro.width);
    expect(picture.y).toBeLessThan(intro.y + intro.height);
  } else {
    expect(picture.y + picture.height).toBeLessThanOrEqual(intro.y);
  }
});

test('the not-found page lists each other page once, in rows a finger can hit', async ({
  page,
}) => {
  await page.goto('/no/such/page');
  const rows = page.getByRole('main').getByRole('list').getByRole('link');
  const offered = await rows.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(new Set(offered).size).toBe(offered.length);
  expect(offered.length).toBe(navLinks.length - 1);
  const minimum = parseFloat(theme.layout.touchTarget) * 16;
  for (const link of await rows.all()) {
    expect((await box(link)).height).toBeGreaterThanOrEqual(minimum);
  }
});

test('the footer sits at the bottom of the window on a short page', async ({ page }) => {
  await visit(page, '/no/such/page');
  const footer = page.getByRole('contentinfo');
  const viewport = page.viewportSize();
  // The page's height settles once the app has started and laid it out.
  await expect
    .poll(async () => {
      const { y, height } = await box(footer);
      const scrollHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      const bottom = viewport && scrollHeight <= viewport.height ? viewport.height : scrollHeight;
      return Math.round(y + height) === bottom;
    })
    .toBe(true);
});

test('a click anywhere on a project card opens the project in a new tab', async ({ page }) => {
  const project = projects.at(-1);
  if (!project) throw new Error('these tests need a project');
  // The project lives on another site, out of this machine's reach: answer for it.
  await page
    .context()
    .route(project.link, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Project</title>' }),
    );
  await page.goto(routes.projects.path);
  const card = page.getByRole('article', { name: project.title });
  await card.scrollIntoViewIfNeeded();

  // Where a visitor would click: on the picture, away from the words of the card's link.
  const picture = await box(card.getByRole('img'));
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.mouse.click(picture.x + picture.width / 2, picture.y + picture.height / 2),
  ]);
  await tab.waitForLoadState();
  expect(tab.url()).toBe(project.link);
  await expect(page).toHaveURL(routes.projects.path);
  await tab.close();
});

test('the hero keeps its words and links on the scrim that keeps them readable', async ({
  page,
}) => {
  await page.goto(routes.home.path);
  const greeting = page.getByRole('heading', { level: 1, name: profile.greeting });
  const scrim = greeting.locator('..');
  await expect(scrim).toHaveCSS('background-color', theme.colors.heroScrim);
  const area = await box(scrim);
  for (const part of [
    greeting,
    page.getByText(profile.jobTitle, { exact: true }),
    page.getByRole('link', { name: ui.home.viewWork }),
    scrim.getByRole('list', { name: ui.ownerLinks.name }),
  ]) {
    const inside = await box(part);
    expect(inside.x).toBeGreaterThanOrEqual(area.x);
    expect(inside.y).toBeGreaterThanOrEqual(area.y);
    expect(inside.x + inside.width).toBeLessThanOrEqual(area.x + area.width);
    expect(inside.y + inside.height).toBeLessThanOrEqual(area.y + area.height);
  }
});

test('the trigger of the projects dropdown is marked like a current entry while one of its pages is shown', async ({
  page,
}) => {
  const [shownItem] = dropdown.items;
  if (!shownItem) throw new Error('the dropdown needs an item');
  await page.goto(routes[shownItem.route].path);
  const nav = page.getByRole('navigation', { name: ui.navbar.name });
  const trigger = summaryNamed(nav, dropdown.label);
  await expect(trigger).toHaveAttribute('aria-current', 'true');
  const look = (target: Locator) =>
    target.evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.fontWeight, style.textDecorationLine, style.color];
    });

  await page.goto(routes.about.path);
  const currentLink = nav.getByRole('link', {
    name: navLabel('about'),
    exact: true,
    includeHidden: true,
  });
  const currentLook = await look(currentLink);
  const otherLook = await look(
    nav.getByRole('link', { name: navLabel('home'), exact: true, includeHidden: true }),
  );
  await page.goto(routes[shownItem.route].path);
  const markedLook = await look(trigger);
  expect(markedLook).toEqual(currentLook);
  // Weight and underline tell it apart, not only its colour.
  expect(markedLook[0]).not.toBe(otherLook[0]);
  expect(markedLook[1]).not.toBe(otherLook[1]);
});
