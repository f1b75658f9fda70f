/**
 * The base path the site was built for (BASE_PATH), which the build writes beside the pages so
 * that the server serves the site, and its API, under the same path the pages link to.
 */
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseBasePath } from '../../src/settings.ts';

export const BASE_PATH_FILE = 'base-path.json';

export async function writeBasePath(distDir: string, basePath: string): Promise<void> {
  await writeFile(join(distDir, BASE_PATH_FILE), `${JSON.stringify({ basePath })}\n`);
}

/** What the build wrote; `/` for a build without the file (or an API-only server). */
export function readBasePath(distDir: string): string {
  const file = join(distDir, BASE_PATH_FILE);
  if (!existsSync(file)) return '/';
  try {
    const { basePath } = JSON.parse(readFileSync(file, 'utf8')) as { basePath?: unknown };
    if (typeof basePath === 'string') return parseBasePath(basePath);
  } catch {
    // Reported below.
  }
  throw new Error(`${file} must hold {"basePath": "/..."}: rebuild the site.`);
}
