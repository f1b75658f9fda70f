import { createContext, useContext } from 'react';

/**
 * The languages (their tags) a writing page is in. Only the prerenderer has the posts, so it
 * gives them; in the browser they are read from the page's hreflang links, which it wrote from
 * the same list (and which a page in one language alone does not have).
 */
export const WritingVersionsContext = createContext<readonly string[] | undefined>(undefined);

export function useWritingVersions(): readonly string[] {
  const given = useContext(WritingVersionsContext);
  if (given || typeof document === 'undefined') return given ?? [];
  return [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].flatMap((link) => {
    const code = link.getAttribute('hreflang');
    return code && code !== 'x-default' ? [code] : [];
  });
}
