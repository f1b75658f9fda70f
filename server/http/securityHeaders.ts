/** Security headers for every response, pages and API alike: Hono's secureHeaders, set up. */
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

export interface SecurityHeaderSettings {
  /** Where the page may send requests besides its own origin (a contact API hosted elsewhere). */
  apiOrigins: readonly string[];
  /** Strict-Transport-Security's max-age; 0 sends none (the site may be on plain http). */
  hstsMaxAgeSeconds: number;
  /** CSP hashes of the inline scripts the pages carry (see scriptHashes.ts). */
  scriptHashes: readonly string[];
}

/**
 * Scripts come from this origin, or are inline scripts whose hash the build listed. Styles
 * allow 'unsafe-inline' because styled-components injects <style> tags. No
 * upgrade-insecure-requests: it would break the site on plain-http localhost.
 */
export function securityHeaders({
  apiOrigins,
  hstsMaxAgeSeconds,
  scriptHashes,
}: SecurityHeaderSettings): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...scriptHashes],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      mediaSrc: ["'self'"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...apiOrigins],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    // interest-cohort is left out: Chromium no longer knows it and warns about it.
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
    xFrameOptions: 'DENY',
    // Only where the owner says the site is served over HTTPS: a browser that saw it would
    // refuse plain http for that long.
    strictTransportSecurity: hstsMaxAgeSeconds > 0 ? `max-age=${hstsMaxAgeSeconds}` : false,
  });
}
