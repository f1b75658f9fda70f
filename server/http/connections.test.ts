// Slow and idle clients, on real sockets: each is cut off by its limit while others are served.
import { connect, type Socket } from 'node:net';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { rawRequest } from '../testing/rawRequest.ts';
import { removeTempDirs } from '../testing/tempDirs.ts';
import { startTestServer, stopTestServers } from '../testing/testServer.ts';

const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await stopTestServers();
});
afterAll(removeTempDirs);

/** A raw connection to the server, with everything it receives and a promise of its end. */
async function openSocket(url: string) {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  sockets.push(socket);
  let received = '';
  socket.setEncoding('utf8').on('data', (chunk: string) => (received += chunk));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.on('error', () => undefined);
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, closed, received: () => received };
}

describe('connection limits', () => {
  it('cuts off a client that trickles its body, and serves others meanwhile', async () => {
    const errors = vi.spyOn(console, 'error');
    const server = await startTestServer({
      connections: { headersTimeoutMs: 500, requestTimeoutMs: 1000 },
    });
    const slow = await openSocket(server.url);
    slow.socket.write(
      'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n{',
    );
    const trickle = setInterval(() => slow.socket.write(' '), 100);
    try {
      expect((await rawRequest(server.url, '/about')).status).toBe(200);
      await slow.closed;
    } finally {
      clearInterval(trickle);
    }
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 /);
    // Cut off, not a fault of the server: an ordinary refusal in the log, no error.
    await expect
      .poll(() => server.logLines)
      .toEqual([expect.stringMatching(/^POST \/api\/contact 400 \d+ms$/)]);
    expect(errors).not.toHaveBeenCalled();
  });

  it('cuts off a client that never finishes its headers', async () => {
    const server = await startTestServer({
      connections: { headersTimeoutMs: 500, requestTimeoutMs: 1000 },
    });
    const slow = await openSocket(server.url);
    slow.socket.write('GET / HTTP/1.1\r\nHost: x\r\n');

    await slow.closed;
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a connection that never sends anything', async () => {
    const server = await startTestServer({
      connections: { headersTimeoutMs: 500, requestTimeoutMs: 1000 },
    });
    const idle = await openSocket(server.url);

    await idle.closed;
    expect(idle.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a kept-alive connection once it sits idle', async () => {
    const server = await startTestServer({ connections: { keepAliveTimeoutMs: 300 } });
    const client = await openSocket(server.url);
    client.socket.write('GET /about HTTP/1.1\r\nHost: x\r\n\r\n');

    await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('refuses connections over the limit, and takes new ones once some close', async () => {
    const server = await startTestServer({ connections: { maxConnections: 3 } });
    const held = await Promise.all([1, 2, 3].map(() => openSocket(server.url)));

    const extra = await openSocket(server.url);
    extra.socket.write('GET /about HTTP/1.1\r\nHost: x\r\n\r\n');
    await extra.closed;
    expect(extra.received()).toBe('');

    for (const { socket, closed } of held) {
      socket.destroy();
      await closed;
    }
    expect((await rawRequest(server.url, '/about')).status).toBe(200);
  });
});
