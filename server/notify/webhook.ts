/** Notification by webhook: a JSON POST that Slack and Discord incoming webhooks accept as is. */
import type { DigestReview, HeldDigest, Notice, StoredMessage } from '../store/store.ts';
import { describeLanguage } from '../contact/language.ts';
import { heldDigestText } from './heldDigest.ts';
import type { Sender } from './sender.ts';

/** Discord refuses a `content` longer than this. */
const DISCORD_CONTENT_MAX = 2000;

/** A receiver that does not answer within this time has failed this attempt. */
const WEBHOOK_TIMEOUT_MS = 15_000;

/**
 * The body: the message's fields at the top level for any receiver of our own, plus `text`
 * for Slack and `content` for Discord, with Discord's mentions turned off so that a visitor
 * cannot ping the owner's whole server. `language` (a BCP 47 tag) is there only when the page
 * said it, and then the text names it too.
 */
export function webhookBody(message: StoredMessage) {
  const language = message.language ? `\nLanguage: ${describeLanguage(message.language)}` : '';
  const summary = `New message from ${message.name} <${message.email}> on your portfolio:${language}\n\n${message.message}`;
  return {
    kind: 'message',
    id: message.id,
    name: message.name,
    email: message.email,
    message: message.message,
    receivedAt: message.createdAt,
    ...(message.language && { language: message.language }),
    text: escapeForSlack(summary),
    content: truncate(summary, DISCORD_CONTENT_MAX),
    allowed_mentions: { parse: [] },
  };
}

/**
 * The body of a held-message digest: the list as data, and as text for Slack and Discord. With
 * review links, each message that has them carries them as `links`, and `linksExpireAt` says
 * until when they work.
 */
export function heldDigestBody(digest: HeldDigest, review?: DigestReview) {
  const summary = heldDigestText(digest, review);
  return {
    kind: 'held-digest',
    id: digest.id,
    createdAt: digest.createdAt,
    messages: digest.messages.map((message) => {
      const links = review?.links.get(message.id);
      return links ? { ...message, links } : message;
    }),
    ...(review && { linksExpireAt: review.expiresAt }),
    text: escapeForSlack(summary),
    content: truncate(summary, DISCORD_CONTENT_MAX),
    allowed_mentions: { parse: [] },
  };
}

/** Stable for a notice, so that a receiver can drop a redelivery. */
export function idempotencyKey(notice: Notice): string {
  return 'message' in notice
    ? `contact-${notice.message.id}-${Date.parse(notice.message.createdAt)}`
    : `held-digest-${notice.heldDigest.id}-${Date.parse(notice.heldDigest.createdAt)}`;
}

export function webhookSender(url: string): Sender {
  return async (notice) => {
    const body =
      'message' in notice
        ? webhookBody(notice.message)
        : heldDigestBody(notice.heldDigest, notice.review);
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Idempotency-Key': idempotencyKey(notice),
      },
      body: JSON.stringify(body),
      // A redirect could lead the message somewhere the owner did not configure.
      redirect: 'error',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`The webhook answered ${response.status}`);
  };
}

/** Slack reads `<…>` as links and mentions, and `&` as the start of an entity. */
function escapeForSlack(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

function truncate(text: string, max: number): string {
  const characters = [...text];
  return characters.length <= max ? text : `${characters.slice(0, max - 1).join('')}…`;
}
