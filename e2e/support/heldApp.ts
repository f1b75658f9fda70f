/**
 * The app's scripts held back until a test lets them through: the page as a visitor finds it
 * between its first paint and the app's start, with JavaScript on.
 */
import type { Page } from '@playwright/test';

export interface HeldApp {
  /** Resolves once the page has asked for the app's script, which it does after painting. */
  requested: Promise<void>;
  /** Lets the app's scripts through, now and for every later page load. */
  release: () => void;
}

async function holdAppScripts(page: Page): Promise<HeldApp> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let markRequested = () => {};
  const requested = new Promise<void>((resolve) => (markRequested = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    markRequested();
    await released;
    // The page may have moved on meanwhile, cancelling the request.
    await route.continue().catch(() => {});
  });
  return { requested, release };
}

/** Opens `path` with the app held back: painted, and asking for the app's script. */
export async function openWithoutApp(page: Page, path: string): Promise<HeldApp> {
  const app = await holdAppScripts(page);
  await page.goto(path);
  await app.requested;
  return app;
}
