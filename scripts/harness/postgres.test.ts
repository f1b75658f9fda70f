import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  portAnswers,
  runSql,
  startPostgres,
  stopAllPostgres,
  type PostgresCluster,
} from './postgres.ts';

const START_TIMEOUT_MS = 30_000;
const TEST_TIMEOUT_MS = 15_000;

describe('a throwaway PostgreSQL cluster', () => {
  let cluster: PostgresCluster;

  beforeAll(async () => {
    cluster = await startPostgres();
  }, START_TIMEOUT_MS);
  afterAll(stopAllPostgres, START_TIMEOUT_MS);

  it(
    'serves a fresh database, owned by a role that is not a superuser, on 127.0.0.1',
    async () => {
      const url = new URL(cluster.url);
      expect(url.hostname).toBe('127.0.0.1');
      expect(Number(url.port)).toBe(cluster.port);
      expect(decodeURIComponent(url.username)).toBe(cluster.user);
      expect(decodeURIComponent(url.password)).toBe(cluster.password);

      const database = decodeURIComponent(url.pathname.slice(1));
      expect(await runSql(cluster.url, 'select current_user, current_database()')).toBe(
        `${cluster.user}|${database}`,
      );
      expect(
        await runSql(cluster.url, 'select rolsuper from pg_roles where rolname = current_user'),
      ).toBe('f');
      expect(
        await runSql(
          cluster.adminUrl,
          'select rolsuper from pg_roles where rolname = current_user',
        ),
      ).toBe('t');
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'asks for the password, and does not print it when it is wrong',
    async () => {
      const wrong = new URL(cluster.url);
      wrong.password = `${cluster.password}x`;
      const failure = await runSql(wrong.href, 'select 1').then(
        () => new Error('connected with a wrong password'),
        (error: Error) => error,
      );
      expect(failure.message).toMatch(/password authentication failed/);
      expect(failure.message).not.toContain(cluster.password);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'creates other empty databases, owned by the same role',
    async () => {
      await runSql(cluster.url, 'create table in_first (id integer)');

      const second = await cluster.createDatabase();
      const third = await cluster.createDatabase('named_db');
      expect(new Set([cluster.url, second, third]).size).toBe(3);
      expect(third).toMatch(/\/named_db$/);
      for (const url of [second, third]) {
        expect(
          await runSql(
            url,
            `select pg_get_userbyid(datdba) from pg_database where datname = current_database()`,
          ),
        ).toBe(cluster.user);
        const tables = `select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'`;
        expect(await runSql(url, tables)).toBe('0');
      }
      await expect(cluster.createDatabase('Not valid')).rejects.toThrow(/Database names/);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'keeps its data and its port across a restart',
    async () => {
      await runSql(
        cluster.url,
        'create table kept (note text)',
        "insert into kept values ('before')",
      );
      const { port } = cluster;

      await cluster.restart();

      expect(cluster.port).toBe(port);
      expect(await runSql(cluster.url, 'select note from kept')).toBe('before');
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'stops: the folder is gone and the port no longer answers',
    async () => {
      expect(await portAnswers(cluster.port)).toBe(true);
      expect(existsSync(cluster.folder)).toBe(true);

      await cluster.stop();

      expect(existsSync(cluster.folder)).toBe(false);
      expect(await portAnswers(cluster.port)).toBe(false);
      await cluster.stop();
    },
    TEST_TIMEOUT_MS,
  );
});
