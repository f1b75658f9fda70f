/**
 * The test API used by every spec: Playwright's, with `baseURL` pointing at the server that
 * globalSetup started, and a `pageErrors` record of what went wrong in the browser.
 */
import { test as base, expect, type Page, type Request } from '@playwright/test';

export { expect };

/** Where globalSetup started the server. */
export function serverUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the suite with `npx playwright test`.');
  return url;
}

/** The server's data folder, for reading the stored messages back. */
export function serverDataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the suite with `npx playwright test`.');
  return dir;
}

export interface PageProblems {
  consoleErrors: string[];
  failedRequests: string[];
  /** Responses of 400 or more, except a document answered 404 on purpose. */
  errorResponses: string[];
  /** Content-Security-Policy violations seen by the page so far. */
  cspViolations: () => Promise<string[]>;
  /**
   * Call before the test itself navigates away (reload, goto): waits for the page's requests
   * to finish, so that the navigation cannot cut them off. A streaming video may still be
   * loading, and a lazy image may start; their cancellation by the navigation is not counted
   * as a failure.
   */
  settle: () => Promise<void>;
}

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Starts recording console errors, failed requests, error responses and CSP violations. */
export async function watchProblems(page: Page): Promise<PageProblems> {
  const inFlight = new Set<Request>();
  const leftBehind = new WeakSet<Request>();
  // After settle() the test leaves the page: what it still starts (a lazy image coming into
  // range) is cut off by the next navigation, which is no fault of the page.
  let leaving = false;
  const problems: PageProblems = {
    consoleErrors: [],
    failedRequests: [],
    errorResponses: [],
    cspViolations: () => page.evaluate(() => window.__cspViolations ?? []),
    settle: async () => {
      await expect
        .poll(
          () =>
            [...inFlight]
              .filter((request) => request.resourceType() !== 'media')
              .map((request) => request.url()),
          { message: 'requests still loading' },
        )
        .toEqual([]);
      for (const request of inFlight) leftBehind.add(request);
      leaving = true;
    },
  };
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) leaving = false;
    else if (leaving) leftBehind.add(request);
    inFlight.add(request);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(
        `${event.violatedDirective} blocked ${event.blockedURI || '(inline)'}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content.Security.Policy/i.test(message.text())) {
      problems.consoleErrors.push(message.text());
    }
  });
  page.on('pageerror', (error) => problems.consoleErrors.push(`Uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    inFlight.delete(request);
    const reason = request.failure()?.errorText ?? 'failed';
    if (reason === 'net::ERR_ABORTED' && leftBehind.has(request)) return;
    problems.failedRequests.push(`${request.url()}: ${reason}`);
  });
  page.on('response', (response) => {
    const status = response.status();
    const intentional404 = status === 404 && response.request().resourceType() === 'document';
    if (status >= 400 && !intentional404) {
      problems.errorResponses.push(`${status} ${response.url()}`);
    }
  });
  return problems;
}

/** Accepts the next dialog the page opens; resolves with its text. */
export function acceptNextDialog(page: Page): Promise<string> {
  return new Promise((resolve, reject) => {
    page.once('dialog', (dialog) => {
      dialog.accept().then(() => resolve(dialog.message()), reject);
    });
  });
}

export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, provide) => {
    await provide(serverUrl());
  },
});
