import type { Page } from '@playwright/test';
import { ui } from '../src/content/ui.ts';
import { navigation, routes } from '../src/routes.ts';
import { expectAnnounced, summaryNamed } from './support/disclosure.ts';
import { expect, test } from './support/fixtures.ts';
import { beforeAppModes, openBeforeApp } from './support/heldApp.ts';
import { headingOf, mainHeading } from './support/site.ts';

// The collapsed navbar (this file runs in the xs project), tapped the moment it shows on a slow
// phone: its Menu toggle is native, so the first tap opens it, whether the app runs yet or not.

const nav = (page: Page) => page.getByRole('navigation', { name: ui.navbar.name });
const navLink = (page: Page, name: string) => nav(page).getByRole('link', { name, exact: true });
const [firstLink, secondLink] = navigation.flatMap((entry) =>
  entry.kind === 'link' && entry.route !== 'home' ? [entry] : [],
);

for (const mode of beforeAppModes) {
  test(`the Menu toggle opens on the first tap and stays open as the app takes over (${mode})`, async ({
    page,
  }) => {
    if (!firstLink || !secondLink) throw new Error('these tests need two navbar links');
    const app = await openBeforeApp(page, routes.home.path, mode);
    await summaryNamed(nav(page), ui.navbar.menu).click();
    await expect(navLink(page, firstLink.label)).toBeVisible();
    await expectAnnounced(page, ui.navbar.menu, 'expanded');

    await app.started();
    await expectAnnounced(page, ui.navbar.menu, 'expanded');
    await expect(navLink(page, firstLink.label)).toBeVisible();

    // The app's part: choosing a link collapses the menu again.
    await navLink(page, secondLink.label).click();
    await expect(mainHeading(page, headingOf(secondLink.route))).toBeVisible();
    await expectAnnounced(page, ui.navbar.menu, 'collapsed');
    await expect(navLink(page, firstLink.label)).toBeHidden();
  });
}

test('a link in the menu opened before the app starts loads its page', async ({ page }) => {
  if (!firstLink) throw new Error('these tests need a navbar link');
  const app = await openBeforeApp(page, routes.home.path, 'held');
  await summaryNamed(nav(page), ui.navbar.menu).click();
  await navLink(page, firstLink.label).click();
  await expect(page).toHaveURL(routes[firstLink.route].path);
  await expect(mainHeading(page, headingOf(firstLink.route))).toBeVisible();
  await app.started();
});
