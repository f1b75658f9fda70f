/**
 * `npm run perf`: builds the site, starts the production server, runs Lighthouse (mobile
 * defaults, simulated throttling) in the system Chromium on the floor (a page of one heading,
 * served by the same server) and on every route of the route table, and prints the medians,
 * FCP and LCP also as ratios to the floor's, TBT also as the difference from the floor's. From
 * each run's trace it checks that the page painted before its app's script started. Exits
 * non-zero when a route misses a threshold of perfReport.ts.
 *
 * After each Lighthouse run of a route it also loads the route once in Playwright, with
 * Chromium's CPU slowed 4× (real throttling, where Lighthouse's is simulated) at a phone's
 * width, and reads from the page's timeline how long it sat painted before the app had
 * hydrated it: from the first contentful paint to the later of the `hydrated:navbar` and
 * `hydrated:main` marks. Their medians are printed as a table of their own and saved; no
 * threshold holds them.
 *
 *   --runs N        runs per page (default 3); the table shows the median of each metric
 *   --report-only   print and save the figures, and fail only on the byte budget (the script a
 *                   page transfers), which a busy machine does not change
 *   --route PATH    only this route (repeatable); every route of the route table by default,
 *                   and the writing section's index and newest post when the build has posts
 *   --languages     build a copy of the project given a left-to-right and a right-to-left
 *                   language (scripts/harness/languagesCopy.ts; into a temporary folder, leaving
 *                   dist/ as it is) and measure Home in the first and About in the second too;
 *                   the pages of the site's own other languages are measured whenever it has any
 *   --posts DIR     build with the posts in DIR (into a temporary folder, leaving dist/ as it
 *                   is) and measure the writing index and the newest post too; the sample content
 *                   has none, so `--posts e2e/fixtures/posts` measures the tests' own. Without it,
 *                   the writing pages are measured whenever the posts of the build (POSTS_DIR, or
 *                   src/content/posts) hold a published post.
 *
 * A post page and About, once each:
 *
 *   npm run perf -- --posts e2e/fixtures/posts --runs 1 \
 *     --route /about --route /writing/static-pages-that-paint-first
 *
 * The runs go round the pages (floor, each route, floor again, ...), so that a machine growing
 * busier or quieter during the run weighs on the floor and the routes alike.
 *
 * Results go to perf-results/: summary.json, and one HTML report per page (its last run).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { generateReport, type RunnerResult } from 'lighthouse';
import { chromium } from '@playwright/test';
import { inLanguage, siteLanguages } from '../../src/language.ts';
import { routeIds, routes, writingPages } from '../../src/routes.ts';
import { runNpmBuild } from '../../server/http/ensureBuild.ts';
import { loadPosts } from '../build/writing/loadPosts.ts';
import { postsDir } from '../vite/writingPlugin.ts';
import { assertChromiumInstalled, chromeFlags, chromePath } from '../harness/chromium.ts';
import { copyLanguages, makeLanguagesCopy } from '../harness/languagesCopy.ts';
import { cpuSlowdown, viewports } from './interactionReport.ts';
import { paintedBeforeAppScript, paintOrder, type TraceEvent } from './paintOrder.ts';
import {
  byteBudgetFailures,
  floorRatioLimit,
  floorRatios,
  tbtOverFloor,
  tbtOverFloorLimitMs,
  formatHydrationTable,
  formatRunTable,
  formatTable,
  hydrationMarks,
  hydrationTimingOf,
  medianHydration,
  medianMetrics,
  metricsOf,
  thresholdFailures,
  thresholds,
  type HydrationTiming,
  type PerfMetrics,
  type RouteResult,
} from './perfReport.ts';
import { startServer } from '../harness/serverProcess.ts';

const RESULTS_DIR = 'perf-results';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * The floor: the least a page can be, one heading. Every route is measured against it. Its
 * empty icon and its main landmark only keep the browser from asking for /favicon.ico and
 * Lighthouse from marking it down, so that all its scores read 100.
 */
const FLOOR_FILE = 'perf-floor.html';
const FLOOR_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="data:," />
    <title>Floor</title>
    <meta name="description" content="A page with one heading, to measure the site against." />
  </head>
  <body>
    <main><h1>Floor</h1></main>
  </body>
</html>
`;

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'report-only': { type: 'boolean', default: false },
    route: { type: 'string', multiple: true },
    posts: { type: 'string' },
    languages: { type: 'boolean', default: false },
  },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number above 0');

// The writing section's pages, when the build has posts: the index and the newest post.
const { posts } = await loadPosts({
  dir: options.posts ?? postsDir(),
  basePath: '/',
  publicDir: 'public',
  includeDrafts: false,
});
// A page in each language but the default: Home in the first, About in the others.
const otherLanguages = (options.languages ? copyLanguages : siteLanguages).slice(1);
const measurable = [
  ...routeIds.map((id) => ({ name: id, path: routes[id].path })),
  ...otherLanguages.map((language, index) => {
    const id = index === 0 ? 'home' : 'about';
    return { name: `${id}-${language.code}`, path: inLanguage(language, routes[id].path) };
  }),
  ...writingPages(posts.slice(0, 1))
    .filter((page) => page.kind !== 'tag')
    .map((page) => ({ name: page.kind === 'index' ? 'writing' : 'writing-post', path: page.path })),
];
const selected = measurable.filter((page) => !options.route || options.route.includes(page.path));
if (selected.length === 0) {
  throw new Error(
    `No page matches ${options.route}; the pages of this build: ${measurable.map((page) => page.path).join(', ')}`,
  );
}

assertChromiumInstalled();
const dataDir = await mkdtemp(join(tmpdir(), 'portfolio-perf-'));
// With --posts or --languages, a build of its own, so that dist/ stays the site the other tools
// expect; with --languages, of a copy of the project.
const ownBuild = options.posts !== undefined || options.languages;
const distDir = ownBuild ? join(dataDir, 'dist') : process.env.DIST_DIR || 'dist';
const copy = options.languages ? join(dataDir, 'project') : undefined;
if (copy) await makeLanguagesCopy(copy);
runNpmBuild(
  {
    ...(options.posts ? { POSTS_DIR: resolve(options.posts) } : {}),
    ...(ownBuild ? { DIST_DIR: distDir } : {}),
  },
  copy,
);

const floorFile = join(distDir, FLOOR_FILE);
await writeFile(floorFile, FLOOR_HTML);
const server = await startServer({ DATA_DIR: join(dataDir, 'data'), DIST_DIR: distDir });

interface Page {
  name: string;
  path: string;
  runs: PerfMetrics[];
  paintedFirst: number;
  hydrationRuns: HydrationTiming[];
}
const newPage = (name: string, path: string): Page => ({
  name,
  path,
  runs: [],
  paintedFirst: 0,
  hydrationRuns: [],
});
const floor = newPage('floor', `/${FLOOR_FILE}`);
const pages = [floor, ...selected.map(({ name, path }) => newPage(name, path))];
try {
  await mkdir(RESULTS_DIR, { recursive: true });
  for (let run = 1; run <= runs; run += 1) {
    for (const page of pages) {
      console.log(`Lighthouse ${page.path} (run ${run} of ${runs})`);
      const url = `${server.url}${page.path}`;
      const { lhr, artifacts } = await audit(url);
      page.runs.push(metricsOf(lhr));
      const traceEvents = artifacts.Trace.traceEvents as unknown as TraceEvent[];
      if (paintedBeforeAppScript(paintOrder(traceEvents, url))) page.paintedFirst += 1;
      if (run === runs) {
        await writeFile(join(RESULTS_DIR, `${page.name}.html`), generateReport(lhr, 'html'));
      }
      // The floor runs no app, so it never hydrates.
      if (page === floor) continue;
      const started = performance.now();
      const timing = await hydrationRun(url);
      page.hydrationRuns.push(timing);
      console.log(
        `  hydration at ${cpuSlowdown}× CPU: FCP ${Math.round(timing.fcpMs)} ms, hydrated ${Math.round(timing.hydratedMs)} ms (measured in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
      );
    }
  }
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
  await rm(floorFile, { force: true });
}

const floorMetrics = medianMetrics(floor.runs);
const results: (RouteResult & {
  runs: PerfMetrics[];
  hydration: HydrationTiming;
  hydrationRuns: HydrationTiming[];
})[] = pages
  .filter((page) => page !== floor)
  .map((page) => ({
    route: page.path,
    metrics: medianMetrics(page.runs),
    paintedFirst: { runs: page.paintedFirst, of: page.runs.length },
    runs: page.runs,
    hydration: medianHydration(page.hydrationRuns),
    hydrationRuns: page.hydrationRuns,
  }));
const failures = results.flatMap((result) =>
  thresholdFailures(result, floorMetrics).map((failure) => `${result.route}: ${failure}`),
);
const summary = {
  date: new Date().toISOString(),
  lighthouse: 'mobile, simulated throttling',
  runsPerRoute: runs,
  chromium: chromePath,
  hydrationRun: {
    how: 'Playwright, a browser of its own per run, real CPU throttling (CDP)',
    cpuSlowdown,
    viewport: viewports.phone,
    marks: hydrationMarks,
  },
  thresholds,
  floorRatioLimit,
  tbtOverFloorLimitMs,
  floor: { metrics: floorMetrics, runs: floor.runs },
  routes: results.map((result) => ({
    ...result,
    floorRatios: floorRatios(result.metrics, floorMetrics),
    tbtOverFloorMs: tbtOverFloor(result.metrics, floorMetrics),
  })),
  failures,
};
await writeFile(join(RESULTS_DIR, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);

console.log(`\nMedians of ${runs} run(s) per page (Lighthouse mobile, simulated throttling):\n`);
console.log(formatTable(results, floorMetrics));
console.log(
  "\nThe floor is a page of one heading from the same server. Paint first: the page painted before its app's script started, in every run.",
);
console.log(
  `A route's TBT may exceed the floor's by at most ${tbtOverFloorLimitMs} ms (medians of the same rounds). Site JS TBT, the part of TBT in long tasks that Lighthouse attributes to the site's own scripts, must be 0.`,
);
console.log(`\nTBT in each run; each round measured the floor first, then every route:\n`);
console.log(
  formatRunTable(
    floor.runs.map((run) => run.tbtMs),
    results.map(({ route, runs: routeRuns }) => ({
      page: route,
      tbtMs: routeRuns.map((run) => run.tbtMs),
    })),
  ),
);
console.log(
  "\nThe floor runs no script, so its TBT is the browser's own work on this machine (setting up the page's renderer, with its other processes and Lighthouse on the same cores), which every route carries as well.",
);
console.log(
  `\nFirst contentful paint to hydration, CPU slowed ${cpuSlowdown}× (Playwright, ${viewports.phone.width} px wide), medians of ${runs} run(s) per page:\n`,
);
console.log(
  formatHydrationTable(results.map(({ route, hydration }) => ({ page: route, timing: hydration }))),
);
console.log(
  `\nHydrated: the later of the ${hydrationMarks.join(' and ')} marks. Each figure is the median of its own; reported, not held to a threshold.`,
);
console.log(`Saved to ${RESULTS_DIR}/summary.json, with an HTML report per page.`);
const overBudget = results.some((result) => byteBudgetFailures(result).length > 0);
if (failures.length === 0) {
  console.log('Every route meets the thresholds.');
} else {
  console.log(`\nBelow the thresholds:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
  if (options['report-only'] && !overBudget) {
    console.log('(--report-only: not failing the run)');
  } else {
    // Bytes do not swing with the machine's load, so a page over its byte budget fails any run.
    if (options['report-only']) console.log('(--report-only, but a page is over its byte budget)');
    process.exitCode = 1;
  }
}

/**
 * One Lighthouse run in a fresh browser, so no run inherits another's cache or state. Chrome
 * sometimes fails to record a trace (NO_NAVSTART and the like): such a run is tried once more.
 */
async function audit(url: string, attemptsLeft = 2): Promise<RunnerResult> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...chromeFlags],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    const error = result ? result.lhr.runtimeError : { message: 'no result' };
    if (!error && result) return result;
    if (attemptsLeft > 1) {
      console.log(`  Lighthouse could not measure ${url} (${error?.message}); trying again`);
      return await audit(url, attemptsLeft - 1);
    }
    throw new Error(`Lighthouse failed on ${url}: ${error?.message}`);
  } finally {
    chrome.kill();
  }
}

/**
 * One load of `url` in a fresh context (no cache, no state from an earlier run) with the CPU
 * slowed as on a phone, then the page's FCP and hydration marks. Chromium's own throttling,
 * not Lighthouse's simulation: hydration is the app's own work on the main thread, which a
 * simulation estimates from a trace rather than runs. It polls every 100 ms rather than every
 * frame, to add as little as it can to the main thread it measures; the times come from the
 * entries, not from when the poll saw them. The browser is its own and closed at the end, so
 * that none of it is still running when the next Lighthouse run measures blocking time.
 */
async function hydrationRun(url: string): Promise<HydrationTiming> {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  try {
    const context = await browser.newContext({ viewport: viewports.phone });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(url);
    const names = ['first-contentful-paint', ...hydrationMarks];
    await page.waitForFunction(
      (names) => names.every((name) => performance.getEntriesByName(name).length > 0),
      names,
      { polling: 100, timeout: 30_000 },
    );
    const entries = await page.evaluate(
      (names) =>
        names.flatMap((name) =>
          performance
            .getEntriesByName(name)
            .map(({ entryType, startTime }) => ({ name, entryType, startTime })),
        ),
      names,
    );
    return hydrationTimingOf(entries);
  } finally {
    await browser.close();
  }
}
