/**
 * The site's contact form, driven in a browser page as a visitor or a bot drives it. The browser
 * tests and `npm run spam:run` both send messages this way.
 */
import type { Page } from '@playwright/test';
import { confirmationFor, type ContactMessage } from '../../src/contact/contactMessage.ts';
import { ui } from '../../src/content/ui.ts';

/**
 * Writes `message` into the form on `page`: key by key, taking longer than `minFillMs` in all,
 * as a visitor types; or, without `minFillMs`, every field filled at once, as a script does.
 */
export async function fillContactForm(
  page: Page,
  message: ContactMessage,
  {
    minFillMs,
    words = ui,
  }: {
    minFillMs?: number;
    /** The interface's words in the page's language: the default's unless said. */
    words?: typeof ui;
  } = {},
): Promise<void> {
  const fields = [
    [words.contact.labels.name, message.name],
    [words.contact.labels.email, message.email],
    [words.contact.labels.message, message.message],
  ] as const;
  const keys = fields.reduce((sum, [, text]) => sum + text.length, 0);
  for (const [label, text] of fields) {
    const field = page.getByLabel(label);
    if (minFillMs === undefined) await field.fill(text);
    else await field.pressSequentially(text, { delay: Math.ceil((minFillMs + 500) / keys) });
  }
}

/**
 * Submits the form and accepts the alert it opens (which blocks the page until answered);
 * resolves with the alert's words, which should be `confirmationFor(message.name)`.
 */
export async function submitContactForm(page: Page, message: ContactMessage): Promise<void> {
  const alert = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    }),
  );
  await page.getByRole('button', { name: ui.contact.submit }).click();
  const words = await alert;
  if (words !== confirmationFor(message.name)) {
    throw new Error(`The alert said "${words}", not "${confirmationFor(message.name)}"`);
  }
}
