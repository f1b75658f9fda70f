/**
 * The whole HTTP application: security headers, the JSON API and the site. It holds no
 * listening code, so the same app can run under Node (see main.ts) or a serverless adapter.
 */
import { Hono } from 'hono';
import type { BlankEnv } from 'hono/types';
import type { HonoOptions } from 'hono/hono-base';
import { createApi, loggedPath } from './api.ts';
import { apiError } from './apiError.ts';
import { clientAddress, type AddressOf } from './clientAddress.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import { proofOfWork } from '../contact/proofOfWork.ts';
import { spamGuard } from '../contact/spamGuard.ts';
import type { OnStored } from './contact.ts';
import { readBasePath } from './basePath.ts';
import { reviewPageHeaders } from './review.ts';
import { readScriptHashes } from './scriptHashes.ts';
import { securityHeaders } from './securityHeaders.ts';
import { serveSite } from './static.ts';
import type { Channel, MessageStore } from '../store/store.ts';

export type AppSettings = Pick<
  Config,
  'allowedOrigins' | 'apiOrigins' | 'rateLimit' | 'trustedProxies' | 'hstsMaxAgeSeconds' | 'spam'
> & {
  /** The built site; left out when the site is hosted elsewhere and this serves the API only. */
  distDir?: string;
};

export interface AppDeps {
  settings: AppSettings;
  store: MessageStore;
  /** Signs the contact form's challenges: SpamSettings' secret, or the one the store keeps. */
  contactSecret: string;
  /** The peer address of the connection, as the platform reports it. */
  socketAddress: AddressOf;
  now?: Clock;
  log?: (line: string) => void;
  /** The channels the owner is notified on; none by default. */
  notifyChannels?: readonly Channel[];
  /** Told of each new message once it is on disk; the answer waits for it. */
  onStored?: OnStored;
  /** Told when a review link released a message, its jobs on disk; the answer waits for it. */
  onQueued?: () => void | Promise<void>;
  /**
   * Matches the app's routes; Hono's default, which compiles its matcher at the app's first
   * request, unless said. An app made for each request pays that compilation every time: a
   * Worker's takes the LinearRouter, which starts at once.
   */
  router?: HonoOptions<BlankEnv>['router'];
}

export function createApp({
  settings,
  store,
  contactSecret,
  socketAddress,
  now = Date.now,
  log = console.log,
  notifyChannels = [],
  onStored,
  onQueued,
  router,
}: AppDeps): Hono {
  const app = new Hono(router && { router });
  const scriptHashes = settings.distDir ? readScriptHashes(settings.distDir) : [];
  // The API lives under the site's base path too, where the pages post by default.
  const basePath = settings.distDir ? readBasePath(settings.distDir) : '/';
  const apiPath = `${basePath}api`;
  // Registered first, so it runs last: the review pages' own policy replaces the site's.
  app.use(`${apiPath}/review/*`, reviewPageHeaders);
  app.use(securityHeaders({ ...settings, scriptHashes }));

  const api = createApi({
    store,
    rateLimit: settings.rateLimit,
    guard: spamGuard({
      proofOfWork: proofOfWork({ ...settings.spam, secret: contactSecret, now }),
      ...settings.spam,
      now,
    }),
    now,
    clientAddress: clientAddress(socketAddress, settings.trustedProxies),
    allowedOrigins: settings.allowedOrigins,
    log,
    notifyChannels,
    onStored,
    onQueued,
  });
  app.route(apiPath, api);

  if (settings.distDir) {
    app.get('*', serveSite(settings.distDir, basePath));
    app.all('*', (c) => c.text('Method not allowed', 405, { Allow: 'GET, HEAD' }));
  } else {
    app.all('*', (c) => apiError(c, 404, `Not found: this server answers only under ${apiPath}.`));
  }

  app.onError((error, c) => {
    console.error(`${c.req.method} ${loggedPath(c.req.url)} failed:`, error);
    if (c.req.path === apiPath || c.req.path.startsWith(`${apiPath}/`)) {
      return apiError(c, 500, 'Something went wrong. Please try again later.');
    }
    return c.text('Internal server error', 500);
  });

  return app;
}
