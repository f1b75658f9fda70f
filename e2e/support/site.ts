/** What the site shows, read from its own content, and keyboard helpers shared by the specs. */
import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { profile } from '../../src/content/profile.ts';
import {
  navigation,
  navLinks,
  routes,
  type NavEntry,
  type NavItem,
  type RouteId,
} from '../../src/routes.ts';
import { theme } from '../../theme/theme.ts';

export { escapeRegExp } from './locators.ts';

/** The main heading each route shows: the greeting on Home, the route's title elsewhere. */
export function headingOf(id: RouteId): string {
  return id === 'home' ? profile.greeting : routes[id].title;
}

export function mainHeading(page: Page, name: string): Locator {
  return page.getByRole('heading', { level: 1, name, exact: true });
}

/** The navbar's label for a route. */
export function navLabel(id: RouteId): string {
  const link = navLinks.find((entry) => entry.route === id);
  if (!link) throw new Error(`the navbar has no link to ${id}`);
  return link.label;
}

type Dropdown = Extract<NavEntry, { kind: 'dropdown' }>;

/** The navbar's dropdown (its label and items, top to bottom). */
export const dropdown: Dropdown = (() => {
  const entry = navigation.find((item): item is Dropdown => item.kind === 'dropdown');
  if (!entry || entry.items.length < 2) throw new Error('these tests need a dropdown of two items');
  return entry;
})();

export const dropdownItems: [NavItem, NavItem, ...NavItem[]] = dropdown.items as [
  NavItem,
  NavItem,
  ...NavItem[],
];

/** The width from which the navbar shows its entries rather than the Menu toggle. */
export const navbarExpandsAt = theme.breakpoints[theme.responsive.navbarExpand];

/** Below the navbar's breakpoint it hides its entries behind the Menu toggle. */
export function hasCollapsedNavbar(page: Page): boolean {
  const width = page.viewportSize()?.width;
  if (width === undefined) throw new Error('The page has no viewport size.');
  return width < navbarExpandsAt;
}

/** `rgb(207, 232, 252)` for `#cfe8fc`: colours as the browser reports computed styles. */
export function rgb(hex: string): string {
  const channels = /^#([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(hex)?.slice(1);
  if (!channels) throw new Error(`not a #rrggbb colour: ${hex}`);
  return `rgb(${channels.map((channel) => parseInt(channel, 16)).join(', ')})`;
}

async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

/** Presses Tab until `target` has focus, as a keyboard user would; fails after `maxPresses`. */
export async function tabTo(page: Page, target: Locator, maxPresses = 40): Promise<void> {
  for (let presses = 0; presses < maxPresses; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `Tab never reached it in ${maxPresses} presses`).toBeFocused();
}

/**
 * Waits until the app has taken the page over: React has hydrated the navbar and the page's
 * main heading (on a writing page, the prerendered HTML around it, which the app keeps as it
 * is: see src/app/PrerenderedPage.tsx), and the navbar is marked as run by the app. Pages paint
 * before the app starts, so a test that means to use the app (not the prerendered HTML alone)
 * waits for this after every page load; one that means to act before it uses openBeforeApp.
 */
export async function appStarted(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          // React keeps its fiber on every element it has hydrated.
          const hydrated = (element: Element | null | undefined) =>
            !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
          const heading = document.querySelector('main h1');
          return (
            document.querySelector('nav[data-hydrated]') !== null &&
            hydrated(document.querySelector('nav')) &&
            (hydrated(heading) || hydrated(heading?.closest('[data-prerendered]')))
          );
        }),
      { message: 'the app to hydrate the page' },
    )
    .toBe(true);
}

/** Opens `path` as a visitor who waits a moment: the page loaded and the app started. */
export async function visit(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await appStarted(page);
  return response;
}

declare global {
  interface Window {
    __controlsShown?: { loading: boolean }[];
  }
}

/**
 * Records, for the page's video, each moment its native controls appear: whether the video
 * was then still loading without playing, when the controls would draw their loading ring.
 * Resolves to the records of the page as it is now.
 */
export async function watchVideoControls(
  page: Page,
): Promise<() => Promise<{ loading: boolean }[]>> {
  await page.addInitScript(() => {
    window.__controlsShown = [];
    document.addEventListener('DOMContentLoaded', () => {
      const video = document.querySelector('video');
      if (!video) return;
      new MutationObserver(() => {
        if (!video.controls) return;
        const playing = !video.paused && video.readyState >= video.HAVE_FUTURE_DATA;
        window.__controlsShown?.push({
          loading: video.networkState === video.NETWORK_LOADING && !playing,
        });
      }).observe(video, { attributes: true, attributeFilter: ['controls'] });
    });
  });
  return () => page.evaluate(() => window.__controlsShown ?? []);
}
