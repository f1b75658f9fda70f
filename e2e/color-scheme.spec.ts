import type { Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { colorSchemeToggleName } from '../src/components/Navbar/colorSchemeLabels.ts';
import { ui } from '../src/content/ui.ts';
import { routes } from '../src/routes.ts';
import {
  colorSchemeAttribute,
  colorSchemeChoices,
  colorSchemeQuery,
  colorSchemeStorageKey,
  colorSchemes,
  type ColorScheme,
} from '../theme/colorScheme.ts';
import { theme } from '../theme/theme.ts';
import {
  announcedExpanded,
  colorSchemeSummary,
  colorSchemeSummaryName,
  expectAnnounced,
  summaryNamed,
} from './support/disclosure.ts';
import { expect, test, watchProblems } from './support/fixtures.ts';
import {
  appStarted,
  hasCollapsedNavbar,
  headingOf,
  mainHeading,
  navLabel,
  rgb,
  tabTo,
  visit,
} from './support/site.ts';

// The colour scheme: the system's by default, or the one chosen with the navbar's toggle,
// kept for every page and the next visit, and painted from the first frame.

const nav = (page: Page) => page.getByRole('navigation', { name: ui.navbar.name });
const toggle = (page: Page) => colorSchemeSummary(nav(page));
const choice = (page: Page, scheme: ColorScheme | 'system') =>
  nav(page)
    .getByRole('list', { name: ui.colorScheme.name })
    .getByRole('button', { name: ui.colorScheme.choices[scheme], exact: true });
const other = (scheme: ColorScheme): ColorScheme => (scheme === 'light' ? 'dark' : 'light');

const pageBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const chosenScheme = (page: Page) =>
  page.evaluate((name) => document.documentElement.getAttribute(name), colorSchemeAttribute);

/** Checks that the page shows `scheme`'s colours, down to the navbar's, which never change. */
async function expectScheme(page: Page, scheme: ColorScheme) {
  await expect.poll(() => pageBackground(page)).toBe(rgb(theme.palettes[scheme].page));
  await expect(page.locator('body')).toHaveCSS('color', rgb(theme.palettes[scheme].text));
  await expect(page.locator('header').first()).toHaveCSS(
    'background-color',
    rgb(theme.palettes[scheme].navbarBg),
  );
  // Form controls and scrollbars follow the scheme too.
  await expect(page.locator('html')).toHaveCSS('color-scheme', new RegExp(scheme));
}

/** Opens the toggle's list with a click and chooses `option`. */
async function chooseWithPointer(page: Page, option: ColorScheme | 'system') {
  if (!(await announcedExpanded(page, colorSchemeSummaryName))) await toggle(page).click();
  await choice(page, option).click();
}

for (const system of colorSchemes) {
  test.describe(`with the system in ${system}`, () => {
    test.use({ colorScheme: system });

    test(`with no choice made, the page follows the system: ${system}, then as it changes`, async ({
      page,
    }) => {
      await visit(page, routes.about.path);
      expect(await chosenScheme(page)).toBeNull();
      await expectScheme(page, system);
      await expect(toggle(page)).toHaveAccessibleName(
        colorSchemeToggleName(ui.colorScheme, 'system'),
      );

      await page.emulateMedia({ colorScheme: other(system) });
      await expectScheme(page, other(system));
    });

    test('the browser paints around the page in the colour of each scheme', async ({ page }) => {
      await visit(page, routes.home.path);
      for (const scheme of colorSchemes) {
        const meta = page.locator(`meta[name="theme-color"][${colorSchemeAttribute}="${scheme}"]`);
        await expect(meta).toHaveAttribute('content', theme.palettes[scheme].browserChrome);
        await expect(meta).toHaveAttribute('media', colorSchemeQuery(scheme));
      }
      await expect(page.locator('meta[name="color-scheme"]')).toHaveAttribute(
        'content',
        'light dark',
      );

      // A chosen scheme takes over from the system's, for the browser's colours too.
      await chooseWithPointer(page, other(system));
      const chosen = page.locator(
        `meta[name="theme-color"][${colorSchemeAttribute}="${other(system)}"]`,
      );
      await expect(chosen).toHaveAttribute('media', 'all');
      await expect(page.locator('meta[name="color-scheme"]')).toHaveAttribute(
        'content',
        other(system),
      );
    });

    test(`a pointer switches to ${other(system)} and back, each choice announced`, async ({
      page,
    }) => {
      const problems = await watchProblems(page);
      await visit(page, routes.about.path);
      const wanted = other(system);

      await toggle(page).click();
      await expectAnnounced(page, colorSchemeSummaryName, 'expanded');
      await expect(
        nav(page).getByRole('button', { name: ui.colorScheme.choices.system, pressed: true }),
      ).toBeVisible();

      await choice(page, wanted).click();
      await expectScheme(page, wanted);
      expect(await chosenScheme(page)).toBe(wanted);
      // What a screen reader announces: the choice pressed, and the toggle naming it.
      await expect(
        nav(page).getByRole('button', { name: ui.colorScheme.choices[wanted], pressed: true }),
      ).toBeFocused();
      await expect(choice(page, 'system')).toHaveAttribute('aria-pressed', 'false');
      await expect(toggle(page)).toHaveAccessibleName(
        colorSchemeToggleName(ui.colorScheme, wanted),
      );

      await choice(page, 'system').click();
      await expectScheme(page, system);
      expect(await chosenScheme(page)).toBeNull();
      expect(await page.evaluate((key) => localStorage.getItem(key), colorSchemeStorageKey)).toBe(
        null,
      );

      // A click outside puts the list away (at the heading's start, which the list never covers).
      await mainHeading(page, headingOf('about')).click({ position: { x: 1, y: 1 } });
      await expectAnnounced(page, colorSchemeSummaryName, 'collapsed');
      expect(problems.consoleErrors).toEqual([]);
      expect(await problems.cspViolations()).toEqual([]);
    });

    test('the keyboard reaches the toggle, chooses, and closes the list with Escape', async ({
      page,
    }) => {
      await visit(page, routes.home.path);
      const wanted = other(system);
      await tabTo(page, toggle(page));
      await page.keyboard.press('Enter');
      await expectAnnounced(page, colorSchemeSummaryName, 'expanded');

      await tabTo(page, choice(page, wanted));
      await page.keyboard.press(' ');
      await expectScheme(page, wanted);
      await expect(choice(page, wanted)).toHaveAttribute('aria-pressed', 'true');
      await expect(choice(page, wanted)).toBeFocused();

      await page.keyboard.press('Escape');
      await expectAnnounced(page, colorSchemeSummaryName, 'collapsed');
      await expect(toggle(page)).toBeFocused();
      await expect(toggle(page)).toHaveAccessibleName(
        colorSchemeToggleName(ui.colorScheme, wanted),
      );
    });

    test('the choice holds across a navigation, a reload and another page, and in other tabs', async ({
      page,
      context,
    }) => {
      await visit(page, routes.about.path);
      const wanted = other(system);
      await chooseWithPointer(page, wanted);
      await expectScheme(page, wanted);

      // A client-side navigation.
      if (hasCollapsedNavbar(page)) await summaryNamed(nav(page), ui.navbar.menu).click();
      await nav(page)
        .getByRole('link', { name: navLabel('contact'), exact: true })
        .click();
      await expect(mainHeading(page, headingOf('contact'))).toBeVisible();
      await expectScheme(page, wanted);

      await page.reload();
      await appStarted(page);
      await expectScheme(page, wanted);
      await expect(toggle(page)).toHaveAccessibleName(
        colorSchemeToggleName(ui.colorScheme, wanted),
      );

      const otherTab = await context.newPage();
      await visit(otherTab, routes.projects.path);
      await expectScheme(otherTab, wanted);

      // A change in one tab reaches the other.
      await chooseWithPointer(otherTab, system);
      await expectScheme(page, system);
      await expect(toggle(page)).toHaveAccessibleName(
        colorSchemeToggleName(ui.colorScheme, system),
      );
    });

    test(`a stored ${other(system)} is on the page from its first paint`, async ({ page }) => {
      const wanted = other(system);
      await visit(page, routes.about.path);
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
        colorSchemeStorageKey,
        wanted,
      ] as const);

      // The page's background in every frame from the first with a body until the first
      // contentful paint has been reported: the frame that paints it among them.
      await page.addInitScript(() => {
        const frames: { background: string; painted: boolean }[] = [];
        (window as unknown as { __frames: typeof frames }).__frames = frames;
        const record = () => {
          const painted = performance.getEntriesByName('first-contentful-paint').length > 0;
          if (document.body) {
            frames.push({ background: getComputedStyle(document.body).backgroundColor, painted });
          }
          if (!painted) requestAnimationFrame(record);
        };
        requestAnimationFrame(record);
      });
      for (const path of [routes.home.path, routes.contact.path]) {
        await page.goto(path);
        const frames = await page
          .waitForFunction(() => {
            const seen = (window as unknown as { __frames: { painted: boolean }[] }).__frames;
            return seen.some((frame) => frame.painted) && seen;
          })
          .then(
            (handle) => handle.jsonValue() as Promise<{ background: string; painted: boolean }[]>,
          );
        const beforePaint = frames.filter((frame) => !frame.painted);
        expect(beforePaint.length, 'frames drawn before the paint was reported').toBeGreaterThan(0);
        expect(new Set(frames.map((frame) => frame.background))).toEqual(
          new Set([rgb(theme.palettes[wanted].page)]),
        );
      }
    });
  });
}

test('the toggle is a 44 px target, and so is each choice', async ({ page }) => {
  await visit(page, routes.about.path);
  await toggle(page).click();
  const targets = [toggle(page), ...colorSchemeChoices.map((option) => choice(page, option))];
  for (const target of targets) {
    const box = await target.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
  }
});

test('the toggle is reachable by keyboard (inside the open menu on a phone), and Escape closes its choices only', async ({
  page,
}) => {
  await visit(page, routes.home.path);
  const collapsed = hasCollapsedNavbar(page);
  if (collapsed) {
    const menu = summaryNamed(nav(page), ui.navbar.menu);
    await tabTo(page, menu);
    await page.keyboard.press('Enter');
    await expectAnnounced(page, ui.navbar.menu, 'expanded');
  }
  await tabTo(page, toggle(page));
  if (collapsed) await expectAnnounced(page, ui.navbar.menu, 'expanded');
  await page.keyboard.press('Enter');
  await expectAnnounced(page, colorSchemeSummaryName, 'expanded');
  // Escape closes the list of choices, and not the menu around it.
  await page.keyboard.press('Escape');
  await expectAnnounced(page, colorSchemeSummaryName, 'collapsed');
  await expect(toggle(page)).toBeFocused();
  if (collapsed) await expectAnnounced(page, ui.navbar.menu, 'expanded');
});

test("the head's inline script is allowed by its hash in the server's policy, never 'unsafe-inline'", async ({
  page,
}) => {
  const response = await page.goto(routes.about.path);
  const policy = response?.headers()['content-security-policy'] ?? '';
  const scriptSrc = /script-src ([^;]+)/.exec(policy)?.[1] ?? '';
  const headScripts = await page.evaluate(() =>
    [...document.head.querySelectorAll('script:not([src])')].map(
      (script) => script.textContent ?? '',
    ),
  );
  expect(headScripts.length).toBeGreaterThan(0);
  for (const script of headScripts) {
    const hash = `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
    expect(scriptSrc).toContain(hash);
  }
  expect(scriptSrc).not.toContain("'unsafe-inline'");
});
