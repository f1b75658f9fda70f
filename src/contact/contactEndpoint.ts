/**
 * Where the contact API answers, and how long the browser waits for it. Both of the browser's
 * requests read it: the message's post (ky, in contactClient.ts) and the proof's challenge
 * (plain fetch, in contactProof.ts), so the challenge needs no HTTP client.
 */
import { contactApi } from '@/config';

/** A request with no answer by then is abandoned, and counts as a failed one. */
export const REQUEST_TIMEOUT_MS = 10_000;

/** `path` under the contact API (on this site by default: see contactApiUrl). */
export function contactEndpoint(path: string): URL {
  return contactApiUrl(path, contactApi.baseUrl, window.location.origin);
}

/**
 * `path` under `baseUrl`. A path-only base (the default `/api`) is on this site, so it is
 * resolved against the page's origin: outside a browser there is none to resolve it by.
 */
export function contactApiUrl(path: string, baseUrl: string, pageOrigin: string): URL {
  return new URL(path, new URL(`${baseUrl}/`, pageOrigin));
}
