/**
 * Builds the site if there is no build yet, then starts the production server on a free port
 * with a fresh, temporary data folder. Tests read its address and data folder from the
 * environment (workers inherit it); the returned function stops the server and removes the folder.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const STARTUP_TIMEOUT_MS = 60_000;
const SHUTDOWN_TIMEOUT_MS = 15_000;
const READY_LINE = /Portfolio server listening on (http:\/\/\S+)/;

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(join('dist', 'index.html'))) {
    console.log('No built site in dist/: running npm run build.');
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed; see its output above.');
  }

  const dataDir = await mkdtemp(join(tmpdir(), 'portfolio-e2e-'));
  const port = await freePort();
  const server = spawn(join('node_modules', '.bin', 'tsx'), ['server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      RATE_LIMIT_MAX: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  let baseUrl: string;
  try {
    baseUrl = await waitForReady(server);
  } catch (error) {
    await stop(server);
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }

  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATA_DIR = dataDir;

  return async () => {
    await stop(server);
    await rm(dataDir, { recursive: true, force: true });
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('No free port found'))));
    });
  });
}

/** Resolves with the server's URL once it prints its ready line; rejects if it exits first. */
function waitForReady(server: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    const output: string[] = [];
    const timer = setTimeout(() => {
      fail(`The server did not start within ${STARTUP_TIMEOUT_MS / 1000} s.`);
    }, STARTUP_TIMEOUT_MS);
    const onExit = (code: number | null) =>
      fail(`The server exited (code ${code}) before it was ready.`);

    function fail(reason: string) {
      clearTimeout(timer);
      server.off('exit', onExit);
      reject(new Error(`${reason}\n${output.join('\n')}`));
    }

    const { stdout, stderr } = server;
    if (!stdout || !stderr) throw new Error('The server was started without output pipes.');
    server.once('exit', onExit);
    createInterface({ input: stderr }).on('line', (line) => output.push(line));
    createInterface({ input: stdout }).on('line', (line) => {
      output.push(line);
      const match = READY_LINE.exec(line);
      if (match?.[1]) {
        clearTimeout(timer);
        server.off('exit', onExit);
        resolve(match[1].replace(/\/$/, ''));
      }
    });
  });
}

/** SIGTERM, then wait for the exit (SIGKILL if the graceful shutdown hangs). */
function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => server.kill('SIGKILL'), SHUTDOWN_TIMEOUT_MS);
    server.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    server.kill('SIGTERM');
  });
}
