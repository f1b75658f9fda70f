/**
 * The message store and notification outbox on Cloudflare D1, the binding a Worker is given. Its
 * tables are the SQLite store's, created by wrangler from server/store/d1Migrations: this store
 * does not migrate.
 *
 * D1 has no interactive transactions. A batch (`db.batch`) runs its statements one after another
 * as one transaction, and the database runs one at a time, but no statement sees another's
 * result and nothing can be decided in between. So every write that depends on a read is one
 * batch whose later statements are conditioned in SQL on what the earlier ones found, most often
 * through the batch's own row of batch_state; and what a call answers is read from the results of
 * the same batch. Never a read, a decision in JavaScript, then a write.
 */
import {
  closedState,
  MESSAGE_COLUMNS,
  toDelivery,
  toDigest,
  toMessage,
  type DeliveryRow,
  type DigestRow,
  type MessageRow,
  type ReviewTokenRow,
} from './sqliteRows.ts';
import {
  HELD_FOR_REUSED_PROOF,
  rateLimitKey,
  summarizeHeld,
  typedSave,
  type Channel,
  type ClaimedJob,
  type HeldDigest,
  type NewMessage,
  type ReviewAction,
  type ReviewOutcome,
  type ReviewTokenState,
  type Store,
} from './store.ts';

/** A value a statement can be bound to. */
export type D1Value = string | number | null;

/** What a statement gives: its rows (RETURNING's for a write) and how many rows it changed. */
export interface D1ResultLike<Row> {
  results: Row[];
  meta: { changes: number };
}

/** A prepared statement of the D1 API, as this store uses it. */
export interface D1PreparedStatementLike {
  bind(...values: D1Value[]): D1PreparedStatementLike;
  first<Row>(): Promise<Row | null>;
  all<Row>(): Promise<D1ResultLike<Row>>;
  run(): Promise<D1ResultLike<unknown>>;
}

/**
 * The D1 API as this store uses it: the part of Cloudflare's D1Database it calls, declared here
 * so that the server compiles without Cloudflare's types. A Worker's D1 binding is one.
 */
export interface D1DatabaseLike {
  prepare(query: string): D1PreparedStatementLike;
  /** Runs the statements in order as one transaction: all of them, or none if one fails. */
  batch<Row>(statements: D1PreparedStatementLike[]): Promise<D1ResultLike<Row>[]>;
}

/**
 * How often queueHeldDigest tries again when the held messages changed between its read and its
 * write; past that it queues nothing, and the next scheduled run tries again.
 */
const DIGEST_ATTEMPTS = 5;

/** The first identical message received since a time: email, name, message, since as ?1 to ?4. */
const DUPLICATE = `SELECT id FROM messages
  WHERE email = ?1 AND name = ?2 AND message = ?3 AND created_at >= ?4
  ORDER BY id LIMIT 1`;

export async function openD1Store(db: D1DatabaseLike): Promise<Store> {
  // Times are always written by toISOString(), so text order is time order.
  const iso = (date: Date) => date.toISOString();
  const sql = (query: string, ...values: D1Value[]) => db.prepare(query).bind(...values);
  /** The rows of one statement of a batch's results. */
  const rowsOf = <Row>(results: D1ResultLike<unknown>[], index: number) =>
    (results[index]?.results ?? []) as Row[];
  const forgetBatchState = (token: string) =>
    sql('DELETE FROM batch_state WHERE token = ?1', token);
  const duplicateOf = (message: NewMessage, since: Date) =>
    [message.email, message.name, message.message, iso(since)] as const;

  /** A review token's row and its message's, as one read. */
  const tokenAndMessage = (hash: string) => [
    sql(
      'SELECT message_id, action, expires_at, used_at, used_for FROM review_tokens WHERE hash = ?1',
      hash,
    ),
    sql(
      `SELECT ${MESSAGE_COLUMNS} FROM messages
       WHERE id = (SELECT message_id FROM review_tokens WHERE hash = ?1)`,
      hash,
    ),
  ];

  let nextEventPruneAt = 0;
  const saveUnlessDuplicate = typedSave(async (message, duplicateSince, channels, rateLimit) => {
    const token = crypto.randomUUID();
    const receivedAt = iso(message.receivedAt);
    const at = message.receivedAt.getTime();
    const key = rateLimitKey(message);
    // The event `max` places from the newest in the client's window: while it is in the window,
    // the window is full.
    const blocking = rateLimit
      ? `(SELECT at FROM rate_limit_events WHERE key = ?6 AND at > ?7
          ORDER BY at DESC LIMIT 1 OFFSET ?8)`
      : 'NULL';
    // The later statements act only if the batch's row found no duplicate and room.
    const going = 'token = ?1 AND duplicate_id IS NULL AND blocking_at IS NULL';
    const statements = [
      // What the save depends on, and the id the message will get: the next, as SQLite's own.
      sql(
        `INSERT INTO batch_state (token, id, duplicate_id, blocking_at)
         SELECT ?5, (SELECT coalesce(max(id), 0) + 1 FROM messages), (${DUPLICATE}), ${blocking}`,
        ...duplicateOf(message, duplicateSince),
        token,
        ...(rateLimit ? [key, iso(new Date(at - rateLimit.windowMs)), rateLimit.max - 1] : []),
      ),
    ];
    if (rateLimit) {
      statements.push(
        sql(
          `INSERT INTO rate_limit_events (key, at) SELECT ?2, ?3 FROM batch_state WHERE ${going}`,
          token,
          key,
          receivedAt,
        ),
      );
      // Once a window is enough to keep the table to current traffic: an event that left this
      // message's window has left every later one's too.
      if (at >= nextEventPruneAt) {
        nextEventPruneAt = at + rateLimit.windowMs;
        statements.push(
          sql(
            'DELETE FROM rate_limit_events WHERE at <= ?1',
            iso(new Date(at - rateLimit.windowMs)),
          ),
        );
      }
    }
    if (message.proof) {
      statements.push(
        sql('DELETE FROM spent_proofs WHERE expires_at < ?1', receivedAt),
        // Whether it was spent before, by any instance, read before this save spends it.
        sql(
          `UPDATE batch_state SET proof_reused = EXISTS (SELECT 1 FROM spent_proofs WHERE id = ?2)
           WHERE ${going}`,
          token,
          message.proof.id,
        ),
        sql(
          `INSERT INTO spent_proofs (id, expires_at) SELECT ?2, ?3 FROM batch_state WHERE ${going}
           ON CONFLICT DO NOTHING`,
          token,
          message.proof.id,
          iso(message.proof.expiresAt),
        ),
      );
    }
    const heldFor = message.heldFor ?? null;
    statements.push(
      // A reused proof holds the message, its reason added to any it was already held for.
      sql(
        `INSERT INTO messages (id, name, email, message, created_at, client, held_for, language)
         SELECT id, ?2, ?3, ?4, ?5, ?6,
                CASE WHEN NOT proof_reused THEN ?7
                     WHEN ?7 IS NULL OR ?7 = '' THEN ?8
                     ELSE ?7 || '; ' || ?8 END,
                ?9
         FROM batch_state WHERE ${going}`,
        token,
        message.name,
        message.email,
        message.message,
        receivedAt,
        message.client,
        heldFor,
        HELD_FOR_REUSED_PROOF,
        message.language ?? null,
      ),
      // Jobs for the message inserted just now, unless it is held.
      ...channels.map((channel) =>
        sql(
          `INSERT INTO notifications (message_id, channel, next_attempt_at)
           SELECT id, ?2, ?3 FROM messages
           WHERE id = (SELECT id FROM batch_state WHERE ${going}) AND held_for IS NULL`,
          token,
          channel,
          receivedAt,
        ),
      ),
    );
    // What came of it: the duplicate's id, or the window's blocking event, or the new id.
    const outcomeAt =
      statements.push(
        sql(
          `SELECT b.duplicate_id, b.blocking_at, coalesce(b.duplicate_id, b.id) AS id,
                m.held_for IS NOT NULL AS held
         FROM batch_state b LEFT JOIN messages m ON m.id = coalesce(b.duplicate_id, b.id)
         WHERE b.token = ?1`,
          token,
        ),
      ) - 1;
    statements.push(forgetBatchState(token));
    const results = await db.batch(statements);
    const [outcome] = rowsOf<{
      duplicate_id: number | null;
      blocking_at: string | null;
      id: number;
      held: number;
    }>(results, outcomeAt);
    if (!outcome) throw new Error('The save batch left no outcome.');
    if (outcome.blocking_at !== null && outcome.duplicate_id === null && rateLimit) {
      return {
        limited: true,
        retryAfterMs: Date.parse(outcome.blocking_at) + rateLimit.windowMs - at,
      };
    }
    return { id: outcome.id, created: outcome.duplicate_id === null, held: outcome.held === 1 };
  });

  return {
    findRecentDuplicate: async (message, since) =>
      (await sql(DUPLICATE, ...duplicateOf(message, since)).first<{ id: number }>())?.id,

    saveUnlessDuplicate,

    list: async () => {
      const results = await db.batch([
        sql(`SELECT ${MESSAGE_COLUMNS} FROM messages ORDER BY created_at DESC, id DESC`),
        sql(
          `SELECT message_id, channel, status, attempts, next_attempt_at, sent_at, last_error
           FROM notifications WHERE message_id IS NOT NULL ORDER BY channel`,
        ),
      ]);
      const deliveries = Map.groupBy(rowsOf<DeliveryRow>(results, 1), (row) => row.message_id);
      return rowsOf<MessageRow>(results, 0).map((row) => ({
        ...toMessage(row),
        deliveries: (deliveries.get(row.id) ?? []).map(toDelivery),
      }));
    },

    release: async (id, channels, now) => {
      const results = await db.batch([
        sql('SELECT held_for FROM messages WHERE id = ?1', id),
        // Jobs while it is still held; then it is let go.
        ...channels.map((channel) =>
          sql(
            `INSERT INTO notifications (message_id, channel, next_attempt_at)
             SELECT id, ?2, ?3 FROM messages WHERE id = ?1 AND held_for IS NOT NULL`,
            id,
            channel,
            iso(now),
          ),
        ),
        sql('UPDATE messages SET held_for = NULL WHERE id = ?1', id),
      ]);
      const [row] = rowsOf<{ held_for: string | null }>(results, 0);
      if (!row) return 'not found';
      return row.held_for === null ? 'not held' : 'released';
    },

    pruneHeld: async (before) => {
      const results = await db.batch([
        // SQLite may give a deleted message's id to the next one: the links of a pruned message
        // must not outlive it and act on another.
        sql(
          `DELETE FROM review_tokens WHERE message_id IN (
             SELECT id FROM messages WHERE held_for IS NOT NULL AND created_at < ?1
           )`,
          iso(before),
        ),
        sql('DELETE FROM messages WHERE held_for IS NOT NULL AND created_at < ?1', iso(before)),
      ]);
      return results[1]?.meta.changes ?? 0;
    },

    issueReviewTokens: async (tokens, expiresAt) => {
      if (tokens.length === 0) return [];
      // One batch: a message is held for all its tokens or for none.
      const results = await db.batch(
        tokens.map(({ hash, messageId, action }) =>
          sql(
            `INSERT INTO review_tokens (hash, message_id, action, expires_at)
             SELECT ?1, id, ?2, ?3 FROM messages WHERE id = ?4 AND held_for IS NOT NULL
             RETURNING message_id`,
            hash,
            action,
            iso(expiresAt),
            messageId,
          ),
        ),
      );
      const issued = results.flatMap((_, index) =>
        rowsOf<{ message_id: number }>(results, index).map((row) => row.message_id),
      );
      return [...new Set(issued)];
    },

    reviewToken: async (hash, now) => {
      const results = await db.batch(tokenAndMessage(hash));
      const [row] = rowsOf<ReviewTokenRow>(results, 0);
      if (!row) return { state: 'unknown' };
      const closed = closedState(row, iso(now));
      if (closed) return closed;
      const [message] = rowsOf<MessageRow>(results, 1);
      return {
        state: 'valid',
        messageId: row.message_id,
        action: row.action,
        expiresAt: row.expires_at,
        message: message && toMessage(message),
      } satisfies ReviewTokenState;
    },

    redeemReviewToken: async (hash, now, channels) => {
      const token = crypto.randomUUID();
      // Acting on the message named by the batch's row: there only while the token is valid,
      // `act` saying what it does to the message as the batch found it.
      const acting = (act: ReviewAction) =>
        `SELECT id FROM batch_state WHERE token = ?1 AND act = '${act}'`;
      const results = await db.batch([
        ...tokenAndMessage(hash),
        sql(
          `INSERT INTO batch_state (token, id, act)
           SELECT ?1, t.message_id,
                  CASE WHEN t.action = 'release' AND m.held_for IS NOT NULL THEN 'release'
                       WHEN t.action = 'delete' AND m.id IS NOT NULL THEN 'delete' END
           FROM review_tokens t LEFT JOIN messages m ON m.id = t.message_id
           WHERE t.hash = ?2 AND t.used_at IS NULL AND t.expires_at > ?3`,
          token,
          hash,
          iso(now),
        ),
        ...channels.map((channel) =>
          sql(
            `INSERT INTO notifications (message_id, channel, next_attempt_at)
             SELECT id, ?2, ?3 FROM (${acting('release')})`,
            token,
            channel,
            iso(now),
          ),
        ),
        sql(`UPDATE messages SET held_for = NULL WHERE id IN (${acting('release')})`, token),
        sql(`DELETE FROM notifications WHERE message_id IN (${acting('delete')})`, token),
        sql(`DELETE FROM messages WHERE id IN (${acting('delete')})`, token),
        // Either action uses up every token of the message, so that one use acts, and only one.
        sql(
          `UPDATE review_tokens SET used_at = ?2, used_for = b.act
           FROM batch_state b
           WHERE b.token = ?1 AND b.act IS NOT NULL
             AND review_tokens.message_id = b.id AND review_tokens.used_at IS NULL`,
          token,
          iso(now),
        ),
        forgetBatchState(token),
      ]);
      const [row] = rowsOf<ReviewTokenRow>(results, 0);
      if (!row) return { state: 'unknown' };
      const closed = closedState(row, iso(now));
      if (closed) return closed;
      const [found] = rowsOf<MessageRow>(results, 1);
      const message = found && toMessage(found);
      // What the batch's `act` decided, from the same rows.
      let outcome: ReviewOutcome;
      if (!message) outcome = 'not found';
      else if (row.action === 'delete') outcome = 'deleted';
      else outcome = message.heldFor === null ? 'not held' : 'released';
      return { state: 'done', messageId: row.message_id, action: row.action, outcome, message };
    },

    pruneReviewTokens: async (before) =>
      (await sql('DELETE FROM review_tokens WHERE expires_at < ?1', iso(before)).run()).meta
        .changes,

    contactSecret: async (generated) => {
      const kept = await db.batch([
        sql(
          `INSERT INTO settings (name, value) VALUES ('contact_secret', ?1)
           ON CONFLICT DO NOTHING`,
          generated,
        ),
        sql(`SELECT value FROM settings WHERE name = 'contact_secret'`),
      ]);
      return rowsOf<{ value: string }>(kept, 1)[0]?.value ?? generated;
    },

    queueHeldDigest: async (now, intervalMs, channels) => {
      if (channels.length === 0) return undefined;
      const createdAt = iso(now);
      const intervalStart = iso(new Date(now.getTime() - intervalMs));
      const undigested = 'held_for IS NOT NULL AND held_digest_id IS NULL';
      for (let attempt = 0; attempt < DIGEST_ATTEMPTS; attempt += 1) {
        // The summaries are made here, from a read: the batch below queues them only if the
        // interval is still clear and the held messages are still exactly these.
        const read = await db.batch([
          sql('SELECT 1 FROM held_digests WHERE created_at > ?1 LIMIT 1', intervalStart),
          sql(`SELECT ${MESSAGE_COLUMNS} FROM messages WHERE ${undigested} ORDER BY id`),
        ]);
        const rows = rowsOf<MessageRow & { held_for: string }>(read, 1);
        if (rowsOf(read, 0).length > 0 || rows.length === 0) return undefined;
        const messages = rows.map((row) =>
          summarizeHeld({ ...toMessage(row), heldFor: row.held_for }),
        );
        const ids = JSON.stringify(rows.map((row) => row.id));
        const token = crypto.randomUUID();
        const results = await db.batch([
          // Compare and set: the digest's row only if no digest was queued within the interval
          // and no held message came or went since the read.
          sql(
            `INSERT INTO batch_state (token, id)
             SELECT ?1, (SELECT coalesce(max(id), 0) + 1 FROM held_digests)
             WHERE NOT EXISTS (SELECT 1 FROM held_digests WHERE created_at > ?2)
               AND (SELECT count(*) FROM messages WHERE ${undigested}) = ?3
               AND (SELECT count(*) FROM messages
                    WHERE ${undigested} AND id IN (SELECT value FROM json_each(?4))) = ?3`,
            token,
            intervalStart,
            rows.length,
            ids,
          ),
          sql(
            `INSERT INTO held_digests (id, created_at, messages)
             SELECT id, ?2, ?3 FROM batch_state WHERE token = ?1`,
            token,
            createdAt,
            JSON.stringify(messages),
          ),
          sql(
            `UPDATE messages SET held_digest_id = b.id FROM batch_state b
             WHERE b.token = ?1 AND messages.id IN (SELECT value FROM json_each(?2))`,
            token,
            ids,
          ),
          ...channels.map((channel) =>
            sql(
              `INSERT INTO notifications (digest_id, channel, next_attempt_at)
               SELECT id, ?2, ?3 FROM batch_state WHERE token = ?1`,
              token,
              channel,
              createdAt,
            ),
          ),
          sql('SELECT id FROM batch_state WHERE token = ?1', token),
          forgetBatchState(token),
        ]);
        // The next to last statement says whether it was queued, and under which id.
        const [queued] = rowsOf<{ id: number }>(results, results.length - 2);
        if (queued) return { id: queued.id, createdAt, messages } satisfies HeldDigest;
      }
      return undefined;
    },

    claimDue: async (worker, now, leaseMs, limit) => {
      const until = iso(new Date(now.getTime() + leaseMs));
      // The lease this claim gives: the jobs it took, and maybe others of the same worker that
      // it did not, whose messages and digests are read along and left unused.
      const leased = 'FROM notifications WHERE claimed_by = ?1 AND claimed_until = ?2';
      const results = await db.batch([
        sql(
          `UPDATE notifications
           SET claimed_by = ?1, claimed_until = ?2, attempts = attempts + 1
           WHERE id IN (
             SELECT id FROM notifications
             WHERE status = 'pending' AND next_attempt_at <= ?3
               AND (claimed_until IS NULL OR claimed_until <= ?3)
             ORDER BY next_attempt_at, id LIMIT ?4
           )
           RETURNING id, message_id, digest_id, channel, attempts, next_attempt_at`,
          worker,
          until,
          iso(now),
          limit,
        ),
        sql(
          `SELECT ${MESSAGE_COLUMNS} FROM messages
           WHERE id IN (SELECT message_id ${leased})`,
          worker,
          until,
        ),
        sql(
          `SELECT id, created_at, messages FROM held_digests
           WHERE id IN (SELECT digest_id ${leased})`,
          worker,
          until,
        ),
      ]);
      const jobs = rowsOf<{
        id: number;
        message_id: number | null;
        digest_id: number | null;
        channel: Channel;
        attempts: number;
        next_attempt_at: string;
      }>(results, 0);
      const messageById = new Map(
        rowsOf<MessageRow>(results, 1).map((row) => [row.id, toMessage(row)]),
      );
      const digestById = new Map(
        rowsOf<DigestRow>(results, 2).map((row) => [row.id, toDigest(row)]),
      );
      // RETURNING gives no order: the claim's own, due first.
      jobs.sort((a, b) => {
        if (a.next_attempt_at === b.next_attempt_at) return a.id - b.id;
        return a.next_attempt_at < b.next_attempt_at ? -1 : 1;
      });
      return jobs.flatMap((job): ClaimedJob[] => {
        const claim = { jobId: job.id, channel: job.channel, attempt: job.attempts };
        // Always there: the foreign keys keep a job's message or digest.
        const message = job.message_id === null ? undefined : messageById.get(job.message_id);
        if (message) return [{ ...claim, message }];
        const heldDigest = job.digest_id === null ? undefined : digestById.get(job.digest_id);
        if (heldDigest) return [{ ...claim, heldDigest }];
        return [];
      });
    },

    markSent: async (jobId, worker, at) =>
      (
        await sql(
          `UPDATE notifications
           SET status = 'sent', sent_at = ?1, last_error = NULL,
               claimed_by = NULL, claimed_until = NULL
           WHERE id = ?2 AND claimed_by = ?3 AND status = 'pending'`,
          iso(at),
          jobId,
          worker,
        ).run()
      ).meta.changes > 0,

    markAttemptFailed: async (jobId, worker, error, retryAt) => {
      await sql(
        `UPDATE notifications
         SET status = CASE WHEN ?1 IS NULL THEN 'failed' ELSE 'pending' END,
             next_attempt_at = coalesce(?1, next_attempt_at),
             last_error = ?2, claimed_by = NULL, claimed_until = NULL
         WHERE id = ?3 AND claimed_by = ?4`,
        retryAt && iso(retryAt),
        error,
        jobId,
        worker,
      ).run();
    },

    releaseLeasesOf: async (isGone) => {
      // A worker that is gone claims nothing more: reading its name first is safe.
      const { results } = await sql(
        `SELECT DISTINCT claimed_by FROM notifications
         WHERE status = 'pending' AND claimed_by IS NOT NULL`,
      ).all<{ claimed_by: string }>();
      const gone = results.map((row) => row.claimed_by).filter(isGone);
      if (gone.length === 0) return 0;
      const released = await db.batch(
        gone.map((worker) =>
          sql(
            'UPDATE notifications SET claimed_by = NULL, claimed_until = NULL WHERE claimed_by = ?1',
            worker,
          ),
        ),
      );
      return released.reduce((sum, result) => sum + result.meta.changes, 0);
    },

    retryFailed: async (now) =>
      (
        await sql(
          `UPDATE notifications SET status = 'pending', attempts = 0, next_attempt_at = ?1
           WHERE status = 'failed'`,
          iso(now),
        ).run()
      ).meta.changes,

    // A binding is not closed: the runtime owns it.
    close: async () => {},
  };
}
