import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has defaults that work on a laptop', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: resolve('data'),
      distDir: resolve('dist'),
      apiOnly: false,
      allowedOrigins: [],
      apiOrigins: [],
      rateLimit: { max: 5, windowMs: 600_000 },
      trustedProxies: 0,
      hstsMaxAgeSeconds: 0,
      connections: {
        headersTimeoutMs: 10_000,
        requestTimeoutMs: 30_000,
        keepAliveTimeoutMs: 5_000,
        maxConnections: 1_000,
      },
      notify: { maxAttempts: 20, retryBaseMs: 5_000, heldDigestIntervalMs: 24 * 60 * 60 * 1000 },
      spam: {
        proofCost: 800,
        challengeTtlMs: 2 * 60 * 60 * 1000,
        minFillMs: 3000,
        maxLinks: 3,
        heldRetentionMs: 30 * 24 * 60 * 60 * 1000,
      },
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/portfolio/data',
      DIST_DIR: 'build/site',
      API_ONLY: 'true',
      ALLOWED_ORIGINS: 'https://portfolio.example.com, http://localhost:5173/',
      API_ORIGINS: 'https://api.example.com',
      RATE_LIMIT_MAX: '10',
      RATE_LIMIT_WINDOW_MS: '60000',
      TRUST_PROXY: '1',
      HSTS_MAX_AGE: '31536000',
      HEADERS_TIMEOUT_MS: '5000',
      REQUEST_TIMEOUT_MS: '20000',
      KEEP_ALIVE_TIMEOUT_MS: '2000',
      MAX_CONNECTIONS: '200',
      SMTP_URL: 'smtp://owner:secret@smtp.example.com:587',
      NOTIFY_EMAIL_TO: 'owner@example.com',
      NOTIFY_EMAIL_FROM: 'portfolio@example.com',
      NOTIFY_WEBHOOK_URL: 'https://hooks.slack.com/services/T0/B0/secret',
      NOTIFY_MAX_ATTEMPTS: '8',
      NOTIFY_RETRY_BASE_MS: '2000',
      HELD_DIGEST_MINUTES: '60',
      PUBLIC_API_URL: 'https://api.example.com/api/',
      REVIEW_LINK_DAYS: '3',
      CONTACT_SECRET: 'a-secret-of-at-least-thirty-two-characters',
      CONTACT_PROOF_COST: '100',
      CONTACT_CHALLENGE_TTL_SECONDS: '600',
      CONTACT_MIN_FILL_SECONDS: '5',
      CONTACT_MAX_LINKS: '0',
      HELD_RETENTION_DAYS: '7',
    });

    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/portfolio/data',
      distDir: resolve('build/site'),
      apiOnly: true,
      allowedOrigins: ['https://portfolio.example.com', 'http://localhost:5173'],
      apiOrigins: ['https://api.example.com'],
      rateLimit: { max: 10, windowMs: 60_000 },
      trustedProxies: 1,
      hstsMaxAgeSeconds: 31_536_000,
      connections: {
        headersTimeoutMs: 5000,
        requestTimeoutMs: 20_000,
        keepAliveTimeoutMs: 2000,
        maxConnections: 200,
      },
      notify: {
        email: {
          smtpUrl: 'smtp://owner:secret@smtp.example.com:587',
          to: 'owner@example.com',
          from: 'portfolio@example.com',
        },
        webhook: { url: 'https://hooks.slack.com/services/T0/B0/secret' },
        maxAttempts: 8,
        retryBaseMs: 2000,
        heldDigestIntervalMs: 60 * 60 * 1000,
        reviewLinks: { apiUrl: 'https://api.example.com/api', validForMs: 3 * 24 * 60 * 60 * 1000 },
      },
      spam: {
        secret: 'a-secret-of-at-least-thirty-two-characters',
        proofCost: 100,
        challengeTtlMs: 600_000,
        minFillMs: 5000,
        maxLinks: 0,
        heldRetentionMs: 7 * 24 * 60 * 60 * 1000,
      },
    });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', ALLOWED_ORIGINS: '' })).toMatchObject({
      port: 3000,
      allowedOrigins: [],
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['PORT', '3000.5'],
    ['RATE_LIMIT_MAX', '0'],
    ['RATE_LIMIT_MAX', 'five'],
    ['RATE_LIMIT_WINDOW_MS', '10'],
    ['API_ONLY', 'yes'],
    ['HELD_DIGEST_MINUTES', '-5'],
    ['HELD_DIGEST_MINUTES', '43201'],
    ['PUBLIC_API_URL', 'api.example.com/api'],
    ['PUBLIC_API_URL', '/api'],
    ['PUBLIC_API_URL', 'ftp://api.example.com/api'],
    ['PUBLIC_API_URL', 'https://api.example.com/api?key=1'],
    ['PUBLIC_API_URL', 'https://owner:secret@api.example.com/api'],
    ['REVIEW_LINK_DAYS', '0'],
    ['REVIEW_LINK_DAYS', '91'],
    ['ALLOWED_ORIGINS', 'portfolio.example.com'],
    ['ALLOWED_ORIGINS', 'https://portfolio.example.com/contact'],
    ['ALLOWED_ORIGINS', 'ftp://files.example.com'],
    ['API_ORIGINS', 'not a url'],
    ['TRUST_PROXY', 'yes'],
    ['TRUST_PROXY', '11'],
    ['HSTS_MAX_AGE', '-1'],
    ['HSTS_MAX_AGE', '63072001'],
    ['HEADERS_TIMEOUT_MS', '0'],
    ['REQUEST_TIMEOUT_MS', 'soon'],
    ['KEEP_ALIVE_TIMEOUT_MS', '99'],
    ['MAX_CONNECTIONS', '0'],
    ['NOTIFY_EMAIL_TO', 'owner at example.com'],
    ['NOTIFY_EMAIL_FROM', 'portfolio@'],
    ['NOTIFY_MAX_ATTEMPTS', '0'],
    ['NOTIFY_RETRY_BASE_MS', '10'],
    ['CONTACT_PROOF_COST', '0'],
    ['CONTACT_CHALLENGE_TTL_SECONDS', '5'],
    ['CONTACT_MIN_FILL_SECONDS', 'soon'],
    ['CONTACT_MAX_LINKS', '-1'],
    ['HELD_RETENTION_DAYS', '0'],
  ])('refuses %s=%s with a message naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(`${name}=${JSON.stringify(value)}: `);
  });

  it('refuses a headers timeout longer than the whole request may take', () => {
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '40000', REQUEST_TIMEOUT_MS: '30000' })).toThrow(
      /HEADERS_TIMEOUT_MS=40000: must not be more than REQUEST_TIMEOUT_MS=30000/,
    );
  });

  it.each([
    ['SMTP_URL', 'https://owner:secret@smtp.example.com', 'must be a URL'],
    ['NOTIFY_WEBHOOK_URL', 'ftp://owner:secret@hooks.example.com', 'must be a URL'],
    ['CONTACT_SECRET', 'too-short-secret', 'must be at least 32 characters'],
  ])('refuses %s without printing the credentials it holds', (name, value, problem) => {
    expect(() => loadConfig({ [name]: value })).toThrow(`${name}=(value hidden): ${problem}`);
    expect(() => loadConfig({ [name]: value })).not.toThrow(/secret/);
  });

  it("sends email from the owner's own address unless told otherwise", () => {
    const { notify } = loadConfig({
      SMTP_URL: 'smtps://owner:secret@smtp.example.com',
      NOTIFY_EMAIL_TO: 'owner@example.com',
    });
    expect(notify.email).toEqual({
      smtpUrl: 'smtps://owner:secret@smtp.example.com',
      to: 'owner@example.com',
      from: 'owner@example.com',
    });
  });

  it('refuses half an email setup, naming what is missing', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://smtp.example.com' })).toThrow(
      /NOTIFY_EMAIL_TO is missing/,
    );
    expect(() => loadConfig({ NOTIFY_EMAIL_TO: 'owner@example.com' })).toThrow(
      /SMTP_URL is missing/,
    );
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', RATE_LIMIT_MAX: 'y' })).toThrow(
      /Invalid configuration:\n {2}PORT=.*\n {2}RATE_LIMIT_MAX=/,
    );
  });
});
