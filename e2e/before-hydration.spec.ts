import type { Page } from '@playwright/test';
import { navigation, routes } from '../src/routes.ts';
import { expect, test } from './support/fixtures.ts';
import { openWithoutApp } from './support/heldApp.ts';
import { appStarted, hasCollapsedNavbar, headingOf, mainHeading, tabTo } from './support/site.ts';

// What a visitor can do in the moments between the first paint and the app's start: every step
// before `release()` happens on the prerendered page alone, with JavaScript on.

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const navLink = (page: Page, name: string) => nav(page).getByRole('link', { name, exact: true });
const toggle = (page: Page) => nav(page).getByRole('button', { name: 'Menu' });
const projectButton = (page: Page) => nav(page).getByRole('button', { name: 'Project' });

const projectItems = navigation.flatMap((entry) => (entry.kind === 'dropdown' ? entry.items : []));
const firstItem = projectItems[0];
if (!firstItem) throw new Error('The navbar has no Project dropdown items');

test('a navbar link clicked before the app starts still navigates', async ({ page }) => {
  const app = await openWithoutApp(page, routes.about.path);
  if (hasCollapsedNavbar(page)) await toggle(page).click();

  await navLink(page, 'Contact').click();
  await expect(page).toHaveURL(routes.contact.path);
  await expect(mainHeading(page, headingOf('contact'))).toBeVisible();

  app.release();
  await appStarted(page);
});

test('the Project dropdown opens and its links navigate before the app starts', async ({
  page,
}) => {
  const app = await openWithoutApp(page, routes.about.path);
  if (hasCollapsedNavbar(page)) {
    await toggle(page).click();
    await expect(projectButton(page)).toBeVisible();
  }

  await projectButton(page).click();
  for (const item of projectItems) await expect(navLink(page, item.label)).toBeVisible();
  await navLink(page, firstItem.label).click();
  await expect(page).toHaveURL(routes[firstItem.route].path);
  await expect(mainHeading(page, headingOf(firstItem.route))).toBeVisible();

  app.release();
  await appStarted(page);
});

test('the Project dropdown opens from the keyboard before the app starts', async ({ page }) => {
  const app = await openWithoutApp(page, routes.about.path);
  // Tabbing through the collapsed navbar passes its Menu toggle, which opens the menu: the
  // trigger is hidden when the tabbing starts, out of reach of role queries.
  await tabTo(page, nav(page).locator('button', { hasText: 'Project' }));
  await expect(navLink(page, firstItem.label)).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(navLink(page, firstItem.label)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(routes[firstItem.route].path);

  app.release();
  await appStarted(page);
});

test('a dropdown opened before the app starts stays open as the app takes over', async ({
  page,
}) => {
  const app = await openWithoutApp(page, routes.about.path);
  if (hasCollapsedNavbar(page)) await toggle(page).click();
  await projectButton(page).click();
  await expect(navLink(page, firstItem.label)).toBeVisible();

  app.release();
  await appStarted(page);
  await expect(projectButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(navLink(page, firstItem.label)).toBeVisible();

  // From here on the app's dropdown behaves as usual: Escape on its trigger closes it. (On a
  // busy machine the focus can drop to the page as the app takes over, so put it back first.)
  await projectButton(page).focus();
  await page.keyboard.press('Escape');
  await expect(projectButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(navLink(page, firstItem.label)).toBeHidden();
});

test('the contact form stays disabled until the app runs, then takes what is typed', async ({
  page,
}) => {
  const app = await openWithoutApp(page, routes.contact.path);
  const fields = ['Your name', 'Your email', 'Message'].map((label) => page.getByLabel(label));
  for (const field of fields) await expect(field).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();

  app.release();
  for (const field of fields) await expect(field).toBeEnabled();
  await page.getByLabel('Your name').fill('Ada');
  await expect(page.getByLabel('Your name')).toHaveValue('Ada');
});
