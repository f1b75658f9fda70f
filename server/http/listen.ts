/** Runs an app on Node's HTTP server, with a close that lets requests in flight finish. */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { ConnectionLimits } from '../config.ts';

type FetchHandler = Parameters<typeof getRequestListener>[0];

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
  const handle = getRequestListener(fetch);
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
