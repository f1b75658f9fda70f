/**
 * The review links as a serverless runtime serves them: a message posted with no proof is held,
 * its digest is mailed before the answer, the "Let it through" page shows it twice and changes
 * nothing, its button lets it through with the notification delivered before the answer (the
 * function may be frozen once it has answered), and the link is refused after.
 */
import { expect } from 'vitest';
import { postContact } from '../../scripts/harness/postContact.ts';
import type { ReceivedMail } from '../../scripts/harness/receivers.ts';
import { digestLinks, isHeldDigest } from './digestLinks.ts';

export interface ReviewFlow {
  /** Where the runtime answers, such as http://127.0.0.1:8123 (its API under /api). */
  origin: string;
  /** The mails the owner has received since the test began. */
  mailed: () => ReceivedMail[];
  /** The inbox and the held messages, as the store lists them. */
  stored: () => Promise<unknown>;
  message: { name: string; email: string; message: string };
}

/** Runs the flow; returns the held message's id and its "Let it through" link. */
export async function releaseFromDigest({ origin, mailed, stored, message }: ReviewFlow) {
  const answer = await postContact(origin, message, {}, { proof: false });
  expect(answer.status).toBe(201);
  const { id } = (await answer.json()) as { id: number };
  const [digest, ...others] = mailed();
  if (!digest) throw new Error('No digest was mailed before the answer.');
  expect(others).toEqual([]);
  expect(isHeldDigest(digest)).toBe(true);
  const { release } = digestLinks(digest, id);
  expect(release.startsWith(`${origin}/api/review/`)).toBe(true);

  for (let look = 0; look < 2; look += 1) {
    const page = await fetch(release);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await page.text()).toContain(`<h1>Let message #${id} through?</h1>`);
  }
  expect(await stored()).toEqual([
    expect.objectContaining({ id, heldFor: expect.any(String), deliveries: [] }),
  ]);

  const released = await fetch(release, { method: 'POST' });
  expect(released.status).toBe(200);
  expect(await released.text()).toContain(`<h1>Message #${id} let through</h1>`);
  expect(mailed().map((mail) => mail.subject)).toEqual([
    digest.subject,
    `New message from ${message.name} on your portfolio`,
  ]);

  const again = await fetch(release, { method: 'POST' });
  expect(again.status).toBe(410);
  expect(await again.text()).toContain('<h1>This link has been used</h1>');
  return { id, release };
}
