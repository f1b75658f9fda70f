import { paintOrder, type TraceEvent } from '../scripts/paintOrder.ts';
import { routeIds, routes } from '../src/routes.ts';
import { expect, test } from './support/fixtures.ts';
import { appStarted } from './support/site.ts';

// Every page paints as a static page would: its first contentful paint comes before the
// browser so much as asks for the app's script, read from a Chromium trace of the page load.

const TRACE_CATEGORIES = ['devtools.timeline', 'loading', 'v8', 'v8.execute'];

const paths = [...routeIds.map((id) => routes[id].path), '/no/such/page'];

for (const path of paths) {
  test(`${path} paints before its app's script starts`, async ({ page, browser, baseURL }) => {
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

    const { firstContentfulPaint, firstAppScript } = paintOrder(
      trace.traceEvents,
      `${baseURL}${path}`,
    );
    expect(firstContentfulPaint, 'the first contentful paint').toBeDefined();
    expect(firstAppScript, "the app's script, which did start").toBeDefined();
    expect(
      firstAppScript?.ts,
      `${firstAppScript?.event} ${firstAppScript?.url} comes after the first paint`,
    ).toBeGreaterThan(firstContentfulPaint ?? Infinity);
  });
}
