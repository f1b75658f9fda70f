/**
 * The site's languages as pages use them: the default at the root, every other one under
 * /<code>/, each with its direction. Data and pure functions only, so the prerenderer, the
 * server and the build read it too.
 */
import { languages } from './content/languages.ts';

export interface Language {
  /** The BCP 47 tag, as `<html lang>` takes it: `en`, `pt-BR`. */
  code: string;
  /** The language's name in its own words: `Français`. */
  name: string;
  dir: 'ltr' | 'rtl';
  /** What its page paths start with: `''` for the default, `/fr` (lower case) for the others. */
  prefix: string;
}

/** The scripts written right to left, for a browser that cannot say (see textDirection). */
const rightToLeftScripts = new Set([
  'Adlm',
  'Arab',
  'Hebr',
  'Mand',
  'Nkoo',
  'Rohg',
  'Samr',
  'Syrc',
  'Thaa',
]);

/** The direction a language is written in, from the Unicode data the platform holds. */
export function textDirection(code: string): 'ltr' | 'rtl' {
  const locale = new Intl.Locale(code) as Intl.Locale & {
    getTextInfo?: () => { direction?: string };
    textInfo?: { direction?: string };
  };
  const direction = locale.getTextInfo?.().direction ?? locale.textInfo?.direction;
  if (direction === 'rtl' || direction === 'ltr') return direction;
  return rightToLeftScripts.has(locale.maximize().script ?? '') ? 'rtl' : 'ltr';
}

/** Every language of the site, the default first. */
export const siteLanguages: Language[] = languages.map(({ code, name }, index) => ({
  code,
  name,
  dir: textDirection(code),
  prefix: index === 0 ? '' : `/${code.toLowerCase()}`,
}));

export const defaultLanguage = siteLanguages[0] as Language;

/** The language a page path (`/fr/about`, in any case) is in, and the route path within it. */
export function splitLanguage(
  path: string,
  among: readonly Language[] = siteLanguages,
): { language: Language; path: string } {
  const lower = path.toLowerCase();
  const language = among.find(
    ({ prefix }) => prefix !== '' && (lower === prefix || lower.startsWith(`${prefix}/`)),
  );
  if (!language) return { language: among[0] ?? defaultLanguage, path };
  return { language, path: path.slice(language.prefix.length) || '/' };
}

/** A route path (`/about`) in `language`: `/fr/about`; the home page is `/fr`. */
export function inLanguage(language: Language, path: string): string {
  if (language.prefix === '') return path;
  return path === '/' ? language.prefix : `${language.prefix}${path}`;
}

/** The language whose tag is `code` (any case), if the site has it. */
export function languageOf(code: string): Language | undefined {
  return siteLanguages.find((language) => language.code.toLowerCase() === code.toLowerCase());
}
