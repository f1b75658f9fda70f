/**
 * Each language's posts: the default language's in src/content/posts/ (or the folder POSTS_DIR
 * names), a translation's in src/content/translations/<code>/posts/, each folder laid out the
 * same way. A language's posts make its own writing section, under its prefix.
 */
import { join, resolve } from 'node:path';
import { siteLanguages, type Language } from '../../../src/language.ts';
import { TRANSLATIONS_DIR } from '../translations.ts';
import { DEFAULT_POSTS_DIR, loadPosts, type LoadedPosts, type LoadOptions } from './loadPosts.ts';

/** Where `language`'s posts live in the project at `root`. */
export function postsDirOf(language: Language, root = process.cwd()): string {
  return language.prefix === ''
    ? resolve(root, process.env.POSTS_DIR || DEFAULT_POSTS_DIR)
    : join(resolve(root), TRANSLATIONS_DIR, language.code, 'posts');
}

/** One language's posts, as loadPosts reads them, and the folder they were read from. */
export interface LanguagePosts extends LoadedPosts {
  language: Language;
  dir: string;
}

/** The posts of each of `languages` (the site's unless said), the default's first. */
export async function loadLanguagePosts(
  options: Omit<LoadOptions, 'dir' | 'language'> & { languages?: readonly Language[] },
): Promise<LanguagePosts[]> {
  const { languages = siteLanguages, root = process.cwd(), ...settings } = options;
  const loaded: LanguagePosts[] = [];
  for (const language of languages) {
    const dir = postsDirOf(language, root);
    loaded.push({ language, dir, ...(await loadPosts({ ...settings, root, dir, language })) });
  }
  return loaded;
}
