/**
 * Debian's PgBouncer in front of a throwaway PostgreSQL cluster (postgres.ts), in transaction
 * mode, as the poolers of managed databases run: a server session serves a client for one
 * transaction at a time, and a startup parameter the pooler does not know is refused. Its config
 * and auth file live in a temporary folder; it listens on a free port of 127.0.0.1 and every
 * database of the cluster is reachable through it by its own name.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import {
  giveToServerUser,
  portAnswers,
  serverUserWrapper,
  type PostgresCluster,
} from './postgres.ts';
import { freePort, runCommand, type ProcessRun } from './serverProcess.ts';

export interface PgBouncerOptions {
  /** Server connections per database and user: few, so that clients take turns on them. */
  poolSize?: number;
}

export interface PgBouncer {
  port: number;
  /** The URL of one of the cluster's databases (`cluster.url`, `createDatabase()`'s), through the pooler. */
  urlOf(directUrl: string): string;
  /** The temporary folder holding the config and the auth file. */
  folder: string;
  /** Ends it (clients are cut off) and removes the folder. Calling it again does nothing. */
  stop(): Promise<void>;
}

const pgBouncerPath = process.env.PGBOUNCER_PATH || '/usr/sbin/pgbouncer';
const READY_TIMEOUT_MS = 10_000;
const READY_POLL_MS = 50;
const PORT_CLASH = /Address already in use|bind\(\) failed/;

const bouncers = new Set<PgBouncer>();

/** Starts PgBouncer for `cluster`'s role; resolves once it accepts connections. */
export async function startPgBouncer(
  cluster: PostgresCluster,
  { poolSize = 4 }: PgBouncerOptions = {},
): Promise<PgBouncer> {
  if (!existsSync(pgBouncerPath)) {
    throw new Error(
      `No pgbouncer at ${pgBouncerPath}. Install it with \`apt-get install -y pgbouncer\`, or ` +
        'point PGBOUNCER_PATH at one.',
    );
  }
  const folder = await mkdtemp(join(tmpdir(), 'portfolio-pgbouncer-'));
  const configFile = join(folder, 'pgbouncer.ini');
  const authFile = join(folder, 'users.txt');
  const config = (port: number) => `[databases]
* = host=127.0.0.1 port=${cluster.port}

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
unix_socket_dir =
pool_mode = transaction
default_pool_size = ${poolSize}
max_client_conn = 500
auth_type = scram-sha-256
auth_file = ${authFile}
server_tls_sslmode = disable
`;
  const quote = (value: string) => `"${value.replaceAll('"', '""')}"`;

  const startOn = async (port: number): Promise<ProcessRun> => {
    await writeFile(configFile, config(port));
    await giveToServerUser(folder);
    const run = runCommand(
      serverUserWrapper()([pgBouncerPath, configFile]),
      {},
      {
        stoppedByOwner: true,
      },
    );
    const deadline = performance.now() + READY_TIMEOUT_MS;
    while (!(await portAnswers(port))) {
      if (run.child.exitCode !== null || performance.now() > deadline) {
        await run.stop();
        throw new Error(`pgbouncer did not accept connections on port ${port}:\n${run.stderr()}`);
      }
      await delay(READY_POLL_MS);
    }
    return run;
  };

  try {
    await writeFile(authFile, `${quote(cluster.user)} ${quote(cluster.password)}\n`, {
      mode: 0o600,
    });
    let port = await freePort();
    let run: ProcessRun;
    try {
      run = await startOn(port);
    } catch (error) {
      // Another process took the port between freePort() and pgbouncer's bind: once more.
      if (!(error instanceof Error && PORT_CLASH.test(error.message))) throw error;
      port = await freePort();
      run = await startOn(port);
    }

    let stopping: Promise<void> | undefined;
    const bouncer: PgBouncer = {
      port,
      folder,
      urlOf: (directUrl) => {
        const url = new URL(directUrl);
        url.port = String(port);
        return url.href;
      },
      stop: () => {
        stopping ??= (async () => {
          bouncers.delete(bouncer);
          try {
            await run.stop();
          } finally {
            await rm(folder, { recursive: true, force: true });
          }
        })();
        return stopping;
      },
    };
    bouncers.add(bouncer);
    return bouncer;
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
}

/** Stops every PgBouncer started here and not yet stopped, e.g. in an afterAll. */
export async function stopAllPgBouncers(): Promise<void> {
  await Promise.all([...bouncers].map((bouncer) => bouncer.stop()));
}
