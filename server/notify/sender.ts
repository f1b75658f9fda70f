/** One way of telling the owner something; it throws when the notice was not delivered. */
import type { Notice } from '../store/store.ts';

export type Sender = (notice: Notice) => Promise<void>;

/** A fault in delivering, in a form fit for a log line and the owner's listing. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && !error.message.includes(code)
    ? `${code}: ${error.message}`
    : error.message;
}
