import ky from 'ky';
import { contactApi } from '@/config';
import type { ContactMessage } from './contactMessage';

/** What the server answered; its shape is not fixed, so the body is kept as it came. */
export interface ContactReply {
  status: number;
  body: unknown;
}

const contactClient = ky.create({
  retry: {
    limit: 3,
    // ky never retries a POST by default, since repeating one may act twice. The server drops a
    // message identical to one it received in the last 10 minutes, so repeating this one is safe.
    methods: ['post'],
    // Not 429: the server's rate limit lasts minutes, so an early retry would only be refused;
    // the outbox keeps the message and sends it again after the Retry-After.
    statusCodes: [408, 500, 502, 503, 504],
    retryOnTimeout: true,
    // Waits 0.3 s, 0.6 s, 1.2 s; a server that asks for more (Retry-After) gets at most 10 s.
    backoffLimit: 3_000,
    maxRetryAfter: 10_000,
  },
});

/**
 * Posts `message` as JSON `{ name, email, message }` to the contact API. Network failures and
 * the server's temporary errors are retried; anything else rejects with ky's error.
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
