/**
 * A Lambda execution environment in miniature, run as a child process by functionUrl.ts: it
 * imports the built bundle (the path in argv), as Lambda's Node runtime does at a cold start, and
 * runs each invocation its parent sends over IPC, one at a time, answering with the handler's
 * result or its error. Like Lambda's runtime, it provides AWS SDK v3, which the bundle leaves out:
 * this repository's install stands for the runtime's own.
 */
import { registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';

/** A file at the repository's root, from where its node_modules resolve. */
const runtimeSdk = new URL('../../package.json', import.meta.url).href;
registerHooks({
  // The bundle's own imports of the SDK; the SDK's imports of its parts resolve as installed.
  resolve: (specifier, context, nextResolve) =>
    nextResolve(
      specifier,
      specifier.startsWith('@aws-sdk/') && !context.parentURL?.includes('/node_modules/')
        ? { ...context, parentURL: runtimeSdk }
        : context,
    ),
});

interface Invocation {
  id: number;
  /** The exported handler to call: `handler` for HTTP events, `sweep` for the schedule. */
  name: string;
  event: unknown;
}

type Handler = (event: unknown, context: object) => Promise<unknown>;

const bundle = process.argv[2];
if (!bundle || !process.send) throw new Error('Run by functionUrl.ts, with the bundle to load');
const started = performance.now();
const handlers = (await import(pathToFileURL(bundle).href)) as Record<string, Handler>;
const importMs = performance.now() - started;

process.on('message', (invocation: Invocation) => {
  const handler = handlers[invocation.name];
  const context = { functionName: 'portfolio-contact', awsRequestId: `local-${invocation.id}` };
  const answer = (reply: object) => process.send?.({ id: invocation.id, ...reply });
  (handler
    ? handler(invocation.event, context)
    : Promise.reject(new Error(`The bundle exports no ${invocation.name}`))
  ).then(
    (result) => answer({ result }),
    (error: unknown) => {
      console.error(error);
      answer({ error: error instanceof Error ? error.message : String(error) });
    },
  );
});
process.send({ ready: true, importMs });
