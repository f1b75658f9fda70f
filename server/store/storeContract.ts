/**
 * The store's promises, checked the same way on every store. A backend opens stores on a fresh
 * database, and two stores opened on one database stand for two server instances. This file
 * imports only vitest and the store's interface, so that it runs in any runtime: on Node
 * (store.contract.test.ts: SQLite and PostgreSQL) and in workerd (deploy/cloudflare: D1).
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  HELD_FOR_REUSED_PROOF,
  type NewMessage,
  type RateLimit,
  type RateLimited,
  type SaveResult,
  type Store,
} from './store.ts';

/** Opens stores on one fresh database: each call is another instance on that database. */
export interface StoreBackend {
  name: string;
  freshDatabase(): Promise<() => Promise<Store>>;
}

export const at = (iso: string) => new Date(iso);
export const T0 = at('2030-01-01T09:00:00.000Z');
export const minutes = (n: number) => n * 60_000;
export const later = (ms: number) => new Date(T0.getTime() + ms);

export function message(text = 'Hello!', receivedAt = T0): NewMessage {
  return { name: 'Ada', email: 'ada@example.com', message: text, client: '127.0.0.1', receivedAt };
}

/** Declares the contract's tests for one backend. */
export function storeContract(backend: StoreBackend): void {
  describe(`the ${backend.name} store`, () => {
    const opened: Store[] = [];
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((store) => store.close()));
    });

    /** A fresh database for the test, and `count` stores on it, as that many instances. */
    async function instances(count = 1): Promise<Store[]> {
      const open = await backend.freshDatabase();
      const stores = await Promise.all(Array.from({ length: count }, () => open()));
      opened.push(...stores);
      return stores;
    }

    it('stores a message and one pending job per channel, together', async () => {
      const [store] = (await instances()) as [Store];
      const saved = await store.saveUnlessDuplicate(message(), later(-minutes(10)), [
        'email',
        'webhook',
      ]);
      expect(saved.created).toBe(true);

      const [listed] = await store.list();
      expect(listed).toMatchObject({ id: saved.id, name: 'Ada', message: 'Hello!' });
      expect(listed?.createdAt).toBe(T0.toISOString());
      expect(listed?.deliveries.map((delivery) => [delivery.channel, delivery.status])).toEqual([
        ['email', 'pending'],
        ['webhook', 'pending'],
      ]);
    });

    it('keeps the language of the page a message came from, and none for one that said none', async () => {
      const [store] = (await instances()) as [Store];
      const french = await store.saveUnlessDuplicate(
        { ...message('Bonjour !'), language: 'fr' },
        later(-minutes(10)),
        ['email'],
      );
      const unsaid = await store.saveUnlessDuplicate(message('Hello!'), later(-minutes(10)), [
        'email',
      ]);
      const held = await store.saveUnlessDuplicate(
        { ...message('Olá!'), language: 'pt-BR', heldFor: 'sent with no proof of work' },
        later(-minutes(10)),
        ['email'],
      );

      const languages = new Map((await store.list()).map((row) => [row.id, row.language]));
      expect([languages.get(french.id), languages.get(unsaid.id), languages.get(held.id)]).toEqual([
        'fr',
        null,
        'pt-BR',
      ]);
      // The worker that tells the owner gets it with the message, a released one's too.
      await store.release(held.id, ['email'], T0);
      const claimed = await store.claimDue('worker', T0, minutes(2), 8);
      expect(
        claimed.map((job) => ('message' in job ? [job.message.id, job.message.language] : [])),
      ).toEqual([
        [french.id, 'fr'],
        [unsaid.id, null],
        [held.id, 'pt-BR'],
      ]);
    });

    it('stores nothing of a save that fails: no message without its jobs', async () => {
      const [store] = (await instances()) as [Store];
      // The same channel twice breaks the one-job-per-channel rule half way through the save.
      await expect(
        store.saveUnlessDuplicate(message(), later(-minutes(10)), ['email', 'email']),
      ).rejects.toThrow();
      expect(await store.list()).toEqual([]);
    });

    it('answers a copy within the window with the first id, and stores one after it', async () => {
      const [store] = (await instances()) as [Store];
      const first = await store.saveUnlessDuplicate(message(), later(-minutes(10)), ['email']);

      const resend = message('Hello!', later(minutes(9)));
      expect(await store.findRecentDuplicate(resend, later(-minutes(1)))).toBe(first.id);
      expect(await store.saveUnlessDuplicate(resend, later(-minutes(1)), ['email'])).toEqual({
        id: first.id,
        created: false,
        held: false,
      });

      const afterWindow = message('Hello!', later(minutes(11)));
      const again = await store.saveUnlessDuplicate(afterWindow, later(minutes(1)), ['email']);
      expect(again.created).toBe(true);
      expect((await store.list()).map((row) => row.id).sort()).toEqual([first.id, again.id].sort());
    });

    it('stores copies that reach two instances at the same moment once', async () => {
      const [one, two] = (await instances(2)) as [Store, Store];
      const copies = Array.from({ length: 10 }, (_, n) =>
        (n % 2 === 0 ? one : two).saveUnlessDuplicate(message(), later(-minutes(10)), ['email']),
      );
      const results = await Promise.all(copies);

      expect(results.filter((result) => result.created)).toHaveLength(1);
      expect(new Set(results.map((result) => result.id)).size).toBe(1);
      const [listed] = await one.list();
      expect(listed?.deliveries).toHaveLength(1);
      expect(await two.list()).toHaveLength(1);
    });

    it('leases a job to one worker until the lease ends, then to another', async () => {
      const [store] = (await instances()) as [Store];
      const { id } = await store.saveUnlessDuplicate(message(), later(-minutes(10)), ['email']);
      const leaseMs = minutes(2);

      const [job] = await store.claimDue('worker-a', T0, leaseMs, 8);
      expect(job).toMatchObject({ channel: 'email', attempt: 1, message: { id, name: 'Ada' } });
      expect(await store.claimDue('worker-b', later(leaseMs - 1), leaseMs, 8)).toEqual([]);

      const [taken] = await store.claimDue('worker-b', later(leaseMs), leaseMs, 8);
      expect(taken).toMatchObject({ jobId: job?.jobId, attempt: 2 });
      // The first worker's lease is over: its late report changes nothing.
      expect(await store.markSent(job?.jobId ?? 0, 'worker-a', later(leaseMs + 1))).toBe(false);
      expect(await store.markSent(job?.jobId ?? 0, 'worker-b', later(leaseMs + 1))).toBe(true);
      const [listed] = await store.list();
      expect(listed?.deliveries[0]).toMatchObject({
        status: 'sent',
        attempts: 2,
        sentAt: later(leaseMs + 1).toISOString(),
      });
    });

    it('never gives one job to two instances claiming at once', async () => {
      const stores = await instances(3);
      const [first] = stores as [Store];
      for (let n = 0; n < 30; n += 1) {
        await first.saveUnlessDuplicate(message(`Message ${n}`), later(-minutes(10)), ['email']);
      }
      const claims = await Promise.all(
        stores.flatMap((store, index) =>
          [0, 1].map((round) => store.claimDue(`worker-${index}-${round}`, T0, minutes(2), 8)),
        ),
      );
      const jobIds = claims.flat().map((job) => job.jobId);
      expect(jobIds).toHaveLength(new Set(jobIds).size);
      expect(jobIds.length).toBe(30);
    });

    it('retries a failed attempt when it is due, fails it for good, and requeues it on request', async () => {
      const [store] = (await instances()) as [Store];
      await store.saveUnlessDuplicate(message(), later(-minutes(10)), ['email']);

      const [job] = await store.claimDue('worker', T0, minutes(2), 8);
      await store.markAttemptFailed(job?.jobId ?? 0, 'worker', 'SMTP down', later(minutes(5)));
      expect(await store.claimDue('worker', later(minutes(4)), minutes(2), 8)).toEqual([]);
      const [retry] = await store.claimDue('worker', later(minutes(5)), minutes(2), 8);
      expect(retry?.attempt).toBe(2);

      await store.markAttemptFailed(retry?.jobId ?? 0, 'worker', 'still down', null);
      let [listed] = await store.list();
      expect(listed?.deliveries[0]).toMatchObject({
        status: 'failed',
        attempts: 2,
        lastError: 'still down',
        nextAttemptAt: null,
      });
      expect(await store.claimDue('worker', later(minutes(60)), minutes(2), 8)).toEqual([]);

      expect(await store.retryFailed(later(minutes(61)))).toBe(1);
      [listed] = await store.list();
      expect(listed?.deliveries[0]).toMatchObject({ status: 'pending', attempts: 0 });
      expect(await store.claimDue('worker', later(minutes(61)), minutes(2), 8)).toHaveLength(1);
    });

    it('frees at once the jobs of a worker that is gone, and no one else’s', async () => {
      const [store] = (await instances()) as [Store];
      await store.saveUnlessDuplicate(message('One'), later(-minutes(10)), ['email']);
      await store.saveUnlessDuplicate(message('Two'), later(-minutes(10)), ['email']);
      await store.claimDue('gone', T0, minutes(2), 1);
      await store.claimDue('alive', T0, minutes(2), 1);

      expect(await store.releaseLeasesOf((worker) => worker === 'gone')).toBe(1);
      const [freed] = await store.claimDue('new', later(1), minutes(2), 8);
      expect(freed).toMatchObject({ message: { message: 'One' } });
      expect(await store.claimDue('new', later(2), minutes(2), 8)).toEqual([]);
    });
    it('keeps a held message with its reason and no jobs, and releases it with one job per channel', async () => {
      const [store] = (await instances()) as [Store];
      const held = await store.saveUnlessDuplicate(
        { ...message('Buy now'), heldFor: 'sent with no proof of work' },
        later(-minutes(10)),
        ['email', 'webhook'],
      );
      expect(held).toMatchObject({ created: true, held: true });
      expect(await store.list()).toEqual([
        expect.objectContaining({
          id: held.id,
          heldFor: 'sent with no proof of work',
          deliveries: [],
        }),
      ]);

      const releasedAt = later(minutes(5));
      expect(await store.release(held.id, ['email', 'webhook'], releasedAt)).toBe('released');
      const [released] = await store.list();
      expect(released?.heldFor).toBeNull();
      expect(
        released?.deliveries.map(({ channel, status, nextAttemptAt }) => [
          channel,
          status,
          nextAttemptAt,
        ]),
      ).toEqual([
        ['email', 'pending', releasedAt.toISOString()],
        ['webhook', 'pending', releasedAt.toISOString()],
      ]);
      expect(await store.claimDue('worker', releasedAt, 60_000, 8)).toHaveLength(2);

      expect(await store.release(held.id, ['email'], releasedAt)).toBe('not held');
      expect(await store.release(held.id + 100, ['email'], releasedAt)).toBe('not found');
    });

    it('spends a proof once across instances: a second message with it is held', async () => {
      const [one, two] = (await instances(2)) as [Store, Store];
      const proof = { id: 'signature-1', expiresAt: later(minutes(60)) };

      const first = await one.saveUnlessDuplicate({ ...message('One'), proof }, T0, ['email']);
      const replay = await two.saveUnlessDuplicate({ ...message('Two', later(1000)), proof }, T0, [
        'email',
      ]);
      const other = await two.saveUnlessDuplicate(
        { ...message('Three', later(2000)), proof: { ...proof, id: 'signature-2' } },
        T0,
        ['email'],
      );

      expect([first.held, replay.held, other.held]).toEqual([false, true, false]);
      const listed = await one.list();
      expect(listed.find((row) => row.id === replay.id)).toMatchObject({
        heldFor: HELD_FOR_REUSED_PROOF,
        deliveries: [],
      });
    });

    it('adds the reused proof to a reason the message was already held for', async () => {
      const [store] = (await instances()) as [Store];
      const proof = { id: 'signature-1', expiresAt: later(minutes(60)) };
      await store.saveUnlessDuplicate({ ...message('One'), proof }, T0, []);
      await store.saveUnlessDuplicate(
        { ...message('Two'), proof, heldFor: '5 links (at most 3 pass)' },
        T0,
        [],
      );
      expect((await store.list()).map((row) => row.heldFor)).toContain(
        `5 links (at most 3 pass); ${HELD_FOR_REUSED_PROOF}`,
      );
    });

    it('prunes held messages older than the cut-off, and nothing else', async () => {
      const [store] = (await instances()) as [Store];
      const heldFor = 'sent with no proof of work';
      await store.saveUnlessDuplicate({ ...message('Old spam', T0), heldFor }, T0, []);
      await store.saveUnlessDuplicate(message('Old mail', T0), T0, ['email']);
      await store.saveUnlessDuplicate(
        { ...message('New spam', later(minutes(2))), heldFor },
        T0,
        [],
      );

      expect(await store.pruneHeld(later(minutes(1)))).toBe(1);
      expect((await store.list()).map((row) => row.message).sort()).toEqual([
        'New spam',
        'Old mail',
      ]);
    });

    it('keeps the first contact secret offered, the same for every instance', async () => {
      const [one, two] = (await instances(2)) as [Store, Store];
      const [a, b] = await Promise.all([one.contactSecret('first'), two.contactSecret('second')]);
      expect(a).toBe(b);
      expect(['first', 'second']).toContain(a);
      expect(await one.contactSecret('third')).toBe(a);
    });

    describe('rate limit', () => {
      const limit: RateLimit = { max: 3, windowMs: minutes(10) };
      const from = (client: string, text: string, receivedAt = T0): NewMessage => ({
        ...message(text, receivedAt),
        client,
      });
      const save = (store: Store, sent: NewMessage) =>
        store.saveUnlessDuplicate(sent, later(-minutes(10)), ['email'], limit);

      it('lets `max` new messages of one client into any window, across instances', async () => {
        const [one, two] = (await instances(2)) as [Store, Store];
        await save(one, from('203.0.113.1', 'One'));
        await save(two, from('203.0.113.1', 'Two', later(minutes(1))));
        await save(one, from('203.0.113.1', 'Three', later(minutes(1))));

        // The oldest of the three leaves the window 9 minutes after the fourth arrives.
        const fourth = from('203.0.113.1', 'Four', later(minutes(1)));
        expect(await save(two, fourth)).toEqual({ limited: true, retryAfterMs: minutes(9) });
        expect(await save(one, fourth)).toEqual({ limited: true, retryAfterMs: minutes(9) });
        // Another client, and a resend of a stored message, are not held back.
        expect(await save(two, from('203.0.113.2', 'Four'))).toMatchObject({ created: true });
        expect(await save(two, from('203.0.113.1', 'Two', later(minutes(2))))).toMatchObject({
          created: false,
        });

        const atRoom = from('203.0.113.1', 'Five', later(minutes(10)));
        expect(await save(one, atRoom)).toMatchObject({ created: true });
        expect((await one.list()).map((row) => row.message).sort()).toEqual(
          ['Five', 'Four', 'One', 'Three', 'Two'].sort(),
        );
      });

      it('spends no proof on a message it refuses', async () => {
        const [store] = (await instances()) as [Store];
        const proof = { id: 'signature-1', expiresAt: later(minutes(60)) };
        const one = { max: 1, windowMs: minutes(10) };
        await store.saveUnlessDuplicate(from('203.0.113.1', 'One'), T0, ['email'], one);
        const refused = { ...from('203.0.113.1', 'Two'), proof };
        expect(await store.saveUnlessDuplicate(refused, T0, ['email'], one)).toMatchObject({
          limited: true,
        });
        // The same proof from another client is still unspent: that message goes on.
        const other = { ...from('203.0.113.2', 'Two'), proof };
        expect(await store.saveUnlessDuplicate(other, T0, ['email'], one)).toMatchObject({
          created: true,
          held: false,
        });
      });

      it('holds under a burst: 30 saves at once from one client store exactly `max`', async () => {
        const stores = await instances(3);
        const burst = { max: 5, windowMs: minutes(10) };
        const results: (SaveResult | RateLimited)[] = await Promise.all(
          Array.from({ length: 30 }, (_, n) =>
            (stores[n % 3] as Store).saveUnlessDuplicate(
              from('203.0.113.9', `Burst ${n}`),
              later(-minutes(10)),
              ['email'],
              burst,
            ),
          ),
        );

        expect(results.filter((result) => 'created' in result && result.created)).toHaveLength(5);
        expect(results.filter((result) => 'limited' in result)).toHaveLength(25);
        expect(await (stores[0] as Store).list()).toHaveLength(5);
      });
    });

    describe('held digests', () => {
      const heldFor = 'sent with no proof of work';
      const day = minutes(24 * 60);
      const hold = (store: Store, text: string, receivedAt = T0) =>
        store.saveUnlessDuplicate({ ...message(text, receivedAt), heldFor }, T0, ['email']);

      it('queues none when nothing is held, or when no channel would carry it', async () => {
        const [store] = (await instances()) as [Store];
        await store.saveUnlessDuplicate(message('Not held'), T0, ['email']);
        expect(await store.queueHeldDigest(later(1), day, ['email'])).toBeUndefined();
        await hold(store, 'Held');
        expect(await store.queueHeldDigest(later(2), day, [])).toBeUndefined();
        // What was not told is still new for the next digest.
        expect(await store.queueHeldDigest(later(3), day, ['email'])).toMatchObject({
          messages: [{ firstLine: 'Held' }],
        });
      });

      it('lists what is newly held, with a job per channel, at most once per interval', async () => {
        const [store] = (await instances()) as [Store];
        const first = await hold(store, '\n  Buy now  \nat half price');
        const second = await hold(store, 'Cheap pills', later(1000));
        const released = await hold(store, 'A real visitor', later(2000));
        await store.release(released.id, ['email'], later(3000));

        const digest = await store.queueHeldDigest(later(minutes(1)), day, ['email', 'webhook']);
        expect(digest).toEqual({
          id: expect.any(Number),
          createdAt: later(minutes(1)).toISOString(),
          messages: [
            {
              id: first.id,
              name: 'Ada',
              email: 'ada@example.com',
              firstLine: 'Buy now',
              heldFor,
              createdAt: T0.toISOString(),
            },
            expect.objectContaining({ id: second.id, firstLine: 'Cheap pills' }),
          ],
        });

        const jobs = await store.claimDue('worker', later(minutes(1)), minutes(2), 8);
        const digestJobs = jobs.filter((job) => 'heldDigest' in job);
        expect(digestJobs.map((job) => job.channel).sort()).toEqual(['email', 'webhook']);
        expect(digestJobs.map((job) => 'heldDigest' in job && job.heldDigest)).toEqual([
          digest,
          digest,
        ]);

        // Newly held within the interval waits; nothing listed before is listed again.
        const third = await hold(store, 'More spam', later(minutes(2)));
        expect(await store.queueHeldDigest(later(minutes(2)), day, ['email'])).toBeUndefined();
        expect(await store.queueHeldDigest(later(minutes(1) + day), day, ['email'])).toMatchObject({
          messages: [{ id: third.id }],
        });
        expect(await store.queueHeldDigest(later(minutes(2) + 2 * day), day, ['email'])).toBe(
          undefined,
        );
      });

      it('is queued once when three instances look at the same moment', async () => {
        const stores = await instances(3);
        await hold(stores[0] as Store, 'Spam');
        const digests = await Promise.all(
          stores.map((store) => store.queueHeldDigest(later(1), day, ['email'])),
        );
        expect(digests.filter(Boolean)).toHaveLength(1);
        expect(await (stores[1] as Store).claimDue('worker', later(1), minutes(2), 8)).toHaveLength(
          1,
        );
      });
    });

    describe('review tokens', () => {
      const heldFor = 'sent with no proof of work';
      const week = minutes(7 * 24 * 60);
      const expiresAt = later(week);
      const hold = async (store: Store, text: string) =>
        (await store.saveUnlessDuplicate({ ...message(text), heldFor }, T0, ['email'])).id;
      /** The hashes of a message's two tokens, as the service would make them. */
      const hashesOf = (id: number) => ({ release: `release-${id}`, delete: `delete-${id}` });
      const issue = (store: Store, ...ids: number[]) =>
        store.issueReviewTokens(
          ids.flatMap((messageId) => [
            { hash: hashesOf(messageId).release, messageId, action: 'release' as const },
            { hash: hashesOf(messageId).delete, messageId, action: 'delete' as const },
          ]),
          expiresAt,
        );

      it('keeps tokens for held messages only, and finds a valid one without using it', async () => {
        const [store] = (await instances()) as [Store];
        const held = await hold(store, 'Held');
        const released = await hold(store, 'Released since');
        await store.release(released, ['email'], T0);
        const { id: notHeld } = await store.saveUnlessDuplicate(message('Went on'), T0, ['email']);

        expect(await issue(store, held, released, notHeld, held + 100)).toEqual([held]);
        for (let look = 0; look < 2; look += 1) {
          expect(await store.reviewToken(hashesOf(held).release, later(1))).toEqual({
            state: 'valid',
            messageId: held,
            action: 'release',
            expiresAt: expiresAt.toISOString(),
            message: expect.objectContaining({ id: held, message: 'Held', heldFor }),
          });
        }
        expect(await store.reviewToken(hashesOf(held).delete, later(1))).toMatchObject({
          state: 'valid',
          action: 'delete',
        });
        // An altered hash, and the tokens never kept, are unknown.
        expect(await store.reviewToken(`${hashesOf(held).release}x`, later(1))).toEqual({
          state: 'unknown',
        });
        expect(await store.reviewToken(hashesOf(released).release, later(1))).toEqual({
          state: 'unknown',
        });
        expect((await store.list()).find((row) => row.id === held)).toMatchObject({
          heldFor,
          deliveries: [],
        });
      });

      it('releases a held message once, as release does, and uses up its Delete token with it', async () => {
        const [store] = (await instances()) as [Store];
        const id = await hold(store, 'A real visitor');
        await issue(store, id);

        const usedAt = later(minutes(5));
        expect(
          await store.redeemReviewToken(hashesOf(id).release, usedAt, ['email', 'webhook']),
        ).toEqual({
          state: 'done',
          messageId: id,
          action: 'release',
          outcome: 'released',
          message: expect.objectContaining({ id, heldFor }),
        });
        const [released] = await store.list();
        expect(released?.heldFor).toBeNull();
        expect(
          released?.deliveries.map(({ channel, nextAttemptAt }) => [channel, nextAttemptAt]),
        ).toEqual([
          ['email', usedAt.toISOString()],
          ['webhook', usedAt.toISOString()],
        ]);

        const used = {
          state: 'used',
          messageId: id,
          usedFor: 'release',
          usedAt: usedAt.toISOString(),
        };
        for (const hash of [hashesOf(id).release, hashesOf(id).delete]) {
          expect(await store.redeemReviewToken(hash, later(minutes(6)), ['email'])).toMatchObject(
            used,
          );
          expect(await store.reviewToken(hash, later(minutes(6)))).toMatchObject(used);
        }
        expect(await store.claimDue('worker', usedAt, minutes(2), 8)).toHaveLength(2);
      });

      it('deletes a message with all its jobs, and keeps its tokens to say they were used', async () => {
        const [store] = (await instances()) as [Store];
        const id = await hold(store, 'Spam');
        const kept = await hold(store, 'Other spam');
        await issue(store, id, kept);
        // Let through from the command line meanwhile: it has jobs, and its links still work.
        await store.release(id, ['email'], later(1));

        expect(
          await store.redeemReviewToken(hashesOf(id).delete, later(2), ['email']),
        ).toMatchObject({
          state: 'done',
          action: 'delete',
          outcome: 'deleted',
          message: { id, message: 'Spam' },
        });
        expect((await store.list()).map((row) => row.id)).toEqual([kept]);
        expect(await store.claimDue('worker', later(3), minutes(2), 8)).toEqual([]);
        expect(await store.reviewToken(hashesOf(id).release, later(3))).toMatchObject({
          state: 'used',
          usedFor: 'delete',
        });
        expect(await store.reviewToken(hashesOf(kept).delete, later(3))).toMatchObject({
          state: 'valid',
        });
      });

      it('lets exactly one of several uses at once act, across instances and both links', async () => {
        const [one, two] = (await instances(2)) as [Store, Store];
        const id = await hold(one, 'Clicked twice');
        await issue(one, id);

        const results = await Promise.all(
          [one, two, one, two].map((store, n) =>
            store.redeemReviewToken(
              n % 2 === 0 ? hashesOf(id).release : hashesOf(id).delete,
              later(n + 1),
              ['email'],
            ),
          ),
        );
        const acted = results.filter((result) => result.state === 'done');
        expect(acted).toHaveLength(1);
        expect(results.filter((result) => result.state === 'used')).toHaveLength(3);
        const listed = await two.list();
        if (acted[0]?.action === 'release') {
          expect(listed).toEqual([expect.objectContaining({ id, heldFor: null })]);
          expect(listed[0]?.deliveries).toHaveLength(1);
        } else {
          expect(listed).toEqual([]);
        }
      });

      it('does nothing with an expired token, and says until when it worked', async () => {
        const [store] = (await instances()) as [Store];
        const id = await hold(store, 'Too late');
        await issue(store, id);

        expect(await store.reviewToken(hashesOf(id).release, later(week - 1))).toMatchObject({
          state: 'valid',
        });
        const expired = { state: 'expired', messageId: id, expiresAt: expiresAt.toISOString() };
        expect(await store.reviewToken(hashesOf(id).release, later(week))).toMatchObject(expired);
        expect(
          await store.redeemReviewToken(hashesOf(id).release, later(week), ['email']),
        ).toMatchObject(expired);
        expect(
          await store.redeemReviewToken(hashesOf(id).delete, later(week), ['email']),
        ).toMatchObject(expired);
        expect(await store.list()).toEqual([
          expect.objectContaining({ id, heldFor, deliveries: [] }),
        ]);
      });

      it('changes nothing with the release token of a message let through since', async () => {
        const [store] = (await instances()) as [Store];
        const id = await hold(store, 'Released from the command line');
        await issue(store, id);
        await store.release(id, ['email'], later(1));

        expect(
          await store.redeemReviewToken(hashesOf(id).release, later(2), ['email']),
        ).toMatchObject({
          state: 'done',
          outcome: 'not held',
        });
        expect((await store.list())[0]?.deliveries).toHaveLength(1);
        expect(await store.reviewToken(hashesOf(id).delete, later(2))).toMatchObject({
          state: 'valid',
        });
      });

      it('forgets the tokens of a pruned message, and those that expired before a time', async () => {
        const [store] = (await instances()) as [Store];
        const old = await hold(store, 'Pruned');
        await issue(store, old);
        expect(await store.pruneHeld(later(1))).toBe(1);
        expect(await store.reviewToken(hashesOf(old).release, later(2))).toEqual({
          state: 'unknown',
        });

        const id = (
          await store.saveUnlessDuplicate({ ...message('Later', later(2)), heldFor }, T0, ['email'])
        ).id;
        await issue(store, id);
        expect(await store.pruneReviewTokens(expiresAt)).toBe(0);
        expect(await store.pruneReviewTokens(later(week + 1))).toBe(2);
        expect(await store.reviewToken(hashesOf(id).delete, later(week + 1))).toEqual({
          state: 'unknown',
        });
      });
    });
  });
}
