/** Byte ranges (RFC 9110 §14): what video players ask for to seek and loop. */

export interface ByteRange {
  start: number;
  /** Inclusive. */
  end: number;
}

/**
 * The single range a `Range` header asks for within `size` bytes: a range, 'unsatisfiable'
 * (answer 416), or undefined when the header should be ignored and the whole file sent
 * (malformed, another unit, or several ranges, which browsers do not ask for).
 */
export function parseRange(header: string, size: number): ByteRange | 'unsatisfiable' | undefined {
  // Split at the two separators rather than match one pattern: a pattern with optional
  // white space on both sides of an optional number backtracks quadratically on a long run of
  // spaces, and one such header would stall the whole server.
  const equals = header.indexOf('=');
  const dash = header.indexOf('-', equals + 1);
  if (equals < 0 || dash < 0) return undefined;
  if (header.slice(0, equals).trim().toLowerCase() !== 'bytes') return undefined;
  const first = header.slice(equals + 1, dash).trim();
  const last = header.slice(dash + 1).trim();
  if (!DIGITS.test(first) || !DIGITS.test(last)) return undefined;
  if (first === '' && last === '') return undefined;

  if (first === '') {
    // `bytes=-500`: the last 500 bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

const DIGITS = /^\d*$/;
