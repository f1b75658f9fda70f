/**
 * The numbers `npm run perf` reports: what one Lighthouse run measured, the medians of several
 * runs, each route's paint times as ratios to the floor's and its blocking time over the
 * floor's (a page of one heading, measured in the same rounds), the thresholds a route must
 * meet, and the Markdown table the README shows. Beside Lighthouse's figures: how long a page
 * sits painted before the app has hydrated it, read from the page's own timeline, with its
 * medians and table (reported only, held to no threshold).
 */
import { byteBudgets } from '../build/budgetReport.ts';
import { markdownTable } from './markdownTable.ts';

export interface PerfMetrics {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /**
   * The part of the blocking time in long tasks that Lighthouse attributes to the
   * site's own scripts (each task's time over 50 ms). The rest of TBT comes from the browser's
   * own work, such as setting up the page's renderer, which the floor shows too.
   */
  scriptTbtMs: number;
  cls: number;
  /** Over the wire, all resources. */
  transferBytes: number;
  /** Over the wire, scripts only. */
  scriptBytes: number;
}

export type MetricName = keyof PerfMetrics;

/** One route's medians, and in how many runs its first paint came before its app's script. */
export interface RouteResult {
  route: string;
  metrics: PerfMetrics;
  paintedFirst: { runs: number; of: number };
}

/** A route's FCP and LCP divided by the floor's. */
export interface FloorRatios {
  fcpMs: number;
  lcpMs: number;
}

/** How much slower than the floor a route may paint, first and largest. */
export const floorRatioLimit = 1.25;

/**
 * How much more blocking time than the floor a route may have. The floor runs no script, yet
 * its TBT swings from run to run with the browser's own work (setting up the renderer, with
 * the server's security headers), which every route carries too: a route is judged by what it
 * adds to that, measured in the same rounds, by the same server.
 */
export const tbtOverFloorLimitMs = 10;

interface Threshold {
  metric: MetricName;
  /** `min`: the median must be at least the limit; `max`: at most. */
  kind: 'min' | 'max';
  limit: number;
  /** A count of bytes: the same on a busy machine as on an idle one (see byteBudgetFailures). */
  bytes?: true;
}

export const thresholds: readonly Threshold[] = [
  { metric: 'performance', kind: 'min', limit: 100 },
  { metric: 'accessibility', kind: 'min', limit: 100 },
  { metric: 'bestPractices', kind: 'min', limit: 100 },
  { metric: 'seo', kind: 'min', limit: 100 },
  // What Lighthouse attributes to the site's own scripts: none of it may block.
  { metric: 'scriptTbtMs', kind: 'max', limit: 0 },
  { metric: 'cls', kind: 'max', limit: 0.01 },
  { metric: 'scriptBytes', kind: 'max', limit: byteBudgets.scriptTransfer, bytes: true },
];

/** The subset of a Lighthouse result this report reads. */
export interface LighthouseResultLike {
  /** The page Lighthouse measured. */
  requestedUrl?: string;
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
}

export function metricsOf(lhr: LighthouseResultLike): PerfMetrics {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse reported no value for ${id}`);
    return value;
  };
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    scriptTbtMs: scriptBlockingTime(lhr),
    cls: numeric('cumulative-layout-shift'),
    transferBytes: numeric('total-byte-weight'),
    scriptBytes: scriptTransferSize(lhr),
  };
}

function scriptTransferSize(lhr: LighthouseResultLike): number {
  const script = detailItems(lhr, 'resource-summary').find(
    (item) => item.resourceType === 'script',
  );
  return typeof script?.transferSize === 'number' ? script.transferSize : 0;
}

/** A long task blocks the main thread for whatever it lasts beyond this. */
const BLOCKING_THRESHOLD_MS = 50;

function scriptBlockingTime(lhr: LighthouseResultLike): number {
  const origin = lhr.requestedUrl ? new URL(lhr.requestedUrl).origin : undefined;
  const isSiteScript = (url: unknown) => {
    const parsed = typeof url === 'string' ? URL.parse(url) : null;
    return origin !== undefined && parsed?.origin === origin && parsed.pathname.endsWith('.js');
  };
  return detailItems(lhr, 'long-tasks')
    .filter((task) => isSiteScript(task.url) && typeof task.duration === 'number')
    .reduce((sum, task) => sum + Math.max(0, Number(task.duration) - BLOCKING_THRESHOLD_MS), 0);
}

/** The rows of an audit's details table, or none. */
function detailItems(lhr: LighthouseResultLike, auditId: string): Record<string, unknown>[] {
  const details = lhr.audits[auditId]?.details;
  const items: unknown =
    typeof details === 'object' && details !== null && 'items' in details ? details.items : [];
  return Array.isArray(items)
    ? items.filter(
        (item): item is Record<string, unknown> => typeof item === 'object' && item !== null,
      )
    : [];
}

/** The median of each metric on its own (runs disagree on which run is "typical"). */
export function medianMetrics(runs: readonly PerfMetrics[]): PerfMetrics {
  if (runs.length === 0) throw new Error('No Lighthouse runs to summarise');
  return medianOfEach(runs);
}

function medianOfEach<T extends Record<keyof T, number>>(runs: readonly T[]): T {
  const first = runs[0] as T;
  const result = { ...first };
  for (const key of Object.keys(first) as (keyof T)[]) {
    result[key] = median(runs.map((run) => run[key])) as T[keyof T];
  }
  return result;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export function floorRatios(metrics: PerfMetrics, floor: PerfMetrics): FloorRatios {
  return { fcpMs: metrics.fcpMs / floor.fcpMs, lcpMs: metrics.lcpMs / floor.lcpMs };
}

/** How much more blocking time a route had than the floor (negative when less). */
export function tbtOverFloor(metrics: PerfMetrics, floor: PerfMetrics): number {
  return metrics.tbtMs - floor.tbtMs;
}

/** One sentence per threshold the route misses; empty when it passes. */
export function thresholdFailures(result: RouteResult, floor: PerfMetrics): string[] {
  const { metrics, paintedFirst } = result;
  const ratios = floorRatios(metrics, floor);
  return [
    ...missed(thresholds, metrics),
    ...(tbtOverFloor(metrics, floor) > tbtOverFloorLimitMs
      ? [
          `TBT ${format('tbtMs', metrics.tbtMs)} is ${format('tbtMs', tbtOverFloor(metrics, floor))} above the floor's ${format('tbtMs', floor.tbtMs)}, more than ${format('tbtMs', tbtOverFloorLimitMs)}`,
        ]
      : []),
    ...(['fcpMs', 'lcpMs'] as const)
      .filter((metric) => ratios[metric] > floorRatioLimit)
      .map(
        (metric) =>
          `${labels[metric]} is ${ratio(ratios[metric])} the floor's, above ${ratio(floorRatioLimit)}`,
      ),
    ...(paintedFirst.runs < paintedFirst.of
      ? [
          `the app's script started before the first paint in ${paintedFirst.of - paintedFirst.runs} of ${paintedFirst.of} runs`,
        ]
      : []),
  ];
}

/**
 * The byte budgets the route misses, out of its threshold failures: scores and times swing with
 * what else a machine runs, bytes do not, so these fail a `--report-only` run too.
 */
export function byteBudgetFailures(result: RouteResult): string[] {
  return missed(
    thresholds.filter(({ bytes }) => bytes),
    result.metrics,
  );
}

function missed(checked: readonly Threshold[], metrics: PerfMetrics): string[] {
  return checked
    .filter(({ metric, kind, limit }) =>
      kind === 'min' ? metrics[metric] < limit : metrics[metric] > limit,
    )
    .map(
      ({ metric, kind, limit }) =>
        `${labels[metric]} ${format(metric, metrics[metric])} is ${kind === 'min' ? 'below' : 'above'} ${format(metric, limit)}`,
    );
}

const labels: Record<MetricName, string> = {
  performance: 'Perf',
  accessibility: 'A11y',
  bestPractices: 'Best pr.',
  seo: 'SEO',
  fcpMs: 'FCP',
  lcpMs: 'LCP',
  tbtMs: 'TBT',
  scriptTbtMs: 'Site JS TBT',
  cls: 'CLS',
  transferBytes: 'Transfer',
  scriptBytes: 'Script',
};

function format(metric: MetricName, value: number): string {
  switch (metric) {
    case 'fcpMs':
    case 'lcpMs':
      return `${(value / 1000).toFixed(2)} s`;
    case 'tbtMs':
    case 'scriptTbtMs':
      return `${Math.round(value)} ms`;
    case 'cls':
      return value.toFixed(3);
    case 'transferBytes':
    case 'scriptBytes':
      return `${(value / 1024).toFixed(1)} KB`;
    default:
      return String(Math.round(value));
  }
}

const ratio = (value: number) => `${value.toFixed(2)}×`;

/** `+12 ms`, `−3 ms`, `0 ms`. */
function difference(ms: number): string {
  const rounded = Math.round(ms);
  if (rounded === 0) return '0 ms';
  return `${rounded > 0 ? '+' : '−'}${Math.abs(rounded)} ms`;
}

/**
 * A Markdown table: the floor first, then one row per route, one column per metric, with FCP
 * and LCP also as ratios to the floor's, and TBT also as the difference from the floor's.
 */
export function formatTable(results: readonly RouteResult[], floor: PerfMetrics): string {
  const metricNames = Object.keys(labels) as MetricName[];
  const header = ['Route', ...metricNames.map((metric) => labels[metric])];
  header.splice(header.indexOf(labels.fcpMs) + 1, 0, 'FCP ÷ floor');
  header.splice(header.indexOf(labels.lcpMs) + 1, 0, 'LCP ÷ floor');
  header.splice(header.indexOf(labels.tbtMs) + 1, 0, 'TBT − floor');
  header.push('Paint first');
  const row = (route: string, metrics: PerfMetrics, paintFirst: string) => {
    const ratios = floorRatios(metrics, floor);
    return [
      route,
      ...metricNames.flatMap((metric) => [
        format(metric, metrics[metric]),
        ...(metric === 'fcpMs' || metric === 'lcpMs' ? [ratio(ratios[metric])] : []),
        ...(metric === 'tbtMs' ? [difference(tbtOverFloor(metrics, floor))] : []),
      ]),
      paintFirst,
    ];
  };
  const body = [
    row('(floor)', floor, '–'),
    ...results.map(({ route, metrics, paintedFirst: { runs, of } }) =>
      row(route, metrics, runs === of ? 'yes' : `no (${of - runs} of ${of})`),
    ),
  ];
  return markdownTable(header, body);
}

/** One page's TBT in each of its runs, in the order they were measured. */
export interface PageRuns {
  page: string;
  tbtMs: readonly number[];
}

/**
 * A Markdown table of TBT run by run: the floor first, then each route, and in how many runs a
 * route stayed within the limit over the floor's run of the same round. Runs go round the
 * pages, so one column is one round, and a route's blocking time is read beside the floor's in
 * that round.
 */
export function formatRunTable(floorRuns: readonly number[], routes: readonly PageRuns[]): string {
  const rounds = Math.max(floorRuns.length, ...routes.map(({ tbtMs }) => tbtMs.length));
  const header = [
    'Page',
    ...Array.from({ length: rounds }, (_, round) => `Run ${round + 1}`),
    `Runs ≤ floor + ${format('tbtMs', tbtOverFloorLimitMs)}`,
  ];
  const cells = (tbtMs: readonly number[]) =>
    Array.from({ length: rounds }, (_, round) => {
      const value = tbtMs[round];
      return value === undefined ? '–' : format('tbtMs', value);
    });
  const within = (tbtMs: readonly number[]) => {
    const compared = tbtMs.flatMap((value, round) => {
      const floorValue = floorRuns[round];
      return floorValue === undefined ? [] : [value - floorValue <= tbtOverFloorLimitMs];
    });
    return `${compared.filter(Boolean).length} of ${compared.length}`;
  };
  return markdownTable(header, [
    ['(floor)', ...cells(floorRuns), '–'],
    ...routes.map(({ page, tbtMs }) => [page, ...cells(tbtMs), within(tbtMs)]),
  ]);
}

/**
 * The User Timing marks the app leaves once React has hydrated the navbar and the page: the
 * names of hydrationMarkName in src/hooks/useHydrationMark.ts, spelled out here because
 * scripts/ may not import the app's hooks (see the import boundaries in eslint.config.js).
 */
export const hydrationMarks = ['hydrated:navbar', 'hydrated:main'] as const;

/** How long a page sat painted before the app had hydrated it: one run's, or medians. */
export interface HydrationTiming {
  /** From the start of the navigation to the first contentful paint. */
  fcpMs: number;
  /** From the start of the navigation to the later of the two hydration marks. */
  hydratedMs: number;
  /** Painted but not yet run by the app: hydratedMs − fcpMs. */
  fcpToHydratedMs: number;
}

/** The part of a PerformanceEntry that hydrationTimingOf reads. */
export interface TimelineEntry {
  name: string;
  entryType: string;
  startTime: number;
}

/**
 * A run's hydration timing from the page's performance entries: the `first-contentful-paint`
 * paint entry and both hydration marks. Of a mark left more than once, the first counts: later
 * ones come from later renders, not from the page's hydration. Refuses a timeline that lacks an
 * entry rather than reporting a time the page never had.
 */
export function hydrationTimingOf(entries: readonly TimelineEntry[]): HydrationTiming {
  const earliest = (name: string, entryType: string) => {
    const times = entries
      .filter((entry) => entry.name === name && entry.entryType === entryType)
      .map((entry) => entry.startTime);
    if (times.length === 0) throw new Error(`The page's timeline has no ${entryType} ${name}`);
    return Math.min(...times);
  };
  const fcpMs = earliest('first-contentful-paint', 'paint');
  const hydratedMs = Math.max(...hydrationMarks.map((name) => earliest(name, 'mark')));
  return { fcpMs, hydratedMs, fcpToHydratedMs: hydratedMs - fcpMs };
}

/**
 * The median of each figure on its own: FCP → hydrated is the median of the runs' own
 * differences, which is what a visitor waits, not the difference of the two other medians.
 */
export function medianHydration(runs: readonly HydrationTiming[]): HydrationTiming {
  if (runs.length === 0) throw new Error('No hydration runs to summarise');
  return medianOfEach(runs);
}

/** A Markdown table: one row per page, its FCP, hydration and the time between, in ms. */
export function formatHydrationTable(
  pages: readonly { page: string; timing: HydrationTiming }[],
): string {
  const ms = (value: number) => `${Math.round(value)} ms`;
  return markdownTable(
    ['Page', 'FCP', 'Hydrated', 'FCP → hydrated'],
    pages.map(({ page, timing }) => [
      page,
      ms(timing.fcpMs),
      ms(timing.hydratedMs),
      ms(timing.fcpToHydratedMs),
    ]),
  );
}
