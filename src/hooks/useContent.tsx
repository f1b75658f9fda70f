/**
 * The language a page is in, and its content in that language: one lookup for every component.
 * Without a provider (a component test, say), the default language's.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import {
  defaultContent,
  type PagePart,
  type PageParts,
  type SiteContent,
} from '@/content/siteContent';
import { localize } from '@/content/translation';
import { defaultLanguage, inLanguage, type Language } from '@/language';
import { sitePath } from '@/sitePath';

interface PageLanguage {
  language: Language;
  content: SiteContent;
}

const PageLanguageContext = createContext<PageLanguage>({
  language: defaultLanguage,
  content: defaultContent,
});

export function PageLanguageProvider({
  language,
  content,
  children,
}: PageLanguage & { children: ReactNode }) {
  const value = useMemo(() => ({ language, content }), [language, content]);
  return <PageLanguageContext.Provider value={value}>{children}</PageLanguageContext.Provider>;
}

/** The site's content in the page's language. */
export function useContent(): SiteContent {
  return useContext(PageLanguageContext).content;
}

/**
 * A part of the content that only some pages show, in the page's language: `base` is the
 * default's, which the page imports itself (see PageParts), with a translation's words on it.
 */
export function useContentPart<Part extends PagePart>(
  part: Part,
  base: PageParts[Part],
): PageParts[Part] {
  const text = useContext(PageLanguageContext).content.pageTexts[part];
  return useMemo(() => (text === undefined ? base : localize(base, text)), [base, text]);
}

/** The page's language, and the address of a route's page in it (base path included). */
export function useLanguage() {
  const { language } = useContext(PageLanguageContext);
  return {
    ...language,
    /** `/about` as this language's page, under the base path: `/portfolio/fr/about`. */
    pagePath: (path: string) => sitePath(inLanguage(language, path)),
    /** Whether this language has a writing section: the owner's posts are the default's. */
    hasWriting: __HAS_WRITING__ && language.prefix === '',
  };
}
