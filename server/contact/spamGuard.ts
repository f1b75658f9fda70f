/**
 * Decides whether a valid message goes to the owner or is held for review. A message is held
 * when its proof of work is missing or does not hold, when it came sooner after its challenge
 * than anyone types, or when it carries more links than the limit. Held messages are stored
 * all the same and answered like any other, so a script learns nothing from the answer; a
 * real visitor's message that was held by mistake waits for the owner's `--release`.
 *
 * The last rule, that a proof is spent once, is the store's: it needs every instance's view.
 */
import type { ContactMessage } from './schema.ts';
import type { ProofOfWork } from './proofOfWork.ts';
import type { Clock } from '../clock.ts';

export interface SpamGuardSettings {
  proofOfWork: ProofOfWork;
  minFillMs: number;
  maxLinks: number;
  now: Clock;
}

export interface Screening {
  /** Why the message is held, in the owner's words; null when it may go on. */
  heldFor: string | null;
  /** The proof to spend with the message, when it held. */
  proof?: { id: string; expiresAt: Date };
}

export interface SpamGuard {
  /** A challenge for a form being shown now. */
  challenge(): ReturnType<ProofOfWork['issue']>;
  screen(message: ContactMessage, proofHeader: string | undefined): Promise<Screening>;
}

export function spamGuard({ proofOfWork, minFillMs, maxLinks, now }: SpamGuardSettings): SpamGuard {
  return {
    challenge: () => proofOfWork.issue(minFillMs),

    screen: async (message, proofHeader) => {
      const problems: string[] = [];
      const proof = await proofOfWork.check(proofHeader);
      if (!proof.ok) {
        problems.push(`sent with ${proof.problem}`);
      } else {
        const fillMs = now() - proof.issuedAt;
        if (fillMs < minFillMs) {
          problems.push(`sent ${seconds(fillMs)} after the form was shown`);
        }
      }
      const links = countLinks(message.name) + countLinks(message.message);
      if (links > maxLinks) problems.push(`${links} links (at most ${maxLinks} pass)`);

      return {
        heldFor: problems.length > 0 ? problems.join('; ') : null,
        ...(proof.ok && { proof: { id: proof.id, expiresAt: proof.expiresAt } }),
      };
    },
  };
}

/** Web addresses in `text`: each `http://`, `https://` or `www.` address counts once. */
export function countLinks(text: string): number {
  return text.match(/\b(?:https?:\/\/|www\.)[^\s<>"']*/giu)?.length ?? 0;
}

function seconds(ms: number): string {
  return `${(Math.max(0, ms) / 1000).toFixed(1)} s`;
}
