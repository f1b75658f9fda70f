/**
 * The browser outbox's storage: contact messages the server has not yet accepted, kept in
 * localStorage as one JSON list, so that neither a lost network nor a closed tab loses them.
 * Storage can be missing or full (private browsing, a quota, blocked site data): then reads
 * find nothing and writes report failure, and the form sends without keeping a copy.
 */
import { contactFields, type ContactMessage } from './contactMessage';

export const OUTBOX_KEY = 'contact-outbox';

export interface OutboxEntry {
  /** Tells entries apart within this browser; never sent. */
  id: string;
  message: ContactMessage;
  /**
   * The language of the page it was written on (a BCP 47 tag), sent with every attempt. Entries
   * kept before the site said it have none, and are sent without.
   */
  language?: string;
  /** Sends that failed so far. */
  attempts: number;
  /**
   * Milliseconds since the epoch: an open page does not try again before then. (Stored under
   * this name by earlier visits too, so it keeps it.)
   */
  retryAt: number;
}

/** Whether the outbox holds anything, without parsing it: the check every page load makes. */
export function outboxHasMessages(): boolean {
  return readRaw() !== null;
}

/**
 * The messages waiting, oldest first. What cannot be read (written by hand, or by another
 * version of the site) is dropped from storage too, so it does not make every page load the
 * sending code for nothing.
 */
export function readOutbox(): OutboxEntry[] {
  const raw = readRaw();
  if (raw === null) return [];
  const list = parseList(raw);
  const entries = list.filter(isOutboxEntry);
  if (entries.length < list.length || list.length === 0) writeOutbox(entries);
  return entries;
}

/** Stores `entry`, replacing the one with its id; false when storage refused it. */
export function saveOutboxEntry(entry: OutboxEntry): boolean {
  const others = readOutbox().filter(({ id }) => id !== entry.id);
  return writeOutbox([...others, entry]);
}

export function removeOutboxEntry(id: string): void {
  writeOutbox(readOutbox().filter((entry) => entry.id !== id));
}

/**
 * Keeps a new message, written on a page in `language`, in the outbox; undefined when storage is
 * unavailable or full.
 */
export function addToOutbox(message: ContactMessage, language?: string): OutboxEntry | undefined {
  const entry: OutboxEntry = {
    id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`,
    message,
    ...(language !== undefined && { language }),
    attempts: 0,
    retryAt: 0,
  };
  return saveOutboxEntry(entry) ? entry : undefined;
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(OUTBOX_KEY);
  } catch {
    // Site data blocked: reading localStorage throws rather than finding nothing.
    return null;
  }
}

function writeOutbox(entries: OutboxEntry[]): boolean {
  try {
    // An empty outbox leaves no key, so a page load can tell it is empty without parsing.
    if (entries.length === 0) window.localStorage.removeItem(OUTBOX_KEY);
    else window.localStorage.setItem(OUTBOX_KEY, JSON.stringify(entries));
    return true;
  } catch {
    return false;
  }
}

function parseList(raw: string): unknown[] {
  try {
    const list: unknown = JSON.parse(raw);
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

function isOutboxEntry(value: unknown): value is OutboxEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { id, message, attempts, retryAt } = value as Partial<Record<keyof OutboxEntry, unknown>>;
  return (
    typeof id === 'string' &&
    typeof attempts === 'number' &&
    typeof retryAt === 'number' &&
    typeof message === 'object' &&
    message !== null &&
    contactFields.every((field) => typeof (message as Record<string, unknown>)[field] === 'string')
  );
}
