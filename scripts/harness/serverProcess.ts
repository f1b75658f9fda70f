/**
 * Starts the production server (`node server/main.ts`, on the Node running this script) as a
 * child process on a free port of 127.0.0.1, for the browser tests, the Lighthouse runs and the
 * smoke test, and stops it again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';

const STARTUP_TIMEOUT_MS = 60_000;
const SHUTDOWN_TIMEOUT_MS = 15_000;
const READY_LINE = /Portfolio server listening on (http:\/\/\S+)/;

export interface RunningServer {
  /** The server's origin, without a trailing slash. */
  url: string;
  stop(): Promise<void>;
  /** SIGKILL, as a crash or a power cut would end it: nothing is finished or closed. */
  kill(): Promise<void>;
}

/**
 * Spawns the server with `env` added to this process's environment; resolves once it listens.
 * `command` is how to start it: the server module by default, or e.g. `npm start`.
 */
export async function startServer(
  env: Record<string, string>,
  [program, ...args]: readonly string[] = [process.execPath, 'server/main.ts'],
): Promise<RunningServer> {
  const port = await freePort();
  if (!program) throw new Error('startServer needs a command to run');
  const server = spawn(program, args, {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so that stop() reaches the server under a wrapper such as npm.
    detached: true,
  });
  try {
    const url = await waitForReady(server);
    return { url, stop: () => stop(server), kill: () => stop(server, 'SIGKILL') };
  } catch (error) {
    await stop(server);
    throw error;
  }
}

/** POSTs a contact message to the server at `url`, as the site's form does. */
export function postContact(
  url: string,
  message: { name: string; email: string; message: string },
): Promise<Response> {
  return fetch(`${url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(message),
  });
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

/**
 * `signal` (SIGTERM unless told) to the whole process group, as Ctrl+C in a terminal does (npm and the shell it starts
 * do not pass the signal on), then waits until every process holding the output pipes is gone
 * (SIGKILL if the graceful shutdown hangs).
 */
function stop(server: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (server.pid) process.kill(-server.pid, signal);
    } catch {
      // The group is already gone.
    }
  };
  return new Promise((resolve) => {
    const killer = setTimeout(() => signalGroup('SIGKILL'), SHUTDOWN_TIMEOUT_MS);
    server.once('close', () => {
      clearTimeout(killer);
      resolve();
    });
    signalGroup(signal);
  });
}
