/** The channels the configuration turns on, and the start-up line that tells the owner. */
import type { NotifySettings } from '../config.ts';
import { CHANNELS, type Channel } from '../store/store.ts';
import { emailSender } from './email.ts';
import type { Sender } from './sender.ts';
import { webhookSender } from './webhook.ts';

/** The channels the configuration turns on, without setting up their senders. */
export function configuredChannels(notify: NotifySettings): Channel[] {
  return CHANNELS.filter((channel) => notify[channel] !== undefined);
}

/** The senders of the configured channels; `pool: false` keeps no mail connection (emailSender). */
export function configuredSenders(
  notify: NotifySettings,
  { pool = true } = {},
): Partial<Record<Channel, Sender>> {
  return {
    ...(notify.email && { email: emailSender(notify.email, { pool }) }),
    ...(notify.webhook && { webhook: webhookSender(notify.webhook.url) }),
  };
}

/** Where notifications go, without the credentials or secret paths the URLs may hold. */
export function describeNotifications(notify: NotifySettings): string {
  const ways = [
    notify.email && `email to ${notify.email.to} through ${new URL(notify.email.smtpUrl).host}`,
    notify.webhook && `webhook to ${new URL(notify.webhook.url).host}`,
  ].filter(Boolean);
  return ways.length > 0
    ? `Notifications: ${ways.join(' and ')}; ${describeHeldDigest(notify)}`
    : 'Notifications: none configured, so new messages are only stored (set SMTP_URL and ' +
        'NOTIFY_EMAIL_TO, or NOTIFY_WEBHOOK_URL, to be told of each one); read them with ' +
        'npm run messages';
}

function describeHeldDigest({
  heldDigestIntervalMs,
  reviewLinks,
}: Pick<NotifySettings, 'heldDigestIntervalMs' | 'reviewLinks'>): string {
  if (heldDigestIntervalMs === 0) return 'no digest of held messages (HELD_DIGEST_MINUTES=0)';
  const minutes = heldDigestIntervalMs / 60_000;
  const every = minutes % 60 === 0 ? `${minutes / 60} h` : `${minutes} min`;
  const review = reviewLinks
    ? `with links to review each at ${reviewLinks.apiUrl}/review/…, valid ${reviewLinks.validForMs / 86_400_000} days`
    : 'with the command that releases each (set PUBLIC_API_URL for links)';
  return `held messages in a digest at most every ${every}, ${review}`;
}
