/**
 * The AWS Lambda runtime: `handler` answers HTTP events (a Function URL, or API Gateway's HTTP
 * API or REST API) with the contact service's app, through Hono's adapter; `sweep` is what the
 * schedule invokes. `npm run build:lambda` bundles this file into dist-lambda/index.mjs.
 * Its secrets come from Parameter Store, named in its environment (lambdaSecrets.ts).
 */
import type { Context } from 'hono';
import { handle, type LambdaContext, type LambdaEvent } from 'hono/aws-lambda';
import type { ApiGatewayRequestContext, ApiGatewayRequestContextV2 } from 'hono/aws-lambda';
import { withSecretParameters } from './lambdaSecrets.ts';
import { serverlessApp, serverlessContact } from './serverless.ts';

/**
 * The client's address as API Gateway or the Function URL saw it, from the event: never a header,
 * which the client could write itself.
 */
function sourceIp(c: Context): string | undefined {
  const { requestContext } = c.env as {
    requestContext: Partial<ApiGatewayRequestContext & ApiGatewayRequestContextV2>;
  };
  return requestContext.http?.sourceIp ?? requestContext.identity?.sourceIp;
}

/** The two handlers on the settings in `env`; the function's own are on process.env, below. */
export function lambdaHandlers(env: NodeJS.ProcessEnv) {
  const contact = serverlessContact(env, sourceIp);
  return {
    handler: async (event: LambdaEvent, lambdaContext?: LambdaContext) => {
      return handle(await serverlessApp(contact))(withoutStage(event), lambdaContext);
    },
    sweep: async () => {
      const report = await (await contact.open()).sweep();
      console.log(`Sweep: ${JSON.stringify(report)}`);
      return report;
    },
    close: contact.close,
  };
}

// The secrets named in the environment are read here, at the cold start, once per instance: a
// parameter that cannot be read fails the start, naming it.
export const { handler, sweep } = lambdaHandlers(await withSecretParameters(process.env));

/**
 * An HTTP API's named stage (`/prod/api/contact`) prefixes the path of its payload 2.0 events;
 * the API answers at the same paths as everywhere, so it is taken off. The `$default` stage, a
 * Function URL and the REST API's events (whose `path` has no stage) come as they are.
 */
function withoutStage<E extends LambdaEvent>(event: E): E {
  if (!('rawPath' in event) || !('stage' in event.requestContext)) return event;
  const { stage } = event.requestContext;
  const prefix = `/${stage}`;
  if (stage === '$default' || !event.rawPath.startsWith(`${prefix}/`)) return event;
  return { ...event, rawPath: event.rawPath.slice(prefix.length) };
}
