/**
 * Netlify's local emulator (@netlify/dev) running the project's functions, for the tests, in a
 * process of its own (netlifyDevProcess.ts) on a free port of 127.0.0.1. Netlify's bundler
 * (zip-it-and-ship-it, with esbuild) builds each function of netlify/functions/, Netlify's
 * bootstrap hands it a Request and a Context, and requests reach a function by its
 * `config.path`. Nothing reaches the network: no login, no linked site, no geolocation lookup,
 * no Deno. Each invocation is built afresh and runs in a new worker thread: a cold instance.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCommand } from './serverProcess.ts';

/** What netlifyDevProcess.ts prints once it answers. */
const READY_LINE = /Netlify Dev listening on (http:\/\/\S+)/;
/** Loading the emulator takes seconds on a busy machine; a start that hangs is stopped. */
const STARTUP_TIMEOUT_MS = 90_000;

export interface NetlifyDevServer {
  /** Where it answers, e.g. http://127.0.0.1:4321 (the API under /api). */
  url: string;
  /**
   * Gives the functions `settings` as their whole environment, as the site's variables would be:
   * every invocation from now on sees them (each invocation is a new instance).
   */
  setEnv(settings: Record<string, string>): Promise<void>;
  /** Runs the scheduled function `name` now, as Netlify's scheduler does. */
  runScheduled(name: string): Promise<void>;
  /** Everything the emulator and the functions printed. */
  logs(): string;
  stop(): Promise<void>;
}

/** Starts the emulator, its functions with no settings until `setEnv`. */
export async function startNetlifyDev(): Promise<NetlifyDevServer> {
  // A home of its own: the emulator reads no login or AWS profile of whoever runs the tests.
  const home = await mkdtemp(join(tmpdir(), 'netlify-dev-'));
  const run = runCommand(
    [process.execPath, join(import.meta.dirname, 'netlifyDevProcess.ts')],
    { HOME: home },
    { inheritEnv: false },
  );
  const stop = async () => {
    await run.stop();
    await rm(home, { recursive: true, force: true });
  };
  const logs = () => `${run.stdout()}${run.stderr()}`;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${STARTUP_TIMEOUT_MS / 1000} s`)),
      STARTUP_TIMEOUT_MS,
    );
  });
  const [, url = ''] = await Promise.race([run.waitForOutput(READY_LINE), timeout])
    .catch(async (error: unknown) => {
      await stop();
      throw new Error(`Netlify Dev did not start: ${String(error)}\n${logs()}`);
    })
    .finally(() => clearTimeout(timer));
  return {
    url,
    setEnv: async (settings) => {
      const answer = await fetch(`${url}/__netlify-dev/env`, {
        method: 'PUT',
        body: JSON.stringify(settings),
      });
      if (!answer.ok) {
        throw new Error(`Setting the functions' environment answered ${answer.status}`);
      }
    },
    runScheduled: async (name) => {
      // The emulator invokes a scheduled function by its URL; on Netlify only the scheduler can.
      const answer = await fetch(`${url}/.netlify/functions/${name}`, { method: 'POST' });
      if (!answer.ok) {
        throw new Error(
          `The scheduled function ${name} failed (${answer.status}): ${await answer.text()}`,
        );
      }
    },
    logs,
    stop,
  };
}
