/**
 * The spam guard in real Chromium against the real server: a visitor's message carries a proof
 * of work found in a Web Worker and reaches the owner's inbox by email, while a script driving
 * the page, or posting to the API itself, leaves a message held for review and mails nothing.
 */
import { routes } from '../src/routes.ts';
import {
  copiesHeld,
  copiesStored,
  expectFormLocked,
  mailsAbout,
  sendMessage,
  sendMessageLikeABot,
  uniqueMessage,
} from './support/contact.ts';
import { expect, test } from './support/fixtures.ts';

test('a visitor who types the message and submits: it carries a proof of work, and the owner is emailed', async ({
  page,
}) => {
  const message = uniqueMessage('Typed by a visitor');
  const challenge = page.waitForResponse((response) =>
    response.url().endsWith('/api/contact/challenge'),
  );
  const posted = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/contact'),
  );

  await sendMessage(page, message);

  // The challenge was fetched when the form was shown, before the visitor typed a key.
  expect((await challenge).status()).toBe(200);
  const request = await posted;
  expect(request.headers()['contact-proof']).toMatch(/^[A-Za-z0-9+/]+=*$/);
  expect(request.postDataJSON()).toEqual(message);
  await expectFormLocked(page);

  await expect.poll(async () => (await mailsAbout(message.message)).length).toBe(1);
  expect(await copiesStored(message.message)).toHaveLength(1);
  expect(await copiesHeld(message.message)).toEqual([]);
});

test('a script that fills the form at once and submits at once: its message is held for review, never emailed', async ({
  page,
}) => {
  const message = uniqueMessage('Filled in by a script');
  const answered = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/api/contact'),
  );

  await sendMessageLikeABot(page, message);

  // The page answers it as it answers anyone: the script learns nothing.
  expect((await answered).status()).toBe(201);
  await expectFormLocked(page);
  await expect.poll(async () => (await copiesHeld(message.message)).length).toBe(1);
  const [held] = await copiesHeld(message.message);
  expect(held?.heldFor).toEqual(expect.any(String));
  // No notification job exists for it, so no mail can follow.
  expect(held?.deliveries).toEqual([]);
  expect(await mailsAbout(message.message)).toEqual([]);
  expect(await copiesStored(message.message)).toEqual([]);
});

test('a script that posts straight to the API with no proof of work: answered 201, held, never emailed', async ({
  request,
}) => {
  const message = uniqueMessage('Posted by a script');
  const response = await request.post('/api/contact', { data: message });

  expect(response.status()).toBe(201);
  await expect.poll(async () => (await copiesHeld(message.message)).length).toBe(1);
  expect((await copiesHeld(message.message))[0]?.deliveries).toEqual([]);
  expect(await mailsAbout(message.message)).toEqual([]);
});

test('the contact page loads its proof-of-work worker from this origin, allowed by the CSP', async ({
  page,
}) => {
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  const response = await page.goto(routes.contact.path);

  expect(response?.headers()['content-security-policy']).toContain("worker-src 'self'");
  await expect.poll(() => workers.length).toBeGreaterThan(0);
  for (const url of workers) expect(new URL(url).origin).toBe(new URL(page.url()).origin);
});
