/**
 * The writing section, on a build with the tests' own posts under a base path
 * (e2e/support/writingSite.ts): the index, the posts, the tag pages, the navbar's entry, the
 * head of each page, the feeds, the pages without JavaScript, axe in both colour schemes, and
 * the draft left out. Everything expected is read from the fixture posts, as the build reads
 * them, and from the writing section's paths in src/routes.ts.
 */
import { statSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Frame, Locator, Page } from '@playwright/test';
import { tagsOf, type PostSummary } from '../src/content/post.ts';
import { profile } from '../src/content/profile.ts';
import { fill } from '../src/content/translation.ts';
import { ui } from '../src/content/ui.ts';
import { defaultLanguage } from '../src/language.ts';
import { formatDay, formatMinutes } from '../src/pages/writing/postFormat.ts';
import {
  documentTitle,
  navigationWith,
  notFound,
  routes,
  routeText,
  writing,
  writingPages,
  type WritingPage,
} from '../src/routes.ts';
import { colorSchemes } from '../theme/colorScheme.ts';
import { formatViolations, wcagTags } from './support/axe.ts';
import { expectAnnounced, summaryNamed } from './support/disclosure.ts';
import { expect, watchProblems } from './support/fixtures.ts';
import {
  appStarted,
  escapeRegExp,
  hasCollapsedNavbar,
  headingOf,
  mainHeading,
  navLabel,
  tabTo,
  visit,
} from './support/site.ts';
import { loadFixturePosts, test, type WritingSite } from './support/writingSite.ts';

const { posts, drafts, imagePaths } = await loadFixturePosts();
const pages = writingPages(posts);

type PostPage = Extract<WritingPage, { kind: 'post' }>;
type TagPage = Extract<WritingPage, { kind: 'tag' }>;
const indexPage = pages.find((page) => page.kind === 'index');
const postPages = pages.filter((page): page is PostPage => page.kind === 'post');
const tagPages = pages.filter((page): page is TagPage => page.kind === 'tag');
/** A post with a post before it and one after it. */
const middlePost = postPages.find((page) => page.newer && page.older);
if (!indexPage || !middlePost || drafts.length === 0 || imagePaths.length === 0) {
  throw new Error(
    'These tests need three published posts, one with an image beside it, and a draft.',
  );
}
/** Newest first, sorted here rather than trusted to the build. */
const newestFirst = [...posts].sort((a, b) => b.date.localeCompare(a.date));

const nav = (page: Page) => page.getByRole('navigation', { name: ui.navbar.name });
/** The navbar's Writing entry, also while the phone's menu hides it. */
const writingEntry = (page: Page) =>
  nav(page).getByRole('link', { name: writing.label, exact: true, includeHidden: true });

/** The ids of a post's headings, which its anchor links point at, read from its HTML. */
function headingIds({ slug }: PostSummary): string[] {
  const html = posts.find((post) => post.slug === slug)?.html ?? '';
  return [...html.matchAll(/<h[2-6] id="([^"]+)"/g)].map((match) => match[1] ?? '');
}

/** Each link in `within`: its text and where it points. */
function linksIn(within: Locator): Promise<{ name: string; href: string | null }[]> {
  return within.getByRole('link').evaluateAll((links) =>
    links.map((link) => ({
      name: (link.textContent ?? '').trim(),
      href: link.getAttribute('href'),
    })),
  );
}

function tagLinks(site: WritingSite, post: PostSummary) {
  return post.tags.map((tag) => ({ name: tag.name, href: site.path(writing.tagPath(tag.slug)) }));
}

/** The post's date (and the day it changed) in `<time>` elements, its reading time, its tags. */
async function expectPostFacts(within: Locator, site: WritingSite, post: PostSummary) {
  const times = within.locator('time');
  await expect(times).toHaveCount(post.updated ? 2 : 1);
  await expect(times.first()).toHaveAttribute('datetime', post.date);
  await expect(times.first()).toHaveText(formatDay(post.date, defaultLanguage.code));
  if (post.updated) await expect(times.nth(1)).toHaveAttribute('datetime', post.updated);
  const minutes = formatMinutes(post.readingMinutes, defaultLanguage.code);
  await expect(within.getByText(fill(ui.writing.facts.readingTime, { minutes }))).toBeVisible();
  expect(await linksIn(within.getByRole('list', { name: ui.writing.facts.tagsName }))).toEqual(
    tagLinks(site, post),
  );
}

/** The posts a list page shows, top to bottom: title (a link to the post), summary and facts. */
async function expectListedPosts(page: Page, site: WritingSite, listed: readonly PostSummary[]) {
  const previews = page.getByRole('main').getByRole('article');
  await expect(previews).toHaveCount(listed.length);
  for (const [index, post] of listed.entries()) {
    const preview = previews.nth(index);
    const title = preview.getByRole('heading', { level: 2, name: post.title, exact: true });
    await expect(title).toBeVisible();
    await expect(title.getByRole('link')).toHaveAttribute(
      'href',
      site.path(writing.postPath(post.slug)),
    );
    await expect(preview.getByText(post.summary, { exact: true })).toBeVisible();
    await expectPostFacts(preview, site, post);
  }
}

async function openCollapsedMenu(page: Page) {
  if (!hasCollapsedNavbar(page)) return;
  const toggle = summaryNamed(nav(page), ui.navbar.menu);
  await toggle.click();
  await expectAnnounced(page, ui.navbar.menu, 'expanded');
}

/**
 * Starts watching `page` for what must not happen on a writing page: console errors, hydration
 * warnings, failed or refused requests, CSP violations. The returned check, called once the page
 * is up, also makes sure the page does not scroll sideways (code blocks and tables scroll inside
 * themselves).
 */
async function watchSoundPage(page: Page): Promise<() => Promise<void>> {
  const problems = await watchProblems(page);
  const hydrationWarnings: string[] = [];
  page.on('console', (message) => {
    if (/hydrat|did not match|mismatch/i.test(message.text())) {
      hydrationWarnings.push(message.text());
    }
  });
  return async () => {
    const overflow = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(overflow.scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(
      overflow.clientWidth,
    );
    await problems.settle();
    expect(problems.consoleErrors, 'console errors').toEqual([]);
    expect(hydrationWarnings, 'hydration warnings').toEqual([]);
    expect(problems.failedRequests, 'failed requests').toEqual([]);
    expect(problems.errorResponses, 'error responses').toEqual([]);
    expect(await problems.cspViolations(), 'CSP violations').toEqual([]);
  };
}

test('the index lists every published post, newest first, with its date, summary and tags', async ({
  page,
  writingSite,
}) => {
  const expectSoundPage = await watchSoundPage(page);
  const response = await visit(page, writingSite.path(writing.path));
  expect(response?.status()).toBe(200);
  await expect(mainHeading(page, writing.title)).toBeVisible();
  await expect(page).toHaveTitle(documentTitle(writing.title, profile.brandName));
  await expectListedPosts(page, writingSite, newestFirst);
  for (const draft of drafts) await expect(page.getByText(draft.title)).toHaveCount(0);

  const topics = page.getByRole('region', { name: ui.writing.index.topics });
  expect(await linksIn(topics)).toEqual(
    tagsOf(posts).map((tag) => ({
      name: tag.name,
      href: writingSite.path(writing.tagPath(tag.slug)),
    })),
  );
  await expectSoundPage();
});

for (const { path, post, newer, older } of postPages) {
  test(`${path} shows its title, dates, reading time, tags, body and the posts around it`, async ({
    page,
    writingSite,
  }) => {
    const expectSoundPage = await watchSoundPage(page);
    const response = await visit(page, writingSite.path(path));
    expect(response?.status()).toBe(200);
    await expect(mainHeading(page, post.title)).toBeVisible();
    // The app has started and kept the body as the build wrote it.
    for (const id of headingIds(post)) await expect(page.locator(`[id="${id}"]`)).toBeVisible();
    await expect(page).toHaveTitle(documentTitle(post.title, profile.brandName));
    await expectPostFacts(
      page.getByRole('main').getByRole('article').locator('header'),
      writingSite,
      post,
    );

    const more = page.getByRole('navigation', { name: ui.writing.neighbours.name });
    for (const [label, neighbour] of [
      [ui.writing.neighbours.previous, older],
      [ui.writing.neighbours.next, newer],
    ] as const) {
      const item = more.getByRole('listitem').filter({ hasText: label });
      if (!neighbour) {
        await expect(item).toHaveCount(0);
        continue;
      }
      await expect(item.getByRole('link')).toHaveText(neighbour.title);
      await expect(item.getByRole('link')).toHaveAttribute(
        'href',
        writingSite.path(writing.postPath(neighbour.slug)),
      );
    }
    await expect(more.getByRole('link', { name: ui.writing.allPosts })).toHaveAttribute(
      'href',
      writingSite.path(writing.path),
    );
    await expectSoundPage();
  });
}

test('the links to the previous post, the next post and all posts lead to those pages', async ({
  page,
  writingSite,
}) => {
  const { path, newer, older } = middlePost;
  if (!newer || !older) throw new Error('the middle post has a post on each side');
  const more = page.getByRole('navigation', { name: ui.writing.neighbours.name });
  for (const [neighbour, label] of [
    [older, ui.writing.neighbours.previous],
    [newer, ui.writing.neighbours.next],
  ] as const) {
    await visit(page, writingSite.path(path));
    await more.getByRole('listitem').filter({ hasText: label }).getByRole('link').click();
    await expect(page).toHaveURL(writingSite.path(writing.postPath(neighbour.slug)));
    await expect(mainHeading(page, neighbour.title)).toBeVisible();
  }
  await more.getByRole('link', { name: ui.writing.allPosts }).click();
  await expect(page).toHaveURL(writingSite.path(writing.path));
  await expect(mainHeading(page, writing.title)).toBeVisible();
});

test('each heading of a post has an anchor link to it, which brings it up under the navbar', async ({
  page,
  writingSite,
}) => {
  for (const { path, post } of postPages) {
    await test.step(path, async () => {
      await visit(page, writingSite.path(path));
      const ids = headingIds(post);
      expect(ids.length, 'the post has headings').toBeGreaterThan(0);
      for (const id of ids) {
        const heading = page.locator(`[id="${id}"]`);
        const anchor = heading.getByRole('link', { name: /^Link to the section/ });
        await expect(anchor).toHaveAttribute('href', `#${id}`);
        await anchor.click();
        await expect(page).toHaveURL(`${writingSite.path(path)}#${id}`);
        await expect(heading).toBeInViewport();
        // Scrolled to, the heading stops below the sticky navbar rather than under it.
        await expect
          .poll(() =>
            heading.evaluate((element) => {
              const navbar = document.querySelector('header')?.getBoundingClientRect();
              return element.getBoundingClientRect().top - (navbar?.bottom ?? 0);
            }),
          )
          .toBeGreaterThanOrEqual(0);
      }
    });
  }
});

test("a post's image, kept beside it, loads under the base path", async ({ page, writingSite }) => {
  for (const imagePath of imagePaths) {
    const owner = postPages.find(({ path }) => imagePath.startsWith(`${path}/`));
    if (!owner) throw new Error(`no post has the image ${imagePath}`);
    await visit(page, writingSite.path(owner.path));
    const image = page.getByRole('main').locator(`img[src="${writingSite.path(imagePath)}"]`);
    await image.scrollIntoViewIfNeeded();
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
    expect(await image.evaluate((element: HTMLImageElement) => element.currentSrc)).toBe(
      writingSite.url(imagePath),
    );
  }
});

for (const { path, title, tag } of tagPages) {
  test(`${path} lists exactly the posts tagged ${tag.name}`, async ({ page, writingSite }) => {
    const response = await visit(page, writingSite.path(path));
    expect(response?.status()).toBe(200);
    await expect(mainHeading(page, title)).toBeVisible();
    await expectListedPosts(
      page,
      writingSite,
      newestFirst.filter((post) => post.tags.some(({ slug }) => slug === tag.slug)),
    );
  });
}

test('the navbar shows Writing after Contact; Tab reaches it and Enter follows it', async ({
  page,
  writingSite,
}) => {
  const entries = navigationWith(true, routeText);
  const before = entries[entries.findIndex((entry) => entry.kind === 'writing') - 1];
  if (before?.kind !== 'link') throw new Error('the Writing entry follows a link');
  expect(before.label).toBe(navLabel('contact'));

  await visit(page, writingSite.path(routes.about.path));
  await expect(mainHeading(page, headingOf('about'))).toBeVisible();
  // On the phone, inside the menu opened with the keyboard.
  if (hasCollapsedNavbar(page)) {
    const toggle = summaryNamed(nav(page), ui.navbar.menu);
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expectAnnounced(page, ui.navbar.menu, 'expanded');
  }
  const contact = nav(page).getByRole('link', { name: before.label, exact: true });
  const entry = nav(page).getByRole('link', { name: writing.label, exact: true });
  await expect(entry).toBeVisible();
  await expect(entry).not.toHaveAttribute('aria-current');
  await expect(entry).toHaveAttribute('href', writingSite.path(writing.path));
  expect(
    await nav(page)
      .getByRole('list')
      .first()
      .locator(':scope > li')
      .evaluateAll((items) =>
        items.map((item) => (item.querySelector('a, summary')?.textContent ?? '').trim()),
      ),
  ).toEqual(entries.map((item) => item.label));

  // After Contact on screen too: below it in the phone's menu, right of it on a wide screen.
  const [contactBox, entryBox] = [await contact.boundingBox(), await entry.boundingBox()];
  if (!contactBox || !entryBox) throw new Error('the navbar entries have no box');
  if (hasCollapsedNavbar(page))
    expect(entryBox.y).toBeGreaterThanOrEqual(contactBox.y + contactBox.height);
  else expect(entryBox.x).toBeGreaterThanOrEqual(contactBox.x + contactBox.width);

  await tabTo(page, contact);
  await page.keyboard.press('Tab');
  await expect(entry).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(writingSite.path(writing.path));
  await expect(mainHeading(page, writing.title)).toBeVisible();
  await expect(writingEntry(page)).toHaveAttribute('aria-current', 'page');
});

test('the footer links to the section and its RSS feed, and both answer', async ({
  page,
  request,
  writingSite,
}) => {
  await visit(page, writingSite.path(routes.about.path));
  const links = page.getByRole('contentinfo').getByRole('list', { name: writing.label });
  const hrefs = await links
    .getByRole('link')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
  expect(hrefs).toEqual([writingSite.path(writing.path), writingSite.path(writing.rssPath)]);
  for (const href of hrefs) expect((await request.get(href ?? '')).status(), href ?? '').toBe(200);
  await links.getByRole('link', { name: writing.label, exact: true }).click();
  await expect(mainHeading(page, writing.title)).toBeVisible();
});

test('the Writing entry marks the index as the current page, and the section on its other pages', async ({
  page,
  writingSite,
}) => {
  const [firstPost] = postPages;
  const [firstTag] = tagPages;
  if (!firstPost || !firstTag) throw new Error('these tests need a post and a tag');
  for (const [path, current] of [
    [writing.path, 'page'],
    [firstPost.path, 'true'],
    [firstTag.path, 'true'],
    [routes.about.path, undefined],
  ] as const) {
    await test.step(path, async () => {
      await visit(page, writingSite.path(path));
      if (current) await expect(writingEntry(page)).toHaveAttribute('aria-current', current);
      else await expect(writingEntry(page)).not.toHaveAttribute('aria-current');
    });
  }
});

test('from a post the navbar leads to About, and Back returns to the post, loaded again', async ({
  page,
  writingSite,
}) => {
  const problems = await watchProblems(page);
  const { path, post } = middlePost;
  const [firstHeading] = headingIds(post);
  await visit(page, writingSite.path(path));
  await page.evaluate(() => Object.assign(window, { loadedOnce: true }));
  const stillLoadedOnce = () => page.evaluate(() => 'loadedOnce' in window);

  await openCollapsedMenu(page);
  await nav(page)
    .getByRole('link', { name: navLabel('about'), exact: true })
    .click();
  await expect(page).toHaveURL(writingSite.path(routes.about.path));
  await expect(mainHeading(page, headingOf('about'))).toBeVisible();
  expect(await stillLoadedOnce(), 'the app showed About without loading a page').toBe(true);
  await problems.settle();

  // The app has no HTML of the post to keep: it has the browser load the page again.
  const reload = page.waitForResponse(
    (response) =>
      response.request().isNavigationRequest() && response.url() === writingSite.url(path),
  );
  await page.goBack();
  expect((await reload).status()).toBe(200);
  // Only the new document shows the post: from here on, no navigation cuts a check short.
  await expect(mainHeading(page, post.title)).toBeVisible();
  expect(await stillLoadedOnce(), 'the post loaded again').toBe(false);
  await expect(page).toHaveURL(writingSite.path(path));
  await appStarted(page);
  await expect(page.locator(`[id="${firstHeading}"]`)).toBeVisible();
  await expect(writingEntry(page)).toHaveAttribute('aria-current', 'true');
  expect(problems.consoleErrors, 'console errors').toEqual([]);
  expect(problems.failedRequests, 'failed requests').toEqual([]);
  expect(problems.errorResponses, 'error responses').toEqual([]);
});

/** The feeds, announced in the head: RSS and Atom, absolute. */
async function expectFeedLinks(page: Page, site: WritingSite) {
  const alternates = page.locator('head link[rel="alternate"]');
  await expect(alternates).toHaveCount(2);
  const feedTitle = documentTitle(writing.title, profile.brandName);
  for (const [type, path] of [
    ['application/rss+xml', writing.rssPath],
    ['application/atom+xml', writing.atomPath],
  ] as const) {
    const link = alternates.and(page.locator(`[type="${type}"]`));
    await expect(link).toHaveAttribute('href', site.url(path));
    await expect(link).toHaveAttribute('title', feedTitle);
  }
}

for (const { path, post } of postPages) {
  test(`the head of ${path} shares it as an article, with a card of its own`, async ({
    page,
    request,
    writingSite,
  }) => {
    await page.goto(writingSite.path(path));
    const meta = (property: string) => page.locator(`head meta[property="${property}"]`);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      writingSite.url(path),
    );
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
      'content',
      post.summary,
    );
    await expect(meta('og:url')).toHaveAttribute('content', writingSite.url(path));
    await expect(meta('og:type')).toHaveAttribute('content', 'article');
    await expect(meta('article:published_time')).toHaveAttribute('content', post.date);
    if (post.updated) {
      await expect(meta('article:modified_time')).toHaveAttribute('content', post.updated);
    }
    expect(
      await meta('article:tag').evaluateAll((tags) =>
        tags.map((tag) => tag.getAttribute('content')),
      ),
    ).toEqual(post.tags.map((tag) => tag.name));

    const image = (await meta('og:image').getAttribute('content')) ?? '';
    expect(image).toMatch(new RegExp(`^${escapeRegExp(writingSite.url(path))}/[\\w-]+\\.png$`));
    const card = await request.get(image);
    expect(card.status()).toBe(200);
    expect(card.headers()['content-type']).toBe('image/png');
    const png = await card.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)].map(String)).toEqual([
      await meta('og:image:width').getAttribute('content'),
      await meta('og:image:height').getAttribute('content'),
    ]);
    await expectFeedLinks(page, writingSite);
  });
}

test('every page of this build, writing or not, announces the feeds in its head', async ({
  page,
  writingSite,
}) => {
  const [firstTag] = tagPages;
  for (const path of [writing.path, firstTag?.path ?? '', routes.home.path, routes.about.path]) {
    await test.step(path, async () => {
      await page.goto(writingSite.path(path));
      await expectFeedLinks(page, writingSite);
    });
  }
  await page.goto(writingSite.path(writing.path));
  await expect(page.locator('head meta[property="og:type"]')).toHaveAttribute('content', 'website');
});

interface ParsedFeed {
  error: string | null;
  root: string;
  titles: string[];
  /** Each entry's link to its post. */
  entryLinks: string[];
  /** Every address in the feed's own markup: links, hrefs, permalinks. */
  links: string[];
  /** Every href and src in the entries' HTML content. */
  contentUrls: string[];
}

/** Runs in the page: the feed read as XML by the browser, and its entries' HTML as HTML. */
function parseFeed(text: string): ParsedFeed {
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  const error = doc.querySelector('parsererror')?.textContent ?? null;
  const root = doc.documentElement.localName;
  const isAtom = root === 'feed';
  const entries = [...doc.getElementsByTagName(isAtom ? 'entry' : 'item')];
  const child = (entry: Element, name: string) =>
    [...entry.children].find((element) => element.localName === name);
  const contentOf = (entry: Element) =>
    isAtom
      ? child(entry, 'content')
      : entry.getElementsByTagNameNS('http://purl.org/rss/1.0/modules/content/', 'encoded')[0];
  return {
    error,
    root,
    titles: entries.map((entry) => child(entry, 'title')?.textContent ?? ''),
    entryLinks: entries.map((entry) => {
      const link = child(entry, 'link');
      return (isAtom ? link?.getAttribute('href') : link?.textContent) ?? '';
    }),
    links: [
      ...[...doc.getElementsByTagName('link')].map(
        (link) => link.getAttribute('href') ?? link.textContent ?? '',
      ),
      ...[...doc.querySelectorAll('[href]')].map((element) => element.getAttribute('href') ?? ''),
      ...[...doc.getElementsByTagName('guid')]
        .filter((guid) => guid.getAttribute('isPermaLink') !== 'false')
        .map((guid) => guid.textContent ?? ''),
    ],
    contentUrls: entries.flatMap((entry) => {
      const html = new DOMParser().parseFromString(
        contentOf(entry)?.textContent ?? '',
        'text/html',
      );
      return [...html.querySelectorAll('[href], [src]')].map(
        (element) => element.getAttribute('href') ?? element.getAttribute('src') ?? '',
      );
    }),
  };
}

for (const [name, feedPath, root] of [
  ['RSS', writing.rssPath, 'rss'],
  ['Atom', writing.atomPath, 'feed'],
] as const) {
  test(`the ${name} feed holds the published posts, newest first, every address absolute`, async ({
    page,
    request,
    writingSite,
  }) => {
    const response = await request.get(writingSite.path(feedPath));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const feed = await page.evaluate(parseFeed, await response.text());
    expect(feed.error, 'the browser reads it as XML').toBeNull();
    expect(feed.root).toBe(root);
    expect(feed.titles).toEqual(newestFirst.map((post) => post.title));
    for (const draft of drafts) expect(feed.titles).not.toContain(draft.title);
    expect(feed.entryLinks).toEqual(
      newestFirst.map((post) => writingSite.url(writing.postPath(post.slug))),
    );

    const site = writingSite.url('/');
    expect(feed.links.length).toBeGreaterThan(newestFirst.length);
    for (const link of feed.links)
      expect(link, 'a link of the feed').toMatch(new RegExp(`^${escapeRegExp(site)}`));

    // Readers show the content away from the site: its links and images must be absolute.
    expect(feed.contentUrls.length).toBeGreaterThan(0);
    for (const url of feed.contentUrls) {
      expect(url, 'an address in a post').toMatch(/^https?:\/\//);
      if (new URL(url).origin === writingSite.origin) {
        expect(url, 'an address of the site').toMatch(new RegExp(`^${escapeRegExp(site)}`));
      }
    }
    for (const imagePath of imagePaths)
      expect(feed.contentUrls).toContain(writingSite.url(imagePath));
  });
}

test('the sitemap lists every writing page and not the draft', async ({ request, writingSite }) => {
  const sitemap = await (await request.get(writingSite.path('/sitemap.xml'))).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  for (const { path } of pages) expect(listed).toContain(writingSite.url(path));
  for (const draft of drafts) {
    expect(listed).not.toContain(writingSite.url(writing.postPath(draft.slug)));
  }
});

test('the draft is not published: its address answers 404 in any spelling', async ({
  page,
  writingSite,
}) => {
  for (const draft of drafts) {
    const capitalised = draft.slug.replace(
      /(^|-)([a-z])/g,
      (_, dash: string, letter: string) => `${dash}${letter.toUpperCase()}`,
    );
    for (const slug of [draft.slug, capitalised]) {
      const loads: string[] = [];
      const countLoad = (frame: Frame) => {
        if (frame === page.mainFrame()) loads.push(frame.url());
      };
      page.on('framenavigated', countLoad);
      const response = await page.goto(writingSite.path(writing.postPath(slug)));
      expect(response?.status(), slug).toBe(404);
      await appStarted(page);
      await expect(mainHeading(page, notFound.title)).toBeVisible();
      await expect(page.getByText(draft.title)).toHaveCount(0);
      // The app keeps the host's answer rather than load the address again (which would loop).
      // Once it has run, a reload of its own would be its next task; one round trip to the
      // server after it is later than that.
      await page.evaluate(() => fetch(window.location.href, { method: 'HEAD' }));
      expect(loads).toHaveLength(1);
      page.off('framenavigated', countLoad);
    }
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every post shows its content, images and the links around it', async ({
    page,
    writingSite,
  }) => {
    for (const { path, post, newer, older } of postPages) {
      await test.step(path, async () => {
        await page.goto(writingSite.path(path));
        await expect(mainHeading(page, post.title)).toBeVisible();
        await expectPostFacts(
          page.getByRole('main').getByRole('article').locator('header'),
          writingSite,
          post,
        );
        for (const id of headingIds(post)) {
          await expect(page.locator(`[id="${id}"]`)).toBeVisible();
        }
        for (const imagePath of imagePaths.filter((image) => image.startsWith(`${path}/`))) {
          const image = page.locator(`main img[src="${writingSite.path(imagePath)}"]`);
          await image.scrollIntoViewIfNeeded();
          await expect
            .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
            .toBeGreaterThan(0);
        }
        const more = page.getByRole('navigation', { name: ui.writing.neighbours.name });
        for (const neighbour of [older, newer]) {
          if (neighbour)
            await expect(more.getByRole('link', { name: neighbour.title })).toBeVisible();
        }
      });
    }
  });

  test('the links of the index, a post and a tag page lead on', async ({ page, writingSite }) => {
    const [newest] = newestFirst;
    const firstTag = newest?.tags[0];
    if (!newest || !firstTag) throw new Error('the newest post has a tag');
    await page.goto(writingSite.path(routes.about.path));
    // The Menu toggle is HTML: it opens the collapsed navbar with no script.
    if (hasCollapsedNavbar(page)) await summaryNamed(nav(page), ui.navbar.menu).click();
    await nav(page).getByRole('link', { name: writing.label, exact: true }).click();
    await expect(page).toHaveURL(writingSite.path(writing.path));
    await expect(mainHeading(page, writing.title)).toBeVisible();
    await expectListedPosts(page, writingSite, newestFirst);

    await page.getByRole('main').getByRole('link', { name: newest.title, exact: true }).click();
    await expect(page).toHaveURL(writingSite.path(writing.postPath(newest.slug)));
    await expect(mainHeading(page, newest.title)).toBeVisible();

    await page
      .getByRole('list', { name: ui.writing.facts.tagsName })
      .getByRole('link', { name: firstTag.name })
      .click();
    await expect(page).toHaveURL(writingSite.path(writing.tagPath(firstTag.slug)));
    const tagPage = tagPages.find(({ tag }) => tag.slug === firstTag.slug);
    await expect(mainHeading(page, tagPage?.title ?? '')).toBeVisible();

    await page.getByRole('main').getByRole('link', { name: ui.writing.allPosts }).click();
    await expect(page).toHaveURL(writingSite.path(writing.path));
    await expect(mainHeading(page, writing.title)).toBeVisible();
  });
});

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  expect(results.violations, formatViolations(results.violations)).toEqual([]);
}

// The index, every post (code, a table, an image, a quote) and a tag page, in both colour
// schemes: axe checks the contrast of the highlighted code too.
for (const scheme of colorSchemes) {
  test.describe(`in the ${scheme} colour scheme`, () => {
    test.use({ colorScheme: scheme });

    for (const { path, title } of [indexPage, ...postPages, ...tagPages.slice(0, 1)]) {
      test(`${path} has no axe violations`, async ({ page, writingSite }) => {
        await visit(page, writingSite.path(path));
        await expect(mainHeading(page, title)).toBeVisible();
        await expectNoViolations(page);
      });
    }
  });
}

// Full-page pictures of the section's three kinds of page in each colour scheme, for a person to
// look over beside the rest of the site's: e2e-screenshots/<project>/writing*.png.
for (const scheme of colorSchemes) {
  test(`screenshots of the index, the newest post and a tag page in the ${scheme} scheme`, async ({
    page,
    writingSite,
  }, testInfo) => {
    await page.emulateMedia({ colorScheme: scheme });
    const [newest] = postPages;
    const [firstTag] = tagPages;
    if (!newest || !firstTag) throw new Error('these shots need a post and a tag');
    for (const [name, { path, title }] of [
      ['writing', indexPage],
      ['writing-post', newest],
      ['writing-tag', firstTag],
    ] as const) {
      await visit(page, writingSite.path(path));
      await expect(mainHeading(page, title)).toBeVisible();
      await expect
        .poll(() =>
          page.evaluate(() =>
            Promise.all(
              [...document.images].map((image) => {
                image.loading = 'eager';
                return image.decode().then(
                  () => true,
                  () => false,
                );
              }),
            ).then((decoded) => decoded.every(Boolean)),
          ),
        )
        .toBe(true);
      const file = `e2e-screenshots/${testInfo.project.name}/${name}${scheme === 'light' ? '' : `-${scheme}`}.png`;
      await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
      expect(statSync(file).size).toBeGreaterThan(1000);
    }
  });
}
