/**
 * `npm run screenshots`: builds the site, serves it with the production server and saves a
 * full-page screenshot of the main pages at a phone's width and a desktop's, for the README's
 * preview and for comparing a change before and after.
 *
 *   --out DIR       where the JPEG files go (default docs/screenshots)
 *   --route PATH    only this route (repeatable); Home, About, All Projects and Contact by default
 *
 * Motion is reduced, so each page is shot as it rests, not mid-animation.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { routeIds, routes, type RouteId } from '../../src/routes.ts';
import { runNpmBuild } from '../../server/http/ensureBuild.ts';
import { assertChromiumInstalled, chromeFlags, chromePath } from '../harness/chromium.ts';
import { startServer } from '../harness/serverProcess.ts';

const DEFAULT_ROUTES: RouteId[] = ['home', 'about', 'projects', 'contact'];
const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
const JPEG_QUALITY = 70;
const SETTLE_MS = 2000;

const { values: options } = parseArgs({
  options: {
    out: { type: 'string', default: 'docs/screenshots' },
    route: { type: 'string', multiple: true },
  },
});
const selected = routeIds.filter((id) =>
  options.route ? options.route.includes(routes[id].path) : DEFAULT_ROUTES.includes(id),
);
if (selected.length === 0) throw new Error(`No route of the route table matches ${options.route}`);

assertChromiumInstalled();
runNpmBuild();
await mkdir(options.out, { recursive: true });
const dataDir = await mkdtemp(join(tmpdir(), 'portfolio-screenshots-'));
const server = await startServer({ DATA_DIR: dataDir });
const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
try {
  for (const viewport of VIEWPORTS) {
    const context = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    for (const id of selected) {
      await page.goto(`${server.url}${routes[id].path}`, { waitUntil: 'networkidle' });
      await page.evaluate('document.fonts.ready.then(() => true)');
      // A full-page shot shows what lies below the window too: load the lazy images there.
      await page.evaluate(`Promise.all([...document.images].map((image) => {
        image.loading = 'eager';
        return image.decode().catch(() => undefined);
      }))`);
      // A video's native controls show a loading ring for a moment after the page loads.
      await page.waitForTimeout(SETTLE_MS);
      const file = join(options.out, `${id}-${viewport.name}.jpg`);
      await page.screenshot({ path: file, fullPage: true, type: 'jpeg', quality: JPEG_QUALITY });
      console.log(`Saved ${file}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
