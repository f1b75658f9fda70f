import ky from 'ky';
import { contactEndpoint, REQUEST_TIMEOUT_MS } from './contactEndpoint';
import {
  CONTACT_PROOF_HEADER,
  languageTag,
  PAGE_LANGUAGE_HEADER,
  type ContactMessage,
} from './contactMessage';

/** What the server answered; its shape is not fixed, so the body is kept as it came. */
export interface ContactReply {
  status: number;
  body: unknown;
}

/**
 * The HTTP client that posts messages, each request once. The outbox owns every retry: it
 * keeps the message, reads the server's Retry-After and picks the next try, so a second layer of
 * retries here would only multiply the requests of one send and hide its failures from it.
 */
const contactClient = ky.create({
  retry: 0,
  timeout: REQUEST_TIMEOUT_MS,
});

/**
 * Posts `message` as JSON `{ name, email, message }` to the contact API, once, with its proof of
 * work in the `Contact-Proof` header when it has one, and the language of the page it was written
 * on in `Content-Language` when that is a well-formed tag. A 2xx resolves with the answer; a
 * network failure, a timeout or any other status rejects with ky's error.
 */
export async function sendContactMessage(
  message: ContactMessage,
  proof?: string,
  language?: string,
): Promise<ContactReply> {
  const { name, email, message: text } = message;
  // Only a checked tag, whose characters the CORS safelist takes: the preflight never decides it.
  const tag = languageTag(language);
  const response = await contactClient.post(contactEndpoint('contact'), {
    json: { name, email, message: text },
    headers: {
      ...(proof !== undefined && { [CONTACT_PROOF_HEADER]: proof }),
      ...(tag !== undefined && { [PAGE_LANGUAGE_HEADER]: tag }),
    },
  });
  return { status: response.status, body: await readBody(response) };
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
