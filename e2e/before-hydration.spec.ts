import type { Page } from '@playwright/test';
import { colorSchemeToggleName } from '../src/components/Navbar/colorSchemeLabels.ts';
import { fillContactForm } from '../scripts/harness/contactForm.ts';
import { confirmationFor, type ContactMessage } from '../src/contact/contactMessage.ts';
import { heldSubmitAttribute } from '../src/contact/heldSubmit.ts';
import { ui } from '../src/content/ui.ts';
import { routes } from '../src/routes.ts';
import {
  colorSchemeAttribute,
  colorSchemeStorageKey,
  colorSchemes,
  type ColorScheme,
} from '../theme/colorScheme.ts';
import { theme } from '../theme/theme.ts';
import {
  expectFormLocked,
  expectStoredOnce,
  MIN_FILL_MS,
  uniqueMessage,
} from './support/contact.ts';
import {
  colorSchemeSummary,
  colorSchemeSummaryName,
  expectAnnounced,
  summaryNamed,
} from './support/disclosure.ts';
import { acceptNextDialog, expect, test } from './support/fixtures.ts';
import { beforeAppModes, openBeforeApp, type BeforeAppMode } from './support/heldApp.ts';
import { expectEveryProjectLink, projectLinks } from './support/projectLinks.ts';
import {
  dropdown,
  dropdownItems,
  hasCollapsedNavbar,
  headingOf,
  mainHeading,
  navLabel,
  rgb,
  tabTo,
} from './support/site.ts';

// A hurried visitor on a slow phone (the CPU slowed 4 times) uses each control the moment it
// shows, without waiting for the app: each test acts first, then checks the end state once
// the app runs. `held` keeps the app back until then, so the act surely comes before it;
// `racing` lets it come as it would, so the act lands wherever the page is by then.

const nav = (page: Page) => page.getByRole('navigation', { name: ui.navbar.name });
const navLink = (page: Page, name: string) => nav(page).getByRole('link', { name, exact: true });
const [firstItem] = dropdownItems;

/** Below the navbar's breakpoint, opens the menu its entries hide behind: natively, at once. */
async function openCollapsedMenu(page: Page) {
  if (hasCollapsedNavbar(page)) await summaryNamed(nav(page), ui.navbar.menu).click();
}

/**
 * Writes the message into the form. Held, the app cannot start meanwhile: as fast as keys go.
 * Racing, the app may start while the visitor types, and a form filled sooner after its start
 * than anyone types is held as spam (as it should be): at a visitor's pace.
 */
async function writeMessage(page: Page, message: ContactMessage, mode: BeforeAppMode) {
  if (mode === 'racing') {
    await fillContactForm(page, message, { minFillMs: MIN_FILL_MS });
    return;
  }
  await page.getByLabel(ui.contact.labels.name).pressSequentially(message.name);
  await page.getByLabel(ui.contact.labels.email).pressSequentially(message.email);
  await page.getByLabel(ui.contact.labels.message).pressSequentially(message.message);
}

for (const mode of beforeAppModes) {
  test.describe(`acting before the app starts (${mode})`, () => {
    test('the button to show more shows every project link, and they stay as the app takes over', async ({
      page,
    }) => {
      const app = await openBeforeApp(page, routes.about.path, mode);
      const list = projectLinks(page);
      if (list.hasMore) {
        await list.viewMore.click();
        await expectEveryProjectLink(list);
      }
      await app.started();
      await expectEveryProjectLink(list);
    });

    test('the Project dropdown opens on the first click, and is announced open throughout', async ({
      page,
    }) => {
      const app = await openBeforeApp(page, routes.about.path, mode);
      await openCollapsedMenu(page);
      await summaryNamed(nav(page), dropdown.label).click();
      await expect(navLink(page, firstItem.label)).toBeVisible();
      await expectAnnounced(page, dropdown.label, 'expanded');

      await app.started();
      await expectAnnounced(page, dropdown.label, 'expanded');
      for (const item of dropdownItems) await expect(navLink(page, item.label)).toBeVisible();

      // From here on the app's additions work too: Escape closes it, focus on its summary.
      await summaryNamed(nav(page), dropdown.label).focus();
      await page.keyboard.press('Escape');
      await expectAnnounced(page, dropdown.label, 'collapsed');
      await expect(navLink(page, firstItem.label)).toBeHidden();
      await expect(summaryNamed(nav(page), dropdown.label)).toBeFocused();
    });

    test('a colour scheme chosen at once is applied at once, once, and kept', async ({ page }) => {
      // Every write of the choice to storage, across the page's loads.
      await page.addInitScript((key) => {
        const setItem = Storage.prototype.setItem;
        Storage.prototype.setItem = function (name: string, value: string) {
          if (name === key) {
            const writes = JSON.parse(sessionStorage.getItem('scheme-writes') ?? '[]') as string[];
            setItem.call(sessionStorage, 'scheme-writes', JSON.stringify([...writes, value]));
          }
          setItem.call(this, name, value);
        };
      }, colorSchemeStorageKey);
      const system = (await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches))
        ? 'dark'
        : 'light';
      const wanted: ColorScheme = colorSchemes.find((scheme) => scheme !== system) ?? 'dark';
      const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

      const app = await openBeforeApp(page, routes.about.path, mode);
      await colorSchemeSummary(nav(page)).click();
      await nav(page)
        .getByRole('button', { name: ui.colorScheme.choices[wanted], exact: true })
        .click();
      await expect.poll(background).toBe(rgb(theme.palettes[wanted].page));

      await app.started();
      await expect.poll(background).toBe(rgb(theme.palettes[wanted].page));
      await expect(page.locator('html')).toHaveAttribute(colorSchemeAttribute, wanted);
      await expect(
        nav(page).getByRole('button', { name: ui.colorScheme.choices[wanted], pressed: true }),
      ).toBeVisible();
      await expect(colorSchemeSummary(nav(page))).toHaveAccessibleName(
        colorSchemeToggleName(ui.colorScheme, wanted),
      );
      await expectAnnounced(page, colorSchemeSummaryName, 'expanded');
      expect(await page.evaluate(() => sessionStorage.getItem('scheme-writes'))).toBe(
        JSON.stringify([wanted]),
      );

      await page.reload();
      await expect.poll(background).toBe(rgb(theme.palettes[wanted].page));
      await expect(colorSchemeSummary(nav(page))).toHaveAccessibleName(
        colorSchemeToggleName(ui.colorScheme, wanted),
      );
    });

    test('what is typed at once stays in the fields as the app takes over, and is sent', async ({
      page,
    }) => {
      const message = uniqueMessage(`Typed before the app ran (${mode})`);
      const app = await openBeforeApp(page, routes.contact.path, mode);
      await writeMessage(page, message, mode);

      await app.started();
      await expect(page.getByLabel(ui.contact.labels.name)).toHaveValue(message.name);
      await expect(page.getByLabel(ui.contact.labels.email)).toHaveValue(message.email);
      await expect(page.getByLabel(ui.contact.labels.message)).toHaveValue(message.message);

      const alert = acceptNextDialog(page);
      await page.getByRole('button', { name: ui.contact.submit }).click();
      expect(await alert).toBe(confirmationFor(message.name));
      await expectFormLocked(page);
      await expectStoredOnce(message.message);
    });

    test('a message sent at once waits for the app, then goes once, with its proof', async ({
      page,
    }) => {
      const message = uniqueMessage(`Sent before the app ran (${mode})`);
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/contact')) posts.push(request.method());
      });
      const alert = acceptNextDialog(page);
      const app = await openBeforeApp(page, routes.contact.path, mode);
      await writeMessage(page, message, mode);
      await page.getByRole('button', { name: ui.contact.submit }).click();
      if (mode === 'held') {
        // Held visibly, and not sent as a plain form would be.
        await expect(page.locator('main form')).toHaveAttribute(heldSubmitAttribute);
        const note = await page
          .getByRole('status')
          .evaluate((status) => getComputedStyle(status, '::before').content);
        expect(note).toContain(await page.getByRole('status').getAttribute('data-held'));
        expect(posts).toEqual([]);
      }

      await app.started();
      expect(await alert).toBe(confirmationFor(message.name));
      await expect(page).toHaveURL(routes.contact.path);
      await expectFormLocked(page);
      await expectStoredOnce(message.message);
      await expect(page.locator('main form')).not.toHaveAttribute(heldSubmitAttribute);
      expect(posts.filter((method) => method === 'POST')).toHaveLength(1);
    });
  });
}

test('the Project dropdown opens from the keyboard before the app starts', async ({ page }) => {
  const app = await openBeforeApp(page, routes.about.path, 'held');
  if (hasCollapsedNavbar(page)) {
    await tabTo(page, summaryNamed(nav(page), ui.navbar.menu));
    await page.keyboard.press('Enter');
  }
  await tabTo(page, summaryNamed(nav(page), dropdown.label));
  await page.keyboard.press('Enter');
  await expectAnnounced(page, dropdown.label, 'expanded');
  await page.keyboard.press('Tab');
  await expect(navLink(page, firstItem.label)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(routes[firstItem.route].path);
  await expect(mainHeading(page, headingOf(firstItem.route))).toBeVisible();
  await app.started();
});

test('a navbar link followed before the app starts loads its page', async ({ page }) => {
  const app = await openBeforeApp(page, routes.about.path, 'held');
  await openCollapsedMenu(page);
  await navLink(page, navLabel('contact')).click();
  await expect(page).toHaveURL(routes.contact.path);
  await expect(mainHeading(page, headingOf('contact'))).toBeVisible();
  await app.started();
});
