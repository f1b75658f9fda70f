// The site's content as the content plugin hands it to the app (scripts/vite/contentPlugin.ts).
declare module 'virtual:content' {
  import type { ContentPieces, ContentPiece } from './content/siteContent.ts';

  /**
   * For each of the site's languages, by its tag: a loader of each piece of its content (its
   * shell, each page part), each a module of its own.
   */
  export const contentLoaders: Record<
    string,
    { [Piece in ContentPiece]: () => Promise<{ default: ContentPieces[Piece] }> }
  >;
}
