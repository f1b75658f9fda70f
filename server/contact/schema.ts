/** What a contact message must look like, and the human messages for what it got wrong. */
import { z } from 'zod';
// The form checks each field with the same rule, so it never lets through what this refuses.
import {
  contactFieldLabels,
  contactFieldProblem,
  contactFieldValue,
  type ContactField,
} from '../../src/contact/contactRules.ts';

const field = (name: ContactField) => {
  const label = contactFieldLabels[name];
  return z
    .string({
      error: (issue) =>
        issue.input === undefined ? `${label} is required.` : `${label} must be a string.`,
    })
    .overwrite((value) => contactFieldValue(name, value))
    .check((context) => {
      const problem = contactFieldProblem(name, context.value);
      if (problem) context.issues.push({ code: 'custom', message: problem, input: context.value });
    });
};

export const contactSchema = z.strictObject({
  name: field('name'),
  email: field('email'),
  message: field('message'),
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
