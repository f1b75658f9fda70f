/**
 * The language a page is in, and its content in that language: one lookup for every component.
 * Without a provider (a component test, say), the default language's.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { PagePart, PageParts, SiteContent } from '@/content/siteContent';
import { defaultLanguage, inLanguage, type Language } from '@/language';
import { useContentPiece } from '@/languageContent';
import { sitePath } from '@/sitePath';

interface PageLanguage {
  language: Language;
  /** The shell in the page's language, once loaded; read from the loaded content if not given. */
  content?: SiteContent;
}

const PageLanguageContext = createContext<PageLanguage>({ language: defaultLanguage });

export function PageLanguageProvider({
  language,
  content,
  children,
}: PageLanguage & { children: ReactNode }) {
  const value = useMemo(() => ({ language, content }), [language, content]);
  return <PageLanguageContext.Provider value={value}>{children}</PageLanguageContext.Provider>;
}

/** The shell of the site's content (the interface, the routes' words, the profile) in the page's language. */
export function useContent(): SiteContent {
  const { language, content } = useContext(PageLanguageContext);
  // Always called, content given or not: a hook's calls must not change between renders.
  const loaded = useContentPiece(language, 'shell');
  return content ?? loaded;
}

/**
 * A part of the content that only some pages show, in the page's language: loaded apart from
 * the shell, by the pages that declare it (see lazyPage), before they render.
 */
export function useContentPart<Part extends PagePart>(part: Part): PageParts[Part] {
  return useContentPiece(useContext(PageLanguageContext).language, part);
}

/**
 * The page's language, and the address of a route's page in it (base path included): the same
 * object while the page's language stays.
 */
export function useLanguage() {
  const { language } = useContext(PageLanguageContext);
  return useMemo(
    () => ({
      ...language,
      /** `/about` as this language's page, under the base path: `/portfolio/fr/about`. */
      pagePath: (path: string) => sitePath(inLanguage(language, path)),
      /** Whether this language has a writing section: a published post of its own. */
      hasWriting: __WRITING_LANGUAGES__.length > 0 && __WRITING_LANGUAGES__.includes(language.code),
    }),
    [language],
  );
}
