/** Helpers for the contact specs: the form, the browser outbox and the server's stored messages. */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { fillContactForm, submitContactForm } from '../../scripts/harness/contactForm.ts';
import type { ReceivedMail } from '../../scripts/harness/receivers.ts';
import { loadConfig } from '../../server/config.ts';
import { isHeldDigest } from '../../server/testing/digestLinks.ts';
import type { ContactMessage } from '../../src/contact/contactMessage.ts';
import { OUTBOX_KEY, type OutboxEntry } from '../../src/contact/outboxStorage.ts';
import { ui } from '../../src/content/ui.ts';
import { routes } from '../../src/routes.ts';
import { expect, serverDataDir } from './fixtures.ts';
import { visit } from './site.ts';

const run = promisify(execFile);

/**
 * The server the tests run holds a message sent sooner than this after its form was shown
 * (the default setting): a visitor takes longer to type.
 */
export const MIN_FILL_MS = loadConfig({}).spam.minFillMs;

export interface StoredMessage extends ContactMessage {
  id: number;
  heldFor: string | null;
  deliveries: unknown[];
}

/**
 * The server's stored messages, read the way the owner reads them: `npm run messages --json`,
 * the inbox, or with `held` the messages held back as likely spam (`--held`). `store` is the
 * server's data folder, or the `postgres://` URL of its database.
 */
export async function storedMessages(
  store = serverDataDir(),
  { held = false } = {},
): Promise<StoredMessage[]> {
  const args = ['server/cli/messages.ts', '--json', ...(held ? ['--held'] : [])];
  const where = store.startsWith('postgres') ? { DATABASE_URL: store } : { DATA_DIR: store };
  const { stdout } = await run(process.execPath, args, { env: { ...process.env, ...where } });
  return JSON.parse(stdout) as StoredMessage[];
}

/** The messages in the owner's inbox whose text is `text`: each test's texts are unique. */
export async function copiesStored(text: string, store?: string): Promise<StoredMessage[]> {
  return (await storedMessages(store)).filter((message) => message.message === text);
}

/**
 * How long a resend may take to be stored: the pause before it, a fresh challenge and its
 * search, the minimum fill time waited out on it, and the request, on a busy machine.
 */
export const RESEND_TIMEOUT_MS = 15_000 + MIN_FILL_MS;

/** Waits until the owner's inbox holds exactly one message whose text is `text`. */
export async function expectStoredOnce(text: string, store?: string): Promise<void> {
  await expect
    .poll(async () => (await copiesStored(text, store)).length, { timeout: RESEND_TIMEOUT_MS })
    .toBe(1);
}

/** The messages held for review whose text is `text`. */
export async function copiesHeld(text: string, store?: string): Promise<StoredMessage[]> {
  return (await storedMessages(store, { held: true })).filter(
    (message) => message.message === text,
  );
}

/** Every mail the owner received, in the order it came. */
export async function ownerMails(): Promise<ReceivedMail[]> {
  const file = process.env.E2E_MAIL_FILE;
  if (!file) throw new Error('E2E_MAIL_FILE is not set: run the suite with `npx playwright test`.');
  const lines = existsSync(file) ? (await readFile(file, 'utf8')).split('\n') : [];
  return lines.filter(Boolean).map((line) => JSON.parse(line) as ReceivedMail);
}

/**
 * The notification emails the owner received whose body holds `text`. A digest of held
 * messages is not one: it quotes a held message's first line without telling of it.
 */
export async function mailsAbout(text: string): Promise<ReceivedMail[]> {
  return (await ownerMails()).filter((mail) => !isHeldDigest(mail) && mail.text?.includes(text));
}

/** A message from Ada with a text no other test sends. */
export function uniqueMessage(label: string): ContactMessage {
  return {
    name: 'Ada',
    email: 'ada@example.com',
    message: `${label} (${Date.now()}-${Math.random().toString(36).slice(2)})`,
  };
}

/**
 * Opens the contact page and writes the message as a visitor does, key by key, taking longer
 * than the minimum fill time in all; then submits it and accepts the alert, checking its words.
 */
export async function sendMessage(
  page: Page,
  message: ContactMessage,
  contactPage = routes.contact.path,
): Promise<void> {
  await visit(page, contactPage);
  await fillContactForm(page, message, { minFillMs: MIN_FILL_MS });
  await submitContactForm(page, message);
}

/**
 * Opens the contact page and sends the message as a script driving a browser would: every field
 * filled at once and the form submitted at once.
 */
export async function sendMessageLikeABot(page: Page, message: ContactMessage): Promise<void> {
  await visit(page, routes.contact.path);
  await fillContactForm(page, message);
  await submitContactForm(page, message);
}

/** Checks that the form is empty and disabled, as it stays after a submit. */
export async function expectFormLocked(page: Page): Promise<void> {
  for (const label of Object.values(ui.contact.labels)) {
    await expect(page.getByLabel(label)).toHaveValue('');
    await expect(page.getByLabel(label)).toBeDisabled();
  }
  await expect(page.getByRole('button', { name: ui.contact.submit })).toBeDisabled();
}

/** What the browser outbox of `page`'s site holds (its localStorage is shared by every tab). */
export async function outboxOf(page: Page): Promise<OutboxEntry[]> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), OUTBOX_KEY);
  return raw === null ? [] : (JSON.parse(raw) as OutboxEntry[]);
}

/** Puts `entries` in the outbox, as an earlier visit would have left them. */
export async function seedOutbox(page: Page, entries: OutboxEntry[]): Promise<void> {
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    OUTBOX_KEY,
    JSON.stringify(entries),
  ] as const);
}

/** Waits until the outbox holds `message` after a failed send (one request, kept to try again). */
export async function expectKeptAfterFailure(page: Page, message: ContactMessage): Promise<void> {
  await expect
    .poll(async () =>
      (await outboxOf(page)).map(({ message: kept, attempts }) => ({
        kept,
        failed: attempts > 0,
      })),
    )
    .toEqual([{ kept: message, failed: true }]);
}

/**
 * Waits until the outbox holds one message that failed at least `failures` times, no tab is
 * sending, and its next timed try is over a second away (the first pauses are shorter, so this
 * may take a failure or two more): from then on, with the clock paused, only an event
 * (`online`, a page load) can send it. Each resend first waits out the server's minimum fill
 * time on a fresh challenge, so this takes some seconds a failure.
 */
export async function waitForOutboxAtRest(page: Page, failures: number): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          async ([key, failures]) => {
            const entries = JSON.parse(window.localStorage.getItem(key) ?? '[]') as OutboxEntry[];
            const { held = [] } = await navigator.locks.query();
            return (
              entries.length === 1 &&
              entries.every(
                (entry) => entry.attempts >= failures && entry.retryAt > Date.now() + 1000,
              ) &&
              held.length === 0
            );
          },
          [OUTBOX_KEY, failures] as const,
        ),
      { timeout: 10_000 + 3 * failures * (MIN_FILL_MS + 2_000) },
    )
    .toBe(true);
}

/**
 * Stops the clock of every tab in `page`'s context, a moment from now (the clock refuses a
 * time it has passed): no timer fires from then on.
 */
export async function stopTime(page: Page): Promise<void> {
  await page.context().clock.pauseAt(await page.evaluate(() => Date.now() + 250));
}
