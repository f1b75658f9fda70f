/**
 * `npm run bench:lambda`: the contact API as a Lambda function on this machine, with PostgreSQL
 * here too. It bundles the function (as `npm run build:lambda` does), then:
 *
 * - cold starts: a fresh instance each time (a new process importing the bundle, behind the local
 *   Function URL) until its first challenge is answered, which opens the database pool; the
 *   import alone is shown apart; in turns with each, the same with the database's URL read from
 *   a local Parameter Store at the import, as the deployed function reads its secrets;
 * - warm posts: messages posted one after another to one warm instance, frozen between
 *   invocations, each with its proof, answered 201; once with no notification, once mailing a
 *   local SMTP receiver before the answer, as a configured function does.
 *
 * It prints one Markdown table of medians and worst cases, and the bundle's size. Timings belong
 * here, not in the tests.
 *
 *   --cold N     cold starts to time (default 10)
 *   --posts N    warm posts per row (default 100)
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildLambda } from '../build/lambda.ts';
import { startFunctionUrl } from '../harness/functionUrl.ts';
import { startParameterStore } from '../harness/parameterStore.ts';
import { postContact } from '../harness/postContact.ts';
import { startPostgres } from '../harness/postgres.ts';
import { startMailbox } from '../harness/receivers.ts';
import { scriptedSenderSettings } from '../harness/serverProcess.ts';
import { openPostgresStore } from '../../server/store/postgresStore.ts';
import { markdownTable } from './markdownTable.ts';

const { values } = parseArgs({
  options: { cold: { type: 'string', default: '10' }, posts: { type: 'string', default: '100' } },
});
const coldStarts = Number(values.cold);
const posts = Number(values.posts);

const folder = await mkdtemp(join(tmpdir(), 'portfolio-bench-lambda-'));
const cluster = await startPostgres();
const box = await startMailbox();
try {
  const { file, bytes } = await buildLambda(join(folder, 'lambda'));
  const databaseUrl = await cluster.createDatabase();
  await (await openPostgresStore(databaseUrl)).close();
  const settings = { ...scriptedSenderSettings, RATE_LIMIT_MAX: '1000000' };
  const env = { ...settings, DATABASE_URL: databaseUrl };

  // The same settings as the deployed function has them: the secret named, read at the import.
  const secrets = await startParameterStore({ '/portfolio/database-url': { value: databaseUrl } });
  const namedEnv = {
    ...settings,
    ...secrets.env,
    DATABASE_URL_PARAMETER: '/portfolio/database-url',
  };
  const plain = { imports: [] as number[], colds: [] as number[] };
  const named = { imports: [] as number[], colds: [] as number[] };
  /** A cold start of an instance on `instanceEnv`, until its first challenge is answered. */
  const coldStart = async (instanceEnv: Record<string, string>, into: typeof plain) => {
    const started = performance.now();
    const api = await startFunctionUrl(file, instanceEnv);
    const challenge = await fetch(`${api.url}/api/contact/challenge`);
    if (!challenge.ok) throw new Error(`The first challenge answered ${challenge.status}`);
    await challenge.arrayBuffer();
    into.colds.push(performance.now() - started);
    into.imports.push(api.importMs);
    await api.close();
  };
  // In turns, so that both kinds meet the same load on a shared machine.
  for (let run = 0; run < coldStarts; run += 1) {
    await coldStart(env, plain);
    await coldStart(namedEnv, named);
  }
  await secrets.close();

  const warm = async (settings: Record<string, string>) => {
    const api = await startFunctionUrl(file, { ...env, ...settings });
    try {
      const times: number[] = [];
      for (let n = 0; n < posts; n += 1) {
        const started = performance.now();
        const response = await postContact(api.url, {
          name: 'Bench',
          email: `bench${n}@example.com`,
          message: `Warm post ${n} ${Date.now()}`,
        });
        if (response.status !== 201) throw new Error(`A warm post answered ${response.status}`);
        await response.arrayBuffer();
        times.push(performance.now() - started);
      }
      return times;
    } finally {
      await api.close();
    }
  };
  const quiet = await warm({});
  const mailing = await warm({ SMTP_URL: box.url, NOTIFY_EMAIL_TO: 'owner@example.com' });

  const ms = (value: number) => `${Math.round(value)} ms`;
  const row = (what: string, times: number[]) => {
    const sorted = [...times].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    return [what, String(times.length), ms(median), ms(sorted.at(-1) ?? 0)];
  };
  console.log(
    `Bundle: ${(bytes / 1024).toFixed(1)} KiB (${(await stat(file)).size} bytes), Node ${process.version}\n`,
  );
  console.log(
    markdownTable(
      ['measure', 'runs', 'median', 'worst'],
      [
        row('cold start: import of the bundle', plain.imports),
        row('cold start: import + first challenge answered', plain.colds),
        row('cold start, secrets from Parameter Store: import + GetParameters', named.imports),
        row('cold start, secrets from Parameter Store: + first challenge answered', named.colds),
        row('warm post (challenge + proof + post), no notification', quiet),
        row('warm post, mailed before the answer', mailing),
      ],
    ),
  );
} finally {
  await box.close();
  await cluster.stop();
  await rm(folder, { recursive: true, force: true });
}
