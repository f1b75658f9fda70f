/**
 * `npm run perf`: builds the site, starts the production server, runs Lighthouse (mobile
 * defaults, simulated throttling) on every route of the route table in the system Chromium,
 * and prints the medians. Exits non-zero when a route misses a threshold of perfReport.ts.
 *
 *   --runs N        runs per route (default 3); the table shows the median of each metric
 *   --report-only   print and save the figures, but exit 0 whatever they are
 *   --route PATH    only this route (repeatable); every route of the route table by default
 *
 * Results go to perf-results/: summary.json, and one HTML report per route (its last run).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { generateReport, type Result } from 'lighthouse';
import { routeIds, routes } from '../src/routes.ts';
import { runNpmBuild } from '../server/ensureBuild.ts';
import { assertChromiumInstalled, chromeFlags, chromePath } from './chromium.ts';
import {
  formatTable,
  medianMetrics,
  metricsOf,
  thresholdFailures,
  thresholds,
  type PerfMetrics,
} from './perfReport.ts';
import { startServer } from './serverProcess.ts';

const RESULTS_DIR = 'perf-results';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'report-only': { type: 'boolean', default: false },
    route: { type: 'string', multiple: true },
  },
});
const runs = Number(options.runs);
const selected = routeIds.filter((id) => !options.route || options.route.includes(routes[id].path));
if (selected.length === 0) throw new Error(`No route of the route table matches ${options.route}`);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number above 0');

assertChromiumInstalled();
runNpmBuild();

const dataDir = await mkdtemp(join(tmpdir(), 'portfolio-perf-'));
const server = await startServer({ DATA_DIR: dataDir });

const rows: { route: string; metrics: PerfMetrics; runs: PerfMetrics[] }[] = [];
try {
  await mkdir(RESULTS_DIR, { recursive: true });
  for (const id of selected) {
    const { path } = routes[id];
    const measured: PerfMetrics[] = [];
    for (let run = 1; run <= runs; run += 1) {
      console.log(`Lighthouse ${path} (run ${run} of ${runs})`);
      const lhr = await audit(`${server.url}${path}`);
      measured.push(metricsOf(lhr));
      if (run === runs)
        await writeFile(join(RESULTS_DIR, `${id}.html`), generateReport(lhr, 'html'));
    }
    rows.push({ route: path, metrics: medianMetrics(measured), runs: measured });
  }
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}

const failures = rows.flatMap(({ route, metrics }) =>
  thresholdFailures(metrics).map((failure) => `${route}: ${failure}`),
);
const summary = {
  date: new Date().toISOString(),
  lighthouse: 'mobile, simulated throttling',
  runsPerRoute: runs,
  chromium: chromePath,
  thresholds,
  routes: rows,
  failures,
};
await writeFile(join(RESULTS_DIR, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);

console.log(`\nMedians of ${runs} run(s) per route (Lighthouse mobile, simulated throttling):\n`);
console.log(formatTable(rows));
console.log(`\nSaved to ${RESULTS_DIR}/summary.json, with an HTML report per route.`);
if (failures.length === 0) {
  console.log('Every route meets the thresholds.');
} else {
  console.log(`\nBelow the thresholds:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
  if (options['report-only']) console.log('(--report-only: not failing the run)');
  else process.exitCode = 1;
}

/**
 * One Lighthouse run in a fresh browser, so no run inherits another's cache or state. Chrome
 * sometimes fails to record a trace (NO_NAVSTART and the like): such a run is tried once more.
 */
async function audit(url: string, attemptsLeft = 2): Promise<Result> {
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
    if (!error && result) return result.lhr;
    if (attemptsLeft > 1) {
      console.log(`  Lighthouse could not measure ${url} (${error?.message}); trying again`);
      return await audit(url, attemptsLeft - 1);
    }
    throw new Error(`Lighthouse failed on ${url}: ${error?.message}`);
  } finally {
    chrome.kill();
  }
}
