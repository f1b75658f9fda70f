import { describe, expect, it } from 'vitest';
import { byteBudgets } from '../build/budgetReport.ts';
import {
  byteBudgetFailures,
  formatHydrationTable,
  formatRunTable,
  formatTable,
  hydrationTimingOf,
  medianHydration,
  medianMetrics,
  metricsOf,
  thresholdFailures,
  type PerfMetrics,
  type RouteResult,
} from './perfReport.ts';

const passing: PerfMetrics = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 900,
  lcpMs: 1200,
  tbtMs: 20,
  scriptTbtMs: 0,
  cls: 0,
  transferBytes: 120 * 1024,
  scriptBytes: 70 * 1024,
};

describe('metricsOf', () => {
  it('reads scores as percentages and the metrics from the audits', () => {
    const audits = {
      'first-contentful-paint': { numericValue: 900 },
      'largest-contentful-paint': { numericValue: 1200 },
      'total-blocking-time': { numericValue: 20 },
      'cumulative-layout-shift': { numericValue: 0.001 },
      'total-byte-weight': { numericValue: 150_000 },
      'resource-summary': {
        details: {
          items: [
            { resourceType: 'total', transferSize: 150_000 },
            { resourceType: 'script', transferSize: 72_000 },
          ],
        },
      },
      'long-tasks': {
        details: {
          items: [
            { url: 'Unattributable', duration: 120 },
            { url: 'https://me.example/about', duration: 70 },
            { url: 'https://me.example/assets/index-abc.js', duration: 80 },
            { url: 'https://me.example/assets/index-abc.js', duration: 40 },
            { url: 'https://cdn.example/widget.js', duration: 90 },
          ],
        },
      },
    };
    const categories = {
      performance: { score: 0.99 },
      accessibility: { score: 1 },
      'best-practices': { score: 0.96 },
      seo: { score: 1 },
    };
    const requestedUrl = 'https://me.example/about';
    expect(metricsOf({ requestedUrl, categories, audits })).toEqual({
      performance: 99,
      accessibility: 100,
      bestPractices: 96,
      seo: 100,
      fcpMs: 900,
      lcpMs: 1200,
      tbtMs: 20,
      // Only the site's own script counts, and only the 30 ms its 80 ms task lasts over 50.
      scriptTbtMs: 30,
      cls: 0.001,
      transferBytes: 150_000,
      scriptBytes: 72_000,
    });
  });

  it('refuses a result that lacks a metric rather than reporting zero', () => {
    expect(() => metricsOf({ categories: {}, audits: {} })).toThrow(/first-contentful-paint/);
  });
});

describe('medianMetrics', () => {
  it('takes the median of each metric on its own', () => {
    const runs = [
      { ...passing, performance: 97, lcpMs: 1400 },
      { ...passing, performance: 100, lcpMs: 1100 },
      { ...passing, performance: 99, lcpMs: 1600 },
    ];
    expect(medianMetrics(runs)).toMatchObject({ performance: 99, lcpMs: 1400 });
  });

  it('averages the middle two of an even count', () => {
    expect(medianMetrics([passing, { ...passing, tbtMs: 40 }]).tbtMs).toBe(30);
  });
});

const floor: PerfMetrics = {
  ...passing,
  fcpMs: 800,
  lcpMs: 1000,
  tbtMs: 0,
  transferBytes: 1024,
  scriptBytes: 0,
};
const route = (metrics: Partial<PerfMetrics>, paintedFirst = { runs: 3, of: 3 }): RouteResult => ({
  route: '/about',
  metrics: { ...passing, tbtMs: 5, ...metrics },
  paintedFirst,
});

describe('thresholdFailures', () => {
  it('passes a route that meets every threshold, limits included', () => {
    expect(
      thresholdFailures(
        route({
          performance: 100,
          fcpMs: floor.fcpMs * 1.25,
          lcpMs: floor.lcpMs * 1.25,
          tbtMs: 10,
          scriptTbtMs: 0,
        }),
        floor,
      ),
    ).toEqual([]);
  });

  it('names each threshold missed', () => {
    expect(
      thresholdFailures(
        route({
          performance: 97,
          seo: 92,
          tbtMs: 11,
          scriptTbtMs: 3,
          cls: 0.02,
          scriptBytes: byteBudgets.scriptTransfer + 1024,
        }),
        floor,
      ),
    ).toEqual([
      'Perf 97 is below 100',
      'SEO 92 is below 100',
      'Site JS TBT 3 ms is above 0 ms',
      'CLS 0.020 is above 0.010',
      'Script 91.0 KB is above 90.0 KB',
      "TBT 11 ms is 11 ms above the floor's 0 ms, more than 10 ms",
    ]);
  });

  it('holds each page to 90 KB of script transfer, and fails --report-only runs on it alone', () => {
    const overBudget = route({ performance: 90, tbtMs: 500, scriptBytes: 90 * 1024 + 1 });
    expect(thresholdFailures(overBudget, floor)).toContain('Script 90.0 KB is above 90.0 KB');
    // Scores and times swing with a busy machine, bytes do not: only the budget is named.
    expect(byteBudgetFailures(overBudget)).toEqual(['Script 90.0 KB is above 90.0 KB']);
    expect(byteBudgetFailures(route({ performance: 90, scriptBytes: 90 * 1024 }))).toEqual([]);
  });

  it("holds TBT to the floor's, measured in the same rounds by the same server", () => {
    // The floor's own blocking time (the browser's work, with no script) is carried by every
    // route: 60 ms over an idle floor fails, the same 60 ms over a floor of 55 ms passes.
    expect(thresholdFailures(route({ tbtMs: 60 }), { ...floor, tbtMs: 0 })).toEqual([
      "TBT 60 ms is 60 ms above the floor's 0 ms, more than 10 ms",
    ]);
    expect(thresholdFailures(route({ tbtMs: 60 }), { ...floor, tbtMs: 55 })).toEqual([]);
    expect(thresholdFailures(route({ tbtMs: 65 }), { ...floor, tbtMs: 55 })).toEqual([]);
    expect(thresholdFailures(route({ tbtMs: 66 }), { ...floor, tbtMs: 55 })).toEqual([
      "TBT 66 ms is 11 ms above the floor's 55 ms, more than 10 ms",
    ]);
    // A route below the floor passes.
    expect(thresholdFailures(route({ tbtMs: 0 }), { ...floor, tbtMs: 40 })).toEqual([]);
  });

  it("fails any blocking time of the site's own scripts, whatever the floor's", () => {
    expect(
      thresholdFailures(route({ tbtMs: 60, scriptTbtMs: 1 }), { ...floor, tbtMs: 60 }),
    ).toEqual(['Site JS TBT 1 ms is above 0 ms']);
  });

  it("holds FCP and LCP to the floor's, measured in the same run", () => {
    expect(thresholdFailures(route({ fcpMs: 1010, lcpMs: 1300 }), floor)).toEqual([
      "FCP is 1.26× the floor's, above 1.25×",
      "LCP is 1.30× the floor's, above 1.25×",
    ]);
    // The same times pass against a slower floor: a busy machine slows both.
    expect(
      thresholdFailures(route({ fcpMs: 1010, lcpMs: 1300 }), { ...floor, fcpMs: 900, lcpMs: 1100 }),
    ).toEqual([]);
  });

  it("fails a route whose app's script started before its first paint in any run", () => {
    expect(thresholdFailures(route({}, { runs: 2, of: 3 }), floor)).toEqual([
      "the app's script started before the first paint in 1 of 3 runs",
    ]);
  });
});

describe('formatTable', () => {
  it('prints a Markdown table: the floor, then a row per route with ratios to the floor', () => {
    const table = formatTable([route({}), route({}, { runs: 1, of: 3 })], floor).split('\n');
    expect(table).toHaveLength(5);
    expect(table[0]).toMatch(
      /^\| Route +\| Perf \| A11y \| Best pr\. \| SEO \| FCP +\| FCP ÷ floor \| LCP +\| LCP ÷ floor \| TBT +\| TBT − floor \| Site JS TBT \| CLS +\| Transfer +\| Script +\| Paint first \|$/,
    );
    expect(table[2]).toMatch(
      /^\| \(floor\) +\| 100 +\| 100 +\| 100 +\| 100 \| 0\.80 s \| 1\.00× +\| 1\.00 s \| 1\.00× +\| 0 ms +\| 0 ms +\|/,
    );
    expect(table[3]).toMatch(
      /^\| \/about +\| 100 +\| 100 +\| 100 +\| 100 \| 0\.90 s \| 1\.13× +\| 1\.20 s \| 1\.20× +\| 5 ms +\| \+5 ms +\| 0 ms +\| 0\.000 \| 120\.0 KB \| 70\.0 KB \| yes +\|$/,
    );
    expect(table[4]).toMatch(/\| no \(2 of 3\) \|$/);
  });
});

describe('formatRunTable', () => {
  it("prints each page's TBT run by run, the floor first, and the runs within the floor's + 10 ms", () => {
    const table = formatRunTable(
      [0, 40, 9.6],
      [
        { page: '/', tbtMs: [10, 51, 19] },
        { page: '/about', tbtMs: [3] },
      ],
    ).split('\n');
    expect(table).toEqual([
      '| Page    | Run 1 | Run 2 | Run 3 | Runs ≤ floor + 10 ms |',
      '| ------- | ----- | ----- | ----- | -------------------- |',
      '| (floor) | 0 ms  | 40 ms | 10 ms | –                    |',
      '| /       | 10 ms | 51 ms | 19 ms | 2 of 3               |',
      '| /about  | 3 ms  | –     | –     | 1 of 1               |',
    ]);
  });
});

describe('hydrationTimingOf', () => {
  const paint = (name: string, startTime: number) => ({ name, entryType: 'paint', startTime });
  const mark = (name: string, startTime: number) => ({ name, entryType: 'mark', startTime });

  it('times hydration by the later of the two marks, from the first contentful paint', () => {
    expect(
      hydrationTimingOf([
        paint('first-paint', 280),
        paint('first-contentful-paint', 300.4),
        mark('hydrated:main', 910),
        mark('hydrated:navbar', 760),
      ]),
    ).toEqual({ fcpMs: 300.4, hydratedMs: 910, fcpToHydratedMs: 609.6 });
  });

  it("counts a mark's first entry, not one left by a later render", () => {
    expect(
      hydrationTimingOf([
        paint('first-contentful-paint', 300),
        mark('hydrated:navbar', 2400),
        mark('hydrated:navbar', 700),
        mark('hydrated:main', 650),
      ]).hydratedMs,
    ).toBe(700);
  });

  it('refuses a timeline that lacks the paint or a mark rather than reporting a time', () => {
    expect(() =>
      hydrationTimingOf([mark('hydrated:navbar', 700), mark('hydrated:main', 650)]),
    ).toThrow(/first-contentful-paint/);
    expect(() =>
      hydrationTimingOf([paint('first-contentful-paint', 300), mark('hydrated:navbar', 700)]),
    ).toThrow(/hydrated:main/);
    // A mark of that name counts, not another entry type that happens to share it.
    expect(() =>
      hydrationTimingOf([
        paint('first-contentful-paint', 300),
        mark('hydrated:navbar', 700),
        { name: 'hydrated:main', entryType: 'measure', startTime: 650 },
      ]),
    ).toThrow(/hydrated:main/);
  });
});

describe('medianHydration', () => {
  it("takes each figure's median on its own, FCP → hydrated from the runs' own differences", () => {
    const runs = [
      { fcpMs: 300, hydratedMs: 1000, fcpToHydratedMs: 700 },
      { fcpMs: 500, hydratedMs: 900, fcpToHydratedMs: 400 },
      { fcpMs: 400, hydratedMs: 1300, fcpToHydratedMs: 900 },
    ];
    // Not 1000 − 400 = 600: the median run waited 700 ms.
    expect(medianHydration(runs)).toEqual({ fcpMs: 400, hydratedMs: 1000, fcpToHydratedMs: 700 });
  });

  it('refuses no runs at all', () => {
    expect(() => medianHydration([])).toThrow(/No hydration runs/);
  });
});

describe('formatHydrationTable', () => {
  it('prints a Markdown table: a row per page, each figure in whole ms', () => {
    expect(
      formatHydrationTable([
        { page: '/about', timing: { fcpMs: 300.4, hydratedMs: 910, fcpToHydratedMs: 609.6 } },
        { page: '/contact', timing: { fcpMs: 1250, hydratedMs: 2400.5, fcpToHydratedMs: 1150.5 } },
      ]).split('\n'),
    ).toEqual([
      '| Page     | FCP     | Hydrated | FCP → hydrated |',
      '| -------- | ------- | -------- | -------------- |',
      '| /about   | 300 ms  | 910 ms   | 610 ms         |',
      '| /contact | 1250 ms | 2401 ms  | 1151 ms        |',
    ]);
  });
});
