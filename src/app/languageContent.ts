/**
 * The content of the page's language, in the browser. The default language's is part of the
 * app; each translation is a chunk of its own (see scripts/vite/translationsPlugin.ts), fetched
 * only by the pages in its language, before they hydrate.
 */
import { translations } from 'virtual:translations';
import {
  defaultContent,
  translatedContent,
  translationFrom,
  type SiteContent,
} from '@/content/siteContent';
import { defaultLanguage, type Language } from '@/language';

export async function contentIn(language: Language): Promise<SiteContent> {
  const load = translations[language.code];
  if (language.code === defaultLanguage.code || !load) return defaultContent;
  return translatedContent(translationFrom(await load()));
}
