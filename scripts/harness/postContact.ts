/**
 * POSTs a body to the contact API of the server at `origin`, as the site's form does: JSON,
 * unless `body` is already a string, which is sent as it is (a malformed body, say).
 */
export function postContact(
  origin: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${origin}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
