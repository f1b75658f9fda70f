/**
 * `npm run build` as a worker fixture runs it: with settings of its own (a base path, posts, an
 * API elsewhere) into a folder of its own, stopped if it hangs, and failing with its output.
 */
import { runCommand } from '../../scripts/harness/serverProcess.ts';

/** How long a build may take on a busy machine before it is stopped. */
export const BUILD_TIMEOUT_MS = 180_000;

/**
 * Builds the site with `settings` added to the environment (in `cwd`, a copy of the project,
 * if given); `what` names it in a failure.
 */
export async function buildSite(
  settings: Record<string, string>,
  what: string,
  cwd?: string,
): Promise<void> {
  const build = runCommand(['npm', 'run', 'build'], settings, { cwd });
  const timer = setTimeout(() => void build.stop('SIGKILL'), BUILD_TIMEOUT_MS);
  const code = await build.exited.finally(() => clearTimeout(timer));
  if (code !== 0) {
    throw new Error(`${what} failed (exit ${code}):\n${build.stdout()}\n${build.stderr()}`);
  }
}
