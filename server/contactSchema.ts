/** What a contact message must look like, and the human messages for what it got wrong. */
import { z } from 'zod';
// The form and the server share one set of limits, so the form stops typing where we would refuse.
import { contactLimits } from '../src/contact/contactMessage.ts';

const text = (label: string, max: number) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined ? `${label} is required.` : `${label} must be a string.`,
    })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

export const contactSchema = z.strictObject({
  name: text('Name', contactLimits.name),
  email: text('Email', contactLimits.email).pipe(z.email('Email must be a valid email address.')),
  message: text('Message', contactLimits.message),
});

export type ContactMessage = z.infer<typeof contactSchema>;

export type ContactCheck =
  | { ok: true; value: ContactMessage }
  | { ok: false; error: string; fields?: Record<string, string> };

/** Checks a parsed JSON body; on failure names each bad field with its first problem. */
export function checkContactMessage(body: unknown): ContactCheck {
  const result = contactSchema.safeParse(body);
  if (result.success) return { ok: true, value: result.data };

  const fields: Record<string, string> = {};
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
