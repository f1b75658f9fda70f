import { defineConfig, type Project } from '@playwright/test';
import { assertChromiumInstalled, chromeFlags, chromePath } from './scripts/harness/chromium.ts';
import { breakpointNames, breakpoints, type Breakpoint } from './theme/breakpoints.ts';

assertChromiumInstalled();

/** Widths to test at: a phone, a small tablet, ... up to a large desktop. */
const preferredWidths: Record<Breakpoint, number> = {
  xs: 375,
  sm: 600,
  md: 800,
  lg: 1000,
  xl: 1280,
  xxl: 1440,
};

/** One project per breakpoint, each a width inside that range, whatever the tokens say. */
const viewports = Object.fromEntries(
  breakpointNames.map((name, index) => {
    const from = breakpoints[name];
    const next = breakpointNames[index + 1];
    const to = next ? breakpoints[next] - 1 : Infinity;
    const preferred = preferredWidths[name];
    const width = preferred >= from && preferred <= to ? preferred : Math.min(from + 32, to);
    return [name, { width, height: name === 'xs' ? 812 : 900 }];
  }),
) as Record<Breakpoint, { width: number; height: number }>;

/** The specs that look at layout run everywhere; the journeys only where they differ. */
const specsFor: Record<Breakpoint, string[]> = {
  xs: [
    'routes',
    'routes-dark',
    'layout',
    'keyboard',
    'a11y',
    'screenshots',
    'mobile-menu',
    'no-javascript',
    'before-hydration',
    'before-hydration-menu',
    'color-scheme',
    'no-writing',
  ],
  sm: ['routes', 'layout'],
  md: ['routes', 'layout'],
  lg: ['routes', 'layout'],
  xl: [
    'routes',
    'routes-dark',
    'layout',
    'keyboard',
    'a11y',
    'screenshots',
    'every-page',
    'contact',
    'contact-outbox',
    'contact-spam',
    'review',
    'motion',
    'no-javascript',
    'before-hydration',
    'first-paint',
    'color-scheme',
    'no-writing',
  ],
  xxl: ['routes', 'layout'],
};

const projects: Project[] = [
  ...(Object.keys(viewports) as Breakpoint[]).map((name) => ({
    name,
    testMatch: specsFor[name].map((spec) => `${spec}.spec.ts`),
    use: { viewport: viewports[name] },
  })),
  // A static build under a base path, served by nginx like GitHub Pages (e2e/support/staticHost.ts).
  { name: 'static-host', testMatch: 'static-host.spec.ts', use: { viewport: viewports.xl } },
  // A build with the tests' own posts under a base path (e2e/support/writingSite.ts): the
  // writing section on a phone and on a desktop.
  { name: 'writing-xs', testMatch: 'writing.spec.ts', use: { viewport: viewports.xs } },
  { name: 'writing-xl', testMatch: 'writing.spec.ts', use: { viewport: viewports.xl } },
  // A copy of the site given two languages, as an owner adds them (e2e/support/languagesSite.ts):
  // one written left to right, one right to left.
  { name: 'languages-xs', testMatch: 'languages.spec.ts', use: { viewport: viewports.xs } },
  { name: 'languages-xl', testMatch: 'languages.spec.ts', use: { viewport: viewports.xl } },
];

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
