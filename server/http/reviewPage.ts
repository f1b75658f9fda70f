/**
 * The pages a review link opens: plain HTML with one inline stylesheet, allowed by its hash in
 * the pages' own Content-Security-Policy, and no script at all. Every stored text is escaped.
 * The owner reads them, in English like the digest, possibly on a phone.
 */
import { createHash } from 'node:crypto';
import { describeLanguage } from '../contact/language.ts';
import { utcMinute } from '../format/utcTime.ts';
import { LIST_HELD_COMMAND, releaseCommand } from '../notify/heldDigest.ts';
import type {
  Channel,
  ReviewAction,
  ReviewResult,
  ReviewTokenState,
  StoredMessage,
} from '../store/store.ts';

/** Markup that is safe as it is: built by `escaped`, which escapes every other value. */
interface Html {
  readonly markup: string;
}

type HtmlValue = string | number | Html | false | undefined;

/** A template of markup whose values are text, escaped, or markup made by this same tag. */
function escaped(strings: TemplateStringsArray, ...values: HtmlValue[]): Html {
  const markup = strings.reduce((out, text, index) => out + markupOf(values[index - 1]) + text);
  return { markup };
}

function markupOf(value: HtmlValue): string {
  if (value === undefined || value === false) return '';
  if (typeof value === 'string' || typeof value === 'number') return escapeHtml(String(value));
  return value.markup;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * Readable on a phone and a desktop, in the light and the dark (system colours follow the
 * owner's scheme); the buttons as tall as a finger.
 */
const STYLE = `
:root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
body { margin: 0; padding: 1rem; background: Canvas; color: CanvasText; }
main { max-width: 40rem; margin: 0 auto; }
h1 { font-size: 1.5rem; line-height: 1.25; margin: 0.5rem 0 1rem; }
h2 { font-size: 1.125rem; margin: 1.5rem 0 0.5rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0; }
dt { font-weight: 600; }
dd { margin: 0; overflow-wrap: anywhere; }
.message { white-space: pre-wrap; overflow-wrap: anywhere; padding: 0.75rem 1rem;
  border: 1px solid GrayText; border-radius: 0.5rem; }
form { margin: 1.5rem 0; }
button { font: inherit; font-weight: 600; min-height: 2.75rem; padding: 0.5rem 1.25rem;
  border: 0; border-radius: 0.5rem; color: #fff; background: #0b57d0; cursor: pointer; }
button.delete { background: #b3261e; }
button:focus-visible { outline: 3px solid CanvasText; outline-offset: 2px; }
code { overflow-wrap: anywhere; }
`;

/**
 * The review pages' policy, in place of the site's: nothing may load, the one stylesheet is
 * allowed by its hash, and the form may post only to this origin.
 */
export const REVIEW_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

export interface ReviewPage {
  status: 200 | 404 | 405 | 410 | 503;
  html: string;
}

function page(status: ReviewPage['status'], title: string, body: Html): ReviewPage {
  const document = escaped`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${title}</title>
<style>${{ markup: STYLE }}</style>
</head>
<body>
<main>
<h1>${title}</h1>
${body}
</main>
</body>
</html>
`;
  return { status, html: document.markup };
}

const ACTION_DONE: Record<ReviewAction, (id: number) => string> = {
  release: (id) => `let message #${id} through`,
  delete: (id) => `delete message #${id}`,
};

/** What GET shows: the message and its one button, or why the link does nothing. */
export function pageForToken(state: ReviewTokenState, channels: readonly Channel[]): ReviewPage {
  if (state.state !== 'valid') return closedPage(state);
  const { message, action, expiresAt } = state;
  if (!message) return gonePage(state.messageId);
  if (action === 'release' && message.heldFor === null) return alreadyReleasedPage(message);
  const form =
    action === 'release'
      ? escaped`<p>It was held as likely spam. ${
          channels.length > 0
            ? `Letting it through notifies you of it ${notifiedBy(channels)}, as of any other message.`
            : 'Letting it through puts it in the inbox (no notifications are configured).'
        }</p>
${messageDetails(message)}
<form method="post">
<button type="submit">Let it through</button>
</form>`
      : escaped`<p>Deleting it removes it for good, with its notifications. It cannot be undone.</p>
${messageDetails(message)}
<form method="post">
<button type="submit" class="delete">Delete it</button>
</form>`;
  return page(
    200,
    action === 'release' ? `Let message #${message.id} through?` : `Delete message #${message.id}?`,
    escaped`${form}
<p>Opening this page changed nothing: only the button acts. The link works once, until
${utcMinute(expiresAt)}. To leave the message as it is, close this page.</p>`,
  );
}

/** What POST shows: what was done, or why nothing was. */
export function pageForResult(result: ReviewResult, channels: readonly Channel[]): ReviewPage {
  if (result.state !== 'done') return closedPage(result);
  const { message, outcome, messageId } = result;
  if (!message || outcome === 'not found') return gonePage(messageId);
  if (outcome === 'not held') return alreadyReleasedPage(message);
  if (outcome === 'released') {
    const told =
      channels.length > 0
        ? `You are notified of it ${notifiedBy(channels)}, as of any other message.`
        : 'No notifications are configured, so it is only in the inbox (npm run messages).';
    return page(
      200,
      `Message #${messageId} let through`,
      escaped`<p>The message from <bdi>${message.name}</bdi> is no longer held. ${told}
Its Delete link no longer works.</p>`,
    );
  }
  return page(
    200,
    `Message #${messageId} deleted`,
    escaped`<p>The message from <bdi>${message.name}</bdi> is deleted, with its notifications.
Its other link no longer works.</p>`,
  );
}

function closedPage(state: Exclude<ReviewTokenState, { state: 'valid' }>): ReviewPage {
  switch (state.state) {
    case 'unknown':
      return page(
        404,
        'This link is not valid',
        escaped`<p>No review link has this address: it may have been cut short or changed, or it
is long past its date. Nothing was changed.</p>
<p>Open the link from the summary mail again, or list the held messages with
<code>${LIST_HELD_COMMAND}</code>.</p>`,
      );
    case 'used':
      return page(
        410,
        'This link has been used',
        escaped`<p>It was used on ${utcMinute(state.usedAt)} to ${ACTION_DONE[state.usedFor](state.messageId)}.
A link works once: nothing was changed now.</p>`,
      );
    case 'expired':
      return page(
        410,
        'This link has expired',
        escaped`<p>It worked until ${utcMinute(state.expiresAt)}. Message #${state.messageId} was not
changed.</p>
<p>The command line still reaches it: <code>${LIST_HELD_COMMAND}</code> lists the held
messages, and <code>${releaseCommand(state.messageId)}</code> lets this one through.</p>`,
      );
  }
}

function gonePage(id: number): ReviewPage {
  return page(
    410,
    `Message #${id} is no longer here`,
    escaped`<p>It was deleted since the summary was sent, or held longer than held messages are
kept. Nothing was changed.</p>`,
  );
}

function alreadyReleasedPage(message: StoredMessage): ReviewPage {
  return page(
    200,
    `Message #${message.id} was let through already`,
    escaped`<p>The message from <bdi>${message.name}</bdi> is no longer held: it went on to you
already. Nothing was changed.</p>`,
  );
}

export function unavailablePage(): ReviewPage {
  return page(
    503,
    'Try again in a minute',
    escaped`<p>The messages cannot be reached just now. Nothing was changed: open the link again
in a minute.</p>`,
  );
}

export function methodNotAllowedPage(): ReviewPage {
  return page(
    405,
    'Open this link in a browser',
    escaped`<p>A review link is opened (GET) to show its message, and its button posts the form
(POST). Nothing was changed.</p>`,
  );
}

/** The message as the owner judges it: sender, time, language, reason, and all of its text. */
function messageDetails(message: StoredMessage): Html {
  return escaped`<dl>
<dt>From</dt><dd><bdi>${message.name}</bdi> &lt;${message.email}&gt;</dd>
<dt>Received</dt><dd>${utcMinute(message.createdAt)}</dd>
${message.language !== null && escaped`<dt>Language</dt><dd>${describeLanguage(message.language)}</dd>`}
${message.heldFor !== null && escaped`<dt>Held</dt><dd>${message.heldFor}</dd>`}
</dl>
<h2>Message</h2>
<div class="message">${message.message}</div>`;
}

function notifiedBy(channels: readonly Channel[]): string {
  return `by ${channels.join(' and ')}`;
}
