/**
 * CORS for a site hosted apart from its API: only origins in the allow list get CORS headers;
 * any other origin gets none, so the browser keeps its page from reading the answer. Written
 * here because hono/cors answers every preflight, from any origin and for any path, with its
 * method and header lists, and tells an unknown origin what the API accepts.
 */
import type { MiddlewareHandler } from 'hono';
import { CONTACT_PROOF_HEADER, PAGE_LANGUAGE_HEADER } from '../../src/contact/contactMessage.ts';

const PREFLIGHT_MAX_AGE_SECONDS = 600;

export function cors(allowedOrigins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(allowedOrigins);
  return async (c, next) => {
    await next();
    const origin = c.req.header('origin');
    if (origin === undefined || !allowed.has(origin)) return;
    c.header('Access-Control-Allow-Origin', origin);
    c.header('Vary', 'Origin', { append: true });
    if (c.req.method === 'OPTIONS') {
      c.header('Access-Control-Allow-Methods', 'POST');
      // A tag in Content-Language is CORS-safelisted and needs no preflight; the header is named
      // anyway, so that a value outside the safelist's characters cannot fail the whole request.
      c.header(
        'Access-Control-Allow-Headers',
        `Content-Type, ${CONTACT_PROOF_HEADER}, ${PAGE_LANGUAGE_HEADER}`,
      );
      c.header('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_SECONDS));
    }
  };
}
