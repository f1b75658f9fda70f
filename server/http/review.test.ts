/**
 * The digest's review links end to end on Node: the real service on a real HTTP server, with its
 * notification worker, on SQLite and on PostgreSQL, mailing a real SMTP receiver; the links are
 * read from the mail that arrived and opened over HTTP. Time is moved by hand.
 */
import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { startPostgres, type PostgresCluster } from '../../scripts/harness/postgres.ts';
import { startMailbox, type Mailbox, type ReceivedMail } from '../../scripts/harness/receivers.ts';
import { freePort } from '../../scripts/harness/serverProcess.ts';
import { hashReviewToken } from '../contact/reviewLinks.ts';
import { emailSender } from '../notify/email.ts';
import { LIST_HELD_COMMAND, releaseCommand } from '../notify/heldDigest.ts';
import { openPostgresStore } from '../store/postgresStore.ts';
import { databasePath } from '../store/sqliteStore.ts';
import { digestLinks } from '../testing/digestLinks.ts';
import { makeTempDir, removeTempDirs } from '../testing/tempDirs.ts';
import { manualClock, startTestServer, stopTestServers } from '../testing/testServer.ts';

vi.setConfig({ testTimeout: 30_000 });

const DAY_MS = 24 * 60 * 60 * 1000;
const owner = { to: 'owner@example.com', from: 'portfolio@me.example' };

let cluster: PostgresCluster | undefined;
const backends = [
  { name: 'SQLite', database: async () => ({ url: undefined }) },
  {
    name: 'PostgreSQL',
    database: async () => ({ url: await (cluster ??= await startPostgres()).createDatabase() }),
  },
];

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await stopTestServers();
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});
afterAll(async () => {
  await cluster?.stop();
  await removeTempDirs();
}, 60_000);

/** The hashes the store keeps, read with a connection of our own. */
async function keptHashes(where: { dataDir: string; url: string | undefined }): Promise<string[]> {
  const sql = 'SELECT hash FROM review_tokens ORDER BY hash';
  if (where.url) {
    const client = new pg.Client({ connectionString: where.url });
    await client.connect();
    try {
      return (await client.query<{ hash: string }>(sql)).rows.map((row) => row.hash);
    } finally {
      await client.end();
    }
  }
  const db = new Database(databasePath(where.dataDir), { readonly: true });
  try {
    return db
      .prepare<[], { hash: string }>(sql)
      .all()
      .map((row) => row.hash);
  } finally {
    db.close();
  }
}

describe.each(backends)('review links on $name', (backend) => {
  async function setUp() {
    const box = await startMailbox();
    cleanups.push(() => box.close());
    const clock = manualClock();
    const { url } = await backend.database();
    const dataDir = await makeTempDir('data');
    const port = await freePort();
    const server = await startTestServer({
      dataDir,
      ...(url && { store: await openPostgresStore(url) }),
      now: clock.now,
      port,
      notify: {
        senders: { email: emailSender({ smtpUrl: box.url, ...owner }) },
        heldDigestIntervalMs: DAY_MS,
        reviewLinks: { apiUrl: `http://127.0.0.1:${port}/api`, validForMs: 7 * DAY_MS },
      },
    });
    expect(server.url).toBe(`http://127.0.0.1:${port}`);

    /** Posts a message with no proof of work: it is held, and makes a digest due. */
    const hold = async (body: { name: string; email: string; message: string }) => {
      const response = await fetch(`${server.url}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: number }).id;
    };

    /** Holds a message and waits for the digest that lists it; returns its two links. */
    const heldWithLinks = async (body = spam) => {
      const id = await hold(body);
      const digest = await mailWith(box, `#${id} from`);
      return { id, digest, ...digestLinks(digest, id) };
    };

    return { box, clock, server, dataDir, url, hold, heldWithLinks };
  }

  it('mails a digest that gives each held message its two links, and keeps only their hashes', async () => {
    const { box, server, dataDir, url, heldWithLinks } = await setUp();
    const { id, digest, release, remove } = await heldWithLinks();

    const api = `${server.url}/api/review/`;
    for (const link of [release, remove]) {
      expect(link).toMatch(new RegExp(`^${api}[A-Za-z0-9_-]{43}$`));
    }
    expect(release).not.toBe(remove);
    expect(digest.subject).toBe('1 message held for review on your portfolio');
    expect(digest.text).toContain('Each link works once, until 2030-01-08 09:00 UTC.');
    expect(digest.text).not.toContain(releaseCommand(id));
    expect(digest.text).toContain(LIST_HELD_COMMAND);
    expect(box.mails).toHaveLength(1);

    const tokens = [release, remove].map((link) => link.slice(api.length));
    expect(await keptHashes({ dataDir, url })).toEqual(
      tokens.map((token) => createHash('sha256').update(token).digest('hex')).sort(),
    );
    // What the log shows of a link is its path without the token.
    await fetch(release);
    expect(server.logLines).toContainEqual(
      expect.stringMatching(/^GET \/api\/review\/… 200 \d+ms$/),
    );
    for (const token of tokens) expect(server.logLines.join('\n')).not.toContain(token);
  });

  it('shows the whole message on GET, escaped, under a policy of its own, and changes nothing however often it is opened', async () => {
    const { box, server, heldWithLinks } = await setUp();
    const tricky = {
      name: 'Ada <b>Lovelace</b>',
      email: 'ada@example.com',
      message: '<script>alert("owned")</script> & more\nA second line, in full.',
    };
    const { id, release, remove } = await heldWithLinks(tricky);

    // A mail scanner opens every link of the mail, and a preview may open them again.
    for (const link of [release, release, remove, remove]) {
      const response = await fetch(link);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=UTF-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      const body = await response.text();
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("default-src 'none'");
      expect(policy).toContain("form-action 'self'");
      expect(policy).not.toContain('unsafe-inline');
      const style = /<style>([\s\S]*?)<\/style>/.exec(body)?.[1] ?? '';
      const styleHash = createHash('sha256').update(style).digest('base64');
      expect(policy).toContain(`style-src 'sha256-${styleHash}'`);

      expect(body).toMatch(/^<!doctype html>\n<html lang="en">/);
      expect(body).toContain(
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
      );
      expect(body).not.toMatch(/<script|<b>|onclick/i);
      expect(body).toContain('Ada &#60;b&#62;Lovelace&#60;/b&#62;');
      expect(body).toContain(
        '&#60;script&#62;alert(&#34;owned&#34;)&#60;/script&#62; &#38; more\nA second line, in full.',
      );
      expect(body).toContain('<form method="post">');
      if (link === release) {
        expect(body).toContain(`<h1>Let message #${id} through?</h1>`);
        expect(body).toContain('<button type="submit">Let it through</button>');
      } else {
        expect(body).toContain(`<h1>Delete message #${id}?</h1>`);
        expect(body).toContain('<button type="submit" class="delete">Delete it</button>');
      }
    }

    expect(await server.store.list()).toEqual([
      expect.objectContaining({ id, heldFor: expect.any(String), deliveries: [] }),
    ]);
    expect(await server.service.deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(box.mails).toHaveLength(1);
  });

  it('lets the message through on POST, mails the owner once, and answers the link opened again with the used page', async () => {
    const { box, server, heldWithLinks } = await setUp();
    const { id, release, remove } = await heldWithLinks();

    const released = await fetch(release, { method: 'POST' });
    expect(released.status).toBe(200);
    const page = await released.text();
    expect(page).toContain(`<h1>Message #${id} let through</h1>`);
    expect(page).toContain('You are notified of it by email, as of any other message.');
    const notified = await notificationOf(box, spam);
    expect(notified.text).toContain(spam.message);

    for (const [link, method] of [
      [release, 'POST'],
      [release, 'GET'],
      [remove, 'POST'],
      [remove, 'GET'],
    ] as const) {
      const again = await fetch(link, { method });
      expect(again.status).toBe(410);
      const body = await again.text();
      expect(body).toContain('<h1>This link has been used</h1>');
      expect(body).toContain(`to let message #${id} through.`);
    }

    // Nothing more was queued: the one notification, sent once.
    expect(await server.service.deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(notificationsOf(box, spam)).toEqual([notified]);
    expect(await server.store.list()).toEqual([
      expect.objectContaining({
        id,
        heldFor: null,
        deliveries: [expect.objectContaining({ channel: 'email', status: 'sent', attempts: 1 })],
      }),
    ]);
  });

  it('acts once when the button is pressed twice at once', async () => {
    const { box, server, heldWithLinks } = await setUp();
    const { release } = await heldWithLinks();

    const answers = await Promise.all([
      fetch(release, { method: 'POST' }),
      fetch(release, { method: 'POST' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 410]);
    await notificationOf(box, spam);
    expect(await server.service.deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(notificationsOf(box, spam)).toHaveLength(1);
  });

  it('deletes the message with its Delete link, and its other link then says so', async () => {
    const { box, server, heldWithLinks } = await setUp();
    const { id, release, remove } = await heldWithLinks();

    const deleted = await fetch(remove, { method: 'POST' });
    expect(deleted.status).toBe(200);
    expect(await deleted.text()).toContain(`<h1>Message #${id} deleted</h1>`);
    expect(await server.store.list()).toEqual([]);

    const other = await fetch(release, { method: 'POST' });
    expect(other.status).toBe(410);
    expect(await other.text()).toContain(`to delete message #${id}.`);
    expect(await server.service.deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(box.mails).toHaveLength(1);
  });

  it('answers an altered link 404 and an expired one 410, changing nothing', async () => {
    const { box, clock, server, heldWithLinks } = await setUp();
    const { id, release, remove } = await heldWithLinks();

    const last = release.at(-1) === 'A' ? 'B' : 'A';
    const altered = `${release.slice(0, -1)}${last}`;
    for (const link of [altered, release.slice(0, -1), `${release}A`]) {
      for (const method of ['GET', 'POST']) {
        const response = await fetch(link, { method });
        expect(response.status).toBe(404);
        expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
        expect(await response.text()).toContain('<h1>This link is not valid</h1>');
      }
    }
    expect(
      await server.store.reviewToken(hashReviewToken(altered.slice(-43)), new Date(clock.now())),
    ).toEqual({
      state: 'unknown',
    });

    clock.advance(7 * DAY_MS);
    for (const link of [release, remove]) {
      for (const method of ['GET', 'POST']) {
        const response = await fetch(link, { method });
        expect(response.status).toBe(410);
        const body = await response.text();
        expect(body).toContain('<h1>This link has expired</h1>');
        expect(body).toContain('It worked until 2030-01-08 09:00 UTC.');
        expect(body).toContain(`<code>${releaseCommand(id)}</code>`);
      }
    }
    expect(await server.store.list()).toEqual([
      expect.objectContaining({ id, heldFor: expect.any(String), deliveries: [] }),
    ]);
    expect(await server.service.deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(box.mails).toHaveLength(1);
  });
});

const spam = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  message: 'Held for having no proof, but real',
};

/** Waits for the mail whose text holds `text`. */
async function mailWith(box: Mailbox, text: string): Promise<ReceivedMail> {
  return vi.waitFor(
    () => {
      const mail = box.mails.find((received) => received.text?.includes(text));
      if (!mail) throw new Error(`No mail yet with "${text}"`);
      return mail;
    },
    { timeout: 15_000, interval: 50 },
  );
}

/** The owner's notifications of `message` itself, digests aside. */
function notificationsOf(box: Mailbox, message: { name: string }): ReceivedMail[] {
  return box.mails.filter(
    (mail) => mail.subject === `New message from ${message.name} on your portfolio`,
  );
}

/** Waits for the owner's notification of `message`. */
async function notificationOf(box: Mailbox, message: { name: string }): Promise<ReceivedMail> {
  return vi.waitFor(
    () => {
      const [mail] = notificationsOf(box, message);
      if (!mail) throw new Error(`No notification yet of ${message.name}'s message`);
      return mail;
    },
    { timeout: 15_000, interval: 50 },
  );
}
