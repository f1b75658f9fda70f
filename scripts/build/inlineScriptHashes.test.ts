import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../src/app/entry-server.tsx';
import { inlineScriptHashes } from './inlineScriptHashes.ts';
import { prerender } from './prerender.ts';

let distDir: string;

beforeEach(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'script-hashes-'));
});

afterEach(async () => {
  await rm(distDir, { recursive: true, force: true });
});

/**
 * The CSP source a browser computes for each inline script of a page it parsed that it runs: a
 * data block (`type="application/json"`) is none.
 */
async function browserHashes(file: string): Promise<string[]> {
  const { document } = new JSDOM(await readFile(join(distDir, file), 'utf8')).window;
  return [...document.querySelectorAll('script:not([src]):not([type="application/json"])')].map(
    (script) =>
      `'sha256-${createHash('sha256')
        .update(script.textContent ?? '')
        .digest('base64')}'`,
  );
}

describe('inlineScriptHashes', () => {
  it('allows exactly the start-up script that the prerenderer inlines in every page', async () => {
    await writeFile(join(distDir, 'index.html'), await readFile('index.html', 'utf8'));
    // Characters a careless copy would change: quotes, an ampersand, a non-ASCII letter.
    const bootstrapScript = `start("a&b",'é');\n`;
    const written = await prerender({
      distDir,
      renderPage,
      siteUrl: 'https://sam.example',
      bootstrapScript,
    });

    const hashes = await inlineScriptHashes(distDir, written);

    const pages = written.filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) {
      const inPage = await browserHashes(page);
      expect(inPage, page).toHaveLength(1);
      expect(hashes).toEqual(inPage);
    }
  });

  it('lists each distinct inline script once, and no external one nor a data block', async () => {
    await writeFile(
      join(distDir, 'a.html'),
      '<script>one()</script><script type="module" src="/app.js"></script><script>two()</script>' +
        '<script type="application/json" id="page-content">{"words":1}</script>',
    );
    await writeFile(join(distDir, 'b.html'), '<script>one()</script>');
    await writeFile(join(distDir, 'notes.txt'), '<script>not a page()</script>');

    const hashes = await inlineScriptHashes(distDir, ['a.html', 'b.html', 'notes.txt']);

    expect(hashes).toEqual([...(await browserHashes('a.html'))]);
    expect(hashes).toHaveLength(2);
  });
});
