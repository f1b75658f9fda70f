/**
 * Security headers for every response, pages and API alike: Hono's secureHeaders, set up. The
 * policy and the other headers are exported too, so that the host files the build writes for
 * static hosts carry exactly what this server sends.
 */
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

type HonoPolicy = NonNullable<
  NonNullable<Parameters<typeof secureHeaders>[0]>['contentSecurityPolicy']
>;
/** The directives secureHeaders takes as a list of sources. */
type ListDirective = {
  [Name in keyof HonoPolicy]-?: string[] extends HonoPolicy[Name] ? Name : never;
}[keyof HonoPolicy];

/** A Content-Security-Policy as secureHeaders takes it: directive (camelCase) → its sources. */
export type CspDirectives = Partial<Record<ListDirective, string[]>>;

/**
 * The security headers besides the policy that every response carries, as the server sends
 * them: the values we chose and Hono's defaults for the rest. HSTS is not among them: it
 * depends on the server's settings.
 */
export const fixedSecurityHeaders = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Origin-Agent-Cluster': '?1',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
  'X-DNS-Prefetch-Control': 'off',
  'X-Download-Options': 'noopen',
  'X-Frame-Options': 'DENY',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'X-XSS-Protection': '0',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
} as const satisfies Record<string, string>;

/**
 * Scripts come from this origin, or are inline scripts whose hash the build listed. Styles
 * allow 'unsafe-inline' because styled-components injects <style> tags. No
 * upgrade-insecure-requests: it would break the site on plain-http localhost.
 */
export function contentSecurityPolicy({
  apiOrigins,
  scriptHashes,
}: Pick<SecurityHeaderSettings, 'apiOrigins' | 'scriptHashes'>): CspDirectives {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...scriptHashes],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    mediaSrc: ["'self'"],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...apiOrigins],
    // The contact form's proof of work runs in a Web Worker of this origin.
    workerSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/** The policy as a header value, written the way secureHeaders writes it. */
export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [kebabCase(name), ...(sources ?? [])].join(' '))
    .join('; ');
}

export function securityHeaders({
  apiOrigins,
  hstsMaxAgeSeconds,
  scriptHashes,
}: SecurityHeaderSettings): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: contentSecurityPolicy({ apiOrigins, scriptHashes }),
    referrerPolicy: fixedSecurityHeaders['Referrer-Policy'],
    // interest-cohort is left out: Chromium no longer knows it and warns about it.
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
    xFrameOptions: fixedSecurityHeaders['X-Frame-Options'],
    // Only where the owner says the site is served over HTTPS: a browser that saw it would
    // refuse plain http for that long.
    strictTransportSecurity: hstsMaxAgeSeconds > 0 ? `max-age=${hstsMaxAgeSeconds}` : false,
  });
}

function kebabCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
