/**
 * Runs an app on Node's HTTP server, with a close that lets requests in flight finish, and an
 * answer given before the request's body was read (a 413, a 415) that reaches its client.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { ConnectionLimits } from '../config.ts';

type FetchHandler = Parameters<typeof getRequestListener>[0];

/**
 * How much of a body the server reads and discards after answering without it. Closing a
 * connection while its client still sends makes the client's system reset it, and the client
 * loses the answer; reading the rest lets the answer arrive. Past this many bytes the connection
 * is closed all the same: a client that never stops sending cannot hold it. Its time is bounded
 * by the request timeout, as for any request.
 */
export const LINGER_MAX_BYTES = 8 * 1024 * 1024;

export interface ListeningServer {
  /** Where the server answers, e.g. http://127.0.0.1:3000. */
  url: string;
  port: number;
  /**
   * Stops accepting connections and waits for requests in flight; after `timeoutMs` any
   * connection still open is cut.
   */
  close(timeoutMs?: number): Promise<void>;
}

export function listen(
  fetch: FetchHandler,
  { port, host, connections }: { port: number; host: string; connections: ConnectionLimits },
): Promise<ListeningServer> {
  // The adapter's own clean-up cannot drain a body its Request has begun to read (that reader
  // pauses the body again after each chunk), and it closes the connection half a second after
  // the answer whatever the client is still sending: the listener below lingers instead.
  const handle = getRequestListener(fetch, { autoCleanupIncoming: false });
  const inFlight = new Set<ServerResponse>();
  let closing = false;

  const server = createServer(
    {
      headersTimeout: connections.headersTimeoutMs,
      requestTimeout: connections.requestTimeoutMs,
      keepAliveTimeout: connections.keepAliveTimeoutMs,
      // Node looks for requests past their time every this often (30 s unless told).
      connectionsCheckingInterval: Math.min(1000, connections.headersTimeoutMs),
    },
    (request, response) => {
      inFlight.add(response);
      response.on('close', () => {
        inFlight.delete(response);
        if (closing) server.closeIdleConnections();
      });
      response.on('finish', () => lingerAfterAnswer(request));
      if (closing) response.setHeader('Connection', 'close');
      void handle(request, response);
    },
  );
  server.maxConnections = connections.maxConnections;

  const close = (timeoutMs = 10_000) =>
    new Promise<void>((resolve) => {
      closing = true;
      // Keep-alive connections would otherwise stay open after their last answer.
      for (const response of inFlight) {
        if (!response.headersSent) response.setHeader('Connection', 'close');
      }
      const deadline = setTimeout(() => server.closeAllConnections(), timeoutMs);
      server.close(() => {
        clearTimeout(deadline);
        resolve();
      });
      server.closeIdleConnections();
    });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const { port: actualPort } = server.address() as AddressInfo;
      const displayHost = host.includes(':') ? `[${host}]` : host;
      resolve({ url: `http://${displayHost}:${actualPort}`, port: actualPort, close });
    });
  });
}

/**
 * Once the answer is sent, reads the rest of a body nobody read and throws it away, as Node does
 * for a body its handler never touched; up to LINGER_MAX_BYTES, then closes the connection.
 */
function lingerAfterAnswer(request: IncomingMessage): void {
  if (request.readableEnded || request.destroyed) return;
  // A reader the app left behind would pause the body again: the answer is out, so nothing
  // will read it any more.
  request.removeAllListeners('data');
  let read = 0;
  request.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read > LINGER_MAX_BYTES) request.socket.destroy();
  });
  request.resume();
}
