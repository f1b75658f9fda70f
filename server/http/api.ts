/**
 * The API under /api: the contact endpoint, the held-message review pages, and JSON answers for
 * everything else.
 */
import { Hono } from 'hono';
import { apiError } from './apiError.ts';
import { contactBodyLimit, contactHandler, type ContactDeps } from './contact.ts';
import { cors } from './cors.ts';
import { reviewRoutes, type ReviewDeps } from './review.ts';
import { printable } from '../format/printable.ts';

export interface ApiDeps extends ContactDeps, ReviewDeps {
  allowedOrigins: readonly string[];
  /** Receives one line per request; never the message itself. */
  log: (line: string) => void;
}

export function createApi(deps: ApiDeps): Hono {
  const api = new Hono();

  api.use(async (c, next) => {
    const started = performance.now();
    await next();
    const elapsed = Math.round(performance.now() - started);
    deps.log(`${c.req.method} ${loggedPath(c.req.url)} ${c.res.status} ${elapsed}ms`);
  });
  api.use(async (c, next) => {
    await next();
    // Answers are about one request: no cache, shared or private, may keep or replay them.
    c.header('Cache-Control', 'no-store');
  });
  api.use(cors(deps.allowedOrigins));

  api.post('/contact', contactBodyLimit, contactHandler(deps));
  // A fresh challenge for each form shown and each resend: never cached (see below).
  api.get('/contact/challenge', async (c) => c.json(await deps.guard.challenge()));
  api.options('/contact', (c) => c.body(null, 204, { Allow: 'POST, OPTIONS' }));
  api.all('/contact', (c) => {
    c.header('Allow', 'POST');
    return apiError(c, 405, 'Method not allowed: use POST.');
  });
  api.route('/review', reviewRoutes(deps));
  api.all('*', (c) => apiError(c, 404, 'Not found.'));

  return api;
}

/**
 * A request's path as the log may show it: as it came, still percent-encoded and escaped, since a
 * decoded one could write forged lines into the log; and without a review link's token, which
 * would let whoever reads the log act on a held message.
 */
export function loggedPath(url: string): string {
  return printable(new URL(url).pathname.replace(/\/review\/[^/]+/, '/review/…'));
}
