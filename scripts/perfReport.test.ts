import { describe, expect, it } from 'vitest';
import { budgets } from './budgetReport.ts';
import {
  formatTable,
  medianMetrics,
  metricsOf,
  thresholdFailures,
  type PerfMetrics,
} from './perfReport.ts';

const passing: PerfMetrics = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 900,
  lcp: 1200,
  tbt: 20,
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
    };
    const categories = {
      performance: { score: 0.99 },
      accessibility: { score: 1 },
      'best-practices': { score: 0.96 },
      seo: { score: 1 },
    };
    expect(metricsOf({ categories, audits })).toEqual({
      performance: 99,
      accessibility: 100,
      bestPractices: 96,
      seo: 100,
      fcp: 900,
      lcp: 1200,
      tbt: 20,
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
      { ...passing, performance: 97, lcp: 1400 },
      { ...passing, performance: 100, lcp: 1100 },
      { ...passing, performance: 99, lcp: 1600 },
    ];
    expect(medianMetrics(runs)).toMatchObject({ performance: 99, lcp: 1400 });
  });

  it('averages the middle two of an even count', () => {
    expect(medianMetrics([passing, { ...passing, tbt: 40 }]).tbt).toBe(30);
  });
});

describe('thresholdFailures', () => {
  it('passes a route that meets every threshold, limits included', () => {
    expect(thresholdFailures({ ...passing, performance: 98, lcp: 1500, tbt: 50 })).toEqual([]);
  });

  it('names each threshold missed', () => {
    expect(
      thresholdFailures({
        ...passing,
        performance: 97,
        seo: 92,
        lcp: 1600,
        cls: 0.02,
        scriptBytes: budgets.firstLoadJs + 1024,
      }),
    ).toEqual([
      'Perf 97 is below 98',
      'SEO 92 is below 100',
      'LCP 1.60 s is above 1.50 s',
      'CLS 0.020 is above 0.010',
      `Script ${(budgets.firstLoadJs / 1024 + 1).toFixed(1)} KB is above ${(budgets.firstLoadJs / 1024).toFixed(1)} KB`,
    ]);
  });
});

describe('formatTable', () => {
  it('prints a Markdown table with a row per route', () => {
    const table = formatTable([{ route: '/about', metrics: passing }]).split('\n');
    expect(table).toHaveLength(3);
    expect(table[0]).toMatch(/^\| Route +\| Perf \| A11y \| Best pr\. \| SEO \| FCP +\| LCP/);
    expect(table[2]).toMatch(
      /^\| \/about +\| 100 +\| 100 +\| 100 +\| 100 \| 0\.90 s \| 1\.20 s \| 20 ms \| 0\.000 \| 120\.0 KB \| 70\.0 KB \|$/,
    );
  });
});
