/**
 * nginx from Debian's package, run with one of the sample configs in deploy/nginx/ for tests and
 * tools: the config's placeholders filled in, a scratch folder as its prefix (pid file, logs,
 * temporary files), in the foreground so that stopping the process ends it.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { projectRoot, runCommand, type ProcessRun } from './serverProcess.ts';

const nginxPath = process.env.NGINX_PATH || '/usr/sbin/nginx';
const READY_TIMEOUT_MS = 10_000;
const READY_POLL_MS = 50;

export interface NginxOptions {
  /** The sample config, relative to the project root, such as `deploy/nginx/static-host.conf`. */
  config: string;
  /** Each placeholder of the config (`__PORT__`) and what replaces it. */
  replacements: Record<string, string>;
  /** The folder for nginx's prefix; created here. */
  prefix: string;
  /** Resolves true once nginx serves what the caller needs (a page, a server behind it). */
  ready: () => Promise<boolean>;
}

/** Starts nginx; resolves once `ready` says so, or stops it and throws with its error output. */
export async function startNginx({
  config,
  replacements,
  prefix,
  ready,
}: NginxOptions): Promise<ProcessRun> {
  if (!existsSync(nginxPath)) {
    throw new Error(
      `No nginx at ${nginxPath}. Install it with \`apt-get install -y nginx\`, or point NGINX_PATH at one.`,
    );
  }
  await mkdir(prefix, { recursive: true });
  let text = await readFile(join(projectRoot, config), 'utf8');
  for (const [placeholder, value] of Object.entries(replacements)) {
    text = text.replaceAll(placeholder, value);
  }
  const configFile = join(prefix, 'nginx.conf');
  await writeFile(configFile, text);
  const nginx = runCommand(
    [nginxPath, '-p', prefix, '-c', configFile, '-e', 'stderr', '-g', 'daemon off;'],
    {},
  );
  const deadline = performance.now() + READY_TIMEOUT_MS;
  while (!(await ready().catch(() => false))) {
    if (nginx.child.exitCode !== null || performance.now() > deadline) {
      await nginx.stop();
      throw new Error(`nginx with ${config} did not become ready:\n${nginx.stderr()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
  }
  return nginx;
}
