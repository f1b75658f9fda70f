/**
 * Text made safe to print to a terminal or a log: every control character, invisible
 * formatting character (bidi overrides, zero-width spaces), line or paragraph separator and
 * lone UTF-16 surrogate is shown as a `\u{…}` escape instead of acting on the screen. Line
 * feeds and tabs are kept where `keepLineBreaks` says so (a message body); a carriage return
 * never is, as it would let the text overwrite what came before it on the line.
 */
const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]|[\uD800-\uDFFF]/gu;

export function printable(text: string, { keepLineBreaks = false } = {}): string {
  return text.replace(UNPRINTABLE, (char) =>
    keepLineBreaks && (char === '\n' || char === '\t')
      ? char
      : `\\u{${(char.codePointAt(0) ?? 0).toString(16).toUpperCase()}}`,
  );
}
