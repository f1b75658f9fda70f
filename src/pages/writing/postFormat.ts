/**
 * A post's days and reading time in the page's language, by Intl: the same on the server and in
 * every browser. The day is read in UTC, so that no time zone moves it to the day before.
 */

/**
 * The locale a language's days are written in, where it is not the language's own tag. The site
 * writes English days the British way ("10 March 2026"), as it always has; `en` alone would
 * write them the American way ("March 10, 2026").
 */
const dayLocales: Readonly<Record<string, string>> = { en: 'en-GB' };

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/** `2026-03-10` as the page's language writes it: "10 March 2026", "10 mars 2026". */
export function formatDay(isoDay: string, languageCode: string): string {
  let format = dayFormats.get(languageCode);
  if (!format) {
    format = new Intl.DateTimeFormat(dayLocales[languageCode.toLowerCase()] ?? languageCode, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dayFormats.set(languageCode, format);
  }
  return format.format(new Date(`${isoDay}T00:00:00Z`));
}

/** A number of minutes in the page's language's digits: "12", or "۱۲" in Persian. */
export function formatMinutes(minutes: number, languageCode: string): string {
  let format = numberFormats.get(languageCode);
  if (!format) {
    format = new Intl.NumberFormat(languageCode);
    numberFormats.set(languageCode, format);
  }
  return format.format(minutes);
}
