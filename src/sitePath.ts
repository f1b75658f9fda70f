/**
 * Where the site lives on its host: `/`, or a path such as `/portfolio/` (BASE_PATH at build,
 * read by parseBasePath in Vite's config, which hands it to the app as BASE_URL). A module of its
 * own, apart from src/config.ts, so that the pages that link to files do not share a chunk with
 * the contact form's sending code.
 */
import { withBase } from './routes';

export const basePath = import.meta.env.BASE_URL;

/** A path of the site (a route's path, a file under public/) as the browser must ask for it. */
export function sitePath(path: string): string {
  return withBase(basePath, path);
}
