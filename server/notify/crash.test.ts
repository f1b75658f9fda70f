/**
 * The real server process (`node server/main.ts`), killed with SIGKILL around a notification,
 * and started again on the same data folder: the owner is still told of every message.
 */
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import {
  scriptedSenderSettings,
  startServer as startServerProcess,
  stopProcesses,
} from '../../scripts/harness/serverProcess.ts';
import Database from 'better-sqlite3';
import { databasePath, openSqliteStore } from '../store/sqliteStore.ts';
import { postContact } from '../../scripts/harness/postContact.ts';
import { writeFixtureDist } from '../testing/fixtureSite.ts';
import { makeTempDir, removeTempDirs } from '../testing/tempDirs.ts';
import { startMailbox, type Mailbox } from '../../scripts/harness/receivers.ts';

vi.setConfig({ testTimeout: 60_000 });

let box: Mailbox | undefined;
afterEach(async () => {
  await stopProcesses();
  await box?.close();
});
afterAll(removeTempDirs);

const valid = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello! Are you free?' };

async function serverFolders() {
  return {
    DATA_DIR: await makeTempDir('data'),
    DIST_DIR: await writeFixtureDist(await makeTempDir('site')),
  };
}

function startServer(folders: Record<string, string>, smtpUrl: string) {
  return startServerProcess({
    ...scriptedSenderSettings,
    ...folders,
    SMTP_URL: smtpUrl,
    NOTIFY_EMAIL_TO: 'owner@example.com',
    NOTIFY_RETRY_BASE_MS: '100',
    RATE_LIMIT_MAX: '1000',
  });
}

async function emailStatus(dataDir: string) {
  const store = openSqliteStore(dataDir);
  try {
    return (await store.list()).map((message) => message.deliveries[0]?.status);
  } finally {
    store.close();
  }
}

/** How each digest of held messages stands, read straight from the outbox. */
function digestStatus(dataDir: string): string[] {
  const db = new Database(databasePath(dataDir), { readonly: true });
  try {
    return db
      .prepare<[], { status: string }>(
        'SELECT status FROM notifications WHERE digest_id IS NOT NULL ORDER BY id',
      )
      .all()
      .map((row) => row.status);
  } finally {
    db.close();
  }
}

const waitFor = (check: () => void | Promise<void>) =>
  vi.waitFor(check, { timeout: 30_000, interval: 50 });

describe('notification across a crash', () => {
  it('emails a message stored just before the kill once the server is back', async () => {
    box = await startMailbox();
    await box.stop();
    const folders = await serverFolders();
    const first = await startServer(folders, box.url);

    expect((await postContact(first.url, valid)).status).toBe(201);
    await first.kill();
    expect(box.mails).toEqual([]);

    await box.start();
    const second = await startServer(folders, box.url);
    await waitFor(async () => expect(await emailStatus(folders.DATA_DIR)).toEqual(['sent']));
    expect(box.mails).toHaveLength(1);
    expect(box.mails[0]?.subject).toContain(valid.name);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });

  it('sends a mail cut off before it was marked sent once more, with the same Message-ID', async () => {
    box = await startMailbox();
    box.holdReplies();
    const folders = await serverFolders();
    const first = await startServer(folders, box.url);

    expect((await postContact(first.url, valid)).status).toBe(201);
    // The mail server has the mail; the server is killed before it hears so.
    await waitFor(() => expect(box?.held()).toBe(1));
    await first.kill();
    box.releaseReplies();
    expect(await emailStatus(folders.DATA_DIR)).toEqual(['pending']);

    // The new process takes back the dead one's job at once rather than after its lease.
    const second = await startServer(folders, box.url);
    await waitFor(async () => expect(await emailStatus(folders.DATA_DIR)).toEqual(['sent']));
    expect(box.mails).toHaveLength(2);
    expect(new Set(box.mails.map((mail) => mail.messageId)).size).toBe(1);
    expect(second.stdout()).toMatch(/Took back 1 notification/);
  });

  it('shares one database between two server processes, mailing each message once', async () => {
    box = await startMailbox();
    const folders = await serverFolders();
    const servers = [await startServer(folders, box.url), await startServer(folders, box.url)];

    const posts = Array.from({ length: 30 }, (_, n) =>
      postContact(servers[n % 2]?.url ?? '', { ...valid, message: `Message ${n}` }),
    );
    expect((await Promise.all(posts)).map((response) => response.status)).toEqual(
      Array(30).fill(201),
    );

    await waitFor(async () =>
      expect(await emailStatus(folders.DATA_DIR)).toEqual(Array(30).fill('sent')),
    );
    expect(box.mails).toHaveLength(30);
    expect(new Set(box.mails.map((mail) => mail.messageId)).size).toBe(30);
  });

  it('sends a digest of held messages cut off before it was marked sent once more, with the same Message-ID', async () => {
    box = await startMailbox();
    box.holdReplies();
    const folders = await serverFolders();
    const first = await startServer(folders, box.url);

    // Sent with no proof of work: held, and the first held message makes a digest due.
    const held = await postContact(first.url, valid, {}, { proof: false });
    expect(held.status).toBe(201);
    await waitFor(() => expect(box?.held()).toBe(1));
    await first.kill();
    box.releaseReplies();
    expect(digestStatus(folders.DATA_DIR)).toEqual(['pending']);

    const second = await startServer(folders, box.url);
    await waitFor(() => expect(digestStatus(folders.DATA_DIR)).toEqual(['sent']));
    expect(box.mails).toHaveLength(2);
    expect(new Set(box.mails.map((mail) => mail.messageId)).size).toBe(1);
    expect(box.mails[0]?.subject).toMatch(/^1 message held for review/);
    expect(box.mails[0]?.text).toContain(`--release ${((await held.json()) as { id: number }).id}`);
    // The restart queued no second digest: nothing new was held.
    expect(digestStatus(folders.DATA_DIR)).toEqual(['sent']);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });

  it('keeps a digest through a mail server outage and sends it once when it is back', async () => {
    box = await startMailbox();
    await box.stop();
    const folders = await serverFolders();
    const server = await startServer(folders, box.url);

    expect((await postContact(server.url, valid, {}, { proof: false })).status).toBe(201);
    await waitFor(() => expect(server.stderr()).toMatch(/digest #\d+ of held messages failed/));
    await box.start();
    await waitFor(() => expect(digestStatus(folders.DATA_DIR)).toEqual(['sent']));
    expect(box.mails).toHaveLength(1);
    expect(box.mails[0]?.subject).toMatch(/held for review/);
  });
});
