/**
 * The site as a static host serves it: built for a base path with the static-host command, served
 * by nginx with the sample config in deploy/nginx/static-host.conf (set up like GitHub Pages), and
 * its contact API on another origin as it runs for free: the Lambda bundle behind a local
 * Function URL, on PostgreSQL, mailing a real SMTP receiver. Once per worker, for the static-host
 * specs only.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { buildLambda } from '../../scripts/build/lambda.ts';
import { startFunctionUrl, type FunctionUrl } from '../../scripts/harness/functionUrl.ts';
import { startNginx } from '../../scripts/harness/nginx.ts';
import { startPostgres, type PostgresCluster } from '../../scripts/harness/postgres.ts';
import { startMailbox, type Mailbox, type ReceivedMail } from '../../scripts/harness/receivers.ts';
import { freePort, type ProcessRun } from '../../scripts/harness/serverProcess.ts';
import { BUILD_TIMEOUT_MS, buildSite } from './siteBuild.ts';
import { openPostgresStore } from '../../server/store/postgresStore.ts';
import { withBase } from '../../src/routes.ts';

export const STATIC_BASE_PATH = '/portfolio/';
const NGINX_CONFIG = 'deploy/nginx/static-host.conf';

export interface StaticHost {
  /** The static host's origin, such as http://127.0.0.1:8123. */
  origin: string;
  /** A path of the site (`/about`) as the static host serves it, absolute. */
  url(path: string): string;
  /** The folder the static build was written to. */
  distDir: string;
  /** The contact API's origin, which is not the site's. */
  apiOrigin: string;
  /** The API's database, for reading the stored messages back. */
  apiDatabaseUrl: string;
  /** The mails the owner received. */
  mails(): ReceivedMail[];
  /** Runs the API's scheduled sweep. */
  sweep(): Promise<unknown>;
}

export const test = base.extend<object, { staticHost: StaticHost }>({
  staticHost: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const folder = await mkdtemp(join(tmpdir(), 'portfolio-static-host-'));
      // nginx's workers run as another user when it is started as root: let them read the build.
      await chmod(folder, 0o755);
      const distDir = join(folder, 'dist');
      const port = await freePort();
      const origin = `http://127.0.0.1:${port}`;
      let cluster: PostgresCluster | undefined;
      let box: Mailbox | undefined;
      let api: FunctionUrl | undefined;
      let nginx: ProcessRun | undefined;
      try {
        const [started, mailbox, { file: bundle }] = await Promise.all([
          startPostgres(),
          startMailbox(),
          buildLambda(join(folder, 'lambda')),
        ]);
        [cluster, box] = [started, mailbox];
        const databaseUrl = await cluster.createDatabase();
        // The schema, as the owner's `npm run db:migrate` makes it before the first deploy.
        await (await openPostgresStore(databaseUrl)).close();
        api = await startFunctionUrl(bundle, {
          DATABASE_URL: databaseUrl,
          SMTP_URL: box.url,
          NOTIFY_EMAIL_TO: 'owner@example.com',
          ALLOWED_ORIGINS: origin,
          RATE_LIMIT_MAX: '1000',
        });
        await buildForStaticHost({ distDir, siteUrl: origin, apiUrl: `${api.url}/api` });
        nginx = await startStaticHost(folder, distDir, port);
        const { mails } = box;
        await provide({
          origin,
          url: (path) => `${origin}${withBase(STATIC_BASE_PATH, path)}`,
          distDir,
          apiOrigin: api.url,
          apiDatabaseUrl: databaseUrl,
          mails: () => mails,
          sweep: api.sweep,
        });
      } finally {
        await nginx?.stop('SIGQUIT');
        await api?.close();
        await box?.close();
        await cluster?.stop();
        await rm(folder, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: BUILD_TIMEOUT_MS + 60_000 },
  ],
});

/** The build a GitHub Pages deployment runs, with this machine's addresses. */
async function buildForStaticHost(options: { distDir: string; siteUrl: string; apiUrl: string }) {
  await buildSite(
    {
      HOSTING: 'static',
      BASE_PATH: STATIC_BASE_PATH,
      SITE_URL: options.siteUrl,
      VITE_CONTACT_API_URL: options.apiUrl,
      DIST_DIR: options.distDir,
    },
    'The static build',
  );
}

/** nginx with the sample config, its port and build folder filled in; resolves once it answers. */
function startStaticHost(folder: string, distDir: string, port: number): Promise<ProcessRun> {
  return startNginx({
    config: NGINX_CONFIG,
    replacements: { __PORT__: String(port), __DIST__: distDir },
    prefix: join(folder, 'nginx'),
    ready: async () => (await fetch(`http://127.0.0.1:${port}${STATIC_BASE_PATH}`)).ok,
  });
}
