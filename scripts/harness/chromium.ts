/**
 * The Chromium that the browser tests and the Lighthouse runs drive: Debian's by default,
 * or whatever CHROME_PATH names, with the flags that keep it quiet and sandbox-free in CI.
 */
import { existsSync } from 'node:fs';

export const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';

export const chromeFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Fails with the fix in the message when there is no browser at `chromePath`. */
export function assertChromiumInstalled(): void {
  if (existsSync(chromePath)) return;
  throw new Error(
    `No Chromium at ${chromePath}. Install it with \`apt-get install -y chromium\`, ` +
      'or point CHROME_PATH at a Chromium or Chrome executable.',
  );
}
