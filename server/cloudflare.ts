/**
 * The Cloudflare Workers runtime. One Worker serves the prerendered site from its static assets
 * and runs first for /api/* only (deploy/cloudflare/wrangler.jsonc), where `fetch` answers with
 * the contact service on D1. `scheduled` is what its cron trigger runs every 15 minutes: queue a
 * digest of held messages, deliver what is due, prune what expired.
 *
 * Nothing outlives an invocation but the work handed to `ctx.waitUntil`: a new message is
 * answered once it is stored, and its notifications are delivered after the answer, inside
 * waitUntil; what that leaves (a mail server down) stays in the outbox for the schedule. Each
 * invocation builds its own service, because a socket belongs to the invocation that opened it:
 * a mail connection kept for the next would hang it.
 */
import type { ExecutionContext } from 'hono';
import { LinearRouter } from 'hono/router/linear-router';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { resolveContactSecret } from './contact/heldMessages.ts';
import { configuredSenders } from './notify/channels.ts';
import { createContactService, type ContactService } from './service.ts';
import { openD1Store, type D1DatabaseLike } from './store/d1Store.ts';
import { deliverWithin, sweepOnce } from './sweep.ts';

/** The Worker's bindings (wrangler.jsonc) and its settings, as variables and secrets. */
export interface WorkerEnv {
  DB: D1DatabaseLike;
  [setting: string]: unknown;
}

// The module exports its handlers alone: workerd takes every export for an entrypoint.

/** A message's notifications are delivered for this long after its answer at most. */
const DELIVER_AFTER_ANSWER_MS = 20_000;
/** A scheduled run stops claiming notifications after this. */
const SCHEDULED_DELIVERY_MS = 60_000;
/**
 * Batches of notifications (8 jobs each) one invocation claims at most: every job takes a mail
 * connection and two queries, and the free plan allows 50 of each per invocation.
 */
const BATCHES_AFTER_ANSWER = 1;
const BATCHES_SCHEDULED = 3;

/** The settings are the same for every invocation of an isolate: read and checked once. */
const configs = new WeakMap<WorkerEnv, Config>();
/**
 * The secret that signs challenges, once an invocation of the isolate has it: CONTACT_SECRET, or
 * the one D1 keeps, the same for every isolate. Kept as a value, never as a promise another
 * invocation would wait on: the first invocations each read it, and find the same.
 */
const contactSecrets = new WeakMap<WorkerEnv, string>();

function configOf(env: WorkerEnv): Config {
  let config = configs.get(env);
  if (!config) {
    // Only text is a setting: bindings (DB, ASSETS) are objects.
    const settings = Object.fromEntries(
      Object.entries(env).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
    config = loadConfig(settings);
    configs.set(env, config);
  }
  return config;
}

/** The contact service for one invocation. */
async function serviceFor(
  env: WorkerEnv,
  batchesPerRun: number,
  onQueued?: (service: ContactService) => void,
): Promise<ContactService> {
  const config = configOf(env);
  const store = await openD1Store(env.DB);
  const secret = contactSecrets.get(env) ?? (await resolveContactSecret(config.spam, store));
  contactSecrets.set(env, secret);
  const service: ContactService = await createContactService({
    // Cloudflare's edge sets CF-Connecting-IP on every request, replacing whatever the client
    // sent: the one header that names the client here. No X-Forwarded-For is believed.
    settings: {
      ...config,
      spam: { ...config.spam, secret },
      distDir: undefined,
      trustedProxies: 0,
    },
    socketAddress: (c) => c.req.header('cf-connecting-ip'),
    store,
    senders: configuredSenders(config.notify, { pool: false }),
    batchesPerRun,
    // Made for this invocation alone: a router that needs no compiling (see AppDeps).
    router: new LinearRouter(),
    onQueued: () => onQueued?.(service),
  });
  return service;
}

export default {
  async fetch(request: Request, env: WorkerEnv, ctx: ExecutionContext): Promise<Response> {
    let service: ContactService;
    try {
      service = await serviceFor(env, BATCHES_AFTER_ANSWER, (queued) => {
        ctx.waitUntil(
          deliverWithin(queued, DELIVER_AFTER_ANSWER_MS).catch((error: unknown) => {
            console.error('Could not deliver the notifications now; the schedule will:', error);
          }),
        );
      });
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      // The owner reads the variable's name in the Worker's logs; a visitor learns nothing of it.
      console.error(error.message);
      return Response.json(
        { error: 'Something went wrong. Please try again later.' },
        { status: 500 },
      );
    }
    return service.app.fetch(request, env, ctx);
  },

  // The runtime waits for the returned promise, up to the cron trigger's own limits.
  async scheduled(_controller: unknown, env: WorkerEnv): Promise<void> {
    const report = await sweepOnce(await serviceFor(env, BATCHES_SCHEDULED), SCHEDULED_DELIVERY_MS);
    console.log(`Sweep: ${JSON.stringify(report)}`);
  },
};
