/**
 * The contact service as a serverless function (AWS Lambda, Netlify Functions). No process
 * outlives a request there, and none may count on work after its answer: the platform freezes
 * it. So a new message's notifications are delivered before the answer, for at most
 * DELIVER_BEFORE_ANSWER_MS, and whatever is left (a mail server down, a timeout, a crash) stays in
 * the outbox for the scheduled sweep. PostgreSQL only: a function's disk does not last.
 */
import { Hono } from 'hono';
import type { AddressOf } from './http/clientAddress.ts';
import { outdatedSchemaResponse } from './http/contact.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createContactService, type ContactService } from './service.ts';
import { deliverWithin, sweepOnce, type SweepReport } from './sweep.ts';
import { openPostgresStore } from './store/postgresStore.ts';

/** The answer to a new message waits this long at most for its notifications. */
export const DELIVER_BEFORE_ANSWER_MS = 5_000;
/** A sweep stops claiming notifications after this, well inside the function's own timeout. */
export const SWEEP_DELIVERY_MS = 20_000;
/**
 * Connections per function instance unless DATABASE_POOL_SIZE says otherwise: an instance
 * answers one request at a time, and the database's connection limit is shared by them all.
 */
const FUNCTION_POOL_SIZE = 2;

export interface ServerlessContact {
  service: ContactService;
  /** What the schedule runs: queue a digest if due, deliver what is due, prune what expired. */
  sweep(): Promise<SweepReport>;
  /** Closes the database pool: the instance is ending. */
  close(): Promise<void>;
}

/**
 * Opens the store and builds the service from `env`. Throws, in one sentence naming it, when
 * DATABASE_URL is not set.
 */
export async function openServerlessContact(
  env: NodeJS.ProcessEnv,
  socketAddress: AddressOf,
): Promise<ServerlessContact> {
  const config = loadConfig(env);
  if (!config.database) {
    throw new ConfigError(
      'DATABASE_URL is not set: the contact API in a serverless function keeps its messages in PostgreSQL, since the function has no disk that lasts.',
    );
  }
  // `npm run db:migrate` migrates, once per release: a cold start only checks the schema.
  const store = await openPostgresStore(config.database.url, {
    ...config.database,
    poolSize: env.DATABASE_POOL_SIZE ? config.database.poolSize : FUNCTION_POOL_SIZE,
    migrate: false,
  });
  const service: ContactService = await createContactService({
    // The platform names the client (socketAddress): no header a client sets is believed.
    settings: { ...config, distDir: undefined, trustedProxies: 0 },
    store,
    socketAddress,
    onQueued: async () => {
      await deliverWithin(service, DELIVER_BEFORE_ANSWER_MS);
    },
  });
  return {
    service,
    sweep: () => sweepOnce(service, SWEEP_DELIVERY_MS),
    close: () => store.close(),
  };
}

/**
 * One service per function instance, opened by its first invocation and kept while the instance
 * is warm. A failed opening is not kept: the next invocation tries again.
 */
export function serverlessContact(env: NodeJS.ProcessEnv, socketAddress: AddressOf) {
  let opening: Promise<ServerlessContact> | undefined;
  return {
    open: (): Promise<ServerlessContact> => {
      opening ??= openServerlessContact(env, socketAddress).catch((error: unknown) => {
        opening = undefined;
        throw error;
      });
      return opening;
    },
    /** Ends the instance's service, if it was opened (platforms that end instances, tests). */
    close: async () => {
      const opened = opening;
      opening = undefined;
      await (await opened?.catch(() => undefined))?.close();
    },
  };
}

/**
 * The app an invocation is answered by: the service's or, while the database's schema is older
 * than the code, one that answers every request 503 with the sentence that says to run the
 * migration (and logs it). The next invocation looks at the schema again.
 */
export async function serverlessApp(contact: ReturnType<typeof serverlessContact>): Promise<Hono> {
  try {
    return (await contact.open()).service.app;
  } catch (error) {
    const answer = outdatedSchemaResponse(error);
    if (!answer) throw error;
    console.error((error as Error).message);
    return new Hono().all('*', () => answer.clone());
  }
}
