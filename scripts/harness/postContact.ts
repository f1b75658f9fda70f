/**
 * POSTs a body to the contact API of the server at `origin`, as the site's form does: JSON,
 * unless `body` is already a string, which is sent as it is (a malformed body, say), with a
 * fresh proof of work unless `headers` carry a Contact-Proof of their own or `proof` is false.
 */
import { fetchProof } from './contactProof.ts';
import { CONTACT_PROOF_HEADER } from '../../src/contact/contactMessage.ts';

export async function postContact(
  origin: string,
  body: unknown,
  headers: Record<string, string> = {},
  { proof = true }: { proof?: boolean } = {},
): Promise<Response> {
  const api = `${origin}/api`;
  const withProof =
    proof && !Object.keys(headers).some((name) => name.toLowerCase() === 'contact-proof');
  return fetch(`${api}/contact`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(withProof && { [CONTACT_PROOF_HEADER]: await fetchProof(api) }),
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
