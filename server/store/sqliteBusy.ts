/**
 * Waiting for a lock held by another process without blocking the event loop. SQLite's own
 * busy timeout sleeps inside the call, which would freeze every other request of the server;
 * here the connection answers "busy" at once and the work is tried again after a timer.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';

/** How long a store call waits for a lock before it gives up with SQLITE_BUSY. */
export const DEFAULT_LOCK_WAIT_MS = 5000;

const MAX_PAUSE_MS = 50;

export function isBusy(error: unknown): boolean {
  return error instanceof Database.SqliteError && /^SQLITE_(BUSY|LOCKED)/.test(error.code ?? '');
}

/**
 * Runs `work` (one statement or one transaction, which SQLite rolls back when it meets a
 * lock) until it gets through, pausing 1, 2, 4 … up to 50 ms between tries. After `waitMs` the
 * busy error is thrown to the caller.
 */
export async function whileBusy<T>(work: () => T, waitMs: number): Promise<T> {
  const deadline = performance.now() + waitMs;
  for (let pause = 1; ; pause = Math.min(pause * 2, MAX_PAUSE_MS)) {
    try {
      return work();
    } catch (error) {
      if (!isBusy(error) || performance.now() + pause > deadline) throw error;
    }
    await sleep(pause);
  }
}
