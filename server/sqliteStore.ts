/** The MessageStore on a SQLite file, `<dataDir>/messages.sqlite`. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { MessageStore, NewMessage, SaveResult, StoredMessage } from './store.ts';

export const DATABASE_FILE = 'messages.sqlite';

export function databasePath(dataDir: string): string {
  return join(dataDir, DATABASE_FILE);
}

interface MessageRow {
  id: number;
  name: string;
  email: string;
  message: string;
  client: string | null;
  created_at: string;
}

/**
 * The database file, created with its schema if new, set up so that a commit is on disk.
 * Throws, naming DATA_DIR, when it cannot be opened and written: better at start-up than at
 * the first visitor's message.
 */
export function openDatabase(dataDir: string): Database.Database {
  try {
    return openWritable(dataDir);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `The messages database in DATA_DIR (${dataDir}) cannot be opened for writing: ${reason}. ` +
        'Check that the folder exists, is writable and has free space.',
    );
  }
}

function openWritable(dataDir: string): Database.Database {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(databasePath(dataDir));
  // WAL lets the owner read messages while the server writes.
  db.pragma('journal_mode = WAL');
  // FULL: every commit is fsynced before it returns, so a message answered 201 survives a
  // power cut. (NORMAL, the usual WAL setting, syncs only at checkpoints.)
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  db.exec(`
    CREATE TABLE IF NOT EXISTS messages (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      email TEXT NOT NULL,
      message TEXT NOT NULL,
      created_at TEXT NOT NULL,
      client TEXT
    );
    CREATE INDEX IF NOT EXISTS messages_by_email_and_time ON messages (email, created_at);
  `);
  // A real write that changes nothing: the schema version, set to what it already is. A file
  // that opened read-only fails here.
  const version = Number(db.pragma('user_version', { simple: true }));
  db.pragma(`user_version = ${version}`);
  return db;
}

export function openSqliteStore(dataDir: string): MessageStore {
  const db = openDatabase(dataDir);

  // created_at is always written by toISOString(), so text order is time order.
  const findDuplicate = db.prepare<[string, string, string, string], { id: number }>(
    `SELECT id FROM messages
     WHERE email = ? AND name = ? AND message = ? AND created_at >= ?
     ORDER BY id LIMIT 1`,
  );
  const insert = db.prepare<[string, string, string, string, string | null]>(
    'INSERT INTO messages (name, email, message, created_at, client) VALUES (?, ?, ?, ?, ?)',
  );
  const selectAll = db.prepare<[], MessageRow>(
    'SELECT id, name, email, message, client, created_at FROM messages ORDER BY created_at DESC, id DESC',
  );

  const findRecentDuplicate = (message: NewMessage, since: Date): number | undefined =>
    findDuplicate.get(message.email, message.name, message.message, since.toISOString())?.id;

  // IMMEDIATE takes the write lock first, so two processes cannot both miss the duplicate.
  const saveUnlessDuplicate = db.transaction(
    (message: NewMessage, duplicateSince: Date): SaveResult => {
      const duplicateId = findRecentDuplicate(message, duplicateSince);
      if (duplicateId !== undefined) return { id: duplicateId, created: false };
      const { lastInsertRowid } = insert.run(
        message.name,
        message.email,
        message.message,
        message.receivedAt.toISOString(),
        message.client,
      );
      return { id: Number(lastInsertRowid), created: true };
    },
  ).immediate;

  return {
    findRecentDuplicate,
    saveUnlessDuplicate,
    list: (): StoredMessage[] =>
      selectAll.all().map(({ created_at, ...row }) => ({ ...row, createdAt: created_at })),
    close: () => db.close(),
  };
}
