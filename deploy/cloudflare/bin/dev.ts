// `npm run cf:dev`: the built site and the contact API as the Worker runs them, on this machine,
// in workerd, with no network and no login. Its D1 database is a local file with the migrations
// applied (under DATA_DIR, ./data by default), and it takes the same settings as `npm start`
// from the environment (SMTP_URL, NOTIFY_EMAIL_TO, RATE_LIMIT_MAX, ...), handing them to the
// Worker as its variables. It listens on HOST:PORT (127.0.0.1:3000 by default; PORT=0 picks a
// free port), says so in the line `npm start` prints, and runs the Worker's schedule every 15
// minutes, as Cloudflare would; GET /cdn-cgi/handler/scheduled runs it at once.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { settingNames } from '../../../server/config.ts';

/** Settings of the Node server alone: its listener, its disk, its database and proxies. */
const NODE_ONLY = new Set([
  'PORT',
  'HOST',
  'DATA_DIR',
  'DIST_DIR',
  'API_ONLY',
  'DATABASE_URL',
  'DATABASE_POOL_SIZE',
  'DATABASE_STATEMENT_TIMEOUT_MS',
  'DATABASE_CONNECT_TIMEOUT_MS',
  'TRUST_PROXY',
  'HEADERS_TIMEOUT_MS',
  'REQUEST_TIMEOUT_MS',
  'KEEP_ALIVE_TIMEOUT_MS',
  'MAX_CONNECTIONS',
]);
const SCHEDULE_MS = 15 * 60 * 1000;

const workerFolder = fileURLToPath(new URL('..', import.meta.url));
// Paths in settings are the caller's: npm runs this script in this folder.
const callerFolder = process.env.INIT_CWD ?? process.cwd();
const distDir = resolve(callerFolder, process.env.DIST_DIR ?? 'dist');
const stateDir = resolve(callerFolder, process.env.DATA_DIR ?? 'data', 'cloudflare');
const host = process.env.HOST ?? '127.0.0.1';
const port = process.env.PORT === '0' ? await freePort() : (process.env.PORT ?? '3000');

if (!existsSync(join(distDir, 'index.html'))) {
  console.error(`There is no built site in ${distDir}: run \`npm run build\` first.`);
  process.exit(1);
}

// Telemetry off and no request for Request.cf's data: nothing leaves the machine.
const quiet = { WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };
const env = { ...process.env, ...quiet };
const wrangler = join(workerFolder, 'node_modules', '.bin', 'wrangler');

const migrated = spawnSync(
  wrangler,
  ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', stateDir],
  { cwd: workerFolder, env, stdio: 'inherit' },
);
if (migrated.status !== 0) process.exit(migrated.status ?? 1);

// Wrangler hands the Worker the variables of its own environment when told to: it gets the
// settings and what wrangler needs to run, nothing else of this one.
const settings = Object.fromEntries(
  settingNames.flatMap((name) => {
    const value = process.env[name];
    return !NODE_ONLY.has(name) && value ? [[name, value]] : [];
  }),
);
const workerEnv = {
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  ...quiet,
  ...settings,
  CLOUDFLARE_INCLUDE_PROCESS_ENV: 'true',
};

const dev = spawn(
  wrangler,
  [
    'dev',
    '--local',
    '--ip',
    host,
    '--port',
    port,
    '--assets',
    distDir,
    '--persist-to',
    stateDir,
    '--show-interactive-dev-session=false',
  ],
  { cwd: workerFolder, env: workerEnv, stdio: ['inherit', 'pipe', 'inherit'] },
);
// Wrangler's output passes through; once it is ready, the line tools wait for from `npm start`.
const origin = `http://${host}:${port}`;
let ready = false;
dev.stdout.setEncoding('utf8').on('data', (chunk: string) => {
  process.stdout.write(chunk);
  if (!ready && chunk.includes('Ready on')) {
    ready = true;
    console.log(`Portfolio server listening on ${origin}`);
  }
});

const schedule = setInterval(() => {
  fetch(`${origin}/cdn-cgi/handler/scheduled`).catch((error: unknown) => {
    console.error('The scheduled run could not start:', error);
  });
}, SCHEDULE_MS);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => dev.kill(signal));
}
dev.on('exit', (code, signal) => {
  clearInterval(schedule);
  process.exitCode = code ?? (signal ? 1 : 0);
});

/** A port of this host that nothing listens on now: wrangler cannot pick one itself. */
function freePort(): Promise<string> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      probe.close(() => resolve(String(typeof address === 'object' && address?.port)));
    });
  });
}
