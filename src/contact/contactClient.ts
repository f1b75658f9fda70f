import ky from 'ky';
import type { Challenge } from 'altcha-lib/types';
import { contactApi } from '@/config';
import { CONTACT_PROOF_HEADER, type ContactMessage } from './contactMessage';

/** What the server answered; its shape is not fixed, so the body is kept as it came. */
export interface ContactReply {
  status: number;
  body: unknown;
}

/** A request with no answer by then is abandoned, and counts as a failed send. */
export const REQUEST_TIMEOUT_MS = 10_000;

/**
 * The site's one HTTP client, which sends each request once. The outbox owns every retry: it
 * keeps the message, reads the server's Retry-After and picks the next try, so a second layer of
 * retries here would only multiply the requests of one send and hide its failures from it.
 */
const contactClient = ky.create({
  retry: 0,
  timeout: REQUEST_TIMEOUT_MS,
});

/**
 * Posts `message` as JSON `{ name, email, message }` to the contact API, once, with its proof of
 * work in the `Contact-Proof` header when it has one. A 2xx resolves with the answer; a network
 * failure, a timeout or any other status rejects with ky's error.
 */
export async function sendContactMessage(
  message: ContactMessage,
  proof?: string,
): Promise<ContactReply> {
  const { name, email, message: text } = message;
  const response = await contactClient.post(contactEndpoint('contact'), {
    json: { name, email, message: text },
    headers: proof === undefined ? {} : { [CONTACT_PROOF_HEADER]: proof },
  });
  return { status: response.status, body: await readBody(response) };
}

/** A fresh proof-of-work challenge from the contact API. */
export function fetchChallenge(): Promise<Challenge> {
  return contactClient.get(contactEndpoint('contact/challenge')).json<Challenge>();
}

/** `path` under the contact API (on this site by default: see contactApiUrl). */
function contactEndpoint(path: string): URL {
  return contactApiUrl(path, contactApi.baseUrl, window.location.origin);
}

/**
 * `path` under `baseUrl`. A path-only base (the default `/api`) is on this site, so it is
 * resolved against the page's origin: outside a browser there is none to resolve it by.
 */
export function contactApiUrl(path: string, baseUrl: string, pageOrigin: string): URL {
  return new URL(path, new URL(`${baseUrl}/`, pageOrigin));
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
