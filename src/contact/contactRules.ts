/**
 * What the contact API accepts in each field: the one definition that the server's schema and
 * the form's constraint validation both use, so a visitor can never send what the server
 * refuses, and the server never refuses what the form let through. Node runs this file as it
 * is (type stripping), so it imports with `.ts` extensions and holds no runtime-only syntax.
 */
import { fill } from '../content/translation.ts';
import { contactLimits, type ContactMessage } from './contactMessage.ts';

export type ContactField = keyof ContactMessage;

/** How each field is named in the server's messages below. */
export const contactFieldLabels = {
  name: 'Name',
  email: 'Email',
  message: 'Message',
} as const satisfies Record<ContactField, string>;

/**
 * The server's words for each problem a value can have: English, fixed, for the programs that
 * read its answers (the form says the same in the page's language, from ui.contact). `{label}`
 * is the field's name above, `{max}` its longest value.
 */
export const contactProblemMessages = {
  required: '{label} is required.',
  tooLong: '{label} must be at most {max} characters.',
  loneSurrogate: '{label} contains an invalid character (a lone UTF-16 surrogate).',
  controlOrFormat:
    '{label} must not contain control characters or invisible formatting characters.',
  controlInText: '{label} must not contain control characters other than tabs and line breaks.',
  invisible: '{label} must contain a visible character.',
  invalidEmail: '{label} must be a valid email address.',
} as const;

/** What can be wrong with a field's value: each has its words, the server's and the form's. */
export type ContactProblem = keyof typeof contactProblemMessages;

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

/** The first thing wrong with `value` in `field`; undefined if none. */
export function contactFieldProblemCode(
  field: ContactField,
  value: string,
): ContactProblem | undefined {
  const text = contactFieldValue(field, value);
  const oneLine = field !== 'message';

  if (text.length === 0) return 'required';
  if (text.length > contactLimits[field]) return 'tooLong';
  if (LONE_SURROGATE.test(text)) return 'loneSurrogate';
  if (oneLine && CONTROL_OR_FORMAT.test(text)) return 'controlOrFormat';
  if (!oneLine && CONTROL_IN_TEXT.test(text)) return 'controlInText';
  if (!VISIBLE.test(text)) return 'invisible';
  if (field === 'email' && !EMAIL.test(text)) return 'invalidEmail';
  return undefined;
}

/** The first thing wrong with `value` in `field`, in the server's words; undefined if none. */
export function contactFieldProblem(field: ContactField, value: string): string | undefined {
  const problem = contactFieldProblemCode(field, value);
  return problem && contactProblemText(contactProblemMessages[problem], field, contactFieldLabels);
}

/** A problem's `template` filled for `field`, named as `labels` name it. */
export function contactProblemText(
  template: string,
  field: ContactField,
  labels: Record<ContactField, string>,
): string {
  return fill(template, { label: labels[field], max: contactLimits[field] });
}
