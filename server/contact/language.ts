/**
 * The language of the page a message was sent from: the form sends it in the standard
 * `Content-Language` request header (src/contact/contactMessage.ts), and the owner's
 * notification and inbox name it.
 */
import { languageTag } from '../../src/contact/contactMessage.ts';

/**
 * The page's language from a request's `Content-Language`: one well-formed BCP 47 tag, in its
 * canonical form. Anything else (none, a list, garbage, too long) is null: the header only adds
 * to a message, so it never costs the sender an error.
 */
export function pageLanguageOf(header: string | undefined): string | null {
  return languageTag(header) ?? null;
}

const englishNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

/**
 * How the owner's notifications and the inbox name a language: `French (fr)`, or the tag alone
 * when the platform knows no name for it.
 */
export function describeLanguage(tag: string): string {
  let name: string | undefined;
  try {
    // By its language, script, region and variants: DisplayNames refuses extensions (`-u-…`).
    name = englishNames.of(new Intl.Locale(tag).baseName);
  } catch {
    // Not a tag at all (a row written by hand): it is shown as it is.
  }
  return name ? `${name} (${tag})` : tag;
}
