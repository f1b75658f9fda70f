import type { Page } from '@playwright/test';
import { ui } from '../src/content/ui.ts';
import { routes } from '../src/routes.ts';
import {
  copiesStored,
  expectStoredOnce,
  expectFormLocked,
  outboxOf,
  sendMessage,
  uniqueMessage,
} from './support/contact.ts';
import { expect, test } from './support/fixtures.ts';

test('a sent message reaches the database once and leaves the form empty and disabled', async ({
  page,
}) => {
  const message = uniqueMessage('Hello from the browser test');
  const bodies: unknown[] = [];
  await page.route('**/api/contact', async (route) => {
    bodies.push(route.request().postDataJSON());
    await route.continue();
  });
  const posted = page.waitForResponse(
    (response) => response.url().endsWith('/api/contact') && response.request().method() === 'POST',
  );
  await sendMessage(page, message);

  await expectFormLocked(page);
  expect((await posted).status()).toBe(201);
  expect(bodies).toEqual([message]);

  await expectStoredOnce(message.message);
  const [stored] = await copiesStored(message.message);
  expect(stored).toMatchObject({ ...message });
  await expect.poll(() => outboxOf(page)).toEqual([]);
});

test('a message whose first request fails is retried and stored exactly once', async ({ page }) => {
  const message = uniqueMessage('Sent through a dropped connection');
  let attempts = 0;
  await page.route('**/api/contact', async (route) => {
    attempts += 1;
    if (attempts === 1) await route.abort('failed');
    else await route.continue();
  });

  await sendMessage(page, message);

  await expectStoredOnce(message.message);
  expect(attempts).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole('button', { name: ui.contact.submit })).toBeDisabled();
});

/** What Chromium's form makes of an address: the value it would send, and whether it lets it through. */
async function browserVerdict(page: Page, email: string) {
  const field = page.getByLabel(ui.contact.labels.email);
  await field.fill(email);
  return {
    sent: await field.inputValue(),
    accepts: await field.evaluate((input: HTMLInputElement) => input.checkValidity()),
  };
}

test('the form accepts exactly the addresses the server accepts', async ({ page, request }) => {
  await page.goto(routes.contact.path);
  const verdicts = [];
  for (const email of [
    'ada@example.com',
    'ada.lovelace+site@mail.example.co.uk',
    'ada@bücher.de',
    'ada@example.xn--p1ai',
    'user@localhost',
    'first!last@example.com',
    '.a@x.com',
    'a..b@x.com',
    'u@1.2.3.4',
    'ada@example-.com',
    'ada@пример.рф',
    'адa@example.com',
  ]) {
    const browser = await browserVerdict(page, email);
    const answer = await request.post('/api/contact', {
      data: { ...uniqueMessage('Address check'), email: browser.sent },
    });
    verdicts.push({ email, browser: browser.accepts, server: answer.status() === 201 });
  }
  expect(verdicts).toEqual(
    verdicts.map(({ email, browser }) => ({ email, browser, server: browser })),
  );
  // Both sides refuse the addresses that mail cannot be sent to.
  for (const refused of [
    'user@localhost',
    'first!last@example.com',
    '.a@x.com',
    'a..b@x.com',
    'u@1.2.3.4',
  ]) {
    expect(verdicts).toContainEqual({ email: refused, browser: false, server: false });
  }
});

test('a value the server would refuse is blocked, focused and explained by the browser', async ({
  page,
  request,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const posts: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/contact')) posts.push(sent.url());
  });
  await page.goto(routes.contact.path);
  await page.getByLabel(ui.contact.labels.name).fill('   ');
  await page.getByLabel(ui.contact.labels.email).fill('ada@example.com');
  await page.getByLabel(ui.contact.labels.message).fill('Hello');
  await page.getByRole('button', { name: ui.contact.submit }).click();

  const name = page.getByLabel(ui.contact.labels.name);
  await expect(name).toBeFocused();
  const said = await name.evaluate((input: HTMLInputElement) => input.validationMessage);
  const refusal = await request.post('/api/contact', {
    data: { name: '   ', email: 'ada@example.com', message: 'Hello' },
  });
  expect(refusal.status()).toBe(422);
  expect(said).toBe(((await refusal.json()) as { fields: { name: string } }).fields.name);
  expect(dialogs).toEqual([]);
  expect(posts).toEqual([]);
  await expect(page.getByRole('button', { name: ui.contact.submit })).toBeEnabled();
});
