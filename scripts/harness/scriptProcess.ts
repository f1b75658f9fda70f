/** Helpers for tests that run a server script as a child process, the way npm does. */
import { spawn, type ChildProcess } from 'node:child_process';
import { projectRoot } from '../../server/testing/testServer.ts';

export interface ScriptRun {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  /** Resolves with the first match of `pattern` in stdout; rejects if the script exits first. */
  waitForOutput(pattern: RegExp): Promise<RegExpMatchArray>;
  exited: Promise<number | null>;
}

const running = new Set<ChildProcess>();

/**
 * Runs `node <script> ...args` from the project root, on the Node running the tests, with `env`
 * added to this environment: the way `npm start` and `npm run messages` run.
 */
export function runScript(script: string, args: string[], env: Record<string, string>): ScriptRun {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: projectRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
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
      running.delete(child);
      for (const listener of listeners) listener();
      resolve(code);
    });
  });

  const waitForOutput = (pattern: RegExp) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(stdout);
        if (match) {
          listeners.delete(check);
          resolve(match);
        } else if (child.exitCode !== null || child.signalCode !== null) {
          listeners.delete(check);
          reject(new Error(`exited before printing ${pattern}:\n${stdout}\n${stderr}`));
        }
      };
      listeners.add(check);
      check();
    });

  return { child, stdout: () => stdout, stderr: () => stderr, waitForOutput, exited };
}

/** Ends any script a failed test left running. */
export function killScripts(): void {
  for (const child of running) child.kill('SIGKILL');
}
