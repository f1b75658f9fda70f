import { fill } from '../content/translation.ts';
import { ui } from '../content/ui.ts';

/** What a visitor sends through the contact form. */
export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

/** The message's fields, in the form's order; each is also its form control's `name`. */
export const contactFields = [
  'name',
  'email',
  'message',
] as const satisfies readonly (keyof ContactMessage)[];

/** The longest value the server accepts for each field; the form stops typing there. */
export const contactLimits = {
  name: 100,
  email: 254,
  message: 5000,
} as const satisfies Record<keyof ContactMessage, number>;

/**
 * The request header that carries a message's proof of work: ALTCHA's payload (the challenge and
 * its solution) as base64-encoded JSON. Browser, server and tools all name it from here.
 */
export const CONTACT_PROOF_HEADER = 'Contact-Proof';

export const emptyContactMessage: ContactMessage = { name: '', email: '', message: '' };

/**
 * The confirmation shown on submit, from a language's `template` (ui.contact.confirmation); the
 * default language's unless said, for the tools and tests that check the alert.
 */
export function confirmationFor(name: string, template: string = ui.contact.confirmation): string {
  return fill(template, { name });
}
