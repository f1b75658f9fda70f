/**
 * What the contact API accepts in each field: the one definition that the server's schema and
 * the form's constraint validation both use, so a visitor can never send what the server
 * refuses, and the server never refuses what the form let through. Node runs this file as it
 * is (type stripping), so it imports with `.ts` extensions and holds no runtime-only syntax.
 */
import { contactLimits, type ContactMessage } from './contactMessage.ts';

export type ContactField = keyof ContactMessage;

/** How each field is named in the messages below. */
export const contactFieldLabels = {
  name: 'Name',
  email: 'Email',
  message: 'Message',
} as const satisfies Record<ContactField, string>;

/**
 * An address that mail can be sent to and that the browser's own email check also accepts:
 * dot-separated runs of letters, digits and `_ ' + -` before the `@` (no dot first, last or
 * twice in a row); after it, two or more labels of letters, digits and inner hyphens (63 at
 * most each), the last one a top-level domain: letters, or `xn--` for an internationalised
 * one (browsers send an internationalised domain in this form). Left out on purpose: single-
 * label hosts (`user@localhost`) and IP addresses, which no public mailbox has, and the rare
 * symbols (`! # $ % & * / = ? ^ { | } ~`) that most mail providers refuse in an address.
 */
const EMAIL =
  /^[A-Za-z0-9_'+-]+(?:\.[A-Za-z0-9_'+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{0,58}[A-Za-z0-9])$/i;

/** A UTF-16 half without its other half: it stands for no character at all. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
/** Control characters (C0, DEL, C1) other than tab and line breaks. */
const CONTROL_IN_TEXT = /(?![\t\n\r])\p{Cc}/u;
/**
 * What has no place in a one-line name or address: every control character, and the
 * invisible formatting characters (bidi overrides and isolates, zero-width spaces and joiners),
 * which can make a name read as something else in a terminal or a mail client.
 */
const CONTROL_OR_FORMAT = /[\p{Cc}\p{Cf}]/u;
/** A character that shows: not white space, a separator, a control, a format or a lone mark. */
const VISIBLE = /[^\s\p{Z}\p{Cc}\p{Cf}\p{M}]/u;
/** The white space a browser strips from both ends of an email field's value. */
const ASCII_SPACE_AT_ENDS = /^[\t\n\f\r ]+|[\t\n\f\r ]+$/g;

/**
 * The value as the server keeps it: a name or message without white space at either end; an
 * address without the ASCII white space that the browser's email field strips itself. Any
 * other space around an address (a no-break space, say) is left in and refused, as the
 * browser's email check refuses it.
 */
export function contactFieldValue(field: ContactField, value: string): string {
  return field === 'email' ? value.replace(ASCII_SPACE_AT_ENDS, '') : value.trim();
}

/** The first thing wrong with `value` in `field`, in words for the sender; undefined if none. */
export function contactFieldProblem(field: ContactField, value: string): string | undefined {
  const label = contactFieldLabels[field];
  const max = contactLimits[field];
  const text = contactFieldValue(field, value);
  const oneLine = field !== 'message';

  if (text.length === 0) return `${label} is required.`;
  if (text.length > max) return `${label} must be at most ${max} characters.`;
  if (LONE_SURROGATE.test(text)) {
    return `${label} contains an invalid character (a lone UTF-16 surrogate).`;
  }
  if ((oneLine ? CONTROL_OR_FORMAT : CONTROL_IN_TEXT).test(text)) {
    return oneLine
      ? `${label} must not contain control characters or invisible formatting characters.`
      : `${label} must not contain control characters other than tabs and line breaks.`;
  }
  if (!VISIBLE.test(text)) return `${label} must contain a visible character.`;
  if (field === 'email' && !EMAIL.test(text)) return 'Email must be a valid email address.';
  return undefined;
}
