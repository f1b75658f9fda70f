/**
 * The site's disclosures (the navbar's Menu, its Project dropdown and colour scheme control,
 * About's "View more") are native `<details>`: their summary is announced as a disclosure button
 * with its expanded state, which Playwright's role queries do not model (a summary has no ARIA
 * role). These find a summary by its name, and read its state from Chromium's accessibility
 * tree: what a screen reader is given.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { colorSchemeToggleName } from '../../src/components/Navbar/colorSchemeLabels.ts';
import { ui } from '../../src/content/ui.ts';
import { colorSchemeChoices } from '../../theme/colorScheme.ts';
import { escapeRegExp } from './locators.ts';

export { summaryNamed } from './locators.ts';

/** The navbar's colour scheme control: its summary is named for the choice in use. */
export function colorSchemeSummary(scope: Page | Locator): Locator {
  return scope.locator(`details > summary[aria-label^="${ui.colorScheme.name}"]`);
}

interface AxNode {
  role?: { value?: unknown };
  name?: { value?: unknown };
  ignored?: boolean;
  properties?: { name: string; value: { value?: unknown } }[];
}

/**
 * Whether the one disclosure named `name` on the page is announced expanded; undefined when no
 * shown disclosure has that name (a summary that is hidden is not in the tree).
 */
export async function announcedExpanded(
  page: Page,
  name: string | RegExp,
): Promise<boolean | undefined> {
  const session = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await session.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] };
    const matches = nodes.filter((node) => {
      if (node.ignored || node.role?.value !== 'DisclosureTriangle') return false;
      const accessibleName = String(node.name?.value ?? '');
      return typeof name === 'string' ? accessibleName === name : name.test(accessibleName);
    });
    if (matches.length > 1) throw new Error(`${matches.length} disclosures are named ${name}`);
    const expanded = matches[0]?.properties?.find((property) => property.name === 'expanded');
    return matches[0] ? expanded?.value.value === true : undefined;
  } finally {
    await session.detach();
  }
}

/** Waits until the disclosure named `name` is announced open (or closed). */
export async function expectAnnounced(
  page: Page,
  name: string | RegExp,
  state: 'expanded' | 'collapsed',
): Promise<void> {
  await expect
    .poll(() => announcedExpanded(page, name), { message: `${name} announced ${state}` })
    .toBe(state === 'expanded');
}

/** The colour scheme control's name, whatever the choice in use. */
export const colorSchemeSummaryName = new RegExp(
  `^(?:${colorSchemeChoices
    .map((choice) => escapeRegExp(colorSchemeToggleName(ui.colorScheme, choice)))
    .join('|')})$`,
);
