import type { Page } from '@playwright/test';
import { confirmationFor } from '../src/contact/contactMessage.ts';
import { ownerLinkList } from '../src/components/OwnerLinks/ownerLinkList.ts';
import { profile } from '../src/content/profile.ts';
import { projects } from '../src/content/projects.ts';
import { aboutProjectsShown } from '../src/content/limits.ts';
import { ui } from '../src/content/ui.ts';
import { routes } from '../src/routes.ts';
import { theme } from '../theme/theme.ts';
import {
  expectEveryProjectLink,
  expectFirstProjectLinks,
  projectLinks,
} from './support/projectLinks.ts';
import { expectAnnounced, summaryNamed } from './support/disclosure.ts';
import { acceptNextDialog, expect, test } from './support/fixtures.ts';
import {
  dropdown,
  dropdownItems,
  hasCollapsedNavbar,
  headingOf,
  mainHeading,
  rgb,
  tabTo,
  visit,
} from './support/site.ts';

// Keyboard only: no clicks, no programmatic focus. Each test starts from a fresh page load.

const itemNames = dropdownItems.map((item) => item.label);
const [firstItem, secondItem] = dropdownItems;
const lastItem = dropdownItems.at(-1) ?? secondItem;

const nav = (page: Page) => page.getByRole('navigation', { name: ui.navbar.name });
const trigger = (page: Page) => summaryNamed(nav(page), dropdown.label);
const item = (page: Page, name: string) => nav(page).getByRole('link', { name, exact: true });

/** Loads `path` and tabs to the Project trigger, opening the collapsed navbar on the way. */
async function focusProjectTrigger(page: Page, path: string = routes.home.path) {
  await visit(page, path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (hasCollapsedNavbar(page)) {
    await tabTo(page, summaryNamed(nav(page), ui.navbar.menu));
    await page.keyboard.press('Enter');
    await expectAnnounced(page, ui.navbar.menu, 'expanded');
  }
  await tabTo(page, trigger(page));
  await expectAnnounced(page, dropdown.label, 'collapsed');
}

async function expectClosedWithFocusOnTrigger(page: Page) {
  await expectAnnounced(page, dropdown.label, 'collapsed');
  await expect(item(page, firstItem.label)).toBeHidden();
  await expect(trigger(page)).toBeFocused();
}

test('Tab reaches the skip link first, then the brand', async ({ page }) => {
  await visit(page, routes.home.path);
  await expect(mainHeading(page, headingOf('home'))).toBeVisible();

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: ui.skipLink });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();

  await page.keyboard.press('Tab');
  await expect(nav(page).getByRole('link', { name: profile.brandName, exact: true })).toBeFocused();
});

for (const key of ['Enter', ' '] as const) {
  test(`the dropdown opens with ${key === ' ' ? 'Space' : key} and closes with Escape`, async ({
    page,
  }) => {
    await focusProjectTrigger(page);
    await page.keyboard.press(key);
    await expectAnnounced(page, dropdown.label, 'expanded');
    for (const name of itemNames) await expect(item(page, name)).toBeVisible();
    await expect(trigger(page)).toBeFocused();

    await page.keyboard.press('Escape');
    await expectClosedWithFocusOnTrigger(page);
  });
}

test('ArrowDown opens the dropdown on its first item; arrows, Home and End move focus', async ({
  page,
}) => {
  await focusProjectTrigger(page);
  await page.keyboard.press('ArrowDown');
  await expectAnnounced(page, dropdown.label, 'expanded');
  await expect(item(page, firstItem.label)).toBeFocused();

  for (const name of itemNames.slice(1)) {
    await page.keyboard.press('ArrowDown');
    await expect(item(page, name)).toBeFocused();
  }
  await page.keyboard.press('ArrowDown');
  await expect(item(page, lastItem.label)).toBeFocused();

  await page.keyboard.press('ArrowUp');
  await expect(item(page, itemNames.at(-2) ?? '')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(item(page, firstItem.label)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(item(page, firstItem.label)).toBeFocused();
  await page.keyboard.press('End');
  await expect(item(page, lastItem.label)).toBeFocused();

  await page.keyboard.press('Escape');
  await expectClosedWithFocusOnTrigger(page);
});

test('Enter on a dropdown item navigates and puts focus on the new page heading', async ({
  page,
}) => {
  await focusProjectTrigger(page);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(item(page, secondItem.label)).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(routes[secondItem.route].path);
  await expect(mainHeading(page, headingOf(secondItem.route))).toBeFocused();
  // Below md the whole menu collapses, taking the (closed) trigger out of sight with it.
  await expect(trigger(page).locator('..')).not.toHaveAttribute('open');
  if (hasCollapsedNavbar(page)) {
    await expectAnnounced(page, ui.navbar.menu, 'collapsed');
    await expect(trigger(page)).toBeHidden();
  } else {
    await expectAnnounced(page, dropdown.label, 'collapsed');
  }
});

test('the button to show more on About reveals every project link and focuses the first new one', async ({
  page,
}) => {
  await visit(page, routes.about.path);
  const list = projectLinks(page);
  await expectFirstProjectLinks(list);
  if (!list.hasMore) return;

  await tabTo(page, list.viewMore);
  await page.keyboard.press('Enter');

  await expectEveryProjectLink(list);
  await expect(list.links.nth(aboutProjectsShown)).toBeFocused();
});

test('the contact form can be filled and sent with the keyboard alone', async ({ page }) => {
  await visit(page, routes.contact.path);
  const name = page.getByLabel(ui.contact.labels.name);
  const email = page.getByLabel(ui.contact.labels.email);
  const message = page.getByLabel(ui.contact.labels.message);
  const submit = page.getByRole('button', { name: ui.contact.submit });

  await tabTo(page, name);
  await page.keyboard.type('Ada');
  await page.keyboard.press('Tab');
  await expect(email).toBeFocused();
  await page.keyboard.type('ada@example.com');
  await page.keyboard.press('Tab');
  await expect(message).toBeFocused();
  await page.keyboard.type(`Sent with the keyboard only (${Date.now()})`);
  await page.keyboard.press('Tab');
  await expect(submit).toBeFocused();

  const alert = acceptNextDialog(page);
  await page.keyboard.press('Enter');
  expect(await alert).toBe(confirmationFor('Ada'));

  for (const field of [name, email, message]) {
    await expect(field).toHaveValue('');
    await expect(field).toBeDisabled();
  }
  await expect(submit).toBeDisabled();
});

/** The outline the browser draws around `target` now: its style and width. */
function outlineOf(target: ReturnType<Page['locator']>) {
  return target.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
}

test('Tab reaches every link of the footer, each with a visible focus ring', async ({ page }) => {
  await page.goto(routes.about.path);
  await expect(mainHeading(page, headingOf('about'))).toBeVisible();
  const footer = page.getByRole('contentinfo');
  for (const [index] of ownerLinkList(profile.links).entries()) {
    const link = footer.getByRole('link').nth(index);
    await tabTo(page, link, 80);
    const ring = await outlineOf(link);
    expect(ring.style).not.toBe('none');
    expect(ring.width).toBeGreaterThanOrEqual(2);
  }
});

test('a project card shows the focus ring when its link has the keyboard focus', async ({
  page,
}) => {
  await page.goto(routes.projects.path);
  const card = page.getByRole('article', { name: projects[0]?.title });
  const link = card.getByRole('link', { name: ui.projectCard.projectLink });
  await tabTo(page, link);
  const ring = await outlineOf(card);
  expect(ring.style).toBe('solid');
  expect(ring.width).toBeGreaterThanOrEqual(2);
});

test('the hero button and link row show a light focus ring over the dark hero', async ({
  page,
}) => {
  await page.goto(routes.home.path);
  const button = page.getByRole('link', { name: ui.home.viewWork });
  await tabTo(page, button);
  await expect(button).toHaveCSS('outline-color', rgb(theme.colors.heroFocus));
  await page.keyboard.press('Tab');
  const firstIcon = page
    .locator('#home')
    .getByRole('list', { name: ui.ownerLinks.name })
    .getByRole('link')
    .first();
  await expect(firstIcon).toBeFocused();
  await expect(firstIcon).toHaveCSS('outline-color', rgb(theme.colors.heroFocus));
});

test('focus rings inside the open dropdown stay inside its panel', async ({ page }) => {
  await focusProjectTrigger(page);
  await page.keyboard.press('ArrowDown');
  const panel = item(page, firstItem.label).locator('xpath=ancestor::ul[1]');
  const panelBox = await panel.boundingBox();
  if (!panelBox) throw new Error('the open dropdown has no box');
  for (const name of itemNames) {
    const link = item(page, name);
    if (name !== firstItem.label) await page.keyboard.press('ArrowDown');
    await expect(link).toBeFocused();
    // The ring reaches outline-offset + outline-width beyond the link's own box.
    const ring = await link.evaluate((element) => {
      const style = getComputedStyle(element);
      const reach = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
      const rect = element.getBoundingClientRect();
      return {
        style: style.outlineStyle,
        left: rect.left - reach,
        right: rect.right + reach,
        top: rect.top - reach,
        bottom: rect.bottom + reach,
      };
    });
    expect(ring.style).toBe('solid');
    expect(ring.left).toBeGreaterThanOrEqual(panelBox.x);
    expect(ring.right).toBeLessThanOrEqual(panelBox.x + panelBox.width);
    expect(ring.top).toBeGreaterThanOrEqual(panelBox.y);
    expect(ring.bottom).toBeLessThanOrEqual(panelBox.y + panelBox.height);
  }
});
