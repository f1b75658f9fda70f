/**
 * The contact API as Netlify Functions: `api` answers the requests under /api on the site's own
 * origin with the contact service's app, through Hono's adapter; `sweep` is what the schedule
 * runs. netlify/functions/ holds the two functions, each a default export and its config, as
 * Netlify's bundler expects them.
 */
import type { Context } from '@netlify/functions';
import { getConnInfo, handle } from 'hono/netlify';
import { serverlessContact } from '../server/serverless.ts';

/** The two handlers on the settings in `env`; the functions' own are on process.env. */
export function netlifyHandlers(env: NodeJS.ProcessEnv) {
  // The client's address as Netlify's edge saw it (context.ip): never a header, which the client
  // could write itself.
  const contact = serverlessContact(env, (c) => getConnInfo(c).remote.address);
  return {
    api: async (request: Request, context: Context): Promise<Response> => {
      const { service } = await contact.open();
      return handle(service.app)(request, context);
    },
    // A scheduled function answers nothing: the report goes to the function's log.
    sweep: async (): Promise<void> => {
      const report = await (await contact.open()).sweep();
      console.log(`Sweep: ${JSON.stringify(report)}`);
    },
    close: contact.close,
  };
}
