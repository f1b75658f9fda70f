/**
 * What a platform's schedule runs on the contact service, and delivery bounded in time: a
 * serverless function or a Worker may not count on work after its answer or past its limit.
 */
import type { DeliveryReport } from './notify/worker.ts';
import type { ContactService } from './service.ts';

export interface SweepReport {
  /** The digest of held messages it queued, if one was due. */
  heldDigest: number | null;
  sent: number;
  failed: number;
  /** Whether a delivery was still under way when the sweep stopped waiting for it. */
  unfinished: boolean;
  /** Held messages deleted past their retention. */
  pruned: number;
}

/**
 * What a platform's schedule runs: queue a digest of held messages if one is due, deliver what
 * is due for at most `deliveryMs`, prune what expired.
 */
export async function sweepOnce(service: ContactService, deliveryMs: number): Promise<SweepReport> {
  const digest = await service.queueHeldDigest();
  const delivered = await deliverWithin(service, deliveryMs);
  const pruned = await service.pruneExpired();
  return {
    heldDigest: digest?.id ?? null,
    sent: delivered?.sent ?? 0,
    failed: delivered?.failed ?? 0,
    unfinished: delivered === undefined,
    pruned,
  };
}

/**
 * Delivers what is due for at most `ms`: no new batch is claimed after it, and no one waits for a
 * send still under way (undefined then), whose lease brings its job back to a sweep if it never
 * ends.
 */
export async function deliverWithin(
  service: ContactService,
  ms: number,
): Promise<DeliveryReport | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([service.deliverDue(AbortSignal.timeout(ms)), late]);
  } finally {
    clearTimeout(timer);
  }
}
