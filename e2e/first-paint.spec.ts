import type { Browser, Page } from '@playwright/test';
import { paintOrder, type TraceEvent } from '../scripts/measure/paintOrder.ts';
import { routeIds, routes } from '../src/routes.ts';
import { expect, test } from './support/fixtures.ts';
import { appStarted } from './support/site.ts';

// Every page paints as a static page would: its first contentful paint comes before the
// browser so much as asks for the app's script, read from a Chromium trace of the page load.

const TRACE_CATEGORIES = ['devtools.timeline', 'loading', 'v8', 'v8.execute'];

const paths = [...routeIds.map((id) => routes[id].path), '/no/such/page'];

/** A trace of one load of `path`, with the app started; the trace of the whole load. */
async function traceLoad(page: Page, browser: Browser, path: string): Promise<TraceEvent[]> {
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  try {
    await page.goto(path);
    await appStarted(page);
  } catch (error) {
    await browser.stopTracing();
    throw error;
  }
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: TraceEvent[];
  };
  return trace.traceEvents;
}

// On a busy machine the tracer can start a moment after the navigation does, and miss the
// page's own request; such a trace says nothing either way, so the load is traced again.
const TRACE_TRIES = 3;

for (const path of paths) {
  test(`${path} paints before its app's script starts`, async ({ page, browser, baseURL }) => {
    const pageUrl = `${baseURL}${path}`;
    let events: TraceEvent[] = [];
    for (let tries = 0; tries < TRACE_TRIES && !requestsPage(events, pageUrl); tries += 1) {
      events = await traceLoad(page, browser, path);
    }

    const { firstContentfulPaint, firstAppScript } = paintOrder(events, pageUrl);
    expect(firstContentfulPaint, 'the first contentful paint').toBeDefined();
    expect(firstAppScript, "the app's script, which did start").toBeDefined();
    expect(
      firstAppScript?.ts,
      `${firstAppScript?.event} ${firstAppScript?.url} comes after the first paint`,
    ).toBeGreaterThan(firstContentfulPaint ?? Infinity);
  });
}

function requestsPage(events: TraceEvent[], pageUrl: string): boolean {
  return events.some(
    (event) => event.name === 'ResourceSendRequest' && event.args?.data?.url === pageUrl,
  );
}
