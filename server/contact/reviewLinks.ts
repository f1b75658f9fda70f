/**
 * The links a held-message digest gives for each message: "Let it through" and "Delete", each a
 * page of the API at `<PUBLIC_API_URL>/review/<token>` that shows the message and acts only when
 * its button is pressed. A token is 256 random bits, good for one message and one action, once,
 * until it expires; the store keeps only its SHA-256 hash, so the database holds no working link.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { ReviewLinkSettings } from '../config.ts';
import { DIGEST_LIST_MAX } from '../notify/heldDigest.ts';
import {
  REVIEW_ACTIONS,
  type DigestReview,
  type HeldDigest,
  type MessageStore,
  type ReviewLinks,
  type ReviewTokenHash,
} from '../store/store.ts';

const TOKEN_BYTES = 32;
/** 32 bytes in base64url, unpadded: 43 characters of A–Z, a–z, 0–9, - and _. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The path of a token's page under the API. */
export function reviewPath(token: string): string {
  return `/review/${token}`;
}

export function newReviewToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** What the store keeps of a token, and looks it up by. */
export function hashReviewToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether `text` could be a token at all: anything else is answered without a look-up. */
export function isReviewTokenShaped(text: string): boolean {
  return TOKEN_SHAPE.test(text);
}

/**
 * Makes the links for the messages `digest` lists, keeping their tokens' hashes, valid for
 * `settings.validForMs` from `now`. Called for each sending of the digest: a redelivery carries
 * new links, and those sent before keep working until they expire or one of them is used. A
 * message released or deleted since the digest was made gets none.
 */
export async function issueReviewLinks(
  store: Pick<MessageStore, 'issueReviewTokens'>,
  settings: ReviewLinkSettings,
  digest: HeldDigest,
  now: Date,
): Promise<DigestReview> {
  const expiresAt = new Date(now.getTime() + settings.validForMs);
  const made = digest.messages
    .slice(0, DIGEST_LIST_MAX)
    .map(({ id }) => ({ id, release: newReviewToken(), delete: newReviewToken() }));
  const hashes: ReviewTokenHash[] = made.flatMap((tokens) =>
    REVIEW_ACTIONS.map((action) => ({
      hash: hashReviewToken(tokens[action]),
      messageId: tokens.id,
      action,
    })),
  );
  const issued = new Set(await store.issueReviewTokens(hashes, expiresAt));
  const url = (token: string) => `${settings.apiUrl}${reviewPath(token)}`;
  const links = new Map<number, ReviewLinks>(
    made
      .filter((tokens) => issued.has(tokens.id))
      .map((tokens) => [tokens.id, { release: url(tokens.release), delete: url(tokens.delete) }]),
  );
  return { links, expiresAt: expiresAt.toISOString() };
}
