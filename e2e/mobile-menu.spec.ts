import AxeBuilder from '@axe-core/playwright';
import { ui } from '../src/content/ui.ts';
import { routes } from '../src/routes.ts';
import { expectAnnounced, summaryNamed } from './support/disclosure.ts';
import { expect, test } from './support/fixtures.ts';
import { formatViolations, wcagTags } from './support/axe.ts';
import {
  dropdown,
  dropdownItems,
  headingOf,
  mainHeading,
  navLabel,
  tabTo,
  visit,
} from './support/site.ts';

// The collapsed navbar, which only exists below md: this file runs in the xs project.

test('the Menu toggle opens with Enter, and choosing a link collapses it again', async ({
  page,
}) => {
  await visit(page, routes.home.path);
  await expect(mainHeading(page, headingOf('home'))).toBeVisible();
  const nav = page.getByRole('navigation', { name: ui.navbar.name });
  const toggle = summaryNamed(nav, ui.navbar.menu);
  const contact = nav.getByRole('link', { name: navLabel('contact'), exact: true });

  await tabTo(page, toggle);
  await page.keyboard.press('Enter');
  await expectAnnounced(page, ui.navbar.menu, 'expanded');
  await expect(contact).toBeVisible();

  await page.keyboard.press('Enter');
  await expectAnnounced(page, ui.navbar.menu, 'collapsed');
  await expect(contact).toBeHidden();

  await page.keyboard.press('Enter');
  await tabTo(page, contact);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(routes.contact.path);
  await expect(mainHeading(page, headingOf('contact'))).toBeFocused();
  await expectAnnounced(page, ui.navbar.menu, 'collapsed');
  await expect(contact).toBeHidden();
});

test('the open mobile menu, and its open dropdown, have no axe violations', async ({ page }) => {
  await visit(page, routes.about.path);
  await expect(mainHeading(page, headingOf('about'))).toBeVisible();
  const nav = page.getByRole('navigation', { name: ui.navbar.name });

  await summaryNamed(nav, ui.navbar.menu).click();
  await expect(nav.getByRole('link', { name: navLabel('contact'), exact: true })).toBeVisible();
  const withMenu = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  expect(withMenu.violations, formatViolations(withMenu.violations)).toEqual([]);

  await summaryNamed(nav, dropdown.label).click();
  await expect(nav.getByRole('link', { name: dropdownItems[0].label, exact: true })).toBeVisible();
  const withDropdown = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  expect(withDropdown.violations, formatViolations(withDropdown.violations)).toEqual([]);
});
