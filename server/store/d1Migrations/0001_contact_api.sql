-- The contact API's tables on Cloudflare D1 (server/store/d1Store.ts), applied by
-- `wrangler d1 migrations apply`: the SQLite store's schema at its version 6
-- (server/store/sqliteStore.ts), and batch_state, which D1's batches need.

CREATE TABLE held_digests (
  id INTEGER PRIMARY KEY,
  created_at TEXT NOT NULL,
  messages TEXT NOT NULL
);

CREATE TABLE messages (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  message TEXT NOT NULL,
  created_at TEXT NOT NULL,
  client TEXT,
  held_for TEXT,
  held_digest_id INTEGER REFERENCES held_digests (id),
  language TEXT
);
CREATE INDEX messages_by_email_and_time ON messages (email, created_at);

-- A job is about a message or a digest, never both.
CREATE TABLE notifications (
  id INTEGER PRIMARY KEY,
  message_id INTEGER REFERENCES messages (id),
  digest_id INTEGER REFERENCES held_digests (id),
  channel TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending',
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  claimed_by TEXT,
  claimed_until TEXT,
  sent_at TEXT,
  last_error TEXT,
  CHECK ((message_id IS NULL) <> (digest_id IS NULL)),
  UNIQUE (message_id, channel),
  UNIQUE (digest_id, channel)
);
CREATE INDEX notifications_due ON notifications (status, next_attempt_at);

CREATE TABLE spent_proofs (id TEXT PRIMARY KEY, expires_at TEXT NOT NULL);
CREATE INDEX spent_proofs_by_expiry ON spent_proofs (expires_at);

CREATE TABLE settings (name TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE rate_limit_events (key TEXT NOT NULL, at TEXT NOT NULL);
CREATE INDEX rate_limit_events_by_key ON rate_limit_events (key, at);

-- No foreign key: a token outlives a message it deleted, so that the link opened again says it
-- was used rather than that it never existed.
CREATE TABLE review_tokens (
  hash TEXT PRIMARY KEY,
  message_id INTEGER NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('release', 'delete')),
  expires_at TEXT NOT NULL,
  used_at TEXT,
  used_for TEXT CHECK (used_for IN ('release', 'delete'))
);
CREATE INDEX review_tokens_by_message ON review_tokens (message_id);
CREATE INDEX review_tokens_by_expiry ON review_tokens (expires_at);

-- What a batch's first statements found, for its later statements to act on: D1 runs a batch as
-- one transaction, but no statement sees another's result. Each batch keeps its row under a
-- random token of its own and deletes it before it ends, so outside a batch the table is empty.
CREATE TABLE batch_state (
  token TEXT PRIMARY KEY,
  -- The message or digest the batch creates, or the message a review token acts on.
  id INTEGER,
  -- A save: the identical recent message found instead, and the rate limit's event that keeps
  -- the client's window full.
  duplicate_id INTEGER,
  blocking_at TEXT,
  -- A save: whether its proof of work was spent before.
  proof_reused INTEGER NOT NULL DEFAULT 0,
  -- A review token's use: 'release' or 'delete' when it acts, null when it changes nothing.
  act TEXT
);
