/** `npm start` on a fresh clone: build the site first if there is nothing to serve. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export function ensureSiteBuilt(
  distDir: string,
  build: () => void = runNpmBuild,
  env: NodeJS.ProcessEnv = process.env,
): void {
  const appShell = join(distDir, 'index.html');
  if (existsSync(appShell)) return;

  // The build warns again (or, in production, stops) when SITE_URL is missing.
  console.log(
    env.SITE_URL
      ? `No built site found: running npm run build first, for SITE_URL=${env.SITE_URL}.`
      : 'No built site found: running npm run build first. SITE_URL is not set, so its links will point at http://localhost:3000: set SITE_URL to your public address before you deploy.',
  );
  build();
  if (!existsSync(appShell)) {
    throw new Error(`The build wrote no ${appShell}: does DIST_DIR point at the build output?`);
  }
}

/**
 * Runs `npm run build` in this folder, showing its output, with `env` added to this environment
 * (such as another DIST_DIR and POSTS_DIR, for the tools); throws if it fails.
 */
export function runNpmBuild(env: Record<string, string> = {}, cwd?: string): void {
  const build = spawnSync('npm', ['run', 'build'], {
    cwd,
    stdio: 'inherit',
    shell: process.platform === 'win32',
    env: { ...process.env, ...env },
  });
  if (build.status !== 0) throw new Error('npm run build failed; see its output above.');
}
