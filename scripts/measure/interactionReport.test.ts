import { describe, expect, it } from 'vitest';
import { navigation, navLinks, routes } from '../../src/routes.ts';
import {
  formatInteractionTable,
  interactionDuration,
  interactionLimitMs,
  interactionPlan,
  limitFailures,
  median,
  slowestPhases,
  summarize,
  traceFileName,
  viewports,
  type EventEntry,
} from './interactionReport.ts';

const site = {
  navigation,
  routes,
  formRoute: 'contact',
  buttonRoute: 'about',
  typedText: 'abc',
} as const;

const entry = (fields: Partial<EventEntry>): EventEntry => ({
  name: 'click',
  interactionId: 1,
  startTime: 1000,
  duration: 16,
  processingStart: 1002,
  processingEnd: 1006,
  ...fields,
});

describe('interactionPlan', () => {
  const plan = interactionPlan(site);

  it('follows every navbar and dropdown link, at desktop width and in the phone menu', () => {
    const links = plan.flatMap(({ action, viewport }) =>
      action.kind === 'link' ? [`${viewport} ${action.route}`] : [],
    );
    expect(links.sort()).toEqual(
      navLinks.flatMap(({ route }) => [`desktop ${route}`, `phone ${route}`]).sort(),
    );
  });

  it('never starts a link on the page it leads to, and goes home from another page', () => {
    for (const { action, start } of plan) {
      if (action.kind === 'link') expect(start).not.toBe(routes[action.route].path);
    }
    const home = plan.find(({ action }) => action.kind === 'link' && action.route === 'home');
    expect(home?.start).not.toBe(routes.home.path);
  });

  it('names a dropdown item by the dropdown that holds it', () => {
    const dropdown = navigation.find((entry) => entry.kind === 'dropdown');
    const item = dropdown?.kind === 'dropdown' ? dropdown.items[0] : undefined;
    const step = plan.find(({ action }) => action.kind === 'link' && action.route === item?.route);
    expect(step?.action).toEqual({
      kind: 'link',
      route: item?.route,
      label: item?.label,
      dropdown: dropdown?.label,
    });
    expect(step?.name).toBe(`dropdown link: ${item?.label} (${viewports.desktop.width} px)`);
  });

  it('opens the dropdown wide and the menu narrow, types on the form page, expands About', () => {
    const byKind = (kind: string) => plan.filter(({ action }) => action.kind === kind);
    expect(byKind('openDropdown').map(({ viewport }) => viewport)).toEqual(['desktop']);
    expect(byKind('openMenu').map(({ viewport }) => viewport)).toEqual(['phone']);
    expect(byKind('type').map(({ start }) => start)).toEqual([routes.contact.path]);
    expect(byKind('mainButton').map(({ start }) => start)).toEqual([routes.about.path]);
  });

  it('gives every interaction its own name, and so its own trace file', () => {
    const files = plan.map(({ name }) => traceFileName(name));
    expect(new Set(files).size).toBe(plan.length);
  });

  it('measures the menu where the navbar collapses and the dropdown where it does not', () => {
    expect(viewports.phone.width).toBeLessThan(viewports.desktop.width);
  });
});

describe('interactionDuration', () => {
  it('is the longest entry of the slowest interaction', () => {
    const entries = [
      entry({ name: 'pointerdown', interactionId: 7, duration: 40 }),
      entry({ name: 'click', interactionId: 7, duration: 56 }),
      entry({ name: 'keydown', interactionId: 8, duration: 24 }),
    ];
    expect(interactionDuration(entries)).toBe(56);
  });

  it('leaves out events that are no interaction, such as the pointer passing over', () => {
    const entries = [
      entry({ name: 'pointerover', interactionId: 0, duration: 200 }),
      entry({ name: 'click', interactionId: 3, duration: 24 }),
    ];
    expect(interactionDuration(entries)).toBe(24);
  });

  it('is 0 when the browser reported nothing, every event under 16 ms', () => {
    expect(interactionDuration([])).toBe(0);
  });
});

describe('slowestPhases', () => {
  it('splits the slowest interaction into input delay, processing and presentation', () => {
    const entries = [
      entry({
        name: 'pointerdown',
        interactionId: 4,
        startTime: 100,
        duration: 80,
        processingStart: 110,
        processingEnd: 115,
      }),
      entry({
        name: 'click',
        interactionId: 4,
        startTime: 120,
        duration: 56,
        processingStart: 125,
        processingEnd: 150,
      }),
      entry({ name: 'keydown', interactionId: 5, duration: 24 }),
    ];
    expect(slowestPhases(entries)).toEqual({ inputDelay: 10, processing: 40, presentation: 30 });
  });

  it('is undefined without an interaction', () => {
    expect(slowestPhases([entry({ interactionId: 0 })])).toBeUndefined();
  });
});

describe('summarize', () => {
  it('gives the median, the worst and which run was the worst', () => {
    expect(summarize('open', [40, 24, 88, 32, 48])).toEqual({
      name: 'open',
      runsMs: [40, 24, 88, 32, 48],
      medianMs: 40,
      worstMs: 88,
      worstRun: 2,
    });
  });

  it('takes the mean of the middle two of an even number of runs', () => {
    expect(median([16, 48, 24, 40])).toBe(32);
  });

  it('refuses to summarise no runs', () => {
    expect(() => summarize('open', [])).toThrow(/No runs/);
  });
});

describe('limitFailures', () => {
  it(`fails a median over ${interactionLimitMs} ms, not one at it or a single slow run`, () => {
    const results = [
      summarize('at the limit', [50, 50, 50]),
      summarize('one slow run', [24, 200, 32]),
      summarize('slow', [56, 64, 48]),
    ];
    expect(limitFailures(results)).toEqual(['slow: median 56 ms is above 50 ms']);
  });
});

describe('formatInteractionTable', () => {
  it('prints each interaction with its median, worst and runs, under 16 ms as such', () => {
    const table = formatInteractionTable([
      summarize('open the menu', [0, 24, 0]),
      summarize('menu link: About', [56, 64, 48]),
    ]);
    expect(table.split('\n')).toEqual([
      '| Interaction      | Median  | Worst | Runs       | ≤ 50 ms |',
      '| ---------------- | ------- | ----- | ---------- | ------- |',
      '| open the menu    | < 16 ms | 24 ms | <16 24 <16 | yes     |',
      '| menu link: About | 56 ms   | 64 ms | 56 64 48   | NO      |',
    ]);
  });
});

describe('traceFileName', () => {
  it('makes a plain file name of an interaction', () => {
    expect(traceFileName('dropdown link: Test & Sample Page (1280 px)')).toBe(
      'dropdown-link-test-sample-page-1280-px.json',
    );
  });
});
