/**
 * The site in three languages (e2e/support/languagesSite.ts): the default at the root, a
 * left-to-right translation and a right-to-left one under their prefixes, each page in its own
 * words, language and direction, linked to its versions in the others; the switcher between
 * them; the contact form in a second language; and each language's writing section, where it
 * has posts.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { colorSchemes } from '../theme/colorScheme.ts';
import { fill } from '../src/content/translation.ts';
import { documentTitle, routeIds, routes, writing, type RouteId } from '../src/routes.ts';
import type { Language } from '../src/language.ts';
import { formatDay } from '../src/pages/writing/postFormat.ts';
import { fillContactForm } from '../scripts/harness/contactForm.ts';
import { formatViolations, wcagTags } from './support/axe.ts';
import { expectStoredOnce, MIN_FILL_MS, uniqueMessage } from './support/contact.ts';
import { acceptNextDialog, expect, watchProblems } from './support/fixtures.ts';
import {
  fixtureContent,
  fixtureLanguages,
  fixturePosts,
  test,
  type LanguagesSite,
} from './support/languagesSite.ts';
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

const postsOf = (language: Language) =>
  fixturePosts.find((entry) => entry.language === language)?.posts ?? [];
/** A post of the left-to-right language translating a default one (the same address). */
const translatedPost = postsOf(leftToRight).find(({ slug }) =>
  postsOf(defaultLanguage).some((post) => post.slug === slug),
);
/** A post of the left-to-right language alone. */
const ownPost = postsOf(leftToRight).find(
  ({ slug }) => !postsOf(defaultLanguage).some((post) => post.slug === slug),
);
const defaultVersion = postsOf(defaultLanguage).find(({ slug }) => slug === translatedPost?.slug);
if (!translatedPost || !ownPost || !defaultVersion || postsOf(rightToLeft).length > 0) {
  throw new Error(
    'these tests need posts of the ltr translation, one translating a default post and one of its own, and none in the rtl one',
  );
}

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

/** A page of the site, absolute, as links in heads and feeds name it. */
const absoluteIn = (site: LanguagesSite, language: Language, path: string) =>
  `${site.origin}${site.path(language, path)}`;

/** Each `<link rel="alternate" hreflang>` in the head: its language and its address. */
const hreflangsOf = (page: Page) =>
  page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
    );

test("a translation's writing index lists its own posts in its words, dated in its language, and announces its feeds", async ({
  page,
  languagesSite,
}) => {
  const { routeText, profile } = fixtureContent(leftToRight);
  const response = await page.goto(languagesSite.path(leftToRight, writing.path));
  expect(response?.status()).toBe(200);
  await appStarted(page);
  await expect(page.locator('html')).toHaveAttribute('lang', leftToRight.code);
  await expect(page).toHaveTitle(documentTitle(routeText.writing.title, profile.brandName));
  await expect(mainHeading(page, routeText.writing.title)).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(
    postsOf(leftToRight).map(({ title }) => title),
  );
  for (const post of postsOf(leftToRight)) {
    await expect(main.getByRole('link', { name: post.title, exact: true })).toHaveAttribute(
      'href',
      languagesSite.path(leftToRight, writing.postPath(post.slug)),
    );
    await expect(main.locator(`time[datetime="${post.date}"]`).first()).toHaveText(
      formatDay(post.date, leftToRight.code),
    );
  }
  // The navbar's entry, in the language's words; the feeds of its own posts in the head.
  await expect(
    switcher(page, leftToRight).getByRole('link', {
      name: routeText.writing.label,
      exact: true,
      includeHidden: true,
    }),
  ).toHaveAttribute('href', languagesSite.path(leftToRight, writing.path));
  for (const [type, path] of [
    ['application/rss+xml', writing.rssPath],
    ['application/atom+xml', writing.atomPath],
  ] as const) {
    await expect(page.locator(`head link[rel="alternate"][type="${type}"]`)).toHaveAttribute(
      'href',
      absoluteIn(languagesSite, leftToRight, path),
    );
  }
});

test('a post in two languages links each version to the other, named in its language, and its head names exactly those two', async ({
  page,
  languagesSite,
}) => {
  const path = writing.postPath(translatedPost.slug);
  const both = [
    [defaultLanguage.code, absoluteIn(languagesSite, defaultLanguage, path)],
    [leftToRight.code, absoluteIn(languagesSite, leftToRight, path)],
    ['x-default', absoluteIn(languagesSite, defaultLanguage, path)],
  ];
  await page.goto(languagesSite.path(defaultLanguage, path));
  await appStarted(page);
  expect(await hreflangsOf(page)).toEqual(both);
  for (const [from, to, title] of [
    [defaultLanguage, leftToRight, translatedPost.title],
    [leftToRight, defaultLanguage, defaultVersion.title],
  ] as const) {
    const link = page.getByRole('main').getByRole('link', { name: to.name, exact: true });
    await expect(link, from.code).toHaveAttribute('lang', to.code);
    await expect(link, from.code).toHaveAttribute('hreflang', to.code);
    await link.click();
    await expect(page).toHaveURL(languagesSite.path(to, path));
    await expect(mainHeading(page, title)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', to.code);
    expect(await hreflangsOf(page)).toEqual(both);
  }
  // A post in one language alone names no other, in its head or its page.
  await page.goto(languagesSite.path(leftToRight, writing.postPath(ownPost.slug)));
  await expect(mainHeading(page, ownPost.title)).toBeVisible();
  expect(await hreflangsOf(page)).toEqual([]);
  await expect(page.getByRole('main').locator('a[hreflang]')).toHaveCount(0);
});

test('on a writing page, the switcher leads to its versions, and to the home page where there is none', async ({
  page,
  languagesSite,
}) => {
  for (const [post, inDefault] of [
    [translatedPost, true],
    [ownPost, false],
  ] as const) {
    const path = writing.postPath(post.slug);
    await page.goto(languagesSite.path(leftToRight, path));
    await appStarted(page);
    const nav = switcher(page, leftToRight);
    await summaryNamed(nav, switcherName(leftToRight)).click();
    for (const other of fixtureLanguages) {
      const written = other === leftToRight || (other === defaultLanguage && inDefault);
      await expect(
        nav.getByRole('link', { name: other.name, exact: true }),
        `${post.slug} in ${other.code}`,
      ).toHaveAttribute('href', languagesSite.path(other, written ? path : routes.home.path));
    }
  }
});

test("a translation's feeds hold its own posts, at their absolute addresses", async ({
  request,
  languagesSite,
}) => {
  const ownAddresses = postsOf(leftToRight).map((post) =>
    absoluteIn(languagesSite, leftToRight, writing.postPath(post.slug)),
  );
  const defaultAddresses = postsOf(defaultLanguage).map((post) =>
    absoluteIn(languagesSite, defaultLanguage, writing.postPath(post.slug)),
  );
  for (const path of [writing.rssPath, writing.atomPath]) {
    const response = await request.get(languagesSite.path(leftToRight, path));
    expect(response.status(), path).toBe(200);
    const feed = await response.text();
    for (const address of ownAddresses) expect(feed, path).toContain(`${address}<`);
    for (const address of defaultAddresses) expect(feed, path).not.toContain(address);
    expect(feed, path).toContain(absoluteIn(languagesSite, leftToRight, path));
  }
  const rss = await (await request.get(languagesSite.path(leftToRight, writing.rssPath))).text();
  expect(rss).toContain(`<language>${leftToRight.code}</language>`);
});

test('a language without posts has no writing section: no navbar entry, no feed, and its address answers 404', async ({
  page,
  request,
  languagesSite,
}) => {
  const { routeText } = fixtureContent(rightToLeft);
  await page.goto(languagesSite.path(rightToLeft, routes.about.path));
  await appStarted(page);
  await expect(
    switcher(page, rightToLeft).getByRole('link', {
      name: routeText.writing.label,
      exact: true,
      includeHidden: true,
    }),
  ).toHaveCount(0);
  await expect(page.getByRole('contentinfo').locator(`a[href*="${writing.path}"]`)).toHaveCount(0);
  await expect(
    page.locator('head link[type="application/rss+xml"], head link[type="application/atom+xml"]'),
  ).toHaveCount(0);
  const response = await page.goto(languagesSite.path(rightToLeft, writing.path));
  expect(response?.status()).toBe(404);
  await appStarted(page);
  await expect(mainHeading(page, routeText.notFound.title)).toBeVisible();
  const feed = await request.get(languagesSite.path(rightToLeft, writing.rssPath));
  expect(feed.status()).toBe(404);
});

test("no axe violations on a translation's writing index (light scheme) and its post (dark scheme)", async ({
  page,
  languagesSite,
}) => {
  for (const [path, scheme] of [
    [writing.path, 'light'],
    [writing.postPath(translatedPost.slug), 'dark'],
  ] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(languagesSite.path(leftToRight, path));
    await appStarted(page);
    const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
    expect(results.violations, formatViolations(results.violations)).toEqual([]);
  }
});
