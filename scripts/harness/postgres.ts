/**
 * Throwaway PostgreSQL clusters for the tests and the tools, run from Debian's `postgresql`
 * package: each in its own temporary folder, listening on a free port of 127.0.0.1 only, with a
 * fresh database owned by a fresh role that logs in with a password over TCP, as the server
 * will in production. `stopAllPostgres` ends whatever a failed test or tool left running.
 */
import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { freePort, runCommand } from './serverProcess.ts';

export interface PostgresOptions {
  /**
   * fsync and synchronous_commit, on unless told: the product promises that a stored message
   * survives a crash. Off only speeds up a test that says it does not depend on durability.
   */
  fsync?: boolean;
}

export interface PostgresCluster {
  /**
   * `postgres://<user>:<password>@127.0.0.1:<port>/<database>`: a fresh database owned by
   * `user`, a role that is not a superuser and logs in with its password.
   */
  url: string;
  /** The superuser's URL, to the `postgres` database: to end connections or create databases. */
  adminUrl: string;
  port: number;
  /** The role that owns `url`'s database and every one `createDatabase` makes. */
  user: string;
  /** That role's password, random: e.g. to check that an error message does not print it. */
  password: string;
  /** The temporary folder holding the data, the log (`log`) and the unix socket. */
  folder: string;
  /** Another fresh, empty database owned by `user` (a name of its own unless told); its URL. */
  createDatabase(name?: string): Promise<string>;
  /** `pg_ctl restart -m fast`: the same port and data, every connection cut, as a restart does. */
  restart(): Promise<void>;
  /** `pg_ctl stop -m fast`, keeping the data: the database is down until `resume()`. */
  halt(): Promise<void>;
  /** Starts it again on the same port and data after `halt()`. */
  resume(): Promise<void>;
  /** `pg_ctl stop -m fast`, then the folder is removed. Calling it again does nothing. */
  stop(): Promise<void>;
}

const DEBIAN_ROOT = '/usr/lib/postgresql';
/** initdb, pg_ctl and postgres refuse to run as root: as root they run as this user. */
const SERVER_USER = 'postgres';
const SUPERUSER = 'postgres';
const READY_TIMEOUT_MS = 30_000;
const READY_POLL_MS = 50;
/** pg_ctl's own limit for `-w`, in seconds. */
const PG_CTL_WAIT_S = 60;
/** A name PostgreSQL takes without quoting, within its 63-byte limit. */
const PLAIN_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
/**
 * pg_ctl hands `-o` to a shell and postgres splits unix_socket_directories at commas, so the
 * folder's path must need no quoting for either.
 */
const PLAIN_PATH = /^[\w./-]+$/;
const PORT_CLASH = /could not bind|Address already in use|could not create any TCP\/IP sockets/;

const clusters = new Set<PostgresCluster>();

/**
 * The folder of the PostgreSQL programs: PG_BIN if set, otherwise the newest major version
 * that Debian's packages installed under /usr/lib/postgresql.
 */
export function postgresBinDir(): string {
  const override = process.env.PG_BIN;
  if (override) {
    if (!existsSync(join(override, 'pg_ctl'))) {
      throw new Error(
        `PG_BIN is ${override}, but it holds no pg_ctl: point it at the folder of the ` +
          "PostgreSQL programs, or unset it to use Debian's (`apt-get install -y postgresql`).",
      );
    }
    return override;
  }
  const majors = existsSync(DEBIAN_ROOT)
    ? readdirSync(DEBIAN_ROOT)
        .filter(
          (name) => /^\d+$/.test(name) && existsSync(join(DEBIAN_ROOT, name, 'bin', 'postgres')),
        )
        .map(Number)
        .sort((a, b) => b - a)
    : [];
  if (majors[0] === undefined) {
    throw new Error(
      `No PostgreSQL server under ${DEBIAN_ROOT}/<major>/bin. Install it with ` +
        '`apt-get install -y postgresql`, or point PG_BIN at a folder holding initdb, pg_ctl, ' +
        'postgres, pg_isready and psql.',
    );
  }
  return join(DEBIAN_ROOT, String(majors[0]), 'bin');
}

/** Runs `command` to its end; its output if it succeeds, else an Error holding that output. */
async function run(command: readonly string[], env: Record<string, string> = {}): Promise<string> {
  const child = runCommand(command, env);
  const code = await child.exited;
  if (code !== 0) {
    const name = command.find((part) => part.includes('/')) ?? command[0];
    throw new Error(
      `${name} failed (exit code ${code}):\n${child.stderr()}${child.stdout()}`.trim(),
    );
  }
  return child.stdout();
}

function findProgram(name: string): string | undefined {
  const folders = [
    ...(process.env.PATH ?? '').split(':'),
    '/usr/sbin',
    '/sbin',
    '/usr/bin',
    '/bin',
  ];
  return folders.map((folder) => join(folder, name)).find((path) => existsSync(path));
}

/** `'…'` for sh: the whole word, taken literally. */
const shellQuote = (word: string) => `'${word.replaceAll("'", `'\\''`)}'`;

/**
 * How to run the server's programs (PostgreSQL's, PgBouncer), which refuse to run as root: as
 * they are, or as root, as SERVER_USER through runuser (setpriv or su where there is none).
 */
export function serverUserWrapper(): (command: readonly string[]) => string[] {
  if (process.getuid?.() !== 0) return (command) => [...command];
  const runuser = findProgram('runuser');
  if (runuser) return (command) => [runuser, '-u', SERVER_USER, '--', ...command];
  const setpriv = findProgram('setpriv');
  if (setpriv) {
    return (command) => [
      setpriv,
      `--reuid=${SERVER_USER}`,
      `--regid=${SERVER_USER}`,
      '--init-groups',
      '--',
      ...command,
    ];
  }
  const su = findProgram('su');
  if (su) {
    return (command) => [su, SERVER_USER, '-s', '/bin/sh', '-c', command.map(shellQuote).join(' ')];
  }
  throw new Error(
    `PostgreSQL refuses to run as root, and there is no runuser, setpriv or su to run it as ` +
      `${SERVER_USER}.`,
  );
}

/**
 * As root, makes `folder` and what it holds SERVER_USER's, for the programs that run as that user
 * (see serverUserWrapper); otherwise does nothing.
 */
export async function giveToServerUser(folder: string): Promise<void> {
  if (process.getuid?.() !== 0) return;
  await run(['chown', '-R', `${SERVER_USER}:${SERVER_USER}`, folder]).catch((error: Error) => {
    throw new Error(
      `${error.message}\nAs root, PostgreSQL and PgBouncer run as the ${SERVER_USER} user, which ` +
        '`apt-get install -y postgresql` creates.',
    );
  });
  // mkdtemp's folder is private to its owner, now that user; the folders above it must let that
  // user through.
  await run(serverUserWrapper()(['test', '-w', folder])).catch(() => {
    throw new Error(
      `The ${SERVER_USER} user cannot reach ${folder}: point TMPDIR at a folder it can reach, ` +
        'such as /tmp.',
    );
  });
}

const secret = () => randomBytes(24).toString('base64url');
const suffix = () => randomBytes(4).toString('hex');

/**
 * The SCRAM-SHA-256 verifier that PostgreSQL stores for `password`. Given as the role's password,
 * it is stored as it is, so the password itself is never on a command line or in the server's
 * log.
 */
function scramVerifier(password: string): string {
  const iterations = 4096;
  const salt = randomBytes(16);
  const salted = pbkdf2Sync(password.normalize('NFKC'), salt, iterations, 32, 'sha256');
  const clientKey = createHmac('sha256', salted).update('Client Key').digest();
  const storedKey = createHash('sha256').update(clientKey).digest('base64');
  const serverKey = createHmac('sha256', salted).update('Server Key').digest('base64');
  return `SCRAM-SHA-256$${iterations}:${salt.toString('base64')}$${storedKey}:${serverKey}`;
}

/**
 * Runs `statements` with psql on the database of `url` (a `postgres://` URL), each in its own
 * transaction; what they print, unaligned and without headers (`a|b` per row). The password
 * goes to psql through PGPASSWORD, never on its command line.
 */
export async function runSql(url: string, ...statements: string[]): Promise<string> {
  const { hostname, port, username, password, pathname } = new URL(url);
  const output = await run(
    [
      join(postgresBinDir(), 'psql'),
      '--no-psqlrc',
      '--no-align',
      '--tuples-only',
      '--quiet',
      '--set=ON_ERROR_STOP=1',
      `--host=${hostname}`,
      `--port=${port || '5432'}`,
      `--username=${decodeURIComponent(username)}`,
      `--dbname=${decodeURIComponent(pathname.slice(1))}`,
      ...statements.flatMap((sql) => ['--command', sql]),
    ],
    // No TLS on loopback, whatever this environment asks of other connections.
    { PGPASSWORD: decodeURIComponent(password), PGSSLMODE: 'disable', PGCONNECT_TIMEOUT: '10' },
  );
  return output.trim();
}

/** Whether anything accepts a TCP connection on `port` of 127.0.0.1 now. */
export function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts a cluster in a new temporary folder and creates its role and database; resolves once
 * it accepts connections.
 */
export async function startPostgres(options: PostgresOptions = {}): Promise<PostgresCluster> {
  const fsync = options.fsync ?? true;
  const bin = postgresBinDir();
  const asServerUser = serverUserWrapper();
  const folder = await mkdtemp(join(tmpdir(), 'portfolio-pg-'));
  const dataDir = join(folder, 'data');
  const logFile = join(folder, 'log');
  const onOff = fsync ? 'on' : 'off';
  const pgCtl = (...args: string[]) =>
    run(asServerUser([join(bin, 'pg_ctl'), '-D', dataDir, '-t', String(PG_CTL_WAIT_S), ...args]));
  const serverOptions = (port: number) =>
    [
      `-p ${port}`,
      '-c listen_addresses=127.0.0.1',
      `-c unix_socket_directories=${folder}`,
      '-c max_connections=200',
      `-c fsync=${onOff}`,
      `-c synchronous_commit=${onOff}`,
    ].join(' ');
  const logTail = async () =>
    (await readFile(logFile, 'utf8').catch(() => '')).split('\n').slice(-30).join('\n');
  const waitUntilReady = async (port: number) => {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    const isReady = [join(bin, 'pg_isready'), '-q', '-h', '127.0.0.1', '-p', String(port)];
    while ((await runCommand(isReady, {}).exited) !== 0) {
      if (Date.now() > deadline) {
        throw new Error(
          `PostgreSQL did not accept connections on port ${port}:\n${await logTail()}`,
        );
      }
      await delay(READY_POLL_MS);
    }
  };
  const startOn = async (port: number) => {
    await pgCtl('-o', serverOptions(port), '-l', logFile, '-w', 'start');
    await waitUntilReady(port);
  };

  let port = 0;
  try {
    if (!PLAIN_PATH.test(folder)) {
      throw new Error(`${folder}: point TMPDIR at a folder whose path has no spaces or commas.`);
    }
    const superPassword = secret();
    const passwordFile = join(folder, 'superuser-password');
    await writeFile(passwordFile, `${superPassword}\n`, { mode: 0o600 });
    await giveToServerUser(folder);
    await run(
      asServerUser([
        join(bin, 'initdb'),
        '-D',
        dataDir,
        `--username=${SUPERUSER}`,
        `--pwfile=${passwordFile}`,
        // Every connection, by the socket too, proves its password.
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C',
        ...(fsync ? [] : ['--no-sync']),
      ]),
    );
    await rm(passwordFile);

    port = await freePort();
    try {
      await startOn(port);
    } catch (error) {
      // Another process took the port between freePort() and the server's bind: once more.
      if (!PORT_CLASH.test(await logTail())) throw error;
      port = await freePort();
      await startOn(port);
    }

    const user = `app_${suffix()}`;
    const password = secret();
    const database = `portfolio_${suffix()}`;
    const adminUrl = `postgres://${SUPERUSER}:${superPassword}@127.0.0.1:${port}/postgres`;
    const urlOf = (name: string) => `postgres://${user}:${password}@127.0.0.1:${port}/${name}`;
    const createDatabase = async (name = `${database}_${suffix()}`) => {
      if (!PLAIN_NAME.test(name)) {
        throw new Error(`Database names here are [a-z_][a-z0-9_]*, at most 63 bytes: ${name}`);
      }
      await runSql(adminUrl, `CREATE DATABASE ${name} OWNER ${user}`);
      return urlOf(name);
    };
    await runSql(
      adminUrl,
      `CREATE ROLE ${user} LOGIN PASSWORD '${scramVerifier(password)}'`,
      `CREATE DATABASE ${database} OWNER ${user}`,
    );

    let stopping: Promise<void> | undefined;
    const cluster: PostgresCluster = {
      url: urlOf(database),
      adminUrl,
      port,
      user,
      password,
      folder,
      createDatabase,
      restart: async () => {
        await pgCtl('-o', serverOptions(port), '-l', logFile, '-m', 'fast', '-w', 'restart');
        await waitUntilReady(port);
      },
      halt: async () => {
        await pgCtl('-m', 'fast', '-w', 'stop');
      },
      resume: async () => {
        await pgCtl('-o', serverOptions(port), '-l', logFile, '-w', 'start');
        await waitUntilReady(port);
      },
      stop: () => {
        stopping ??= (async () => {
          clusters.delete(cluster);
          try {
            await pgCtl('-m', 'fast', '-w', 'stop');
          } finally {
            await rm(folder, { recursive: true, force: true });
          }
        })();
        return stopping;
      },
    };
    clusters.add(cluster);
    return cluster;
  } catch (error) {
    const log = await logTail();
    if (existsSync(join(dataDir, 'postmaster.pid'))) {
      await pgCtl('-m', 'immediate', '-w', 'stop').catch(() => undefined);
    }
    await rm(folder, { recursive: true, force: true });
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(log ? `${reason}\nServer log:\n${log}` : reason, { cause: error });
  }
}

/** Stops every cluster started here and not yet stopped, e.g. in an afterAll. */
export async function stopAllPostgres(): Promise<void> {
  await Promise.all([...clusters].map((cluster) => cluster.stop()));
}
