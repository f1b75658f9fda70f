/**
 * The words of a held-message digest, shared by its email and its webhook: for each message its
 * number, sender, first line and reason, and how to let it through: its two review links when
 * the API's public address is known, the release command otherwise.
 */
import { utcMinute } from '../format/utcTime.ts';
import type { DigestReview, HeldDigest } from '../store/store.ts';

/** A digest lists this many messages at most; the rest are a command away. */
export const DIGEST_LIST_MAX = 50;

export const LIST_HELD_COMMAND = 'npm run messages -- --held';

export function releaseCommand(id: number): string {
  return `npm run messages -- --release ${id}`;
}

export function heldDigestTitle(digest: HeldDigest): string {
  const count = digest.messages.length;
  return `${count} ${count === 1 ? 'message' : 'messages'} held for review on your portfolio`;
}

export function heldDigestText(digest: HeldDigest, review?: DigestReview): string {
  const listed = digest.messages.slice(0, DIGEST_LIST_MAX);
  const unlisted = digest.messages.length - listed.length;
  const howToRelease = review
    ? [
        'told of each. If one is from a real visitor, let it through with its link: each opens a',
        'page that shows the whole message and acts only when you press its button.',
        `Each link works once, until ${utcMinute(review.expiresAt)}.`,
      ]
    : ['told of each. If one is from a real visitor, let it through with the command under it.'];
  return [
    `${heldDigestTitle(digest)}, since the last summary. They looked scripted, so you were not`,
    ...howToRelease,
    '',
    ...listed.flatMap((message) => [
      `#${message.id} from ${message.name} <${message.email}>, ${utcMinute(message.createdAt)}`,
      `  "${message.firstLine}"`,
      `  Held: ${message.heldFor}`,
      ...(review ? reviewLines(review, message.id) : [`  Release: ${releaseCommand(message.id)}`]),
      '',
    ]),
    ...(unlisted > 0 ? [`And ${unlisted} more.`, ''] : []),
    `Every held message: ${LIST_HELD_COMMAND}`,
    '',
  ].join('\n');
}

function reviewLines(review: DigestReview, id: number): string[] {
  const links = review.links.get(id);
  return links
    ? [`  Let it through: ${links.release}`, `  Delete: ${links.delete}`]
    : ['  No longer held: let through or deleted since this summary was made.'];
}
