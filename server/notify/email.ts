/** Notification by email over SMTP, with nodemailer. */
import { createTransport } from 'nodemailer';
import type { EmailSettings } from '../config.ts';
import type { DigestReview, HeldDigest, Notice, StoredMessage } from '../store/store.ts';
import type { Sender } from './sender.ts';
import { utcMinute } from '../format/utcTime.ts';
import { describeLanguage } from '../contact/language.ts';
import { heldDigestText, heldDigestTitle } from './heldDigest.ts';

/** The notification email's fields, as nodemailer takes them. */
export interface NotificationEmail {
  from: string;
  to: string;
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  messageId: string;
  date: Date;
}

/**
 * The email about one message. Its Message-ID comes from the message's id and time and the
 * sending domain, so a redelivery is recognisably the same mail and mail clients show it once.
 * Names and addresses go in as data, never as header text: nodemailer encodes them, and no line
 * break in them can start a header of its own.
 */
export function notificationEmail(
  message: StoredMessage,
  settings: EmailSettings,
): NotificationEmail {
  const name = oneLine(message.name);
  return {
    from: settings.from,
    to: settings.to,
    replyTo: { name, address: oneLine(message.email) },
    subject: `New message from ${name} on your portfolio`,
    text: [
      `Name: ${name}`,
      `Email: ${oneLine(message.email)}`,
      `Received: ${utcMinute(message.createdAt)}`,
      // Only when the page said: a message without one reads as it always did.
      ...(message.language ? [`Language: ${oneLine(describeLanguage(message.language))}`] : []),
      '',
      message.message,
      '',
      '--',
      `Reply to this email to answer ${name}.`,
      '',
    ].join('\n'),
    messageId: `<contact-${message.id}.${Date.parse(message.createdAt)}@${domainOf(settings)}>`,
    date: new Date(message.createdAt),
  };
}

/**
 * The email listing held messages, with their review links when it has them. Its Message-ID
 * comes from the digest's id and time, so a redelivery after a crash is recognisably the same
 * mail.
 */
export function heldDigestEmail(
  digest: HeldDigest,
  settings: EmailSettings,
  review?: DigestReview,
): NotificationEmail {
  return {
    from: settings.from,
    to: settings.to,
    subject: oneLine(heldDigestTitle(digest)),
    text: heldDigestText(digest, review),
    messageId: `<held-digest-${digest.id}.${Date.parse(digest.createdAt)}@${domainOf(settings)}>`,
    date: new Date(digest.createdAt),
  };
}

function emailFor(notice: Notice, settings: EmailSettings): NotificationEmail {
  return 'message' in notice
    ? notificationEmail(notice.message, settings)
    : heldDigestEmail(notice.heldDigest, settings, notice.review);
}

/**
 * Sends through the SMTP server of `settings.smtpUrl`, over a few pooled connections, or with
 * `pool: false` over a connection of each mail's own: on a platform where a socket belongs to
 * the invocation that opened it (a Cloudflare Worker), no connection may be kept for the next.
 */
export function emailSender(settings: EmailSettings, { pool = true } = {}): Sender {
  const transport = createTransport({
    url: settings.smtpUrl,
    // A burst of messages shares connections instead of opening one per mail.
    ...(pool && { pool: true, maxConnections: 2 }),
    // A mail server that stops answering must not hold a job past its lease.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return async (notice) => {
    await transport.sendMail(emailFor(notice, settings));
  };
}

function domainOf(settings: EmailSettings): string | undefined {
  return settings.from.split('@').pop();
}

/** Any control or line-separator character as a space: header values are single lines. */
function oneLine(text: string): string {
  return text.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ');
}
