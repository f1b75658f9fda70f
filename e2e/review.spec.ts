/**
 * The owner's one-click review in real Chromium against the real server: a held message's digest
 * reaches the real SMTP receiver with its links; the owner opens "Let it through", reads the
 * message on a page that changed nothing, presses the button, and is mailed the message once.
 */
import AxeBuilder from '@axe-core/playwright';
import type { ReceivedMail } from '../scripts/harness/receivers.ts';
import { loadConfig } from '../server/config.ts';
import { digestLinks, isHeldDigest } from '../server/testing/digestLinks.ts';
import { formatViolations, wcagTags } from './support/axe.ts';
import {
  copiesHeld,
  copiesStored,
  mailsAbout,
  ownerMails,
  uniqueMessage,
} from './support/contact.ts';
import { expect, test, watchProblems } from './support/fixtures.ts';

/** The server's HELD_DIGEST_MINUTES (globalSetup.ts): at most one digest per this long. */
const DIGEST_INTERVAL_MS = loadConfig({ HELD_DIGEST_MINUTES: '1' }).notify.heldDigestIntervalMs;

/** When the last digest was made, from its Message-ID (`<held-digest-<id>.<time>@…>`). */
function madeAt(digest: ReceivedMail): number {
  return Number(/^<held-digest-\d+\.(\d+)@/.exec(digest.messageId ?? '')?.[1] ?? 0);
}

// Another spec's held message may have made a digest just now; this one's then waits out the
// server's interval, in the worst case.
test.setTimeout(60_000 + 2 * DIGEST_INTERVAL_MS);

test('from the digest mail, the owner lets a held message through in two clicks, and is mailed of it once', async ({
  page,
  request,
}) => {
  // A held message makes a digest at once when none was made within the interval.
  const lastDigest = Math.max(0, ...(await ownerMails()).filter(isHeldDigest).map(madeAt));
  await expect
    .poll(() => Date.now() - lastDigest, { timeout: DIGEST_INTERVAL_MS + 10_000 })
    .toBeGreaterThan(DIGEST_INTERVAL_MS);

  const unique = uniqueMessage('Held, then let through from the digest');
  const message = {
    ...unique,
    name: 'Grace <Hopper>',
    message: `${unique.message}\nIts second line & more, in full.`,
  };
  const posted = await request.post('/api/contact', { data: message });
  expect(posted.status()).toBe(201);
  const { id } = (await posted.json()) as { id: number };

  let digest: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        digest = (await ownerMails()).find(
          (mail) => isHeldDigest(mail) && mail.text?.includes(`\n#${id} from`),
        );
        return digest !== undefined;
      },
      { timeout: 2 * DIGEST_INTERVAL_MS + 10_000 },
    )
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
  expect(await copiesHeld(message.message)).toHaveLength(1);

  await page.getByRole('button', { name: 'Let it through' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Message #${id} let through`);
  expect(await problems.cspViolations()).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);

  await expect.poll(async () => (await mailsAbout(message.message)).length).toBe(1);
  expect(await copiesHeld(message.message)).toEqual([]);
  // The link opened again acts no more: its one notification is all there is, sent.
  const again = await request.post(release);
  expect(again.status()).toBe(410);
  const [stored] = await copiesStored(message.message);
  expect(stored?.deliveries).toEqual([expect.objectContaining({ status: 'sent', attempts: 1 })]);
  expect(await mailsAbout(message.message)).toHaveLength(1);
});
