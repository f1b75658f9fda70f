/**
 * `node scripts/harness/netlifyDevProcess.ts`: the project's Netlify Functions on Netlify's local
 * emulator (@netlify/dev), behind Node's HTTP server on a free port of 127.0.0.1. It prints
 * `Netlify Dev listening on <url>` once it answers, and stops on SIGTERM. netlifyDev.ts starts it
 * with an environment of its own: each invocation runs in a new worker thread of this process,
 * which sees this process's environment as it is at that moment, and nothing else.
 */
import { NetlifyDev } from '@netlify/dev';
import { loadConfig } from '../../server/config.ts';
import { listen } from '../../server/http/listen.ts';
import { projectRoot } from './serverProcess.ts';

const dev = new NetlifyDev({
  projectRoot,
  // No token, so no call to Netlify's API (a linked site's settings or variables).
  apiToken: '',
  skipGitignore: true,
  // Functions only. Edge Functions would download Deno, geolocation would ask a web service (the
  // functions get a fixed location instead), and the emulator's variables would hand the
  // functions netlify.toml's, which on Netlify reach the build only. The rest (Blobs, the
  // database, the Image CDN, AI Gateway, static files, redirects, headers) serves nothing the
  // contact API uses.
  aiGateway: { enabled: false },
  blobs: { enabled: false },
  database: { enabled: false },
  edgeFunctions: { enabled: false },
  environmentVariables: { enabled: false },
  geolocation: { enabled: false },
  headers: { enabled: false },
  images: { enabled: false },
  redirects: { enabled: false },
  staticFiles: { enabled: false },
  serverAddress: null,
});
await dev.start();

/** PUT here replaces the functions' settings: see NetlifyDevServer.setEnv. */
const ENV_PATH = '/__netlify-dev/env';
/** What the emulator itself needs of its environment, kept when the functions' settings change. */
const own: Record<string, string> = {};
for (const name of ['PATH', 'HOME']) {
  const value = process.env[name];
  if (value !== undefined) own[name] = value;
}

const server = await listen(
  async (request, { incoming }) => {
    if (request.method === 'PUT' && new URL(request.url).pathname === ENV_PATH) {
      const settings = (await request.json()) as Record<string, string>;
      for (const name of Object.keys(process.env)) Reflect.deleteProperty(process.env, name);
      Object.assign(process.env, own, settings);
      return new Response(null, { status: 204 });
    }
    // Netlify's edge names the client by its connection, whatever X-Forwarded-For the client
    // wrote; the emulator reads the address it hands the function (context.ip) from that header.
    const headers = new Headers(request.headers);
    headers.set('x-forwarded-for', incoming.socket.remoteAddress ?? '');
    const answer = await dev.handle(new Request(request, { headers }));
    return answer ?? new Response('No function serves this path', { status: 404 });
  },
  { port: 0, host: '127.0.0.1', connections: loadConfig({}).connections },
);
console.log(`Netlify Dev listening on ${server.url}`);

process.once('SIGTERM', () => {
  // Workers of finished invocations may still hold database connections: exit regardless.
  void Promise.allSettled([server.close(1000), dev.stop()]).then(() => process.exit(0));
});
