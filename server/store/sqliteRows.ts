/**
 * The rows of the SQLite schema as queries return them, and the objects the store makes of them:
 * the same for SQLite on a file (sqliteStore.ts) and for Cloudflare D1 (d1Store.ts).
 */
import type {
  Channel,
  Delivery,
  DeliveryStatus,
  HeldDigest,
  HeldSummary,
  ReviewAction,
  ReviewTokenState,
  StoredMessage,
} from './store.ts';

export interface MessageRow {
  id: number;
  name: string;
  email: string;
  message: string;
  client: string | null;
  created_at: string;
  held_for: string | null;
  language: string | null;
}

/** The columns of a MessageRow, for a query's SELECT. */
export const MESSAGE_COLUMNS = 'id, name, email, message, client, created_at, held_for, language';

export interface DigestRow {
  id: number;
  created_at: string;
  messages: string;
}

export interface ReviewTokenRow {
  message_id: number;
  action: ReviewAction;
  expires_at: string;
  used_at: string | null;
  used_for: ReviewAction | null;
}

export interface DeliveryRow {
  message_id: number;
  channel: Channel;
  status: DeliveryStatus;
  attempts: number;
  next_attempt_at: string;
  sent_at: string | null;
  last_error: string | null;
}

export function toMessage({ created_at, held_for, ...row }: MessageRow): StoredMessage {
  return { ...row, createdAt: created_at, heldFor: held_for };
}

/** A used or expired token's state at `now` (an ISO time); undefined while it is valid. */
export function closedState(
  { message_id: messageId, action, expires_at, used_at, used_for }: ReviewTokenRow,
  now: string,
): Exclude<ReviewTokenState, { state: 'valid' | 'unknown' }> | undefined {
  if (used_at !== null) {
    return { state: 'used', messageId, action, usedFor: used_for ?? action, usedAt: used_at };
  }
  if (expires_at <= now) return { state: 'expired', messageId, action, expiresAt: expires_at };
  return undefined;
}

export function toDigest(row: DigestRow): HeldDigest {
  return {
    id: row.id,
    createdAt: row.created_at,
    messages: JSON.parse(row.messages) as HeldSummary[],
  };
}

export function toDelivery(row: DeliveryRow): Delivery {
  return {
    channel: row.channel,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.status === 'pending' ? row.next_attempt_at : null,
    sentAt: row.sent_at,
    lastError: row.last_error,
  };
}
