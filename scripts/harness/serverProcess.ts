/**
 * Runs the project's own scripts as child processes, the way npm runs them, for the tests and
 * the tools: `startServer` starts the production server (`node server/main.ts`, or a command
 * such as `npm start`) on a port of 127.0.0.1 and resolves once it listens; `runScript` runs
 * any script, such as `npm run messages`, and keeps its output.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const projectRoot = join(import.meta.dirname, '..', '..');

const STARTUP_TIMEOUT_MS = 60_000;
const SHUTDOWN_TIMEOUT_MS = 15_000;
const READY_LINE = /Portfolio server listening on (http:\/\/\S+)/;

export interface ProcessRun {
  child: ChildProcess;
  /** Everything the process printed so far. */
  stdout(): string;
  stderr(): string;
  /** The first match of `pattern` in stdout; rejects if the process exits first. */
  waitForOutput(pattern: RegExp): Promise<RegExpMatchArray>;
  /** The exit code, once the process and its output pipes are closed (null after a signal). */
  exited: Promise<number | null>;
  /**
   * `signal` (SIGTERM unless told) to the process and any it started, as Ctrl+C in a terminal
   * does (npm does not pass a signal on); resolves once it has exited, after a SIGKILL if it
   * has not within 15 s.
   */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export interface RunningServer extends ProcessRun {
  /** The server's origin, without a trailing slash. */
  url: string;
  /** SIGKILL, as a crash or a power cut would end it: nothing is finished or closed. */
  kill(): Promise<void>;
}

const running = new Set<ProcessRun>();

/**
 * The spam guard's settings for servers that tools and tests post to as fast as they can: the
 * cheapest proof of work (still a real one, found and checked) and no minimum fill time.
 */
export const scriptedSenderSettings = {
  CONTACT_PROOF_COST: '1',
  CONTACT_MIN_FILL_SECONDS: '0',
} as const satisfies Record<string, string>;

/** Runs `node <script> ...args` from the project root, with `env` added to this environment. */
export function runScript(script: string, args: string[], env: Record<string, string>): ProcessRun {
  return runCommand([process.execPath, script, ...args], env);
}

/**
 * Starts the server with `env` added to this environment, on a free port of 127.0.0.1 chosen
 * by the system (or on `options.port`, for a server that must come back on the address a proxy
 * knows), and resolves once it prints the address it listens on. `command` is how to start it:
 * the server module on the Node running this code by default, or e.g. `npm start`.
 */
export async function startServer(
  env: Record<string, string>,
  command: readonly string[] = [process.execPath, 'server/main.ts'],
  options: { port?: number } = {},
): Promise<RunningServer> {
  const run = runCommand(command, {
    ...env,
    PORT: String(options.port ?? 0),
    HOST: '127.0.0.1',
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`The server did not start within ${STARTUP_TIMEOUT_MS / 1000} s.`)),
      STARTUP_TIMEOUT_MS,
    );
  });
  try {
    const [, url = ''] = await Promise.race([run.waitForOutput(READY_LINE), timeout]);
    return { ...run, url: url.replace(/\/$/, ''), kill: () => run.stop('SIGKILL') };
  } catch (error) {
    await run.stop();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${reason}\n${run.stdout()}\n${run.stderr()}`);
  } finally {
    clearTimeout(timer);
  }
}

/** Ends every process that a failed test or tool left running. */
export async function stopProcesses(): Promise<void> {
  await Promise.all([...running].map((run) => run.stop('SIGKILL')));
}

export interface RunOptions {
  /**
   * A server whose own handle stops it, as a PostgreSQL cluster's does (PgBouncer's):
   * stopProcesses, which tests call after each test, leaves it running.
   */
  stoppedByOwner?: boolean;
  /** With false, the process gets `env` (and PATH) alone, not this process's environment. */
  inheritEnv?: boolean;
  /** Where it runs: the project's root unless said. */
  cwd?: string;
}

/** Runs `command` (a program and its arguments) from the project root, `env` added. */
export function runCommand(
  [program, ...args]: readonly string[],
  env: Record<string, string>,
  { stoppedByOwner = false, inheritEnv = true, cwd = projectRoot }: RunOptions = {},
): ProcessRun {
  if (!program) throw new Error('runCommand needs a command to run');
  const child = spawn(program, args, {
    cwd,
    env: { ...(inheritEnv ? process.env : { PATH: process.env.PATH }), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so that stop() reaches the server under a wrapper such as npm.
    detached: true,
  });
  let stdout = '';
  let stderr = '';
  const listeners = new Set<() => void>();
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    for (const listener of listeners) listener();
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));

  const exited = new Promise<number | null>((resolve) => {
    child.on('close', (code) => {
      running.delete(run);
      for (const listener of listeners) listener();
      resolve(code);
    });
  });
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;

  const waitForOutput = (pattern: RegExp) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(stdout);
        if (match) {
          listeners.delete(check);
          resolve(match);
        } else if (hasExited()) {
          listeners.delete(check);
          reject(new Error(`Exited (code ${child.exitCode}) before printing ${pattern}`));
        }
      };
      listeners.add(check);
      check();
    });

  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // The group is already gone.
    }
  };
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (hasExited()) {
      await exited;
      return;
    }
    const killer = setTimeout(() => signalGroup('SIGKILL'), SHUTDOWN_TIMEOUT_MS);
    signalGroup(signal);
    await exited;
    clearTimeout(killer);
  };

  const run: ProcessRun = {
    child,
    stdout: () => stdout,
    stderr: () => stderr,
    waitForOutput,
    exited,
    stop,
  };
  if (!stoppedByOwner) running.add(run);
  return run;
}

/** A port of 127.0.0.1 that nothing listens on now, for a server that cannot pick its own. */
export function freePort(): Promise<number> {
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
