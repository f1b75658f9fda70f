/** What a contact message must look like, and the human messages for what it got wrong. */
import { z } from 'zod';
// The form and the server share one set of limits, so the form stops typing where we would refuse.
import { contactLimits } from '../src/contact/contactMessage.ts';

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

const text = (label: string, max: number, { oneLine }: { oneLine: boolean }) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined ? `${label} is required.` : `${label} must be a string.`,
    })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`)
    .refine((value) => !LONE_SURROGATE.test(value), {
      message: `${label} contains an invalid character (a lone UTF-16 surrogate).`,
      abort: true,
    })
    .refine((value) => !(oneLine ? CONTROL_OR_FORMAT : CONTROL_IN_TEXT).test(value), {
      message: oneLine
        ? `${label} must not contain control characters or invisible formatting characters.`
        : `${label} must not contain control characters other than tabs and line breaks.`,
      abort: true,
    })
    .refine((value) => VISIBLE.test(value), `${label} must contain a visible character.`);

export const contactSchema = z.strictObject({
  name: text('Name', contactLimits.name, { oneLine: true }),
  email: text('Email', contactLimits.email, { oneLine: true }).pipe(
    z.email('Email must be a valid email address.'),
  ),
  message: text('Message', contactLimits.message, { oneLine: false }),
});

export type ContactMessage = z.infer<typeof contactSchema>;

export type ContactCheck =
  | { ok: true; value: ContactMessage }
  | { ok: false; error: string; fields?: Record<string, string> };

/** Checks a parsed JSON body; on failure names each bad field with its first problem. */
export function checkContactMessage(body: unknown): ContactCheck {
  const result = contactSchema.safeParse(body);
  if (result.success) return { ok: true, value: result.data };

  // No prototype: a body key such as `__proto__` or `constructor` is named like any other.
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[key] ??= 'Unknown field.';
    } else if (issue.path.length > 0) {
      fields[String(issue.path[0])] ??= issue.message;
    }
  }
  if (Object.keys(fields).length === 0) {
    return { ok: false, error: 'The body must be a JSON object with name, email and message.' };
  }
  return { ok: false, error: 'Some fields are missing or invalid.', fields };
}
