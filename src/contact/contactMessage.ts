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

/**
 * The request header that carries the language of the page a message was written on: one BCP 47
 * tag, which the CORS safelist takes, so a post from another origin asks nothing more of its
 * preflight. Browser and server both check it with languageTag, so the form never sends what
 * the server would not keep.
 */
export const PAGE_LANGUAGE_HEADER = 'Content-Language';

/** The longest language tag kept: room for a language, script, region and variant. */
export const MAX_LANGUAGE_TAG_LENGTH = 35;

/**
 * `value` as one well-formed BCP 47 tag in its canonical form (`pt-br` → `pt-BR`); undefined
 * for anything else: nothing, a list (`en, fr`), garbage, or a tag too long.
 */
export function languageTag(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const tag = value.trim();
  if (tag === '' || tag.length > MAX_LANGUAGE_TAG_LENGTH) return undefined;
  try {
    // A list is not one tag: getCanonicalLocales refuses the comma.
    const [canonical, ...more] = Intl.getCanonicalLocales(tag);
    return more.length === 0 ? canonical : undefined;
  } catch {
    return undefined;
  }
}

export const emptyContactMessage: ContactMessage = { name: '', email: '', message: '' };

/** The confirmation shown on submit, in a language's `template` (ui.contact.confirmation). */
export function confirmationIn(template: string, name: string): string {
  return fill(template, { name });
}

/**
 * The confirmation in the default language's words, for the tools and tests that check the
 * alert. The app fills its page's own template (confirmationIn): no browser code holds the
 * default's words unless its page is in the default language.
 */
export function confirmationFor(name: string): string {
  return confirmationIn(ui.contact.confirmation, name);
}
