/**
 * The site deployed as most portfolios are: a static build under a base path, on a host set up
 * like GitHub Pages (nginx with deploy/nginx/static-host.conf), with its contact API on another
 * origin.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { navigation, navLinks, notFound, routeIds, routes } from '../src/routes.ts';
import { expectStoredOnce, sendMessage, uniqueMessage } from './support/contact.ts';
import { summaryNamed } from './support/disclosure.ts';
import { expect, watchProblems } from './support/fixtures.ts';
import {
  appStarted,
  dropdown,
  escapeRegExp,
  headingOf,
  mainHeading,
  navLabel,
} from './support/site.ts';
import { STATIC_BASE_PATH, test } from './support/staticHost.ts';

/** Every request the page makes to the static host, by path, with its status. */
function recordRequests(page: Page, origin: string) {
  const seen: { path: string; status: number }[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === origin) seen.push({ path: url.pathname, status: response.status() });
  });
  return seen;
}

test('every route renders under the base path, with nothing fetched outside it and nothing missing', async ({
  page,
  staticHost,
}) => {
  const problems = await watchProblems(page);
  const requests = recordRequests(page, staticHost.origin);
  for (const id of routeIds) {
    const response = await page.goto(staticHost.url(routes[id].path));
    expect(response?.status(), routes[id].path).toBe(200);
    await appStarted(page);
    await expect(mainHeading(page, headingOf(id))).toBeVisible();
    await problems.settle();
  }
  expect(requests.length).toBeGreaterThan(routeIds.length);
  expect(requests.filter(({ path }) => !path.startsWith(STATIC_BASE_PATH))).toEqual([]);
  // The host's own redirect of a folder to its slash is the only answer that is not a file.
  expect(requests.filter(({ status }) => status >= 400)).toEqual([]);
  expect(problems.failedRequests).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
  expect(await problems.cspViolations()).toEqual([]);
});

test("the host's redirect of /portfolio/about to /portfolio/about/ shows the same page, its navbar item marked", async ({
  page,
  staticHost,
}) => {
  const problems = await watchProblems(page);
  for (const id of routeIds.filter((route) => routes[route].path !== '/')) {
    await page.goto(`${staticHost.url(routes[id].path)}/`);
    await appStarted(page);
    await expect(mainHeading(page, headingOf(id))).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(routes[id].title)}`));
    await expect(page.getByRole('main')).not.toContainText(notFound.title);
    const address = new URL(staticHost.url(routes[id].path)).pathname;
    const marked = page.getByRole('navigation').first().locator('a[aria-current="page"]');
    await expect(marked).toHaveAttribute('href', address);
  }
  expect(problems.consoleErrors).toEqual([]);
});

test('the navbar, the dropdown and the page transitions work under the base path', async ({
  page,
  staticHost,
}) => {
  const problems = await watchProblems(page);
  // From the last page the navbar names, so that every click, the first one too, navigates.
  await page.goto(staticHost.url(routes[navLinks.at(-1)?.route ?? 'home'].path));
  await appStarted(page);
  const navbar = page.getByRole('navigation').first();

  for (const entry of navigation) {
    if (entry.kind === 'link') {
      await navbar.getByRole('link', { name: entry.label, exact: true }).click();
      await expect(page).toHaveURL(staticHost.url(routes[entry.route].path));
      await expect(mainHeading(page, headingOf(entry.route))).toBeFocused();
    } else {
      for (const item of entry.items) {
        await summaryNamed(navbar, dropdown.label).click();
        await navbar.getByRole('link', { name: item.label, exact: true }).click();
        await expect(page).toHaveURL(staticHost.url(routes[item.route].path));
        await expect(mainHeading(page, headingOf(item.route))).toBeFocused();
      }
    }
  }
  await expect(navbar.getByRole('link', { name: navLabel('about') })).toHaveAttribute(
    'href',
    staticHost.url(routes.about.path).slice(staticHost.origin.length),
  );
  expect(problems.consoleErrors).toEqual([]);
});

test("an unknown path shows the site's not-found page with status 404", async ({
  page,
  staticHost,
}) => {
  const response = await page.goto(staticHost.url('/no/such/page'));
  expect(response?.status()).toBe(404);
  await appStarted(page);
  await expect(mainHeading(page, notFound.title)).toBeVisible();
  const homeLinks = page.getByRole('main').getByRole('link', { name: /home/i });
  await expect(homeLinks.first()).toHaveAttribute('href', STATIC_BASE_PATH);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every page shows and every navbar link leads to its page under the base path', async ({
    page,
    staticHost,
  }) => {
    for (const id of routeIds) {
      await page.goto(staticHost.url(routes.home.path));
      const address = new URL(staticHost.url(routes[id].path)).pathname;
      // Followed as the browser follows it; the dropdown's links are in the page, not shown.
      const href = await page.locator(`nav a[href="${address}"]`).first().getAttribute('href');
      const response = await page.goto(new URL(href ?? '', page.url()).href);
      expect(response?.status(), address).toBe(200);
      await expect(mainHeading(page, headingOf(id))).toBeVisible();
    }
  });
});

/** The CSP source of an inline script, as the browser hashes it. */
function hashOf(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

test('each page carries its CSP in a meta tag, and _headers the same, allowing exactly its inline scripts', async ({
  page,
  staticHost,
}) => {
  const headers = await readFile(join(staticHost.distDir, '_headers'), 'utf8');
  const headerPolicies = [...headers.matchAll(/Content-Security-Policy:\s*(.+)/g)].map(
    (match) => match[1] ?? '',
  );
  expect(headerPolicies.length).toBeGreaterThan(0);

  for (const id of routeIds) {
    await page.goto(staticHost.url(routes[id].path));
    const { policy, scripts } = await page.evaluate(() => ({
      policy:
        document
          .querySelector('meta[http-equiv="Content-Security-Policy"]')
          ?.getAttribute('content') ?? '',
      // Those that run: a data block (the page's words) is no script to allow.
      scripts: [
        ...document.querySelectorAll('script:not([src]):not([type="application/json"])'),
      ].map((script) => script.textContent ?? ''),
    }));
    const scriptSrc = /script-src ([^;]+)/.exec(policy)?.[1] ?? '';
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(scriptSrc).toContain(hashOf(script));
      for (const headerPolicy of headerPolicies) expect(headerPolicy).toContain(hashOf(script));
    }
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(policy).toContain(staticHost.apiOrigin);
  }
});

test('a message sent from the contact page is stored and mailed by the function on the other origin', async ({
  page,
  staticHost,
}) => {
  const problems = await watchProblems(page);
  const message = uniqueMessage('Sent from a static host');
  await sendMessage(page, message, staticHost.url(routes.contact.path));

  await expectStoredOnce(message.message, staticHost.apiDatabaseUrl);
  const mailed = () => staticHost.mails().filter((mail) => mail.text?.includes(message.message));
  // Mailed before the function answered, or else by the next sweep.
  if (mailed().length === 0) await staticHost.sweep();
  expect(mailed()).toHaveLength(1);
  expect(problems.consoleErrors).toEqual([]);
  expect(await problems.cspViolations()).toEqual([]);
});
