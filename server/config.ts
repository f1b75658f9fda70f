/**
 * Server configuration, read from environment variables once at start-up. Every value has a
 * default that works on a laptop; an invalid value stops the server with a message naming it.
 */
import { resolve } from 'node:path';
import { z } from 'zod';

export interface Config {
  port: number;
  /** 127.0.0.1 keeps the server private to this machine; use 0.0.0.0 inside a container. */
  host: string;
  /** Absolute path of the folder that holds the messages database (SQLite, the default). */
  dataDir: string;
  /** PostgreSQL instead of SQLite, for several instances sharing one database. */
  database?: DatabaseSettings;
  /** Absolute path of the built site. */
  distDir: string;
  /** Serve the contact API alone, at /api: no site, no build, no base path. */
  apiOnly: boolean;
  /** Origins of sites hosted elsewhere that may post to the API (CORS). */
  allowedOrigins: string[];
  /** Origins of a contact API hosted elsewhere that the served site may call (CSP connect-src). */
  apiOrigins: string[];
  rateLimit: { max: number; windowMs: number };
  /**
   * How many reverse proxies stand in front, each appending to X-Forwarded-For; the client
   * address is read that many entries from its right. 0: the socket's peer is the client.
   */
  trustedProxies: number;
  /** How long browsers should insist on HTTPS (Strict-Transport-Security); 0 sends no header. */
  hstsMaxAgeSeconds: number;
  connections: ConnectionLimits;
  notify: NotifySettings;
  spam: SpamSettings;
}

/**
 * The contact API's defences against scripted spam. A message that fails one is kept as held:
 * stored but not notified, for the owner to review (`npm run messages -- --held`).
 */
export interface SpamSettings {
  /** Signs the proof-of-work challenges; unset, one is generated and kept in the store. */
  secret?: string;
  /** Keys a browser derives at most to find a proof (three quarters of that on average). */
  proofCost: number;
  /** How long a challenge may be answered. */
  challengeTtlMs: number;
  /** A message sent sooner than this after its challenge was issued is held: no one types so fast. */
  minFillMs: number;
  /** A message with more links than this is held. */
  maxLinks: number;
  /** Held messages older than this are deleted. */
  heldRetentionMs: number;
}

export interface DatabaseSettings {
  /** `postgres://user:password@host:5432/name`, with `?sslmode=require` for TLS. */
  url: string;
  /** Connections at most, per instance. */
  poolSize: number;
  /** A query running longer is cancelled. */
  statementTimeoutMs: number;
  /** A request waiting longer for a connection fails (503) rather than queueing on. */
  connectTimeoutMs: number;
}

/** How the owner is told of new messages: by email, by webhook, both or neither. */
export interface NotifySettings {
  email?: EmailSettings;
  webhook?: { url: string };
  /** Attempts per job before it is marked failed. */
  maxAttempts: number;
  /** The first retry's delay; each later one doubles, up to an hour. */
  retryBaseMs: number;
  /** The least time between two digests of newly held messages; 0 sends none. */
  heldDigestIntervalMs: number;
  /**
   * A digest's links to let each message through or delete it, when the API's public address is
   * known; without it, the digest gives the release command instead.
   */
  reviewLinks?: ReviewLinkSettings;
}

export interface ReviewLinkSettings {
  /** Where the API answers from outside (PUBLIC_API_URL), without a trailing slash. */
  apiUrl: string;
  /** How long a link works once its digest is sent (REVIEW_LINK_DAYS). */
  validForMs: number;
}

export interface EmailSettings {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…` (TLS from the start). */
  smtpUrl: string;
  to: string;
  from: string;
}

/** What one client may hold of the server: slow or idle ones are cut off, not waited for. */
export interface ConnectionLimits {
  /** Time to send a request's headers. */
  headersTimeoutMs: number;
  /** Time to send a whole request, body included. */
  requestTimeoutMs: number;
  /** How long a kept-alive connection may sit idle between requests. */
  keepAliveTimeoutMs: number;
  /** Open connections at most; more are refused at once. */
  maxConnections: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const integer = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

const origin = z.string().transform((value, ctx) => {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    // Reported below.
  }
  const isOrigin =
    url !== undefined &&
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.pathname === '/' &&
    !url.search &&
    !url.hash &&
    !url.username;
  if (!url || !isOrigin) {
    ctx.addIssue({
      code: 'custom',
      message: `"${value}" is not an origin like https://example.com`,
    });
    return z.NEVER;
  }
  return url.origin;
});

const originList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(z.array(origin));

/** A URL of one of `protocols`, e.g. ['http:', 'https:']. */
const urlOf = (protocols: string[], example: string) =>
  z
    .string()
    .refine(
      (value) => URL.canParse(value) && protocols.includes(new URL(value).protocol),
      `must be a URL like ${example}`,
    );

/**
 * An absolute http(s) address with no query, fragment or credentials, as links are built on
 * it; its trailing slashes are dropped.
 */
const baseUrl = (example: string) =>
  z.string().transform((value, ctx) => {
    const url = URL.canParse(value) ? new URL(value) : undefined;
    if (
      !url ||
      !['http:', 'https:'].includes(url.protocol) ||
      url.search ||
      url.hash ||
      url.username ||
      url.password
    ) {
      ctx.addIssue({
        code: 'custom',
        message: `must be an http(s) address with no query, fragment or credentials, like ${example}`,
      });
      return z.NEVER;
    }
    return url.href.replace(/\/+$/, '');
  });

const emailAddress = z.email('must be an email address like me@example.com');

const yesOrNo = z
  .enum(['true', 'false', '1', '0'], 'must be true or false')
  .transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  PORT: integer(0, 65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: urlOf(
    ['postgres:', 'postgresql:'],
    'postgres://user:password@db.example.com:5432/portfolio',
  ).optional(),
  DATABASE_POOL_SIZE: integer(1, 1000).default(10),
  DATABASE_STATEMENT_TIMEOUT_MS: integer(100, 600_000).default(10_000),
  DATABASE_CONNECT_TIMEOUT_MS: integer(100, 600_000).default(5_000),
  DIST_DIR: z.string().default('./dist'),
  API_ONLY: yesOrNo.default(false),
  ALLOWED_ORIGINS: originList.default([]),
  API_ORIGINS: originList.default([]),
  RATE_LIMIT_MAX: integer(1, 1_000_000).default(5),
  RATE_LIMIT_WINDOW_MS: integer(1000, 7 * 24 * 60 * 60 * 1000).default(600_000),
  TRUST_PROXY: integer(0, 10).default(0),
  // Two years is the longest that browsers' preload lists ask for.
  HSTS_MAX_AGE: integer(0, 2 * 365 * 24 * 60 * 60).default(0),
  HEADERS_TIMEOUT_MS: integer(100, 600_000).default(10_000),
  REQUEST_TIMEOUT_MS: integer(100, 600_000).default(30_000),
  KEEP_ALIVE_TIMEOUT_MS: integer(100, 600_000).default(5_000),
  MAX_CONNECTIONS: integer(1, 1_000_000).default(1_000),
  SMTP_URL: urlOf(['smtp:', 'smtps:'], 'smtp://user:password@smtp.example.com:587').optional(),
  NOTIFY_EMAIL_TO: emailAddress.optional(),
  NOTIFY_EMAIL_FROM: emailAddress.optional(),
  NOTIFY_WEBHOOK_URL: urlOf(['http:', 'https:'], 'https://hooks.example.com/…').optional(),
  NOTIFY_MAX_ATTEMPTS: integer(1, 100).default(20),
  NOTIFY_RETRY_BASE_MS: integer(100, 3_600_000).default(5_000),
  // A day by default; at most once a month.
  HELD_DIGEST_MINUTES: integer(0, 30 * 24 * 60).default(24 * 60),
  PUBLIC_API_URL: baseUrl('https://api.example.com/api').optional(),
  REVIEW_LINK_DAYS: integer(1, 90).default(7),
  CONTACT_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
  // About a fifth of a second of a phone's time in its Web Workers (docs/spam.md has figures).
  CONTACT_PROOF_COST: integer(1, 1_000_000).default(800),
  CONTACT_CHALLENGE_TTL_SECONDS: integer(10, 7 * 24 * 60 * 60).default(2 * 60 * 60),
  CONTACT_MIN_FILL_SECONDS: integer(0, 3600).default(3),
  CONTACT_MAX_LINKS: integer(0, 1000).default(3),
  HELD_RETENTION_DAYS: integer(1, 3650).default(30),
});

/** Values that hold credentials: an error names the variable but never prints its value. */
const secretNames: ReadonlySet<string> = new Set([
  'SMTP_URL',
  'NOTIFY_WEBHOOK_URL',
  'DATABASE_URL',
  'CONTACT_SECRET',
]);

type EnvName = keyof typeof envSchema.shape;
const envNames = Object.keys(envSchema.shape) as EnvName[];

/** Every variable the configuration reads. */
export const settingNames: readonly string[] = envNames;

/** Reads and checks the configuration; throws a ConfigError that names every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`PORT=`) means "use the default", as it does in most shells' .env files.
  const given = Object.fromEntries(
    envNames.flatMap((name) => (env[name] ? [[name, env[name].trim()]] : [])),
  );
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      const shown = secretNames.has(name) ? '(value hidden)' : JSON.stringify(given[name] ?? '');
      return `  ${name}=${shown}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  if (values.HEADERS_TIMEOUT_MS > values.REQUEST_TIMEOUT_MS) {
    throw new ConfigError(
      `Invalid configuration:\n  HEADERS_TIMEOUT_MS=${values.HEADERS_TIMEOUT_MS}: must not be ` +
        `more than REQUEST_TIMEOUT_MS=${values.REQUEST_TIMEOUT_MS}, which includes the headers`,
    );
  }
  if (values.SMTP_URL && !values.NOTIFY_EMAIL_TO) {
    throw new ConfigError(
      'Invalid configuration:\n  NOTIFY_EMAIL_TO is missing: SMTP_URL is set, so say where the ' +
        'notification emails go',
    );
  }
  if (!values.SMTP_URL && (values.NOTIFY_EMAIL_TO || values.NOTIFY_EMAIL_FROM)) {
    throw new ConfigError(
      'Invalid configuration:\n  SMTP_URL is missing: NOTIFY_EMAIL_TO or NOTIFY_EMAIL_FROM is ' +
        'set, but there is no mail server to send through',
    );
  }
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: resolve(values.DATA_DIR),
    ...(values.DATABASE_URL && {
      database: {
        url: values.DATABASE_URL,
        poolSize: values.DATABASE_POOL_SIZE,
        statementTimeoutMs: values.DATABASE_STATEMENT_TIMEOUT_MS,
        connectTimeoutMs: values.DATABASE_CONNECT_TIMEOUT_MS,
      },
    }),
    distDir: resolve(values.DIST_DIR),
    apiOnly: values.API_ONLY,
    allowedOrigins: values.ALLOWED_ORIGINS,
    apiOrigins: values.API_ORIGINS,
    rateLimit: { max: values.RATE_LIMIT_MAX, windowMs: values.RATE_LIMIT_WINDOW_MS },
    trustedProxies: values.TRUST_PROXY,
    hstsMaxAgeSeconds: values.HSTS_MAX_AGE,
    connections: {
      headersTimeoutMs: values.HEADERS_TIMEOUT_MS,
      requestTimeoutMs: values.REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: values.KEEP_ALIVE_TIMEOUT_MS,
      maxConnections: values.MAX_CONNECTIONS,
    },
    notify: {
      ...(values.SMTP_URL &&
        values.NOTIFY_EMAIL_TO && {
          email: {
            smtpUrl: values.SMTP_URL,
            to: values.NOTIFY_EMAIL_TO,
            // Most owners send to themselves, from themselves.
            from: values.NOTIFY_EMAIL_FROM ?? values.NOTIFY_EMAIL_TO,
          },
        }),
      ...(values.NOTIFY_WEBHOOK_URL && { webhook: { url: values.NOTIFY_WEBHOOK_URL } }),
      maxAttempts: values.NOTIFY_MAX_ATTEMPTS,
      retryBaseMs: values.NOTIFY_RETRY_BASE_MS,
      heldDigestIntervalMs: values.HELD_DIGEST_MINUTES * 60_000,
      ...(values.PUBLIC_API_URL && {
        reviewLinks: {
          apiUrl: values.PUBLIC_API_URL,
          validForMs: values.REVIEW_LINK_DAYS * 24 * 60 * 60 * 1000,
        },
      }),
    },
    spam: {
      ...(values.CONTACT_SECRET && { secret: values.CONTACT_SECRET }),
      proofCost: values.CONTACT_PROOF_COST,
      challengeTtlMs: values.CONTACT_CHALLENGE_TTL_SECONDS * 1000,
      minFillMs: values.CONTACT_MIN_FILL_SECONDS * 1000,
      maxLinks: values.CONTACT_MAX_LINKS,
      heldRetentionMs: values.HELD_RETENTION_DAYS * 24 * 60 * 60 * 1000,
    },
  };
}
