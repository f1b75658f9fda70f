/**
 * Where contact messages are kept. The HTTP layer only knows this interface, so another
 * database can take SQLite's place without touching it.
 */

/** A validated message about to be stored. */
export interface NewMessage {
  name: string;
  email: string;
  message: string;
  /** The sender's network address, kept to help spot abuse. */
  client: string | null;
  receivedAt: Date;
}

export interface StoredMessage {
  id: number;
  name: string;
  email: string;
  message: string;
  client: string | null;
  createdAt: string;
}

export interface SaveResult {
  id: number;
  /** False when an identical message received since `duplicateSince` was found instead. */
  created: boolean;
}

export interface MessageStore {
  /** The id of the same name, email and message received at or after `since`, if any. */
  findRecentDuplicate(message: NewMessage, since: Date): number | undefined;
  /** Stores the message unless a recent duplicate exists, checking and inserting atomically. */
  saveUnlessDuplicate(message: NewMessage, duplicateSince: Date): SaveResult;
  /** Every message, newest first. */
  list(): StoredMessage[];
  close(): void;
}
