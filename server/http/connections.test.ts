// Slow and idle clients, on real sockets: each is cut off by its limit while others are served;
// and a client still sending a body the server answered without reading gets that answer.
import { connect, type Socket } from 'node:net';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { LINGER_MAX_BYTES } from './listen.ts';
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

describe('an answer given before the body is read', () => {
  /** Twenty posts of 2 MiB, one after another, each answered or failed with its socket error. */
  async function postTwenty(
    url: string,
    body: () => Uint8Array | ReadableStream,
    contentType: string,
  ) {
    const answers: unknown[] = [];
    for (let post = 0; post < 20; post += 1) {
      answers.push(
        await fetch(`${url}/api/contact`, {
          method: 'POST',
          headers: { 'Content-Type': contentType },
          body: body(),
          duplex: 'half',
        }).then(
          async (response) => ({
            status: response.status,
            type: response.headers.get('content-type'),
            body: (await response.json()) as unknown,
          }),
          (error: unknown) => ({ failed: describeFetchError(error) }),
        ),
      );
    }
    return answers;
  }

  const twoMiB = () => new Uint8Array(2 * 1024 * 1024).fill(0x78);

  it('reaches a client still sending a body too large by its Content-Length, every time', async () => {
    const server = await startTestServer();

    const answers = await postTwenty(server.url, twoMiB, 'text/plain');

    expect(answers).toEqual(
      Array.from({ length: 20 }, () => ({
        status: 413,
        type: expect.stringMatching(/^application\/json/),
        body: { error: expect.any(String) },
      })),
    );
  });

  it('reaches a client still streaming a body found too large as it arrived, every time', async () => {
    const server = await startTestServer();
    const stream = () => new Blob([twoMiB()]).stream();

    const answers = await postTwenty(server.url, stream, 'application/json');

    expect(answers).toEqual(
      Array.from({ length: 20 }, () => ({
        status: 413,
        type: expect.stringMatching(/^application\/json/),
        body: { error: expect.any(String) },
      })),
    );
  });

  it('stops reading a body that goes on past the bound, and closes the connection', async () => {
    // A request timeout far off: only the bound on bytes can end this connection.
    const server = await startTestServer({ connections: { requestTimeoutMs: 600_000 } });
    const client = await openSocket(server.url);
    client.socket.write(
      'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\n' +
        `Content-Length: ${2 ** 40}\r\n\r\n`,
    );
    const chunk = Buffer.alloc(64 * 1024, 0x78);
    let written = 0;
    const send = () => {
      while (client.socket.writable) {
        written += chunk.length;
        if (!client.socket.write(chunk)) return;
      }
    };
    client.socket.on('drain', send);
    send();

    await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 413 [^]*\r\n\r\n\{"error":"[^"]+"\}$/);
    expect(written).toBeGreaterThan(LINGER_MAX_BYTES);
  });

  it('closes a connection whose body keeps trickling in after the answer, by the request timeout', async () => {
    const server = await startTestServer({
      connections: { headersTimeoutMs: 500, requestTimeoutMs: 1000 },
    });
    const client = await openSocket(server.url);
    client.socket.write(
      'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\n' +
        'Content-Length: 1000000\r\n\r\nx',
    );
    const trickle = setInterval(() => client.socket.write('x'), 50);
    try {
      await client.closed;
    } finally {
      clearInterval(trickle);
    }
    // The answer came first; Node's 408 for the timeout may follow it.
    expect(client.received()).toMatch(/^HTTP\/1\.1 413 [^]*\r\n\r\n\{"error":"[^"]+"\}/);
  });
});

function describeFetchError(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  return cause instanceof Error && 'code' in cause ? String(cause.code) : String(error);
}
