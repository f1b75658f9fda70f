import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { projectRoot, runScript, stopProcesses } from '../../scripts/harness/serverProcess.ts';
import { databasePath, openSqliteStore } from '../store/sqliteStore.ts';
import { makeTempDir, removeTempDirs } from '../testing/tempDirs.ts';

afterEach(stopProcesses);
afterAll(removeTempDirs);

const older = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'First line\nSecond line',
  client: '203.0.113.7',
  receivedAt: new Date('2030-01-01T09:00:00.000Z'),
};
const newer = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  message: 'Are you available?',
  client: null,
  receivedAt: new Date('2030-01-02T10:30:00.000Z'),
};

async function dataDirWithMessages() {
  const dataDir = await makeTempDir('data');
  const store = openSqliteStore(dataDir);
  await store.saveUnlessDuplicate(older, new Date(0), []);
  await store.saveUnlessDuplicate(newer, new Date(0), []);
  store.close();
  return dataDir;
}

const expectedJson = [
  {
    id: 2,
    name: newer.name,
    email: newer.email,
    message: newer.message,
    createdAt: '2030-01-02T10:30:00.000Z',
    heldFor: null,
    language: null,
    deliveries: [],
  },
  {
    id: 1,
    name: older.name,
    email: older.email,
    message: older.message,
    createdAt: '2030-01-01T09:00:00.000Z',
    heldFor: null,
    language: null,
    deliveries: [],
  },
];

async function messages(dataDir: string, args: string[] = []) {
  // npm_config_json is how npm passes on its own --json; keep one from around us out.
  const run = runScript('server/cli/messages.ts', args, { DATA_DIR: dataDir, npm_config_json: '' });
  expect(await run.exited).toBe(0);
  return run.stdout();
}

describe('npm run messages', () => {
  it('--json prints every stored message, newest first', async () => {
    const output = await messages(await dataDirWithMessages(), ['--json']);

    expect(JSON.parse(output)).toEqual(expectedJson);
  }, 60_000);

  it('prints messages for a person to read, newest first', async () => {
    const output = await messages(await dataDirWithMessages());

    expect(output).toBe(
      [
        '#2  2030-01-02 10:30 UTC  Grace Hopper <grace@example.com>',
        '    Are you available?',
        '',
        '#1  2030-01-01 09:00 UTC  Ada Lovelace <ada@example.com>',
        '    First line',
        '    Second line',
        '',
      ].join('\n'),
    );
  }, 60_000);

  it('names the language of the page a message was sent from, when it said one', async () => {
    const dataDir = await makeTempDir('data');
    const store = openSqliteStore(dataDir);
    await store.saveUnlessDuplicate({ ...older, language: 'pt-BR' }, new Date(0), []);
    await store.saveUnlessDuplicate(newer, new Date(0), []);
    store.close();

    expect(await messages(dataDir)).toBe(
      [
        '#2  2030-01-02 10:30 UTC  Grace Hopper <grace@example.com>',
        '    Are you available?',
        '',
        '#1  2030-01-01 09:00 UTC  Ada Lovelace <ada@example.com>',
        '    Language: Brazilian Portuguese (pt-BR)',
        '    First line',
        '    Second line',
        '',
      ].join('\n'),
    );
    expect(JSON.parse(await messages(dataDir, ['--json']))).toEqual([
      expectedJson[0],
      { ...expectedJson[1], language: 'pt-BR' },
    ]);
  }, 60_000);

  it('escapes what could act on the terminal, so no entry can be forged', async () => {
    const dataDir = await makeTempDir('data');
    const store = openSqliteStore(dataDir);
    await store.saveUnlessDuplicate(
      {
        ...older,
        name: 'Eve\u001b[2K\r#9  2030-01-01 09:00 UTC  Bank <bank@example.com>',
        message: 'Hi\u001b[8m hidden\r\n\tthere \u202Eevil',
      },
      new Date(0),
      [],
    );
    store.close();

    expect(await messages(dataDir)).toBe(
      [
        '#1  2030-01-01 09:00 UTC  Eve\\u{1B}[2K\\u{D}#9  2030-01-01 09:00 UTC  Bank <bank@example.com> <ada@example.com>',
        '    Hi\\u{1B}[8m hidden\\u{D}',
        '    \tthere \\u{202E}evil',
        '',
      ].join('\n'),
    );
  }, 60_000);

  it('says so when there is no database yet, without creating one', async () => {
    const dataDir = await makeTempDir('data');

    expect(await messages(dataDir)).toMatch(/^No messages yet/);
    expect(JSON.parse(await messages(dataDir, ['--json']))).toEqual([]);
    expect(existsSync(databasePath(dataDir))).toBe(false);
  }, 60_000);

  it('says so when the database holds no messages', async () => {
    const dataDir = await makeTempDir('data');
    openSqliteStore(dataDir).close();

    expect(await messages(dataDir)).toBe('No messages yet.\n');
  }, 60_000);

  it('takes --json through npm run as well', async () => {
    const dataDir = await dataDirWithMessages();
    const npm = spawn('npm', ['run', '--silent', 'messages', '--json'], {
      cwd: projectRoot,
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let output = '';
    npm.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const code = await new Promise((resolve) => npm.on('close', resolve));

    expect(code).toBe(0);
    expect(JSON.parse(output)).toEqual(expectedJson);
  }, 60_000);

  it('shows how each notification stands, and --retry-failed sends the failed ones again', async () => {
    const dataDir = await makeTempDir('data');
    const store = openSqliteStore(dataDir);
    await store.saveUnlessDuplicate(older, new Date(0), ['email', 'webhook']);
    await store.saveUnlessDuplicate(newer, new Date(0), ['email']);
    const at = new Date('2030-01-03T08:00:00.000Z');
    const jobs = await store.claimDue('worker', at, 60_000, 8);
    const job = (messageId: number, channel: string) =>
      jobs.find(
        (claimed) =>
          'message' in claimed && claimed.message.id === messageId && claimed.channel === channel,
      )?.jobId ?? 0;
    await store.markSent(job(1, 'email'), 'worker', at);
    await store.markAttemptFailed(job(1, 'webhook'), 'worker', 'The webhook answered 500', null);
    await store.markAttemptFailed(
      job(2, 'email'),
      'worker',
      'ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:25\u001b[2K',
      new Date('2030-01-03T08:05:00.000Z'),
    );
    store.close();

    expect(await messages(dataDir)).toBe(
      [
        '#2  2030-01-02 10:30 UTC  Grace Hopper <grace@example.com>',
        '    [email] pending, 1 attempt(s) so far: ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:25\\u{1B}[2K; next 2030-01-03 08:05 UTC',
        '    Are you available?',
        '',
        '#1  2030-01-01 09:00 UTC  Ada Lovelace <ada@example.com>',
        '    [email] delivered 2030-01-03 08:00 UTC',
        '    [webhook] FAILED after 1 attempt(s): The webhook answered 500 (npm run messages -- --retry-failed)',
        '    First line',
        '    Second line',
        '',
      ].join('\n'),
    );
    expect(JSON.parse(await messages(dataDir, ['--json']))[1].deliveries).toEqual([
      {
        channel: 'email',
        status: 'sent',
        attempts: 1,
        nextAttemptAt: null,
        sentAt: at.toISOString(),
        lastError: null,
      },
      {
        channel: 'webhook',
        status: 'failed',
        attempts: 1,
        nextAttemptAt: null,
        sentAt: null,
        lastError: 'The webhook answered 500',
      },
    ]);

    expect(await messages(dataDir, ['--retry-failed'])).toBe(
      '1 failed notification(s) will be sent again.\n',
    );
    const [, first] = JSON.parse(await messages(dataDir, ['--json']));
    expect(first.deliveries[1]).toMatchObject({
      channel: 'webhook',
      status: 'pending',
      attempts: 0,
    });
  }, 60_000);
});

describe('npm run messages, held messages', () => {
  async function dataDirWithHeld() {
    const dataDir = await makeTempDir('data');
    const store = openSqliteStore(dataDir);
    await store.saveUnlessDuplicate(older, new Date(0), []);
    await store.saveUnlessDuplicate(
      { ...newer, heldFor: 'sent with no proof of work' },
      new Date(0),
      ['email'],
    );
    store.close();
    return dataDir;
  }
  const notifying = {
    SMTP_URL: 'smtp://127.0.0.1:2525',
    NOTIFY_EMAIL_TO: 'owner@example.com',
  };

  it('leaves them out of the inbox, counting them, and --held lists them with the reason', async () => {
    const dataDir = await dataDirWithHeld();

    const inbox = await messages(dataDir);
    expect(inbox).toContain('#1  2030-01-01 09:00 UTC  Ada Lovelace <ada@example.com>');
    expect(inbox).not.toContain('Grace Hopper');
    expect(inbox).toContain('1 held message(s) not shown: npm run messages -- --held');
    expect(JSON.parse(await messages(dataDir, ['--json']))).toEqual([expectedJson[1]]);

    expect(await messages(dataDir, ['--held'])).toBe(
      [
        '#2  2030-01-02 10:30 UTC  Grace Hopper <grace@example.com>',
        '    HELD: sent with no proof of work (npm run messages -- --release 2)',
        '    Are you available?',
        '',
      ].join('\n'),
    );
    expect(JSON.parse(await messages(dataDir, ['--held', '--json']))).toEqual([
      { ...expectedJson[0], heldFor: 'sent with no proof of work' },
    ]);
  }, 60_000);

  it('--release ID moves one into the inbox with its notifications queued', async () => {
    const dataDir = await dataDirWithHeld();
    const run = runScript('server/cli/messages.ts', ['--release', '2'], {
      DATA_DIR: dataDir,
      ...notifying,
    });
    expect(await run.exited).toBe(0);
    expect(run.stdout()).toContain('Message #2 released');

    const [released] = JSON.parse(await messages(dataDir, ['--json']));
    expect(released).toMatchObject({ id: 2, heldFor: null });
    expect(released.deliveries).toEqual([
      expect.objectContaining({ channel: 'email', status: 'pending' }),
    ]);
    expect(await messages(dataDir, ['--held'])).toBe('No held messages.\n');
  }, 60_000);

  it.each([
    ['1', 'Message #1 is not held'],
    ['9', 'There is no message #9'],
    ['two', '--release takes a message number'],
  ])(
    '--release %s says what is wrong and fails',
    async (id, problem) => {
      const dataDir = await dataDirWithHeld();
      const run = runScript('server/cli/messages.ts', ['--release', id], { DATA_DIR: dataDir });
      expect(await run.exited).toBe(1);
      expect(run.stderr()).toContain(problem);
    },
    60_000,
  );
});
