/**
 * The notification worker: claims due jobs from the outbox with a lease, delivers each on its
 * channel, and records the outcome, retrying with backoff until a job is sent or has used its
 * attempts. Several workers, in one process or several, may share one outbox.
 */
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Channel, ClaimedJob, NotificationQueue } from '../store/store.ts';
import { backoffMs } from '../../src/contact/backoff.ts';
import { describeError, type Sender } from './sender.ts';

/** No other worker takes a claimed job for this long. */
export const LEASE_MS = 2 * 60 * 1000;
/** A delivery still running after this is counted as failed, well inside its lease. */
export const SEND_TIMEOUT_MS = 60 * 1000;
/** Jobs one worker delivers at once: at most this many can be cut off by a crash. */
export const BATCH_SIZE = 8;
const POLL_MS = 1000;
/** Tries at recording a delivery the outbox could not take: about half a minute in all. */
const RECORD_ATTEMPTS = 8;
const RECORD_RETRY_STEPS = { firstMs: 250, maxMs: 8_000 };
/** The pause between two attempts at a job doubles from the configured base up to this. */
const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

export interface WorkerOptions {
  queue: NotificationQueue;
  senders: Partial<Record<Channel, Sender>>;
  maxAttempts: number;
  retryBaseMs: number;
  now?: () => Date;
  random?: () => number;
  log?: Pick<Console, 'log' | 'error'>;
}

export interface NotificationWorker {
  /** This worker's name in the outbox's leases. */
  id: string;
  /** Looks for due jobs now rather than at the next poll, e.g. right after a message is stored. */
  wake(): void;
  /** Stops claiming jobs and waits for the deliveries in progress to be recorded. */
  stop(): Promise<void>;
}

const processStart = Math.round(Date.now() - process.uptime() * 1000);
let workersStarted = 0;

/**
 * Starts delivering. First it frees the jobs claimed by a worker of this machine whose process
 * has ended (a crash or SIGKILL), so that they go out now rather than when their lease ends.
 */
export function startNotificationWorker({
  queue,
  senders,
  maxAttempts,
  retryBaseMs,
  now = () => new Date(),
  random = Math.random,
  log = console,
}: WorkerOptions): NotificationWorker {
  workersStarted += 1;
  const id = `${hostname()}:${process.pid}:${processStart}:${workersStarted}`;
  let stopped = false;
  let again = false;
  let running: Promise<void> | undefined;
  const retrySteps = { firstMs: retryBaseMs, maxMs: MAX_RETRY_DELAY_MS };

  const deliver = async (job: ClaimedJob) => {
    const what = `${job.channel} for message #${job.message.id}`;
    const send = senders[job.channel];
    try {
      if (!send) throw new Error(`No ${job.channel} notification is configured`);
      await withTimeout(send(job.message), SEND_TIMEOUT_MS);
    } catch (error) {
      const reason = describeError(error);
      const lastAttempt = job.attempt >= maxAttempts;
      const retryAt = lastAttempt
        ? null
        : new Date(now().getTime() + backoffMs(job.attempt, retrySteps, random));
      await queue.markAttemptFailed(job.jobId, id, reason, retryAt);
      log.error(
        lastAttempt
          ? `Notification ${what} failed for good after ${job.attempt} attempts: ${reason}`
          : `Notification ${what} failed (attempt ${job.attempt} of ${maxAttempts}): ${reason}; ` +
              `next attempt at ${retryAt?.toISOString()}`,
      );
      return;
    }
    if (!(await recordSent(job))) {
      log.error(`Notification ${what} was sent after its lease had ended`);
    }
  };

  /**
   * Records a delivery, trying again for a while when the outbox cannot be reached (a database
   * restarting): left unrecorded, the job would wait out its lease and then go a second time.
   */
  const recordSent = async (job: ClaimedJob): Promise<boolean> => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await queue.markSent(job.jobId, id, now());
      } catch (error) {
        if (attempt >= RECORD_ATTEMPTS) throw error;
        await sleep(backoffMs(attempt, RECORD_RETRY_STEPS, random));
      }
    }
  };

  // Set when a drain met an outbox error: a claim may have been stored without its answer
  // reaching us, or an outcome may be unrecorded, leaving jobs leased to this worker that it is
  // not working on. The next drain frees them first rather than let them wait out the lease.
  let leasesInDoubt = false;

  const drain = async () => {
    if (leasesInDoubt) {
      // No delivery of this worker is running here: drains never overlap.
      await queue.releaseLeasesOf((worker) => worker === id);
      leasesInDoubt = false;
    }
    do {
      again = false;
      const jobs = await queue.claimDue(id, now(), LEASE_MS, BATCH_SIZE);
      await Promise.all(jobs.map(deliver));
      if (jobs.length === BATCH_SIZE) again = true;
    } while (again && !stopped);
  };

  const wake = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => {
        leasesInDoubt = true;
        log.error('The notification worker could not reach the outbox:', error);
      })
      .finally(() => {
        running = undefined;
      });
  };

  const timer = setInterval(wake, POLL_MS);
  void queue
    .releaseLeasesOf(isGoneFromThisMachine)
    .then((released) => {
      if (released > 0) log.log(`Took back ${released} notification(s) from a stopped server`);
    })
    .catch((error: unknown) =>
      log.error('The notification worker could not reach the outbox:', error),
    )
    .finally(wake);

  return {
    id,
    wake,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/** A worker of this machine whose process no longer runs: its pid is gone, or was reused. */
function isGoneFromThisMachine(worker: string): boolean {
  const [host, pid, started] = worker.split(':');
  if (host !== hostname() || !pid || !started) return false;
  if (Number(pid) === process.pid) return Number(started) !== processStart;
  try {
    process.kill(Number(pid), 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
