/**
 * A Lambda Function URL on this machine, for the browser tests and the benchmarks: an HTTP server
 * on 127.0.0.1 turns each request into a Function URL event (payload 2.0) and invokes the built
 * bundle in a child process (lambdaRuntime.ts), one invocation at a time, as one warm instance.
 * Between invocations the child is stopped with SIGSTOP, as Lambda freezes an instance once it has
 * answered: whatever the function left running after its answer waits, as it would there.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { functionUrlEvent, resultBody, type LambdaResult } from './lambdaEvents.ts';

export interface FunctionUrl {
  /** Where it answers, e.g. http://127.0.0.1:4321 (the API under /api). */
  url: string;
  /** How long the cold start's import of the bundle took, in ms. */
  importMs: number;
  /** Invokes the bundle's `sweep`, as the schedule does; resolves with its result. */
  sweep(): Promise<unknown>;
  /** Everything the function logged. */
  logs(): string;
  close(): Promise<void>;
}

interface Reply {
  id?: number;
  ready?: boolean;
  importMs?: number;
  result?: unknown;
  error?: string;
}

/**
 * Starts an instance of the bundle at `bundle` with `env` as its configuration, on a free port of
 * 127.0.0.1, or on `options.port` for a function whose configuration names its own address.
 */
export async function startFunctionUrl(
  bundle: string,
  env: Record<string, string>,
  options: { port?: number } = {},
): Promise<FunctionUrl> {
  const child = fork(join(import.meta.dirname, 'lambdaRuntime.ts'), [bundle], {
    // The function sees its configuration only, as in Lambda.
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let logs = '';
  child.stdout?.on('data', (chunk: Buffer) => (logs += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (logs += chunk.toString()));
  const { importMs = 0 } = await nextReply(
    child,
    (reply) => reply.ready === true,
    () => logs,
  );

  let invocations = 0;
  let queue: Promise<unknown> = Promise.resolve();
  /** Runs one invocation with the child thawed, then freezes it again. */
  const invoke = (name: string, event: unknown): Promise<Reply> => {
    const id = (invocations += 1);
    const run = queue.then(async () => {
      child.kill('SIGCONT');
      try {
        const reply = nextReply(
          child,
          (message) => message.id === id,
          () => logs,
        );
        child.send({ id, name, event });
        return await reply;
      } finally {
        child.kill('SIGSTOP');
      }
    });
    queue = run.catch(() => undefined);
    return run;
  };
  child.kill('SIGSTOP');

  const server = createServer((request, response) => {
    void answer(request, response).catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const headers = Object.fromEntries(
      Object.entries(request.headers).flatMap(([name, value]) =>
        value === undefined ? [] : [[name, Array.isArray(value) ? value.join(',') : value]],
      ),
    );
    const event = functionUrlEvent({
      method: request.method ?? 'GET',
      path: request.url ?? '/',
      headers,
      ...(chunks.length > 0 && { body }),
      sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
    });
    const reply = await invoke('handler', event);
    // A function that throws is answered as Lambda answers it.
    if (reply.error !== undefined) {
      response.writeHead(502, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ message: 'Internal Server Error' }));
      return;
    }
    const result = reply.result as LambdaResult & { cookies?: string[] };
    response.writeHead(result.statusCode, {
      ...result.headers,
      ...(result.cookies && { 'Set-Cookie': result.cookies }),
    });
    response.end(result.isBase64Encoded ? Buffer.from(result.body, 'base64') : resultBody(result));
  };
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    importMs,
    sweep: async () => {
      const reply = await invoke('sweep', {
        source: 'aws.events',
        'detail-type': 'Scheduled Event',
      });
      if (reply.error !== undefined) throw new Error(reply.error);
      return reply.result;
    },
    logs: () => logs,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** The child's next message that `wanted` accepts; rejects if it exits first. */
function nextReply(
  child: ChildProcess,
  wanted: (reply: Reply) => boolean,
  logs: () => string,
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const onMessage = (reply: Reply) => {
      if (!wanted(reply)) return;
      child.off('exit', onExit);
      child.off('message', onMessage);
      resolve(reply);
    };
    const onExit = (code: number | null) => {
      child.off('message', onMessage);
      reject(new Error(`The function's process exited (${code}):\n${logs()}`));
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}
