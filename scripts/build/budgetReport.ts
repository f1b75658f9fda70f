/**
 * The byte budgets every build must meet, measured from the build output: what each page needs
 * before it is interactive (JavaScript, CSS and the HTML itself, gzip-compressed) and the hero
 * media files. Deterministic: the same build always gives the same figures. One more budget,
 * the script a page transfers, is measured in the browser by `npm run perf` (perfReport.ts).
 */
import { existsSync, readdirSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { heroVideo } from '../../src/content/media.ts';
import { inLanguage, siteLanguages, type Language } from '../../src/language.ts';
import { pageFile, routeIds, routes, withoutBase, writing } from '../../src/routes.ts';
import { readBasePath } from '../../server/http/basePath.ts';
import { deferredModules } from './deferAppStart.ts';
import { NOT_FOUND_FILE } from './prerender.ts';

const KB = 1024;

export const byteBudgets = {
  /** Per page: every script the HTML loads, modulepreloads or starts after painting, gzip. */
  firstLoadJs: 95 * KB,
  /**
   * Per page, in `npm run perf`: every script Lighthouse sees it transfer, its first load and
   * what it fetches on its own once the app runs (the contact form's proof of work), as sent
   * (Brotli) and with each response's headers. A visitor downloads all of it without a click.
   */
  scriptTransfer: 90 * KB,
  /** Per page: inline `<style>` blocks and linked stylesheets, gzip. */
  css: 10 * KB,
  /** Per page: the HTML document, gzip. */
  html: 15 * KB,
  /** The hero video's WebM and MP4 files together. */
  heroVideo: 1.5 * KB * KB,
  heroPoster: 60 * KB,
} as const;

export interface PageBytes {
  page: string;
  firstLoadJs: number;
  css: number;
  html: number;
}

export interface BudgetReport {
  pages: PageBytes[];
  heroVideo: number;
  heroPoster: number;
  failures: string[];
}

/**
 * The pages the build prerenders, by the address that serves them, and their HTML file: the
 * route table's in every one of `languages`, then each language's writing section, found in the
 * build (there only with a post in it), then the missing page in each language.
 */
function builtPages(
  distDir: string,
  languages: readonly Language[],
): { page: string; file: string }[] {
  const writingPages = languages.flatMap((language) => {
    const path = inLanguage(language, writing.path);
    const folder = join(distDir, ...path.split('/'));
    return existsSync(folder)
      ? readdirSync(folder, { recursive: true, encoding: 'utf8' })
          .filter((file) => file === 'index.html' || file.endsWith(`${sep}index.html`))
          .map((file) => `${path}/${dirname(file).split(sep).join('/')}`.replace(/\/\.$/, ''))
          .sort()
      : [];
  });
  // Every route in every language: each page loads its own language's words.
  const routePaths = languages.flatMap((language) =>
    routeIds.map((id) => inLanguage(language, routes[id].path)),
  );
  return [
    ...[...routePaths, ...writingPages].map((path) => ({
      page: path,
      file: pageFile(path),
    })),
    { page: '(not found)', file: NOT_FOUND_FILE },
    // A translation's missing page, where the build wrote one.
    ...languages
      .slice(1)
      .map((language) => ({
        page: `${language.prefix} (not found)`,
        file: `${language.prefix.slice(1)}/${NOT_FOUND_FILE}`,
      }))
      .filter(({ file }) => existsSync(join(distDir, file))),
  ];
}

/** The budgets of the build in `distDir`, of a site in `languages` (the site's own unless said). */
export async function measureBudgets(
  distDir: string,
  languages: readonly Language[] = siteLanguages,
): Promise<BudgetReport> {
  // The pages link to files under the base path the site was built for.
  const basePath = readBasePath(distDir);
  const builtFile = (href: string) => join(distDir, withoutBase(basePath, href) ?? href);
  const pages: PageBytes[] = [];
  for (const { page, file } of builtPages(distDir, languages)) {
    const html = await readFile(join(distDir, file), 'utf8');
    const scripts = await Promise.all(
      linkedFiles(html, 'script').map((href) => gzipSize(builtFile(href))),
    );
    const stylesheets = await Promise.all(
      linkedFiles(html, 'stylesheet').map((href) => gzipSize(builtFile(href))),
    );
    const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
      .map((match) => match[1] ?? '')
      .join('');
    pages.push({
      page,
      firstLoadJs: sum(scripts),
      css: sum(stylesheets) + (inlineCss ? gzipSync(inlineCss, { level: 9 }).length : 0),
      html: gzipSync(html, { level: 9 }).length,
    });
  }

  const heroVideoBytes =
    (await fileSize(join(distDir, heroVideo.webm))) +
    (await fileSize(join(distDir, heroVideo.mp4)));
  const heroPosterBytes = await fileSize(join(distDir, heroVideo.poster));

  // Every page in every language: each loads its own language's words alone.
  const overBudget = (sizes: PageBytes) =>
    (['firstLoadJs', 'css', 'html'] as const)
      .filter((kind) => sizes[kind] > byteBudgets[kind])
      .map(
        (kind) =>
          `${sizes.page}: ${labels[kind]} ${kb(sizes[kind])} is over ${kb(byteBudgets[kind])}`,
      );
  const failures = [
    ...pages.flatMap(overBudget),
    ...(heroVideoBytes > byteBudgets.heroVideo
      ? [`hero video files ${kb(heroVideoBytes)} are over ${kb(byteBudgets.heroVideo)}`]
      : []),
    ...(heroPosterBytes > byteBudgets.heroPoster
      ? [`hero poster ${kb(heroPosterBytes)} is over ${kb(byteBudgets.heroPoster)}`]
      : []),
  ];
  return { pages, heroVideo: heroVideoBytes, heroPoster: heroPosterBytes, failures };
}

const labels = { firstLoadJs: 'first-load JS', css: 'CSS', html: 'HTML' } as const;

/**
 * Site-relative addresses of the scripts (`<script src>`, `<link rel="modulepreload">`, the
 * modules the bootstrap starts) or the stylesheets a page's HTML loads.
 */
export function linkedFiles(html: string, kind: 'script' | 'stylesheet'): string[] {
  const matches = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1] ?? '');
  const files =
    kind === 'script'
      ? [
          ...matches(/<script\b[^>]*\bsrc="([^"]+)"/g),
          ...matches(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g),
          ...deferredModules(html),
        ]
      : matches(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g);
  return [...new Set(files)].filter((href) => href.startsWith('/'));
}

export function formatBudgetReport(report: BudgetReport): string {
  // As wide as the longest address: a post's can be long.
  const width = Math.max(22, ...report.pages.map(({ page }) => page.length));
  const rows = report.pages.map(
    ({ page, firstLoadJs, css, html }) =>
      `  ${page.padEnd(width)} ${kb(firstLoadJs).padStart(9)} ${kb(css).padStart(9)} ${kb(html).padStart(9)}`,
  );
  return [
    `Byte budgets (gzip; limits: JS ${kb(byteBudgets.firstLoadJs)}, CSS ${kb(byteBudgets.css)}, HTML ${kb(byteBudgets.html)} per page)`,
    `  ${'Page'.padEnd(width)} ${'JS'.padStart(9)} ${'CSS'.padStart(9)} ${'HTML'.padStart(9)}`,
    ...rows,
    `  Hero video (WebM + MP4): ${kb(report.heroVideo)} of ${kb(byteBudgets.heroVideo)}`,
    `  Hero poster:             ${kb(report.heroPoster)} of ${kb(byteBudgets.heroPoster)}`,
    report.failures.length === 0
      ? 'Every budget is met.'
      : `Over budget:\n${report.failures.map((failure) => `  ${failure}`).join('\n')}`,
  ].join('\n');
}

function kb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

async function gzipSize(file: string): Promise<number> {
  return gzipSync(await readFile(file), { level: 9 }).length;
}

async function fileSize(file: string): Promise<number> {
  return (await stat(file)).size;
}
