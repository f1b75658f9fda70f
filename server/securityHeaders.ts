/** Security headers for every response, pages and API alike. */
import type { MiddlewareHandler } from 'hono';

/**
 * `connectOrigins`: where the page may send requests besides its own origin (a contact API
 * hosted elsewhere). Styles allow 'unsafe-inline' because styled-components injects <style> tags.
 * No upgrade-insecure-requests: it would break the site on plain-http localhost.
 */
export function contentSecurityPolicy(connectOrigins: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "media-src 'self'",
    "font-src 'self'",
    ["connect-src 'self'", ...connectOrigins].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(connectOrigins: readonly string[]): MiddlewareHandler {
  const headers = {
    'Content-Security-Policy': contentSecurityPolicy(connectOrigins),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // interest-cohort is left out: Chromium no longer knows it and warns about it.
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
  };
}
