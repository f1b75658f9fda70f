/**
 * The one way the PostgreSQL store talks to the database: a transaction on a pooled connection.
 * A transaction-mode pooler (PgBouncer, Supabase's, Neon's pooled host) lends a server session
 * for one transaction only, so nothing may lean on a session: the statement timeout is set for
 * the transaction alone (`SET LOCAL`), never at connection start-up, where such a pooler refuses
 * an unknown parameter; locks are the transaction's; statements are node-postgres's unnamed
 * ones, which never outlive their query.
 */
import type pg from 'pg';

/**
 * Runs `work` in a transaction that cancels any statement running longer than
 * `statementTimeoutMs` (no limit of its own when undefined), and commits it; rolls it back if
 * `work` throws.
 */
export async function inTransaction<T>(
  pool: pg.Pool,
  statementTimeoutMs: number | undefined,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  // What the server sends between two statements (a restart's FATAL) comes as an event, not as a
  // statement's failure, and an event no one listens to ends the process. The next statement
  // fails on the dead connection, and the transaction with it; the connection is not lent again.
  const onError = (error: Error) => {
    broken ??= error;
  };
  client.on('error', onError);
  try {
    // Without parameters both go as one simple query: one round trip.
    await client.query(
      statementTimeoutMs === undefined
        ? 'BEGIN'
        : `BEGIN; SET LOCAL statement_timeout = ${wholeMilliseconds(statementTimeoutMs)}`,
    );
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch((rollbackError: unknown) => {
      broken ??= rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
    });
    throw error;
  } finally {
    // A connection that could not roll back is closed rather than lent again mid-transaction.
    client.off('error', onError);
    client.release(broken);
  }
}

function wholeMilliseconds(ms: number): number {
  if (!Number.isSafeInteger(ms) || ms < 0) {
    throw new RangeError(`A statement timeout is a whole number of milliseconds, not ${ms}.`);
  }
  return ms;
}
