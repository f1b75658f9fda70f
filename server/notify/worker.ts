/**
 * The notification outbox's delivery. `notificationDelivery` is one-shot: `deliverDue` claims due
 * jobs with a lease, delivers each on its channel and records the outcome, retrying a failed job
 * later with backoff until it is sent or has used its attempts, and resolves with what it did. It
 * holds no timer, so any runtime can call it: `startNotificationWorker` is Node's loop around it.
 * Several deliveries, in one process or several, may share one outbox.
 */
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import type {
  Channel,
  ClaimedJob,
  DigestReview,
  HeldDigest,
  Notice,
  NotificationQueue,
} from '../store/store.ts';
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

export type Log = Pick<Console, 'log' | 'error'>;

export interface DeliveryOptions {
  queue: NotificationQueue;
  senders: Partial<Record<Channel, Sender>>;
  maxAttempts: number;
  retryBaseMs: number;
  now?: () => Date;
  random?: () => number;
  log?: Log;
  /**
   * Makes a digest's review links, anew for each attempt at sending it. Without it, a digest
   * gives the release command instead.
   */
  reviewLinks?: (digest: HeldDigest, now: Date) => Promise<DigestReview>;
  /**
   * Batches one run claims at most; unbounded when not set. A platform that limits the queries
   * and connections of one invocation (Cloudflare's free plan) sets it.
   */
  batchesPerRun?: number;
}

/** What one `deliverDue` did. */
export interface DeliveryReport {
  sent: number;
  /** Attempts that failed: each job is due again later, or failed for good. */
  failed: number;
}

export interface NotificationDelivery {
  /** This delivery's name in the outbox's leases. */
  id: string;
  /**
   * Delivers every job due now, batch after batch, until none is left or `signal` is aborted
   * (a batch under way is finished). Calls run one after another, never at once. Rejects when
   * the outbox cannot be reached; a job it could not finish stays in the outbox.
   *
   * The first run that reaches the outbox first frees the jobs claimed by a process of this
   * machine that has ended (a crash, a SIGKILL), so that they go out now rather than when their
   * lease ends.
   */
  deliverDue(signal?: AbortSignal): Promise<DeliveryReport>;
}

const processStart = Math.round(Date.now() - process.uptime() * 1000);
let deliveriesMade = 0;

export function notificationDelivery({
  queue,
  senders,
  maxAttempts,
  retryBaseMs,
  now = () => new Date(),
  random = Math.random,
  log = console,
  reviewLinks,
  batchesPerRun = Infinity,
}: DeliveryOptions): NotificationDelivery {
  deliveriesMade += 1;
  const id = `${hostname()}:${process.pid}:${processStart}:${deliveriesMade}`;
  const retrySteps = { firstMs: retryBaseMs, maxMs: MAX_RETRY_DELAY_MS };

  /** Delivers one job; true when it was sent. */
  const deliver = async (job: ClaimedJob): Promise<boolean> => {
    const what =
      'message' in job
        ? `${job.channel} for message #${job.message.id}`
        : `${job.channel} digest #${job.heldDigest.id} of held messages`;
    const send = senders[job.channel];
    try {
      if (!send) throw new Error(`No ${job.channel} notification is configured`);
      await withTimeout(withReview(job).then(send), SEND_TIMEOUT_MS);
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
      return false;
    }
    if (!(await recordSent(job))) {
      log.error(`Notification ${what} was sent after its lease had ended`);
    }
    return true;
  };

  /** The notice a job sends: a digest with links made for this attempt, when it has them. */
  const withReview = async (job: ClaimedJob): Promise<Notice> =>
    'heldDigest' in job && reviewLinks
      ? { heldDigest: job.heldDigest, review: await reviewLinks(job.heldDigest, now()) }
      : job;

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

  // Set when a run met an outbox error: a claim may have been stored without its answer
  // reaching us, or an outcome may be unrecorded, leaving jobs leased to this delivery that it
  // is not working on. The next run frees them first rather than let them wait out the lease.
  let leasesInDoubt = false;

  // Until a run has reached the outbox: a start that met a database restarting must not leave a
  // stopped process's jobs to wait out their lease.
  let stoppedProcessesInDoubt = true;

  const drain = async (signal?: AbortSignal): Promise<DeliveryReport> => {
    const report = { sent: 0, failed: 0 };
    try {
      if (stoppedProcessesInDoubt) {
        const released = await queue.releaseLeasesOf(isGoneFromThisMachine);
        stoppedProcessesInDoubt = false;
        if (released > 0) log.log(`Took back ${released} notification(s) from a stopped server`);
      }
      if (leasesInDoubt) {
        // No delivery of this one is running here: runs never overlap.
        await queue.releaseLeasesOf((worker) => worker === id);
        leasesInDoubt = false;
      }
      let jobs: ClaimedJob[];
      let batches = 0;
      do {
        jobs = await queue.claimDue(id, now(), LEASE_MS, BATCH_SIZE);
        batches += 1;
        for (const sent of await Promise.all(jobs.map(deliver))) {
          report[sent ? 'sent' : 'failed'] += 1;
        }
      } while (jobs.length === BATCH_SIZE && batches < batchesPerRun && !signal?.aborted);
      return report;
    } catch (error) {
      leasesInDoubt = true;
      throw error;
    }
  };

  let previous: Promise<unknown> = Promise.resolve();
  return {
    id,
    deliverDue: (signal) => {
      const run = previous.then(() => drain(signal));
      previous = run.catch(() => undefined);
      return run;
    },
  };
}

export interface NotificationWorker {
  /** Looks for due jobs now rather than at the next poll, e.g. right after a message is stored. */
  wake(): void;
  /** Stops claiming jobs and waits for the deliveries in progress to be recorded. */
  stop(): Promise<void>;
}

/** Node's loop: delivers what is due at once, then every second and whenever woken. */
export function startNotificationWorker(
  delivery: NotificationDelivery,
  { log = console, pollMs = POLL_MS }: { log?: Log; pollMs?: number } = {},
): NotificationWorker {
  const stopping = new AbortController();
  let again = false;
  let running: Promise<void> | undefined;

  const run = async () => {
    do {
      again = false;
      await delivery
        .deliverDue(stopping.signal)
        .catch((error: unknown) =>
          log.error('The notification worker could not reach the outbox:', error),
        );
    } while (again && !stopping.signal.aborted);
  };

  const wake = () => {
    if (stopping.signal.aborted) return;
    if (running) {
      again = true;
      return;
    }
    running = run().finally(() => {
      running = undefined;
    });
  };

  const timer = setInterval(wake, pollMs);
  wake();

  return {
    wake,
    stop: async () => {
      stopping.abort();
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
