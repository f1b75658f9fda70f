/**
 * The owner's one-click review in real Chromium against the real server, one of its own with
 * its own mailbox, so that no other spec's held message shares its digest: a held message's
 * digest reaches the real SMTP receiver with its links; the owner opens "Let it through", reads
 * the message on a page that changed nothing, presses the button, and is mailed the message once.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { startMailbox, type ReceivedMail } from '../scripts/harness/receivers.ts';
import { freePort, startServer } from '../scripts/harness/serverProcess.ts';
import { digestLinks, isHeldDigest } from '../server/testing/digestLinks.ts';
import { formatViolations, wcagTags } from './support/axe.ts';
import { copiesHeld, copiesStored, uniqueMessage } from './support/contact.ts';
import { expect, test as base, watchProblems } from './support/fixtures.ts';

interface ReviewServer {
  origin: string;
  /** The server's data folder, where its messages are stored. */
  dataDir: string;
  /** Every mail the owner received, in the order it came. */
  mails: ReceivedMail[];
}

const test = base.extend<{ reviewServer: ReviewServer }>({
  // eslint-disable-next-line no-empty-pattern
  reviewServer: async ({}, provide) => {
    const dataDir = await mkdtemp(join(tmpdir(), 'portfolio-review-'));
    const mailbox = await startMailbox();
    // The review links name the server's address, so it is chosen before the server starts.
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    try {
      const server = await startServer(
        {
          DATA_DIR: dataDir,
          SMTP_URL: mailbox.url,
          NOTIFY_EMAIL_TO: 'owner@example.com',
          PUBLIC_API_URL: `${origin}/api`,
        },
        undefined,
        { port },
      );
      try {
        await provide({ origin, dataDir, mails: mailbox.mails });
      } finally {
        await server.stop();
      }
    } finally {
      await mailbox.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  },
  // Paths in page.goto and request.post are this server's.
  baseURL: async ({ reviewServer }, provide) => {
    await provide(reviewServer.origin);
  },
});

test('from the digest mail, the owner lets a held message through in two clicks, and is mailed of it once', async ({
  page,
  request,
  reviewServer,
}) => {
  const { dataDir, mails } = reviewServer;
  /** The notifications the owner received that quote `text`: a digest is not one. */
  const mailsAbout = (text: string) =>
    mails.filter((mail) => !isHeldDigest(mail) && mail.text?.includes(text));

  const unique = uniqueMessage('Held, then let through from the digest');
  const message = {
    ...unique,
    name: 'Grace <Hopper>',
    message: `${unique.message}\nIts second line & more, in full.`,
  };
  const posted = await request.post('/api/contact', { data: message });
  expect(posted.status()).toBe(201);
  const { id } = (await posted.json()) as { id: number };

  // A held message makes a digest at once on a server that has made none.
  let digest: ReceivedMail | undefined;
  await expect
    .poll(() => {
      digest = mails.find((mail) => isHeldDigest(mail) && mail.text?.includes(`\n#${id} from`));
      return digest !== undefined;
    })
    .toBe(true);
  const { release } = digestLinks(digest ?? {}, id);

  const problems = await watchProblems(page);
  const opened = await page.goto(release);
  expect(opened?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Let message #${id} through?`);
  await expect(page.getByText('Grace <Hopper> <ada@example.com>')).toBeVisible();
  await expect(page.locator('.message')).toHaveText(message.message);
  const axe = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  expect(axe.violations, formatViolations(axe.violations)).toEqual([]);
  // Opening the page changed nothing.
  expect(await copiesHeld(message.message, dataDir)).toHaveLength(1);

  await page.getByRole('button', { name: 'Let it through' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Message #${id} let through`);
  expect(await problems.cspViolations()).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);

  await expect.poll(() => mailsAbout(message.message).length).toBe(1);
  expect(await copiesHeld(message.message, dataDir)).toEqual([]);
  // The link opened again acts no more: its one notification is all there is, sent.
  const again = await request.post(release);
  expect(again.status()).toBe(410);
  const [stored] = await copiesStored(message.message, dataDir);
  expect(stored?.deliveries).toEqual([expect.objectContaining({ status: 'sent', attempts: 1 })]);
  expect(mailsAbout(message.message)).toHaveLength(1);
});
