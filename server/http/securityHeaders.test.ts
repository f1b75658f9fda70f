import { Hono } from 'hono';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { scriptHash, writeScriptHashes } from './scriptHashes.ts';
import {
  contentSecurityPolicy,
  fixedSecurityHeaders,
  securityHeaders,
  serializeCsp,
} from './securityHeaders.ts';
import { writeFixtureDist } from '../testing/fixtureSite.ts';
import { makeTempDir, removeTempDirs } from '../testing/tempDirs.ts';
import { startTestServer, stopTestServers } from '../testing/testServer.ts';

afterEach(() => stopTestServers());
afterAll(() => removeTempDirs());

const settings = {
  apiOrigins: ['https://api.example.com'],
  scriptHashes: [scriptHash('startTheApp()'), scriptHash('markReady()')],
};

/** Every header the middleware alone puts on a response, lower-cased as fetch reports them. */
async function headersOfMiddleware(hstsMaxAgeSeconds: number): Promise<Record<string, string>> {
  const app = new Hono();
  app.use(securityHeaders({ ...settings, hstsMaxAgeSeconds }));
  app.get('/', (c) => c.body(null, 204));
  const response = await app.request('/');
  return Object.fromEntries(response.headers.entries());
}

function lowerCased(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
}

describe('the security headers, written out', () => {
  it('are exactly the policy and the fixed headers the middleware sends', async () => {
    expect(await headersOfMiddleware(0)).toEqual({
      ...lowerCased(fixedSecurityHeaders),
      'content-security-policy': serializeCsp(contentSecurityPolicy(settings)),
    });
  });

  it('add HSTS only where the settings ask for it', async () => {
    expect(await headersOfMiddleware(31_536_000)).toEqual({
      ...lowerCased(fixedSecurityHeaders),
      'content-security-policy': serializeCsp(contentSecurityPolicy(settings)),
      'strict-transport-security': 'max-age=31536000',
    });
  });

  it('match what the real server sends on pages, files, errors and the API', async () => {
    const distDir = await writeFixtureDist(await makeTempDir('site'));
    await writeScriptHashes(distDir, settings.scriptHashes);
    const server = await startTestServer({
      distDir,
      settings: { apiOrigins: settings.apiOrigins },
    });

    for (const path of ['/', '/about', '/assets/app-abc123.js', '/nope', '/api/contact']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.headers.get('content-security-policy'), path).toBe(
        serializeCsp(contentSecurityPolicy(settings)),
      );
      for (const [name, value] of Object.entries(fixedSecurityHeaders)) {
        expect(response.headers.get(name), `${name} on ${path}`).toBe(value);
      }
    }
  });

  it('allow the listed inline scripts and the API, and never unsafe-inline scripts', () => {
    const policy = serializeCsp(contentSecurityPolicy(settings));
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src '));

    expect(scriptSrc).toBe(`script-src 'self' ${settings.scriptHashes.join(' ')}`);
    expect(policy).toContain(`connect-src 'self' ${settings.apiOrigins.join(' ')};`);
  });
});
