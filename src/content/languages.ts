import type { LanguageEntry } from './schema';

/**
 * The site's languages, each a BCP 47 tag and its name in its own language. The first is the
 * default: its pages live at the root, in the words of src/content/. Every other language has
 * every page under /<code>/, in the words of src/content/translations/<code>/. Add one with
 * `npm run language:add -- <code> "<name>"`.
 */
export const languages = [{ code: 'en', name: 'English' }] satisfies LanguageEntry[];
