import { defineConfig, type Project } from '@playwright/test';
import { assertChromiumInstalled, chromeFlags, chromePath } from './scripts/chromium.ts';

assertChromiumInstalled();

/** One project per breakpoint of theme/breakpoints.ts, each a width inside that range. */
const viewports = {
  xs: { width: 375, height: 812 },
  sm: { width: 600, height: 900 },
  md: { width: 800, height: 900 },
  lg: { width: 1000, height: 900 },
  xl: { width: 1280, height: 900 },
  xxl: { width: 1440, height: 900 },
} as const;

type ViewportName = keyof typeof viewports;

/** The specs that look at layout run everywhere; the journeys only where they differ. */
const specsFor: Record<ViewportName, string[]> = {
  xs: [
    'routes',
    'layout',
    'keyboard',
    'a11y',
    'screenshots',
    'mobile-menu',
    'no-javascript',
    'before-hydration',
    'before-hydration-menu',
  ],
  sm: ['routes', 'layout'],
  md: ['routes', 'layout'],
  lg: ['routes', 'layout'],
  xl: [
    'routes',
    'layout',
    'keyboard',
    'a11y',
    'screenshots',
    'contact',
    'motion',
    'no-javascript',
    'before-hydration',
    'first-paint',
  ],
  xxl: ['routes', 'layout'],
};

const projects: Project[] = (Object.keys(viewports) as ViewportName[]).map((name) => ({
  name,
  testMatch: specsFor[name].map((spec) => `${spec}.spec.ts`),
  use: { viewport: viewports[name] },
}));

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/globalSetup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromePath,
      args: chromeFlags,
    },
    trace: 'off',
  },
  projects,
});
