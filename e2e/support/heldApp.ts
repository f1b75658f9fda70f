/**
 * The page as a hurried visitor on a slow phone finds it: painted, looking ready, and not yet
 * run by the app. Acting on it is as easy to write as acting on a started page:
 *
 *   const app = await openBeforeApp(page, path, mode);
 *   await summaryNamed(nav, 'Menu').click();   // as soon as it shows
 *   await app.started();                        // then the end state, with the app running
 */
import type { Page } from '@playwright/test';
import { cpuSlowdown } from '../../scripts/measure/interactionReport.ts';
import { appStarted } from './site.ts';

/**
 * `held`: the app's scripts wait until `started()`, so whatever the test does first happens
 * before the app starts, every time. `racing`: they come as they would, so the test's acts land
 * wherever the page is by then: before the app starts, or while it hydrates.
 */
export type BeforeAppMode = 'held' | 'racing';
export const beforeAppModes: readonly BeforeAppMode[] = ['held', 'racing'];

export interface PageBeforeApp {
  /** Lets the app's scripts through (when held), and waits until the app runs the page. */
  started: () => Promise<void>;
}

/** Slows Chromium's CPU as a mid-range phone's main thread is slower than a desktop's. */
export async function slowDownCpu(page: Page, rate = cpuSlowdown): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
}

async function holdAppScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await released;
    // The page may have moved on meanwhile, cancelling the request.
    await route.continue().catch(() => {});
  });
  return release;
}

/**
 * Opens `path` with the CPU slowed 4 times, and returns as soon as the browser has the page's
 * first bytes: a test's first act waits only for its control to show, as a visitor's does.
 */
export async function openBeforeApp(
  page: Page,
  path: string,
  mode: BeforeAppMode,
): Promise<PageBeforeApp> {
  await slowDownCpu(page);
  const release = mode === 'held' ? await holdAppScripts(page) : () => {};
  await page.goto(path, { waitUntil: 'commit' });
  return {
    started: async () => {
      release();
      await appStarted(page);
    },
  };
}
