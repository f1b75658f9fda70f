/**
 * The inline scripts the built pages carry, as Content-Security-Policy hashes: the build writes
 * them beside the pages, and the server allows exactly those (never 'unsafe-inline').
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const SCRIPT_HASHES_FILE = 'script-hashes.json';

const SOURCE_EXPRESSION = /^'sha256-[A-Za-z0-9+/]+={0,2}'$/;

/** The CSP source expression that allows an inline script of exactly this text. */
export function scriptHash(code: string): string {
  return `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
}

export async function writeScriptHashes(distDir: string, hashes: readonly string[]): Promise<void> {
  await writeFile(join(distDir, SCRIPT_HASHES_FILE), `${JSON.stringify(hashes)}\n`);
}

/**
 * The hashes a build wrote; none for a site without inline scripts (or an API-only server).
 * Anything but a list of sha256 source expressions stops the server: a broken file must not
 * quietly widen or empty the policy.
 */
export function readScriptHashes(distDir: string): string[] {
  const file = join(distDir, SCRIPT_HASHES_FILE);
  if (!existsSync(file)) return [];
  const problem = new Error(
    `${file} must be a JSON list of 'sha256-...' sources: rebuild the site.`,
  );
  let hashes: unknown;
  try {
    hashes = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw problem;
  }
  const valid =
    Array.isArray(hashes) &&
    hashes.every((hash) => typeof hash === 'string' && SOURCE_EXPRESSION.test(hash));
  if (!valid) throw problem;
  return hashes as string[];
}
