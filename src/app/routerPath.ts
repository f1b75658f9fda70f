import { splitLanguage, type Language } from '@/language';
import { withoutBase } from '@/routes';
import { basePath } from '@/sitePath';

/**
 * The path App's router matches at the address `pathname`, on a page in `language`: without
 * the base path and the language's prefix, which make up the router's base (see App).
 */
export function routerPath(pathname: string, language: Language, base = basePath): string {
  const path = withoutBase(base, pathname);
  // wouter names a path outside its base `~/...`, which no route matches.
  if (path === undefined) return `~${pathname}`;
  return splitLanguage(path, [language]).path;
}
