import { existsSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPgBouncer, stopAllPgBouncers, type PgBouncer } from './pgbouncer.ts';
import { portAnswers, startPostgres, type PostgresCluster } from './postgres.ts';

const START_TIMEOUT_MS = 60_000;

describe('PgBouncer in front of a throwaway cluster', () => {
  let cluster: PostgresCluster;
  let bouncer: PgBouncer;
  const clients: pg.Client[] = [];
  const connect = async (config: pg.ClientConfig) => {
    const client = new pg.Client(config);
    clients.push(client);
    await client.connect();
    return client;
  };

  beforeAll(async () => {
    cluster = await startPostgres({ fsync: false });
    bouncer = await startPgBouncer(cluster, { poolSize: 2 });
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.end().catch(() => {})));
    await stopAllPgBouncers();
    await cluster?.stop();
  }, START_TIMEOUT_MS);

  it('serves every database of the cluster, on 127.0.0.1, with its role and password', async () => {
    const second = await cluster.createDatabase();
    for (const direct of [cluster.url, second]) {
      const url = new URL(bouncer.urlOf(direct));
      expect(url.hostname).toBe('127.0.0.1');
      expect(Number(url.port)).toBe(bouncer.port);
      const client = await connect({ connectionString: url.href });
      const { rows } = await client.query<{ user: string; database: string }>(
        'SELECT current_user AS user, current_database() AS database',
      );
      expect(rows[0]).toEqual({ user: cluster.user, database: new URL(direct).pathname.slice(1) });
    }

    const wrong = new URL(bouncer.urlOf(cluster.url));
    wrong.password = `${cluster.password}x`;
    await expect(new pg.Client({ connectionString: wrong.href }).connect()).rejects.toThrow(
      /authentication failed/,
    );
  });

  it('lends a server session for one transaction at a time: clients take turns on it', async () => {
    const url = bouncer.urlOf(cluster.url);
    const [one, two] = [
      await connect({ connectionString: url }),
      await connect({ connectionString: url }),
    ];
    const backend = async (client: pg.Client) =>
      (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]?.pid;

    // Between transactions, the idle session goes to whoever asks next.
    const first = await backend(one);
    expect(await backend(two)).toBe(first);
    // Within one, it is that client's alone.
    await one.query('BEGIN');
    try {
      const held = await backend(one);
      expect(await backend(two)).not.toBe(held);
      expect(await backend(one)).toBe(held);
    } finally {
      await one.query('COMMIT');
    }
  });

  it('refuses a startup parameter it does not know, as managed poolers do', async () => {
    const client = new pg.Client({
      connectionString: bouncer.urlOf(cluster.url),
      statement_timeout: 1000,
    });
    await expect(client.connect()).rejects.toThrow(/unsupported startup parameter/);
  });

  it('stops: the folder is gone and the port no longer answers', async () => {
    await Promise.all(clients.splice(0).map((client) => client.end()));
    expect(await portAnswers(bouncer.port)).toBe(true);
    expect(existsSync(bouncer.folder)).toBe(true);

    await bouncer.stop();

    expect(existsSync(bouncer.folder)).toBe(false);
    expect(await portAnswers(bouncer.port)).toBe(false);
    await bouncer.stop();
  });
});
