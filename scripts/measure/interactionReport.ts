/**
 * The numbers `npm run perf:interactions` reports: which interactions it measures (read from
 * the route table, so a new page or navbar entry is measured without an edit here), how long
 * one interaction took from its Event Timing entries, the median and worst of several runs,
 * the limit, and the Markdown table it prints.
 */
import type { NavEntry, NavItem, RouteId } from '../../src/routes.ts';
import { markdownTable } from './markdownTable.ts';

/** The longest an interaction may take until the next frame, median of its runs. */
export const interactionLimitMs = 50;

/** Chromium's CPU slowed this many times, for a phone's main thread on a developer's machine. */
export const cpuSlowdown = 4;

/** The two windows the interactions run in: the navbar's full row, and its collapsed menu. */
export const viewports = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 375, height: 812 },
} as const;

export type ViewportName = keyof typeof viewports;

/** What the visitor does, in the words of the table. */
export type Action =
  /** Opens the navbar's dropdown with its button. */
  | { kind: 'openDropdown'; label: string }
  /** Opens the collapsed navbar's menu with its toggle. */
  | { kind: 'openMenu' }
  /** Follows a navbar link to `route`: at the top level, or inside the dropdown `dropdown`. */
  | { kind: 'link'; route: RouteId; label: string; dropdown?: string }
  /** Types `text` into the first field of the page's form, one key at a time. */
  | { kind: 'type'; text: string }
  /** Presses the one button of the page's main content (About's "View more"). */
  | { kind: 'mainButton' };

export interface Interaction {
  /** The table's row: what the visitor does, and at which width. */
  name: string;
  viewport: ViewportName;
  /** Where the visitor starts: a path of the site. */
  start: string;
  action: Action;
  /** The language tag of the pages, when not the default language's. */
  language?: string;
}

interface SiteMap {
  navigation: readonly NavEntry[];
  routes: Record<RouteId, { path: string; title: string }>;
  /** The page with the contact form, and the one with a "View more" button. */
  formRoute: RouteId;
  buttonRoute: RouteId;
  /** A few letters a visitor might type, from the content. */
  typedText: string;
}

/**
 * Every interaction to measure: opening the dropdown and every navbar and dropdown link at
 * desktop width; opening the menu and every link in it at a phone's width; typing into the
 * contact form; About's "View more". A link is followed from the home page, or, for the link
 * to the home page, from the navbar's next page.
 */
export function interactionPlan(site: SiteMap): Interaction[] {
  const home = site.routes.home.path;
  const links = site.navigation.flatMap((entry): (NavItem & { dropdown?: string })[] =>
    entry.kind === 'link'
      ? [{ route: entry.route, label: entry.label }]
      : entry.items.map((item) => ({ ...item, dropdown: entry.label })),
  );
  const other = links.find((link) => site.routes[link.route].path !== home);
  if (!other) throw new Error('The navbar needs a link to a page other than home');
  const startFor = (route: RouteId) =>
    site.routes[route].path === home ? site.routes[other.route].path : home;
  const linkAction = ({ route, label, dropdown }: (typeof links)[number]): Action => ({
    kind: 'link',
    route,
    label,
    ...(dropdown !== undefined && { dropdown }),
  });
  const dropdowns = site.navigation.flatMap((entry) =>
    entry.kind === 'dropdown' ? [entry.label] : [],
  );
  const { desktop, phone } = viewports;

  return [
    ...dropdowns.map((label): Interaction => ({
      name: `open the ${label} dropdown (${desktop.width} px)`,
      viewport: 'desktop',
      start: home,
      action: { kind: 'openDropdown', label },
    })),
    ...links.map((link): Interaction => ({
      name: `${link.dropdown ? 'dropdown' : 'navbar'} link: ${link.label} (${desktop.width} px)`,
      viewport: 'desktop',
      start: startFor(link.route),
      action: linkAction(link),
    })),
    {
      name: `${site.routes[site.formRoute].title}: type ${site.typedText.length} letters in the first field (${desktop.width} px)`,
      viewport: 'desktop',
      start: site.routes[site.formRoute].path,
      action: { kind: 'type', text: site.typedText },
    },
    {
      name: `${site.routes[site.buttonRoute].title}: View more (${desktop.width} px)`,
      viewport: 'desktop',
      start: site.routes[site.buttonRoute].path,
      action: { kind: 'mainButton' },
    },
    {
      name: `open the menu (${phone.width} px)`,
      viewport: 'phone',
      start: home,
      action: { kind: 'openMenu' },
    },
    ...links.map((link): Interaction => ({
      name: `menu link: ${link.label} (${phone.width} px)`,
      viewport: 'phone',
      start: startFor(link.route),
      action: linkAction(link),
    })),
  ];
}

/** What the page's PerformanceObserver recorded of one event (`event` entries). */
export interface EventEntry {
  name: string;
  /** 0 for events that are no interaction (pointerover, say). */
  interactionId: number;
  startTime: number;
  /** From the event's time stamp to the next frame after its handlers, rounded to 8 ms. */
  duration: number;
  processingStart: number;
  processingEnd: number;
}

/**
 * How long the slowest interaction among `entries` took: the longest entry of each
 * interaction (its events share an interactionId), and of those the longest. Typing three
 * letters is three interactions; the slowest counts. 0 when nothing took 16 ms or more, the
 * least that the browser reports.
 */
export function interactionDuration(entries: readonly EventEntry[]): number {
  const longest = new Map<number, number>();
  for (const entry of entries) {
    if (entry.interactionId === 0) continue;
    longest.set(
      entry.interactionId,
      Math.max(longest.get(entry.interactionId) ?? 0, entry.duration),
    );
  }
  return Math.max(0, ...longest.values());
}

/**
 * Where the slowest interaction's time went, in the three parts INP is made of: from the input
 * to its first handler, the handlers of all its events, and from the last handler to the frame.
 */
export interface Phases {
  inputDelay: number;
  processing: number;
  presentation: number;
}

export function slowestPhases(entries: readonly EventEntry[]): Phases | undefined {
  const byInteraction = Map.groupBy(
    entries.filter((entry) => entry.interactionId !== 0),
    (entry) => entry.interactionId,
  );
  let slowest: EventEntry[] = [];
  let slowestMs = -1;
  for (const group of byInteraction.values()) {
    const longest = Math.max(...group.map((entry) => entry.duration));
    if (longest > slowestMs) [slowest, slowestMs] = [group, longest];
  }
  if (slowest.length === 0) return undefined;
  const start = Math.min(...slowest.map((entry) => entry.startTime));
  const end = Math.max(...slowest.map((entry) => entry.startTime + entry.duration));
  const processingStart = Math.min(...slowest.map((entry) => entry.processingStart));
  const processingEnd = Math.max(...slowest.map((entry) => entry.processingEnd));
  return {
    inputDelay: Math.round(processingStart - start),
    processing: Math.round(processingEnd - processingStart),
    presentation: Math.round(end - processingEnd),
  };
}

/** One interaction's runs and what they add up to. */
export interface InteractionResult {
  name: string;
  /** Each run's duration, in the order measured. */
  runsMs: number[];
  medianMs: number;
  worstMs: number;
  /** Which run was the worst (0-based). */
  worstRun: number;
}

export function summarize(name: string, runsMs: readonly number[]): InteractionResult {
  if (runsMs.length === 0) throw new Error(`No runs of ${name} to summarise`);
  const worstMs = Math.max(...runsMs);
  return {
    name,
    runsMs: [...runsMs],
    medianMs: median(runsMs),
    worstMs,
    worstRun: runsMs.indexOf(worstMs),
  };
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('No values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** One sentence per interaction whose median is over the limit; empty when all are within. */
export function limitFailures(
  results: readonly InteractionResult[],
  limitMs = interactionLimitMs,
): string[] {
  return results
    .filter((result) => result.medianMs > limitMs)
    .map((result) => `${result.name}: median ${ms(result.medianMs)} is above ${ms(limitMs)}`);
}

/** A value as the browser reports it: anything under 16 ms is reported as nothing. */
function ms(value: number): string {
  return value === 0 ? '< 16 ms' : `${Math.round(value)} ms`;
}

/** A Markdown table: one row per interaction, its median, worst and every run. */
export function formatInteractionTable(
  results: readonly InteractionResult[],
  limitMs = interactionLimitMs,
): string {
  const header = ['Interaction', 'Median', 'Worst', 'Runs', `≤ ${limitMs} ms`];
  const body = results.map((result) => [
    result.name,
    ms(result.medianMs),
    ms(result.worstMs),
    result.runsMs.map((value) => (value === 0 ? '<16' : String(Math.round(value)))).join(' '),
    result.medianMs <= limitMs ? 'yes' : 'NO',
  ]);
  return markdownTable(header, body);
}

/** A file name for an interaction's trace: its name in lower case, words joined by dashes. */
export function traceFileName(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug}.json`;
}
