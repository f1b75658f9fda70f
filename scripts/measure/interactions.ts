/**
 * `npm run perf:interactions`: how long the site takes to answer a click or a key, once it has
 * hydrated, with Chromium's CPU slowed 4 times (a phone's main thread). It builds the site if
 * the build is missing or older than its sources, starts the production server, and measures
 * every interaction of interactionReport.ts (the navbar's dropdown and menu, every navbar and
 * dropdown link, typing into the contact form, About's "View more") in fresh browser sessions.
 * An interaction's figure is its longest Event Timing entry, from the input to the next frame.
 * Prints each interaction's median and worst, and exits non-zero when a median is over the
 * limit. Then it runs each interaction once more, traced, and keeps that Chromium trace: tracing
 * slows a throttled page by 10 to 25 ms, so traced runs are never the ones counted.
 *
 *   --runs N         fresh sessions per interaction (default 5)
 *   --report-only    print and save the figures, but exit 0 whatever they are
 *   --out DIR        where the summary and the traces go (default perf-results/interactions)
 *   --only TEXT      only the interactions whose name contains TEXT (repeatable)
 *   --dist DIR       serve this build as it is, without building (to compare two builds)
 *   --video-start    act as soon as the page is quiet, without waiting for a playing video's
 *                    first seconds (see settleVideos)
 *   --no-traces      skip the traced runs (CI, which keeps no trace)
 *   --languages      build a copy of the project given a left-to-right and a right-to-left
 *                    language (scripts/harness/languagesCopy.ts, in a temporary folder) and
 *                    measure every interaction in each of its three languages; with --dist, that
 *                    build must be such a copy's
 *
 * Runs go round the interactions (each once, then each again, ...), so that a machine growing
 * busier or quieter weighs on all of them alike.
 */
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { defaultContent, type SiteContent } from '../../src/content/siteContent.ts';
import { defaultLanguage, inLanguage, type Language } from '../../src/language.ts';
import { navigationIn, routeIds, routePaths, type RouteId } from '../../src/routes.ts';
import { runNpmBuild } from '../../server/http/ensureBuild.ts';
import { summaryNamed } from '../../e2e/support/locators.ts';
import { assertChromiumInstalled, chromeFlags, chromePath } from '../harness/chromium.ts';
import { copyContent, copyLanguages, makeLanguagesCopy } from '../harness/languagesCopy.ts';
import { projectRoot, startServer } from '../harness/serverProcess.ts';
import {
  cpuSlowdown,
  formatInteractionTable,
  interactionDuration,
  interactionLimitMs,
  interactionPlan,
  limitFailures,
  slowestPhases,
  summarize,
  traceFileName,
  viewports,
  type EventEntry,
  type Interaction,
  type Phases,
} from './interactionReport.ts';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'report-only': { type: 'boolean', default: false },
    out: { type: 'string', default: join('perf-results', 'interactions') },
    only: { type: 'string', multiple: true },
    dist: { type: 'string' },
    'video-start': { type: 'boolean', default: false },
    'no-traces': { type: 'boolean', default: false },
    languages: { type: 'boolean', default: false },
  },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number above 0');

/** The languages measured, each with its words: the default's, or the copy's three. */
const measuredLanguages: { language: Language; content: SiteContent }[] = options.languages
  ? copyLanguages.map((language) => ({ language, content: copyContent(language) }))
  : [{ language: defaultLanguage, content: defaultContent }];
const contentOf = new Map(
  measuredLanguages.map(({ language, content }) => [language.code, content]),
);

/** Every interaction in `language`; a translation's are named with its code as well. */
function planIn(language: Language, { routeText, profile }: SiteContent): Interaction[] {
  const routes = Object.fromEntries(
    routeIds.map((id) => [
      id,
      { path: inLanguage(language, routePaths[id].path), title: routeText.pages[id].title },
    ]),
  ) as Record<RouteId, { path: string; title: string }>;
  const plan = interactionPlan({
    navigation: navigationIn(routeText.navLabels),
    routes,
    formRoute: 'contact',
    buttonRoute: 'about',
    typedText: profile.brandName.replace(/\W/g, '').slice(0, 3),
  });
  if (language === defaultLanguage) return plan;
  return plan.map((interaction) => ({
    ...interaction,
    name: `${interaction.name} [${language.code}]`,
    language: language.code,
  }));
}

const plan = measuredLanguages
  .flatMap(({ language, content }) => planIn(language, content))
  .filter(({ name }) => !options.only || options.only.some((text) => name.includes(text)));
if (plan.length === 0) throw new Error(`No interaction's name contains ${options.only}`);

/**
 * What Chromium's performance panel records (tasks, events, style, layout, paint, frames, the
 * functions called), without its JavaScript sampling and stacks: those slow the page down by a
 * good part of what is measured.
 */
const TRACE_CATEGORIES = [
  '-*',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'toplevel',
  'v8.execute',
  'blink.user_timing',
  'latencyInfo',
];

assertChromiumInstalled();
const dataDir = await mkdtemp(join(tmpdir(), 'portfolio-interactions-'));
// With --languages, a build of the copy of its own, so that dist/ stays this project's site.
const distDir = options.dist
  ? resolve(options.dist)
  : options.languages
    ? join(dataDir, 'dist')
    : join(projectRoot, 'dist');
if (!options.dist && options.languages) {
  const copy = join(dataDir, 'project');
  await makeLanguagesCopy(copy);
  runNpmBuild({ DIST_DIR: distDir }, copy);
} else if (!options.dist && (await buildIsStale(distDir))) {
  runNpmBuild();
}

const outDir = resolve(options.out);
const traceDir = join(outDir, 'traces');
await mkdir(traceDir, { recursive: true });
const server = await startServer({ DATA_DIR: join(dataDir, 'data'), DIST_DIR: distDir });
const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });

interface Measured {
  runsMs: number[];
  phases: (Phases | undefined)[];
}
const measured = new Map<Interaction, Measured>(
  plan.map((interaction) => [interaction, { runsMs: [], phases: [] }]),
);
try {
  for (let run = 1; run <= runs; run += 1) {
    for (const interaction of plan) {
      const record = measured.get(interaction) as Measured;
      const { entries } = await measureWithRetry(browser, server.url, interaction, false);
      const durationMs = interactionDuration(entries);
      record.runsMs.push(durationMs);
      record.phases.push(slowestPhases(entries));
      console.log(`${interaction.name} (run ${run} of ${runs}): ${durationMs || '< 16'} ms`);
    }
  }
  for (const interaction of options['no-traces'] ? [] : plan) {
    const { entries, trace } = await measureWithRetry(browser, server.url, interaction, true);
    await writeFile(join(traceDir, traceFileName(interaction.name)), trace ?? '');
    const durationMs = interactionDuration(entries);
    console.log(`${interaction.name} (traced, not counted): ${durationMs || '< 16'} ms`);
  }
} finally {
  await browser.close();
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}

const results = plan.map((interaction) =>
  summarize(interaction.name, (measured.get(interaction) as Measured).runsMs),
);
const failures = limitFailures(results);
await writeFile(
  join(outDir, 'summary.json'),
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      chromium: chromePath,
      cpuSlowdown,
      runsPerInteraction: runs,
      waitedForVideoStart: !options['video-start'],
      limitMs: interactionLimitMs,
      interactions: plan.map((interaction, index) => ({
        ...interaction,
        ...results[index],
        phases: measured.get(interaction)?.phases,
        ...(options['no-traces'] ? {} : { trace: join('traces', traceFileName(interaction.name)) }),
      })),
      failures,
    },
    null,
    2,
  )}\n`,
);

console.log(
  `\nLongest Event Timing entry per interaction, ${runs} fresh session(s) each, CPU slowed ${cpuSlowdown}×:\n`,
);
console.log(formatInteractionTable(results));
console.log(
  options['no-traces']
    ? `\nSaved to ${outDir}: summary.json.`
    : `\nSaved to ${outDir}: summary.json, and a traced run of each in traces/.`,
);
if (failures.length === 0) {
  console.log(`Every interaction's median is within ${interactionLimitMs} ms.`);
} else {
  console.log(`\nOver the limit:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
  if (options['report-only']) console.log('(--report-only: not failing the run)');
  else process.exitCode = 1;
}

/** A run that fails (a page that never hydrates, say) is tried once more in a fresh session. */
async function measureWithRetry(
  browser: Browser,
  origin: string,
  interaction: Interaction,
  traced: boolean,
): ReturnType<typeof measureOnce> {
  try {
    return await measureOnce(browser, origin, interaction, traced);
  } catch (error) {
    console.log(`  ${interaction.name} failed (${String(error).split('\n')[0]}); trying again`);
    return measureOnce(browser, origin, interaction, traced);
  }
}

/**
 * One run in a fresh browser context: open the start page, wait until the app has hydrated, the
 * page is quiet and a playing video is past its start, get the interaction ready (open the menu a link is in, say), rest the
 * pointer on its target until the page is quiet again, then do it, traced, and wait for its
 * outcome: the new page's heading focused, the list open, the letters in the field.
 */
async function measureOnce(
  browser: Browser,
  origin: string,
  { viewport, start, action, language = defaultLanguage.code }: Interaction,
  traced: boolean,
): Promise<{ entries: EventEntry[]; trace?: Buffer }> {
  const { ui, profile, routeText } = contentOf.get(language) as SiteContent;
  const context = await browser.newContext({ viewport: viewports[viewport] });
  let tracing = false;
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.addInitScript(recordEventTiming);
    const inFlight = trackRequests(page);
    await page.goto(`${origin}${start}`);
    await waitForHydration(page);
    await quiet(page, inFlight);
    if (!options['video-start']) await settleVideos(page);

    const nav = page.getByRole('navigation', { name: ui.navbar.name });
    const main = page.getByRole('main');
    const menuToggle = summaryNamed(nav, ui.navbar.menu);
    let target: Locator;
    /** Sets the page waiting for the interaction's outcome, as `window.__outcome`. */
    let awaitOutcome: () => Promise<void>;
    switch (action.kind) {
      case 'openDropdown':
        target = summaryNamed(nav, action.label);
        awaitOutcome = () => target.evaluate(awaitExpanded);
        break;
      case 'openMenu':
        target = menuToggle;
        awaitOutcome = () => target.evaluate(awaitExpanded);
        break;
      case 'link': {
        if (viewport === 'phone') await menuToggle.click();
        if (action.dropdown) {
          await summaryNamed(nav, action.dropdown).click();
        }
        target = nav.getByRole('link', { name: action.label, exact: true });
        const heading =
          action.route === 'home' ? profile.greeting : routeText.pages[action.route].title;
        awaitOutcome = () => page.evaluate(awaitHeadingFocus, heading);
        break;
      }
      case 'type': {
        target = main.locator('form').getByRole('textbox').first();
        await target.click();
        awaitOutcome = () => target.evaluate(awaitValue, action.text);
        break;
      }
      case 'mainButton': {
        const summaries = main.locator('details > summary');
        if ((await summaries.count()) !== 1) {
          throw new Error(`${start} needs one disclosure in <main>`);
        }
        target = summaries;
        awaitOutcome = () => target.evaluate(awaitExpanded);
        break;
      }
    }
    await target.hover();
    await quiet(page, inFlight);

    const before = await page.evaluate(() => window.__eventEntries?.length ?? 0);
    if (traced) {
      await browser.startTracing(page, { categories: TRACE_CATEGORIES });
      tracing = true;
    }
    await nextFrame(page);
    await awaitOutcome();
    if (action.kind === 'type') {
      await page.keyboard.type(action.text);
    } else {
      await page.mouse.down();
      await page.mouse.up();
    }
    await page.evaluate(() => window.__outcome);
    // Event Timing reports an interaction once its frame is on screen.
    await nextFrame(page);
    await quiet(page, inFlight);
    const trace = traced ? await browser.stopTracing() : undefined;
    tracing = false;
    const entries = await page.evaluate(
      (from) => (window.__eventEntries ?? []).slice(from),
      before,
    );
    return { entries, trace };
  } finally {
    if (tracing) await browser.stopTracing().catch(() => {});
    await context.close();
  }
}

declare global {
  interface Window {
    __eventEntries?: EventEntry[];
    __outcome?: Promise<void>;
  }
}

/** Runs in the page before its own scripts: keeps every Event Timing entry of 16 ms or more. */
function recordEventTiming() {
  const entries: EventEntry[] = [];
  window.__eventEntries = entries;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      entries.push({
        name: entry.name,
        interactionId: entry.interactionId,
        startTime: entry.startTime,
        duration: entry.duration,
        processingStart: entry.processingStart,
        processingEnd: entry.processingEnd,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/** The page's requests still loading, but media (the hero video streams on). */
function trackRequests(page: Page): Set<string> {
  const inFlight = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() !== 'media') inFlight.add(request.url());
  });
  page.on('requestfinished', (request) => inFlight.delete(request.url()));
  page.on('requestfailed', (request) => inFlight.delete(request.url()));
  return inFlight;
}

/** Until nothing is loading and the main thread has had an idle moment. */
async function quiet(page: Page, inFlight: Set<string>): Promise<void> {
  for (;;) {
    await page.evaluate(
      () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })),
    );
    if (inFlight.size === 0) return;
    const timeout = 1_000;
    await Promise.any([
      page.waitForEvent('requestfinished', { timeout }),
      page.waitForEvent('requestfailed', { timeout }),
    ]).catch(() => {});
  }
}

/**
 * Until every playing video has played its first seconds. Chromium shows a video's controls when
 * they are turned on (the hero video gets them once it plays) and fades them out about a second
 * later, redrawing them every frame meanwhile: an interaction in that window pays for those
 * frames (10 to 20 ms more, at 4× slowdown). That is the page still starting, as hydration is.
 */
async function settleVideos(page: Page): Promise<void> {
  await page.waitForFunction(
    (seconds) =>
      [...document.querySelectorAll('video')].every(
        (video) => video.paused || video.currentTime >= seconds,
      ),
    2,
    { polling: 250, timeout: 30_000 },
  );
}

/** React has hydrated the navbar and the page's heading, and the navbar's CSS fallbacks are off. */
async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector('nav[data-hydrated]') !== null &&
      [document.querySelector('nav'), document.querySelector('main h1')].every(
        (element) => element && Object.keys(element).some((key) => key.startsWith('__reactFiber')),
      ),
    undefined,
    { polling: 100, timeout: 30_000 },
  );
}

function nextFrame(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))),
      ),
  );
}

/*
 * Outcomes are awaited on events in the page rather than by polling it, which would add work
 * to the frames being measured.
 */

/** Waits for the summary's disclosure to open: its `<details>` gains `open`. */
function awaitExpanded(element: HTMLElement | SVGElement): void {
  const details = element.closest('details');
  window.__outcome = new Promise<void>((resolve) => {
    const observer = new MutationObserver(() => {
      if (!details?.open) return;
      observer.disconnect();
      resolve();
    });
    if (details) observer.observe(details, { attributes: true });
  });
}

function awaitHeadingFocus(name: string): void {
  window.__outcome = new Promise<void>((resolve) => {
    const onFocus = (event: FocusEvent) => {
      const element = event.target;
      if (!(element instanceof HTMLHeadingElement) || element.tagName !== 'H1') return;
      if (element.textContent?.trim() !== name) return;
      document.removeEventListener('focusin', onFocus);
      resolve();
    };
    document.addEventListener('focusin', onFocus);
  });
}

function awaitValue(element: HTMLElement | SVGElement, text: string): void {
  const field = element as HTMLInputElement;
  window.__outcome = new Promise<void>((resolve) => {
    const onInput = () => {
      if (field.value !== text) return;
      field.removeEventListener('input', onInput);
      resolve();
    };
    field.addEventListener('input', onInput);
  });
}

/** A build is stale when it is missing or any source of it changed after it was written. */
async function buildIsStale(dist: string): Promise<boolean> {
  const built = await stat(join(dist, 'index.html')).catch(() => undefined);
  if (!built) return true;
  const sources = [
    'src',
    'theme',
    'public',
    'scripts/build',
    'scripts/vite',
    'index.html',
    'vite.config.ts',
    'package-lock.json',
  ];
  for (const source of sources) {
    if ((await newestChange(join(projectRoot, source))) > built.mtimeMs) return true;
  }
  return false;
}

async function newestChange(path: string): Promise<number> {
  const info = await stat(path).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const children = await readdir(path);
  const times = await Promise.all(children.map((child) => newestChange(join(path, child))));
  return Math.max(info.mtimeMs, ...times);
}
