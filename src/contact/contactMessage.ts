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

/** The confirmation shown on submit, word for word: its spelling is the product's own. */
export function confirmationFor(name: string): string {
  return `Thank you ${name}, your message has been successfuly sent! I will get back to you asap.`;
}
