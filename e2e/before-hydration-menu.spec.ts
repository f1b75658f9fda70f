import type { Page } from '@playwright/test';
import { routes } from '../src/routes.ts';
import { expect, test } from './support/fixtures.ts';
import { openWithoutApp } from './support/heldApp.ts';
import { appStarted } from './support/site.ts';

// The collapsed navbar before the app starts (this file runs in the xs project): its Menu
// toggle opens the menu with CSS until the app takes over.

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const navLink = (page: Page, name: string) => nav(page).getByRole('link', { name, exact: true });
const toggle = (page: Page) => nav(page).getByRole('button', { name: 'Menu' });

test('the Menu toggle opens the menu before the app starts', async ({ page }) => {
  const app = await openWithoutApp(page, routes.home.path);
  await expect(navLink(page, 'About')).toBeHidden();

  await toggle(page).click();
  await expect(navLink(page, 'About')).toBeVisible();
  await navLink(page, 'About').click();
  await expect(page).toHaveURL(routes.about.path);

  app.release();
  await appStarted(page);
});

test('a menu opened before the app starts stays open as the app takes over', async ({ page }) => {
  const app = await openWithoutApp(page, routes.home.path);
  await toggle(page).click();
  await expect(navLink(page, 'About')).toBeVisible();

  app.release();
  await appStarted(page);
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(navLink(page, 'About')).toBeVisible();

  await toggle(page).click();
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(navLink(page, 'About')).toBeHidden();
});
