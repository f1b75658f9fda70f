import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The one shape of every API error: `{ error, fields? }`. */
export interface ApiErrorBody {
  error: string;
  /** For 422: each bad field with a message a person can act on. */
  fields?: Record<string, string>;
}

export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  error: string,
  fields?: Record<string, string>,
): Response {
  const body: ApiErrorBody = fields ? { error, fields } : { error };
  return c.json(body, status);
}
