import type { Locator, Page } from '@playwright/test';
import { ownerLinkList } from '../src/components/OwnerLinks/ownerLinkList.ts';
import { caseStudy } from '../src/content/caseStudy.ts';
import { profile } from '../src/content/profile.ts';
import { projects } from '../src/content/projects.ts';
import { keySkills } from '../src/content/skills.ts';
import { fill } from '../src/content/translation.ts';
import { ui } from '../src/content/ui.ts';
import { navigation, notFound, routeIds, routes, type RouteId } from '../src/routes.ts';
import { colorSchemes } from '../theme/colorScheme.ts';
import { theme } from '../theme/theme.ts';
import { colorSchemeSummary, expectAnnounced, summaryNamed } from './support/disclosure.ts';
import {
  expectEveryProjectLink,
  expectFirstProjectLinks,
  projectLinks,
} from './support/projectLinks.ts';
import { expect, test } from './support/fixtures.ts';
import {
  dropdownItems,
  hasCollapsedNavbar,
  headingOf,
  mainHeading,
  navLabel,
  rgb,
} from './support/site.ts';

// The prerendered HTML alone, as a visitor with JavaScript turned off (or before it loads) sees it.
test.use({ javaScriptEnabled: false });

/** What each page must show besides its heading, read from the site's own content. */
const contentChecks: Record<RouteId, (page: Page) => Promise<void>> = {
  home: async (page) => {
    await expect(page.getByText(profile.jobTitle, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: ui.home.viewWork })).toBeVisible();
    await expect(page.locator('#home video')).toHaveAttribute('poster', /.+/);
    await expectOwnerLinks(page.locator('#home').getByRole('list', { name: ui.ownerLinks.name }));
  },
  about: async (page) => {
    for (const heading of [ui.about.hobbies, ui.about.keySkills, ui.about.projectLinks]) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    const keySkillsList = page.getByRole('region', { name: ui.about.keySkills });
    for (const group of keySkills) {
      await expect(
        keySkillsList.getByRole('heading', { level: 3, name: group.label }),
      ).toBeVisible();
      for (const skill of group.skills) {
        await expect(keySkillsList.getByText(skill, { exact: true })).toBeVisible();
      }
    }
  },
  contact: async (page) => {
    // Text inside <noscript> is invisible to getByText; the element itself is what shows.
    const note = page.locator('main noscript > p');
    await expect(note).toBeVisible();
    await expect(note).toHaveText(ui.contact.noScript);
    // Sending needs the app: the form is not offered where it could not send.
    await expect(page.locator('main form')).toBeHidden();
    await expectOwnerLinks(page.getByRole('region', { name: ui.contact.otherWays }));
  },
  projects: async (page) => {
    await expect(page.getByRole('article')).toHaveCount(projects.length);
    await expect(page.getByRole('img', { name: projects[0]?.imgAlt })).toBeVisible();
  },
  ecommerce: async (page) => {
    const shown = projects.filter((project) => project.category === routes.ecommerce.category);
    await expect(page.getByRole('article')).toHaveCount(shown.length);
  },
  fetchApi: async (page) => {
    const shown = projects.filter((project) => project.category === routes.fetchApi.category);
    await expect(page.getByRole('article')).toHaveCount(shown.length);
  },
  designBa: async (page) => {
    await expect(
      page.getByRole('heading', { level: 2, name: caseStudy.scenarioTitle }),
    ).toBeVisible();
    await expect(page.getByRole('img')).toHaveCount(caseStudy.figures.length);
    for (const figure of caseStudy.figures) {
      await expect(page.getByRole('img', { name: figure.alt })).toBeVisible();
      await expect(
        page.getByRole('link', {
          name: `${ui.caseStudy.openFullSize} ${fill(ui.caseStudy.fullSizeOf, { figure: figure.title })}`,
        }),
      ).toHaveAttribute('href', figure.src);
    }
  },
};

/** Every owner link, in order, visible in `within`. */
async function expectOwnerLinks(within: Locator) {
  const expected = ownerLinkList(profile.links);
  await expect(within.getByRole('link')).toHaveCount(expected.length);
  for (const [index, link] of expected.entries()) {
    const anchor = within.getByRole('link').nth(index);
    await expect(anchor).toBeVisible();
    await expect(anchor).toHaveAttribute('href', link.href);
  }
}

for (const id of routeIds) {
  test(`${routes[id].path} shows its whole content without JavaScript`, async ({ page }) => {
    const response = await page.goto(routes[id].path);
    expect(response?.status()).toBe(200);
    await expect(mainHeading(page, headingOf(id))).toBeVisible();
    await contentChecks[id](page);
    await expectOwnerLinks(page.getByRole('contentinfo'));
    await expect(page).toHaveTitle(
      id === 'home' ? profile.brandName : `${routes[id].title} | ${profile.brandName}`,
    );
  });
}

test('the navbar opens and reaches every page without JavaScript', async ({ page }) => {
  await page.goto(routes.about.path);
  const nav = page.getByRole('navigation', { name: ui.navbar.name });
  if (hasCollapsedNavbar(page)) {
    // The Menu toggle is native: it opens the menu, announced open, with no script at all.
    await expect(nav.getByRole('link', { name: navLabel('contact'), exact: true })).toBeHidden();
    await summaryNamed(nav, ui.navbar.menu).click();
    await expectAnnounced(page, ui.navbar.menu, 'expanded');
  } else {
    await expect(summaryNamed(nav, ui.navbar.menu)).toBeHidden();
  }

  for (const entry of navigation) {
    if (entry.kind === 'link') {
      await expect(nav.getByRole('link', { name: entry.label, exact: true })).toBeVisible();
      continue;
    }
    for (const item of entry.items) {
      await expect(nav.getByRole('link', { name: item.label, exact: true })).toBeHidden();
    }
    await summaryNamed(nav, entry.label).click();
    await expectAnnounced(page, entry.label, 'expanded');
    for (const item of entry.items) {
      await expect(nav.getByRole('link', { name: item.label, exact: true })).toBeVisible();
    }
  }

  const [item] = dropdownItems;
  await nav.getByRole('link', { name: item.label, exact: true }).click();
  await expect(mainHeading(page, headingOf(item.route))).toBeVisible();
});

test('the button to show more on About shows every project link without JavaScript', async ({
  page,
}) => {
  await page.goto(routes.about.path);
  const list = projectLinks(page);
  await expectFirstProjectLinks(list);
  if (!list.hasMore) return;
  await list.viewMore.click();
  await expectEveryProjectLink(list);
});

for (const scheme of colorSchemes) {
  test.describe(`with the system in ${scheme}`, () => {
    test.use({ colorScheme: scheme });

    test(`every page follows the system's ${scheme} scheme, with no colour scheme toggle`, async ({
      page,
    }) => {
      const palette = theme.palettes[scheme];
      for (const path of [...routeIds.map((id) => routes[id].path), '/no/such/page']) {
        await page.goto(path);
        await expect(page.locator('body')).toHaveCSS('background-color', rgb(palette.page));
        await expect(page.locator('body')).toHaveCSS('color', rgb(palette.text));
        await expect(page.locator('header').first()).toHaveCSS(
          'background-color',
          rgb(palette.navbarBg),
        );
        // It needs the app to work: without JavaScript it is not there to press.
        await expect(colorSchemeSummary(page)).toHaveCount(1);
        await expect(colorSchemeSummary(page)).toBeHidden();
      }
    });
  });
}

test('an unknown address shows the not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(mainHeading(page, notFound.title)).toBeVisible();
  await expect(
    page.getByText(fill(ui.notFound.lead, { address: ui.notFound.unknownAddress })),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: ui.notFound.homeLink })).toBeVisible();
  await expectOwnerLinks(page.getByRole('contentinfo'));
});
