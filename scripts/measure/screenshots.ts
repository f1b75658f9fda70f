/**
 * `npm run screenshots`: builds the site, serves it with the production server and saves
 * screenshots of every page, in the light and the dark colour scheme, at a phone's width and a
 * desktop's: each route and the not-found page in full, the contact form refusing an empty
 * send, and the navbar's menus open. For the README's preview, and for comparing a change
 * before and after.
 *
 * The writing section too: the sample content has no post, so a second build with posts
 * (the tests' own, e2e/fixtures/posts, unless --posts names others), served by a second server,
 * gives the shots of the writing index (`writing`), its newest post (`writing-post`) and the
 * page of the tag with the most posts (`writing-tag`).
 *
 *   --out DIR       where the JPEG files go (default docs/screenshots)
 *   --route PATH    only the shots of this route (repeatable), such as /about or /writing
 *   --posts DIR     the posts of the writing shots (default e2e/fixtures/posts)
 *
 * The languages too: a third build, of a copy of the project given a left-to-right and a
 * right-to-left language (scripts/harness/languagesCopy.ts), gives About in each (`about-fr`,
 * `about-ar`) and the right-to-left navbar with its menus open (`menus-ar`).
 *
 * Files are named `<shot>-<phone|desktop>.jpg` in the light scheme and `…-dark.jpg` in the
 * dark one. Motion is reduced, so each page is shot as it rests, not mid-animation.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { ui } from '../../src/content/ui.ts';
import { inLanguage } from '../../src/language.ts';
import { navigation, routeIds, routes, writing, writingPages } from '../../src/routes.ts';
import { runNpmBuild } from '../../server/http/ensureBuild.ts';
import { loadPosts } from '../build/writing/loadPosts.ts';
import { assertChromiumInstalled, chromeFlags, chromePath } from '../harness/chromium.ts';
import { copyContent, copyLanguages, makeLanguagesCopy } from '../harness/languagesCopy.ts';
import { startServer, type RunningServer } from '../harness/serverProcess.ts';

const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
const SCHEMES = [
  { name: 'light', suffix: '' },
  { name: 'dark', suffix: '-dark' },
] as const;
const JPEG_QUALITY = 70;

interface Shot {
  name: string;
  path: string;
  /** The whole page, or only the window (for a menu open at its top). */
  fullPage: boolean;
  /** What to do on the loaded page before the shot. */
  prepare?: (page: Page) => Promise<void>;
  /** Shot on the build with posts (see --posts) rather than the site's own. */
  withPosts?: boolean;
  /** Shot on the build in three languages rather than the site's own. */
  withLanguages?: boolean;
}

const nav = (page: Page, words = ui) => page.getByRole('navigation', { name: words.navbar.name });

/** Below the navbar's breakpoint its entries hide behind the Menu toggle: open it. */
async function openCollapsedMenu(page: Page, words = ui) {
  const toggle = nav(page, words).locator('details > summary', { hasText: words.navbar.menu });
  if (await toggle.isVisible()) await toggle.click();
}

const shots: Shot[] = [
  ...routeIds.map((id) => ({ name: id, path: routes[id].path, fullPage: true })),
  { name: 'not-found', path: '/no/such/page', fullPage: true },
  {
    name: 'contact-errors',
    path: routes.contact.path,
    fullPage: true,
    // An empty send: the browser refuses it and marks every required field.
    prepare: async (page) => {
      await page.getByRole('button', { name: ui.contact.submit }).click();
      await page.locator('form :user-invalid').first().waitFor();
      // The browser's own message bubble fades in and out of a shot: the marked fields stay.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.mouse.move(0, 0);
    },
  },
  {
    name: 'menus',
    path: routes.projects.path,
    fullPage: false,
    prepare: async (page) => {
      await openCollapsedMenu(page);
      const dropdown = navigation.find((entry) => entry.kind === 'dropdown');
      if (!dropdown) return;
      const trigger = nav(page).locator('details > summary', { hasText: dropdown.label });
      await trigger.click();
      await trigger.locator('+ ul').waitFor();
    },
  },
  {
    name: 'color-scheme-menu',
    path: routes.about.path,
    fullPage: false,
    prepare: async (page) => {
      // The one summary named by a label: the colour scheme control's, named for the choice.
      const toggle = nav(page).locator('details > summary[aria-label]');
      await toggle.click();
      await toggle.locator('+ ul').waitFor();
    },
  },
];

const [, leftToRight, rightToLeft] = copyLanguages;
if (leftToRight?.dir !== 'ltr' || rightToLeft?.dir !== 'rtl') {
  throw new Error('The copy in three languages must add a left-to-right and a right-to-left one.');
}
const rtlWords = copyContent(rightToLeft).ui;
shots.push(
  ...[leftToRight, rightToLeft].map((language) => ({
    name: `about-${language.code}`,
    path: inLanguage(language, routes.about.path),
    fullPage: true,
    withLanguages: true,
  })),
  {
    name: `menus-${rightToLeft.code}`,
    path: inLanguage(rightToLeft, routes.projects.path),
    fullPage: false,
    withLanguages: true,
    prepare: async (page) => {
      await openCollapsedMenu(page, rtlWords);
      const switcher = nav(page, rtlWords).locator('details > summary', {
        hasText: rtlWords.languageSwitcher.name,
      });
      await switcher.click();
      await switcher.locator('+ ul').waitFor();
    },
  },
);

const { values: options } = parseArgs({
  options: {
    out: { type: 'string', default: 'docs/screenshots' },
    route: { type: 'string', multiple: true },
    posts: { type: 'string', default: 'e2e/fixtures/posts' },
  },
});

// The writing section's pages, as the build with posts writes them (at the root of its host).
const { posts } = await loadPosts({
  dir: options.posts,
  basePath: '/',
  publicDir: 'public',
  includeDrafts: false,
});
if (posts.length === 0) throw new Error(`${options.posts} holds no published post to shoot.`);
const pagesOfWriting = writingPages(posts);
const newestPost = pagesOfWriting.find((page) => page.kind === 'post');
const busiestTag = pagesOfWriting
  .flatMap((page) => (page.kind === 'tag' ? [page] : []))
  .sort((a, b) => b.posts.length - a.posts.length)[0];
shots.push(
  { name: 'writing', path: writing.path, fullPage: true, withPosts: true },
  ...(newestPost
    ? [{ name: 'writing-post', path: newestPost.path, fullPage: true, withPosts: true }]
    : []),
  ...(busiestTag
    ? [{ name: 'writing-tag', path: busiestTag.path, fullPage: true, withPosts: true }]
    : []),
);

const selected = shots.filter((shot) => !options.route || options.route.includes(shot.path));
if (selected.length === 0) throw new Error(`No page of the site matches ${options.route}`);

/**
 * Waits until the page rests as a visitor sees it: the app running, fonts and images (lazy ones
 * below the window too, which a full-page shot shows) loaded, and the hero video's controls in
 * place (they come once nothing is loading).
 */
async function settle(page: Page) {
  await page.waitForFunction(() => document.querySelector('nav[data-hydrated]') !== null);
  await page.evaluate(() => document.fonts.ready.then(() => true));
  await page.evaluate(() =>
    Promise.all(
      [...document.images].map((image) => {
        image.loading = 'eager';
        return image.decode().catch(() => undefined);
      }),
    ),
  );
  await page.waitForFunction(() =>
    [...document.querySelectorAll('video')].every((video) => video.controls),
  );
}

assertChromiumInstalled();
runNpmBuild();
await mkdir(options.out, { recursive: true });
const dataDir = await mkdtemp(join(tmpdir(), 'portfolio-screenshots-'));
const server = await startServer({ DATA_DIR: dataDir });
let serverWithPosts: RunningServer | undefined;
let serverWithLanguages: RunningServer | undefined;
const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
try {
  if (selected.some((shot) => shot.withPosts)) {
    const distWithPosts = join(dataDir, 'dist-with-posts');
    runNpmBuild({ POSTS_DIR: options.posts, DIST_DIR: distWithPosts });
    serverWithPosts = await startServer({
      DATA_DIR: join(dataDir, 'data-with-posts'),
      DIST_DIR: distWithPosts,
    });
  }
  if (selected.some((shot) => shot.withLanguages)) {
    const copy = join(dataDir, 'project-in-three-languages');
    const distWithLanguages = join(dataDir, 'dist-with-languages');
    await makeLanguagesCopy(copy);
    runNpmBuild({ DIST_DIR: distWithLanguages }, copy);
    serverWithLanguages = await startServer({
      DATA_DIR: join(dataDir, 'data-with-languages'),
      DIST_DIR: distWithLanguages,
    });
  }
  for (const scheme of SCHEMES) {
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        reducedMotion: 'reduce',
        colorScheme: scheme.name,
      });
      const page = await context.newPage();
      for (const shot of selected) {
        const shown = shot.withPosts
          ? serverWithPosts
          : shot.withLanguages
            ? serverWithLanguages
            : server;
        const origin = shown?.url;
        await page.goto(`${origin}${shot.path}`, { waitUntil: 'networkidle' });
        await settle(page);
        await shot.prepare?.(page);
        const file = join(options.out, `${shot.name}-${viewport.name}${scheme.suffix}.jpg`);
        await page.screenshot({
          path: file,
          fullPage: shot.fullPage,
          type: 'jpeg',
          quality: JPEG_QUALITY,
        });
        console.log(`Saved ${file}`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
  await serverWithPosts?.stop();
  await serverWithLanguages?.stop();
  await rm(dataDir, { recursive: true, force: true });
}
