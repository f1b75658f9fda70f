import ky from 'ky';
import { contactApi } from '@/config';
import type { ContactMessage } from './contactMessage';

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
 * Posts `message` as JSON `{ name, email, message }` to the contact API, once. A 2xx resolves
 * with the answer; a network failure, a timeout or any other status rejects with ky's error.
 */
export async function sendContactMessage(message: ContactMessage): Promise<ContactReply> {
  const { name, email, message: text } = message;
  const endpoint = contactEndpoint(contactApi.baseUrl, window.location.origin);
  const response = await contactClient.post(endpoint, { json: { name, email, message: text } });
  return { status: response.status, body: await readBody(response) };
}

/**
 * The contact endpoint under `baseUrl`. A path-only base (the default `/api`) is on this site,
 * so it is resolved against the page's origin: outside a browser there is none to resolve it by.
 */
export function contactEndpoint(baseUrl: string, pageOrigin: string): URL {
  return new URL('contact', new URL(`${baseUrl}/`, pageOrigin));
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
