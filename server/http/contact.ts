/**
 * POST /api/contact: check the request at the edge, then store the message once, within the
 * client's rate limit, held for review when the spam guard says so. A held message is answered
 * like any other.
 */
import type { Handler, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { apiError, type ApiErrorBody } from './apiError.ts';
import type { AddressOf } from './clientAddress.ts';
import type { Clock } from '../clock.ts';
import { pageLanguageOf } from '../contact/language.ts';
import { checkContactMessage } from '../contact/schema.ts';
import { CONTACT_PROOF_HEADER, PAGE_LANGUAGE_HEADER } from '../../src/contact/contactMessage.ts';
import type { SpamGuard } from '../contact/spamGuard.ts';
import { isOutdatedSchemaError } from '../store/postgresSchema.ts';
import type { Channel, MessageStore, NewMessage, RateLimit, SaveResult } from '../store/store.ts';

export const MAX_BODY_BYTES = 16 * 1024;
/** A resend of the same message within this time (a double click, a retry) is not stored again. */
export const DUPLICATE_WINDOW_MS = 10 * 60 * 1000;

/**
 * Told of each new message once it and its jobs are on disk, e.g. to wake the notification
 * worker. The answer waits for it: a runtime that must finish its work before it answers (a
 * serverless function) does that work here. A failure here is logged; the message is stored.
 */
export type OnStored = (saved: SaveResult) => void | Promise<void>;

export interface ContactDeps {
  store: MessageStore;
  rateLimit: RateLimit;
  /** Holds what looks scripted back from the owner's notifications. */
  guard: SpamGuard;
  now: Clock;
  /** The sender's address, as far as it can be trusted. */
  clientAddress: AddressOf;
  /** How the owner is told of each new message: a notification job per channel. */
  notifyChannels: readonly Channel[];
  onStored?: OnStored;
}

/**
 * Refuses a body over MAX_BODY_BYTES before it is read in full, by its Content-Length or, for
 * a chunked body, by counting what arrives. Under Node the listener reads the rest of the body
 * after this answer, so that the client, still sending, receives it (listen.ts); a serverless
 * platform has the whole request before the function runs, so there the answer always arrives.
 */
export const contactBodyLimit: MiddlewareHandler = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) =>
    apiError(c, 413, `The request body must be at most ${MAX_BODY_BYTES / 1024} KiB.`),
});

export function contactHandler({
  store,
  rateLimit,
  guard,
  now,
  clientAddress,
  notifyChannels,
  onStored,
}: ContactDeps): Handler {
  return async (c) => {
    if (!isJson(c.req.header('content-type'))) {
      return apiError(c, 415, 'Content-Type must be application/json.');
    }
    const body = await c.req.arrayBuffer().catch(() => undefined);
    // The client went away (or was cut off for being too slow) before its body was in.
    if (!body) return apiError(c, 400, 'The request body did not arrive in full.');
    const json = parseJson(new Uint8Array(body));
    if (!json.ok) return apiError(c, 400, 'The request body is not valid JSON.');

    const check = checkContactMessage(json.value);
    if (!check.ok) return apiError(c, 422, check.error, check.fields);

    const client = clientAddress(c) ?? null;
    const message: NewMessage = {
      ...check.value,
      client,
      receivedAt: new Date(now()),
      // Kept when it is one well-formed tag; anything else is no language, never an error.
      language: pageLanguageOf(c.req.header(PAGE_LANGUAGE_HEADER)),
    };
    const duplicateSince = new Date(message.receivedAt.getTime() - DUPLICATE_WINDOW_MS);

    let saved: SaveResult;
    try {
      // A resend answers with the first id before the proof is checked: it costs nothing, and
      // counts nothing against the limit.
      const duplicateId = await store.findRecentDuplicate(message, duplicateSince);
      if (duplicateId !== undefined) return c.json({ id: duplicateId }, 200);

      const { heldFor, proof } = await guard.screen(
        check.value,
        c.req.header(CONTACT_PROOF_HEADER),
      );
      const result = await store.saveUnlessDuplicate(
        { ...message, heldFor, proof },
        duplicateSince,
        notifyChannels,
        rateLimit,
      );
      if ('limited' in result) {
        c.header('Retry-After', String(Math.max(1, Math.ceil(result.retryAfterMs / 1000))));
        return apiError(c, 429, 'Too many messages. Please try again later.');
      }
      saved = result;
    } catch (error) {
      // The write was rolled back, so nothing is half stored, jobs included; the storage may
      // well come back (a lock held too long, a full disk freed), and the form's client retries
      // a 503.
      console.error('Storing a contact message failed:', error);
      c.header('Retry-After', String(STORAGE_RETRY_AFTER_SECONDS));
      return apiError(
        c,
        503,
        'Your message could not be stored just now. Please try again shortly.',
      );
    }
    if (saved.created && onStored) {
      try {
        await onStored(saved);
      } catch (error) {
        console.error(`After storing message #${saved.id}:`, error);
      }
    }
    return c.json({ id: saved.id }, saved.created ? 201 : 200);
  };
}

/** How soon a client may try again after the storage failed. */
export const STORAGE_RETRY_AFTER_SECONDS = 5;

/**
 * For a runtime that opens its store per cold start (a serverless function): when the store
 * would not open because the schema is older than the code (OutdatedSchemaError), the answer to
 * give every API request until the owner migrates: 503 with that error's one sentence and
 * Retry-After, so that the browser outbox keeps the message and sends it again. Undefined for any
 * other error.
 */
export function outdatedSchemaResponse(error: unknown): Response | undefined {
  if (!isOutdatedSchemaError(error)) return undefined;
  const body: ApiErrorBody = { error: error.message };
  return Response.json(body, {
    status: 503,
    headers: { 'Retry-After': String(STORAGE_RETRY_AFTER_SECONDS) },
  });
}

/** `application/json`, with or without parameters such as charset. */
function isJson(contentType: string | undefined): boolean {
  const mediaType = contentType?.split(';', 1)[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}

function parseJson(bytes: Uint8Array): { ok: true; value: unknown } | { ok: false } {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}
