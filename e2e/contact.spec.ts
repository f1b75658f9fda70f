import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { routes } from '../src/routes.ts';
import { acceptNextDialog, expect, serverDataDir, test } from './support/fixtures.ts';
import { visit } from './support/site.ts';

const run = promisify(execFile);

interface StoredMessage {
  id: number;
  name: string;
  email: string;
  message: string;
}

/** The server's stored messages, read the way the owner reads them: `npm run messages --json`. */
async function storedMessages(): Promise<StoredMessage[]> {
  const { stdout } = await run(process.execPath, ['server/messages.ts', '--json'], {
    env: { ...process.env, DATA_DIR: serverDataDir() },
  });
  return JSON.parse(stdout) as StoredMessage[];
}

async function copiesStored(text: string): Promise<StoredMessage[]> {
  return (await storedMessages()).filter((message) => message.message === text);
}

/** Fills the form, submits it and accepts the confirmation, checking its words. */
async function sendMessage(page: Page, text: string) {
  await visit(page, routes.contact.path);
  await page.getByLabel('Your name').fill('Ada');
  await page.getByLabel('Your email').fill('ada@example.com');
  await page.getByLabel('Message').fill(text);

  // The alert blocks the page until answered, so answer it as it opens.
  const alert = acceptNextDialog(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  expect(await alert).toBe(
    'Thank you Ada, your message has been successfuly sent! I will get back to you asap.',
  );
}

test('a sent message reaches the database once and leaves the form empty and disabled', async ({
  page,
}) => {
  const text = `Hello from the browser test (${Date.now()})`;
  const posted = page.waitForResponse(
    (response) => response.url().endsWith('/api/contact') && response.request().method() === 'POST',
  );
  await sendMessage(page, text);

  for (const label of ['Your name', 'Your email', 'Message']) {
    await expect(page.getByLabel(label)).toHaveValue('');
    await expect(page.getByLabel(label)).toBeDisabled();
  }
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  expect((await posted).status()).toBe(201);

  await expect.poll(async () => (await copiesStored(text)).length).toBe(1);
  const [stored] = await copiesStored(text);
  expect(stored).toMatchObject({ name: 'Ada', email: 'ada@example.com', message: text });
});

test('a message whose first request fails is retried and stored exactly once', async ({ page }) => {
  const text = `Sent through a dropped connection (${Date.now()})`;
  let attempts = 0;
  await page.route('**/api/contact', async (route) => {
    attempts += 1;
    if (attempts === 1) await route.abort('failed');
    else await route.continue();
  });

  await sendMessage(page, text);

  await expect.poll(async () => (await copiesStored(text)).length).toBe(1);
  expect(attempts).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
});
