/**
 * The browser outbox in real Chromium against the real server: a message survives a network
 * that drops every request, and reaches the database exactly once when the network returns.
 */
import type { BrowserContext, Page, Route } from '@playwright/test';
import { routes } from '../src/routes.ts';
import {
  copiesStored,
  expectStoredOnce,
  expectFormLocked,
  expectKeptAfterFailure,
  mailsAbout,
  outboxOf,
  seedOutbox,
  sendMessage,
  stopTime,
  uniqueMessage,
  waitForOutboxAtRest,
} from './support/contact.ts';
import { expect, test } from './support/fixtures.ts';

const contactApi = '**/api/contact';

/**
 * Makes every message sent to the contact API fail as a dropped network would; records the
 * bodies and their proofs of work. Challenges still come through.
 */
async function dropContactRequests(target: Page | BrowserContext) {
  const bodies: unknown[] = [];
  const proofs: (string | undefined)[] = [];
  await target.route(contactApi, async (route) => {
    bodies.push(route.request().postDataJSON());
    proofs.push(route.request().headers()['contact-proof']);
    await route.abort('internetdisconnected');
  });
  return { bodies, proofs, restore: () => target.unroute(contactApi) };
}

/** The proof of work of each message `page` posts to the contact API from now on. */
function watchProofs(page: Page): (string | undefined)[] {
  const proofs: (string | undefined)[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/api/contact')) {
      proofs.push(request.headers()['contact-proof']);
    }
  });
  return proofs;
}

/** Turns the network off and on again: the browser fires `offline`, then `online`. */
async function networkComesBack(context: BrowserContext) {
  await context.setOffline(true);
  await context.setOffline(false);
}

test('with every request failing, the alert shows, the form locks, and the message is stored and emailed once when the browser is back online, with a fresh proof of work', async ({
  page,
  context,
}) => {
  await context.clock.install();
  const message = uniqueMessage('Sent while the network was down');
  const network = await dropContactRequests(page);

  await sendMessage(page, message);
  await expectFormLocked(page);
  await expectKeptAfterFailure(page, message);
  // The open page sends it again by itself after a short pause, and again after a longer one.
  await waitForOutboxAtRest(page, 2);
  // Time stands still from here, so no retry timer can send it: only the `online` event.
  await stopTime(page);
  // One request per failed send, each with exactly the three fields; none got through.
  const [kept] = await outboxOf(page);
  expect(network.bodies).toHaveLength(kept?.attempts ?? 0);
  expect(network.bodies).toEqual(network.bodies.map(() => message));
  expect(await copiesStored(message.message)).toEqual([]);

  // Each failed send had a proof of work of its own.
  expect(network.proofs.every(Boolean)).toBe(true);
  expect(new Set(network.proofs).size).toBe(network.proofs.length);

  await network.restore();
  const proofs = watchProofs(page);
  await networkComesBack(context);
  // The resend waits on the page's clock until its fresh challenge is as old as a visitor's.
  await context.clock.resume();

  await expectStoredOnce(message.message);
  await expect.poll(() => outboxOf(page)).toEqual([]);
  await expectFormLocked(page);
  expect(proofs).toHaveLength(1);
  expect(network.proofs).not.toContain(proofs[0]);
  // The owner hears of it once, by email, with the visitor as Reply-To.
  await expect.poll(async () => (await mailsAbout(message.message)).length).toBe(1);
  const [mail] = await mailsAbout(message.message);
  expect(mail?.replyTo).toEqual([{ name: message.name, address: message.email }]);
  expect(mail?.subject).toContain(message.name);
  expect(await copiesStored(message.message)).toHaveLength(1);
});

test('a message kept after a failure is stored once on the next load of any page', async ({
  page,
}) => {
  const message = uniqueMessage('Sent before a reload');
  const network = await dropContactRequests(page);
  await sendMessage(page, message);
  await expectKeptAfterFailure(page, message);
  // Leave the site while the network is still down: an open page would send the message again
  // by itself within seconds, and this test is about the next page load.
  await page.goto('about:blank');

  await network.restore();
  const bodies: unknown[] = [];
  await page.route(contactApi, async (route) => {
    bodies.push(route.request().postDataJSON());
    await route.continue();
  });
  const posted = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
  await page.goto(routes.about.path);

  expect((await posted).status()).toBe(201);
  expect(bodies).toEqual([message]);
  await expectStoredOnce(message.message);
  await expect.poll(() => outboxOf(page)).toEqual([]);
});

test('two open tabs never send the same kept message at the same time, and it is stored once', async ({
  page,
  context,
}) => {
  // Each resend waits out the minimum fill time on a fresh challenge.
  test.slow();
  await context.clock.install();
  const message = uniqueMessage('Kept while two tabs were open');

  // The network is down at first; once it is back, the first request is held open until the
  // test lets it go, so that a second tab sending at the same time could not go unseen.
  let networkUp = false;
  const held: Route[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const bodiesSentWhileUp: unknown[] = [];
  let releaseFirst: () => void = () => {};
  const firstReleased = new Promise<void>((resolve) => (releaseFirst = resolve));
  await context.route(contactApi, async (route) => {
    if (!networkUp) return route.abort('internetdisconnected');
    bodiesSentWhileUp.push(route.request().postDataJSON());
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    if (held.length === 0) {
      held.push(route);
      await firstReleased;
    }
    try {
      await route.continue();
    } finally {
      inFlight -= 1;
    }
  });

  await sendMessage(page, message);
  await expectKeptAfterFailure(page, message);
  // A second tab opens on another page; its start-up send fails too.
  const secondTab = await context.newPage();
  await secondTab.goto(routes.home.path);
  await waitForOutboxAtRest(secondTab, 2);

  await stopTime(page);
  networkUp = true;
  await networkComesBack(context);
  // A resend waits on the page's clock until its fresh challenge is as old as a visitor's.
  await context.clock.resume();

  // Both tabs woke up: one holds the outbox lock and sends, the other waits for it.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const { held, pending } = await navigator.locks.query();
        return { held: held?.length, pending: pending?.length };
      }),
    )
    .toEqual({ held: 1, pending: 1 });
  // The holder sends once its sending code has loaded; the other tab still waits.
  await expect.poll(() => bodiesSentWhileUp).toEqual([message]);

  releaseFirst();
  await expectStoredOnce(message.message);
  await expect.poll(() => outboxOf(page)).toEqual([]);
  await expect.poll(() => outboxOf(secondTab)).toEqual([]);
  expect(mostInFlight).toBe(1);
});

test('a kept message the server refuses is dropped with the reason in the console, and the others are delivered', async ({
  page,
}) => {
  const refusedReasons: unknown[] = [];
  page.on('console', async (entry) => {
    if (entry.type() === 'error' && entry.text().startsWith('Contact message refused')) {
      refusedReasons.push(await entry.args()[1]?.jsonValue());
    }
  });
  // Left by an earlier visit: one the server refuses (a name of spaces only), one it takes.
  const refused = { ...uniqueMessage('Refused by the server'), name: '   ' };
  const accepted = uniqueMessage('Kept alongside a refused one');
  await page.goto(routes.home.path);
  await seedOutbox(page, [
    { id: 'earlier-1', message: refused, attempts: 1, retryAt: 0 },
    { id: 'earlier-2', message: accepted, attempts: 1, retryAt: 0 },
  ]);

  await page.goto(routes.projects.path);

  await expect.poll(() => outboxOf(page)).toEqual([]);
  await expectStoredOnce(accepted.message);
  expect(await copiesStored(refused.message)).toEqual([]);
  await expect
    .poll(() => refusedReasons)
    .toEqual([
      {
        status: 422,
        body: { error: expect.any(String), fields: { name: expect.stringMatching(/^Name /) } },
      },
    ]);
});
