/**
 * The Content-Security-Policy hashes of the inline scripts the built pages carry, read from the
 * pages themselves: whatever the build inlines, the server's policy allows exactly that text.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { scriptHash } from '../../server/http/scriptHashes.ts';

/**
 * An inline script element (no `src`) and its text, as the browser hashes it. A data block
 * (`type="application/json"`: a page's words) never runs, so the policy need not allow it.
 */
const INLINE_SCRIPT =
  /<script\b(?![^>]*\bsrc=)(?![^>]*\btype="application\/json")[^>]*>([\s\S]*?)<\/script>/g;

/** The hashes of every distinct inline script in `pages` (paths relative to `distDir`). */
export async function inlineScriptHashes(
  distDir: string,
  pages: readonly string[],
): Promise<string[]> {
  const hashes = new Set<string>();
  for (const page of pages.filter((file) => file.endsWith('.html'))) {
    const html = await readFile(join(distDir, page), 'utf8');
    for (const [, code = ''] of html.matchAll(INLINE_SCRIPT)) hashes.add(scriptHash(code));
  }
  return [...hashes];
}
