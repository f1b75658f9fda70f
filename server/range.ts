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
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header.trim());
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
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
