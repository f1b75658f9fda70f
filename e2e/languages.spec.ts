/**
 * The site in three languages (e2e/support/languagesSite.ts): the default at the root, a
 * left-to-right translation and a right-to-left one under their prefixes, each page in its own
 * words, language and direction, linked to its versions in the others; the switcher between
 * them; and the contact form in a second language.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { colorSchemes } from '../theme/colorScheme.ts';
import { fill } from '../src/content/translation.ts';
import { documentTitle, routeIds, routes, type RouteId } from '../src/routes.ts';
import type { Language } from '../src/language.ts';
import { fillContactForm } from '../scripts/harness/contactForm.ts';
import { formatViolations, wcagTags } from './support/axe.ts';
import { expectStoredOnce, MIN_FILL_MS, uniqueMessage } from './support/contact.ts';
import { acceptNextDialog, expect, watchProblems } from './support/fixtures.ts';
import { fixtureContent, fixtureLanguages, test } from './support/languagesSite.ts';
import { summaryNamed } from './support/disclosure.ts';
import {
  appStarted,
  escapeRegExp,
  hasCollapsedNavbar,
  mainHeading,
  tabTo,
} from './support/site.ts';

const [defaultLanguage, ...translations] = fixtureLanguages as [Language, ...Language[]];
const rightToLeft = fixtureLanguages.find((language) => language.dir === 'rtl');
const leftToRight = translations.find((language) => language.dir === 'ltr');
if (!rightToLeft || !leftToRight) throw new Error('these tests need an ltr and an rtl translation');

/** The main heading of a route in a language's words: the greeting on Home, the title elsewhere. */
function headingIn(language: Language, id: RouteId): string {
  const content = fixtureContent(language);
  return id === 'home' ? content.profile.greeting : content.routeText.pages[id].title;
}

function titleIn(language: Language, id: RouteId): string {
  const { routeText, profile } = fixtureContent(language);
  return documentTitle(routeText.pages[id].title, profile.brandName, routeText.pages.home.title);
}

const switcherName = (language: Language) =>
  fill(fixtureContent(language).ui.languageSwitcher.current, { language: language.name });

function switcher(page: Page, language: Language) {
  return page.getByRole('navigation', { name: fixtureContent(language).ui.navbar.name });
}

for (const language of fixtureLanguages) {
  test(`every page in ${language.name} says its language and direction, and shows its words`, async ({
    page,
    languagesSite,
  }) => {
    const content = fixtureContent(language);
    for (const id of routeIds) {
      const problems = await watchProblems(page);
      const response = await page.goto(languagesSite.path(language, routes[id].path));
      expect(response?.status()).toBe(200);
      await appStarted(page);
      await expect(page.locator('html')).toHaveAttribute('lang', language.code);
      if (language.dir === 'rtl') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      else await expect(page.locator('html')).not.toHaveAttribute('dir');
      await expect(page).toHaveTitle(titleIn(language, id));
      await expect(mainHeading(page, headingIn(language, id))).toBeVisible();
      const nav = page.getByRole('navigation', { name: content.ui.navbar.name });
      await expect(nav.getByRole('link', { name: content.profile.brandName })).toBeVisible();
      if (hasCollapsedNavbar(page)) await summaryNamed(nav, content.ui.navbar.menu).click();
      await expect(
        nav.getByRole('link', { name: content.routeText.navLabels.about, exact: true }),
      ).toBeVisible();
      // Nothing in the page's own words is lost when the app takes over.
      await expect(mainHeading(page, headingIn(language, id))).toBeVisible();

      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
      expect(problems.consoleErrors, 'console errors').toEqual([]);
      expect(problems.errorResponses, 'error responses').toEqual([]);
      await problems.settle();
    }
  });
}

test('a right-to-left page is mirrored: the brand at the right, the menu and toggles at the left', async ({
  page,
  languagesSite,
}) => {
  for (const language of [defaultLanguage, rightToLeft]) {
    await page.goto(languagesSite.path(language, routes.about.path));
    await appStarted(page);
    const nav = page.getByRole('navigation', { name: fixtureContent(language).ui.navbar.name });
    const brand = await nav
      .getByRole('link', { name: fixtureContent(language).profile.brandName })
      .boundingBox();
    const toggle = await summaryNamed(nav, switcherName(language)).boundingBox();
    if (!brand || !toggle) throw new Error('the brand and the switcher must be on screen');
    if (language.dir === 'rtl') expect(brand.x).toBeGreaterThan(toggle.x);
    else expect(brand.x).toBeLessThan(toggle.x);
    const heading = mainHeading(page, headingIn(language, 'about'));
    await expect(heading).toHaveCSS('direction', language.dir);
  }
});

test('the switcher links each page to itself in every language, each named in its own', async ({
  page,
  languagesSite,
}) => {
  await page.goto(languagesSite.path(leftToRight, routes.contact.path));
  await appStarted(page);
  const nav = switcher(page, leftToRight);
  await summaryNamed(nav, switcherName(leftToRight)).click();
  const list = nav.getByRole('list', {
    name: fixtureContent(leftToRight).ui.languageSwitcher.name,
  });
  for (const other of fixtureLanguages) {
    const link = list.getByRole('link', { name: other.name, exact: true });
    await expect(link).toHaveAttribute('lang', other.code);
    await expect(link).toHaveAttribute('href', languagesSite.path(other, routes.contact.path));
    if (other === leftToRight) await expect(link).toHaveAttribute('aria-current', 'page');
    else await expect(link).not.toHaveAttribute('aria-current');
  }
  // By mouse: the page in the chosen language.
  await list.getByRole('link', { name: rightToLeft.name, exact: true }).click();
  await expect(page).toHaveURL(languagesSite.path(rightToLeft, routes.contact.path));
  await expect(mainHeading(page, headingIn(rightToLeft, 'contact'))).toBeVisible();
});

test('the switcher works from the keyboard: Enter opens it, Escape closes it, a link is followed', async ({
  page,
  languagesSite,
}) => {
  await page.goto(languagesSite.path(defaultLanguage, routes.about.path));
  await appStarted(page);
  const summary = summaryNamed(switcher(page, defaultLanguage), switcherName(defaultLanguage));
  await tabTo(page, summary);
  await page.keyboard.press('Enter');
  const target = switcher(page, defaultLanguage).getByRole('link', {
    name: leftToRight.name,
    exact: true,
  });
  await expect(target).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(target).toBeHidden();
  await expect(summary).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(page, target);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(languagesSite.path(leftToRight, routes.about.path));
  await expect(mainHeading(page, headingIn(leftToRight, 'about'))).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the switcher opens and leads to the page in another language', async ({
    page,
    languagesSite,
  }) => {
    await page.goto(languagesSite.path(rightToLeft, routes.projects.path));
    const nav = switcher(page, rightToLeft);
    await summaryNamed(nav, switcherName(rightToLeft)).click();
    await nav.getByRole('link', { name: defaultLanguage.name, exact: true }).click();
    await expect(page).toHaveURL(languagesSite.path(defaultLanguage, routes.projects.path));
    await expect(mainHeading(page, headingIn(defaultLanguage, 'projects'))).toBeVisible();
  });
});

test('each page names its versions in every language for search engines, and so does the sitemap', async ({
  page,
  request,
  languagesSite,
}) => {
  const absolute = (language: Language, id: RouteId) =>
    `${languagesSite.origin}${languagesSite.path(language, routes[id].path)}`;
  for (const language of fixtureLanguages) {
    await page.goto(languagesSite.path(language, routes.about.path));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      absolute(language, 'about'),
    );
    for (const other of fixtureLanguages) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${other.code}"]`)).toHaveAttribute(
        'href',
        absolute(other, 'about'),
      );
    }
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      absolute(defaultLanguage, 'about'),
    );
    await expect(page.locator('meta[property="og:locale:alternate"]')).toHaveCount(
      fixtureLanguages.length - 1,
    );
  }
  const sitemap = await (
    await request.get(languagesSite.path(defaultLanguage, '/sitemap.xml'))
  ).text();
  for (const id of routeIds) {
    for (const language of fixtureLanguages) {
      expect(sitemap).toContain(`<loc>${absolute(language, id)}</loc>`);
      expect(sitemap).toContain(
        `<xhtml:link rel="alternate" hreflang="${language.code}" href="${absolute(language, id)}"/>`,
      );
    }
  }
});

test('a page shared in a language shows its card, in its words where the font can draw them', async ({
  page,
  request,
  languagesSite,
}) => {
  const cards = new Map<string, string>();
  for (const language of fixtureLanguages) {
    await page.goto(languagesSite.path(language, routes.contact.path));
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    const response = await request.get(new URL(image ?? '', page.url()).pathname);
    expect(response.status(), language.code).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    cards.set(language.code, image ?? '');
  }
  // Its own card in a left-to-right language; the default's in one the card cannot draw.
  expect(cards.get(leftToRight.code)).toBe(
    `${languagesSite.origin}${languagesSite.path(leftToRight, '/social-card.png')}`,
  );
  expect(cards.get(rightToLeft.code)).toBe(cards.get(defaultLanguage.code));
  await page.goto(languagesSite.path(leftToRight, routes.contact.path));
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute(
    'content',
    new RegExp(escapeRegExp(fixtureContent(leftToRight).profile.jobTitle)),
  );
});

test("an unknown address under a language's prefix answers 404 with the missing page in its words", async ({
  page,
  languagesSite,
}) => {
  for (const language of fixtureLanguages) {
    const response = await page.goto(languagesSite.path(language, '/no/such/page'));
    expect(response?.status(), language.code).toBe(404);
    await appStarted(page);
    await expect(page.locator('html')).toHaveAttribute('lang', language.code);
    const { notFound } = fixtureContent(language).routeText;
    await expect(mainHeading(page, notFound.title)).toBeVisible();
  }
});

test('the contact form works in a second language, in its words, and the message is stored', async ({
  page,
  languagesSite,
}) => {
  const words = fixtureContent(leftToRight).ui;
  const message = uniqueMessage('Sent from a translated page');
  await page.goto(languagesSite.path(leftToRight, routes.contact.path));
  await appStarted(page);
  await fillContactForm(page, message, { minFillMs: MIN_FILL_MS, words });
  const alert = acceptNextDialog(page);
  await page.getByRole('button', { name: words.contact.submit }).click();
  expect(await alert).toBe(fill(words.contact.confirmation, { name: message.name }));
  await expectStoredOnce(message.message, languagesSite.dataDir);
});

for (const scheme of colorSchemes) {
  test(`no axe violations in both directions, in the ${scheme} scheme`, async ({
    page,
    languagesSite,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    for (const language of [leftToRight, rightToLeft]) {
      for (const id of ['home', 'contact'] as const) {
        await page.goto(languagesSite.path(language, routes[id].path));
        await appStarted(page);
        const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
        expect(results.violations, formatViolations(results.violations)).toEqual([]);
      }
    }
  });
}
