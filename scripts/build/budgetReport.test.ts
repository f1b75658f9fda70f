import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { heroVideo } from '../../src/content/media.ts';
import { defaultLanguage, inLanguage, type Language } from '../../src/language.ts';
import { pageFile, routeIds, routes, writing } from '../../src/routes.ts';
import { byteBudgets, formatBudgetReport, linkedFiles, measureBudgets } from './budgetReport.ts';

const KB = 1024;
let dist: string;

async function put(file: string, content: string | Buffer) {
  await mkdir(dirname(join(dist, file)), { recursive: true });
  await writeFile(join(dist, file), content);
}

const appJs = 'export function app() { return "hello world"; }\n'.repeat(200);
const chunkJs = 'export const chunk = [1, 2, 3];\n'.repeat(100);
const css = '.a{color:red}'.repeat(100);

function page(extraHead = ''): string {
  return `<!doctype html><html><head>
    <script type="module" crossorigin src="/assets/app.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/chunk.js">
    <style data-styled="true">${css}</style>${extraHead}
  </head><body><div id="root"><h1>Hi</h1></div></body></html>`;
}

/** A build of all the prerendered pages, scripts and hero media of the given sizes. */
async function fakeBuild(sizes: { video: number; poster: number }) {
  for (const id of routeIds) await put(join(routes[id].path, 'index.html'), page());
  await put('404.html', page());
  await put('assets/app.js', appJs);
  await put('assets/chunk.js', chunkJs);
  await put(heroVideo.webm, Buffer.alloc(sizes.video / 2));
  await put(heroVideo.mp4, Buffer.alloc(sizes.video / 2));
  await put(heroVideo.poster, Buffer.alloc(sizes.poster));
}

const gzipped = (text: string) => gzipSync(text, { level: 9 }).length;

beforeEach(async () => {
  dist = await mkdtemp(join(tmpdir(), 'budgets-'));
});

afterEach(async () => {
  await rm(dist, { recursive: true, force: true });
});

describe('measureBudgets', () => {
  it('measures every page: its scripts and modulepreloads, inline CSS and HTML, gzipped', async () => {
    await fakeBuild({ video: 1000 * KB, poster: 20 * KB });
    const report = await measureBudgets(dist);

    expect(report.pages.map(({ page }) => page)).toEqual([
      ...routeIds.map((id) => routes[id].path),
      '(not found)',
    ]);
    for (const sizes of report.pages) {
      expect(sizes.firstLoadJs).toBe(gzipped(appJs) + gzipped(chunkJs));
      expect(sizes.css).toBe(gzipped(css));
      expect(sizes.html).toBe(gzipped(page()));
    }
    expect(report.heroVideo).toBe(1000 * KB);
    expect(report.heroPoster).toBe(20 * KB);
    expect(report.failures).toEqual([]);
    const printed = formatBudgetReport(report);
    expect(printed.split('\n')[0]).toBe(
      `Byte budgets (gzip; limits: JS ${(byteBudgets.firstLoadJs / KB).toFixed(1)} KB, CSS ${(byteBudgets.css / KB).toFixed(1)} KB, HTML ${(byteBudgets.html / KB).toFixed(1)} KB per page)`,
    );
    expect(printed).toContain('Every budget is met.');
  });

  it('fails a page whose scripts go over the JavaScript budget, and names it', async () => {
    await fakeBuild({ video: 1000 * KB, poster: 20 * KB });
    // Random bytes do not compress: 1 KB over the budget stays over it gzipped.
    await put('assets/big.js', randomBytes(byteBudgets.firstLoadJs + KB));
    await put('about/index.html', page('<script type="module" src="/assets/big.js"></script>'));

    const report = await measureBudgets(dist);
    expect(report.failures).toHaveLength(1);
    const limit = (byteBudgets.firstLoadJs / KB).toFixed(1);
    expect(report.failures[0]).toMatch(
      new RegExp(`^/about: first-load JS \\d+\\.\\d KB is over ${limit} KB$`),
    );
    expect(formatBudgetReport(report)).toContain('Over budget:');
  });

  it("fails a page in a translation whose scripts go over the JavaScript budget, as the default language's", async () => {
    const french: Language = { code: 'fr', name: 'Français', dir: 'ltr', prefix: '/fr' };
    await fakeBuild({ video: 1000 * KB, poster: 20 * KB });
    for (const id of routeIds) {
      await put(pageFile(inLanguage(french, routes[id].path)), page());
    }
    await put('fr/404.html', page());
    await put('assets/big.js', randomBytes(byteBudgets.firstLoadJs + KB));
    const frenchAbout = inLanguage(french, routes.about.path);
    await put(pageFile(frenchAbout), page('<script type="module" src="/assets/big.js"></script>'));

    const report = await measureBudgets(dist, [defaultLanguage, french]);
    expect(report.pages.map(({ page }) => page)).toEqual(
      expect.arrayContaining([frenchAbout, '/fr (not found)']),
    );
    expect(report.failures).toHaveLength(1);
    expect(report.failures[0]).toMatch(new RegExp(`^${frenchAbout}: first-load JS `));
  });

  it("measures each language's writing pages where the build wrote them, and fails one over budget", async () => {
    const french: Language = { code: 'fr', name: 'Français', dir: 'ltr', prefix: '/fr' };
    await fakeBuild({ video: 1000 * KB, poster: 20 * KB });
    const englishPost = writing.postPath('a-post');
    const frenchPost = inLanguage(french, writing.postPath('un-billet'));
    for (const id of routeIds) await put(pageFile(inLanguage(french, routes[id].path)), page());
    for (const path of [writing.path, englishPost, inLanguage(french, writing.path)]) {
      await put(pageFile(path), page());
    }
    await put('assets/big.js', randomBytes(byteBudgets.firstLoadJs + KB));
    await put(pageFile(frenchPost), page('<script type="module" src="/assets/big.js"></script>'));

    const report = await measureBudgets(dist, [defaultLanguage, french]);
    const pages = report.pages.map(({ page }) => page);
    expect(pages).toEqual(
      expect.arrayContaining([
        writing.path,
        englishPost,
        inLanguage(french, writing.path),
        frenchPost,
      ]),
    );
    expect(pages.indexOf(englishPost)).toBeLessThan(pages.indexOf(frenchPost));
    expect(report.failures).toEqual([
      expect.stringMatching(new RegExp(`^${frenchPost}: first-load JS `)),
    ]);
  });

  it('fails a page whose inline styles go over the CSS budget', async () => {
    await fakeBuild({ video: 1000 * KB, poster: 20 * KB });
    const bigCss = randomBytes(11 * KB).toString('hex');
    await put('contact/index.html', page(`<style>${bigCss}</style>`));

    const { failures } = await measureBudgets(dist);
    expect(failures.some((failure) => /^\/contact: CSS .* is over 10\.0 KB$/.test(failure))).toBe(
      true,
    );
  });

  it('fails hero media over their limits', async () => {
    await fakeBuild({ video: byteBudgets.heroVideo + 2, poster: byteBudgets.heroPoster + 1 });
    const { failures } = await measureBudgets(dist);
    expect(failures).toEqual([
      'hero video files 1536.0 KB are over 1536.0 KB',
      'hero poster 60.0 KB is over 60.0 KB',
    ]);
  });
});

describe('linkedFiles', () => {
  const html = `<script type="module" src="/assets/a.js"></script>
    <link rel="modulepreload" href="/assets/b.js"><link rel="stylesheet" href="/assets/c.css">
    <script src="https://cdn.example/x.js"></script><script>inline()</script>`;

  it('finds the site scripts and modulepreloads a page loads', () => {
    expect(linkedFiles(html, 'script')).toEqual(['/assets/a.js', '/assets/b.js']);
  });

  it('finds its stylesheets', () => {
    expect(linkedFiles(html, 'stylesheet')).toEqual(['/assets/c.css']);
  });

  it('counts the modules the bootstrap starts after the first paint', () => {
    const deferred = `<body><script data-modules="/assets/a.js /assets/b.js">start()</script>`;
    expect(linkedFiles(deferred, 'script')).toEqual(['/assets/a.js', '/assets/b.js']);
  });
});
