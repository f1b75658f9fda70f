/**
 * The site's content in the browser. Each language's shell and each of its page parts is a
 * chunk of its own (scripts/vite/contentPlugin.ts), fetched once: with the app's code by the
 * page that shows it (its `data-modules`), ahead of a navigation, or when first rendered.
 * Components read it with React's `use()` (useContentPiece): a piece already loaded is read at
 * once, with no suspending.
 */
import { use } from 'react';
import { contentLoaders } from 'virtual:content';
import type { ContentPiece, ContentPieces } from '@/content/siteContent';
import type { Language } from '@/language';
import { loadAddressAnew } from '@/loadAddressAnew';

type ContentLoaders = typeof contentLoaders;

/** A promise marked as React's `use()` marks one, so that once settled it is read at once. */
type Marked<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

interface Entry {
  loading: Marked<unknown>;
  /** What a render waits for: never rejects (see `read`). */
  reading?: Marked<unknown>;
}

export interface ContentStore {
  /**
   * Fetches a piece of `language`'s content, once: every call after the first gets the same
   * promise (a new one after a failure, so the next call tries again).
   */
  load<Piece extends ContentPiece>(language: Language, piece: Piece): Promise<ContentPieces[Piece]>;
  /**
   * The piece for a render to read with `use()`: the loaded one, fulfilled, once it is in. A
   * render whose piece cannot be fetched calls `whenLoadFails` and stays suspended.
   */
  read<Piece extends ContentPiece>(language: Language, piece: Piece): Promise<ContentPieces[Piece]>;
  /** Fetches every piece of `language`'s content. */
  loadAll(language: Language): Promise<unknown>;
}

/**
 * The content that `loaders` fetch, by language and piece. A language they lack (one a test
 * makes up) gets the first one's, the default language's: a page always has words.
 */
export function contentStore(
  loaders: ContentLoaders,
  whenLoadFails: () => void = loadAddressAnew,
): ContentStore {
  const entries = new Map<string, Entry>();
  const [defaultCode = ''] = Object.keys(loaders);
  const codeOf = (language: Language) => (language.code in loaders ? language.code : defaultCode);

  const entryFor = (language: Language, piece: ContentPiece): Entry => {
    const code = codeOf(language);
    const key = `${code}/${piece}`;
    const known = entries.get(key);
    if (known) return known;
    const load = loaders[code]?.[piece];
    const entry: Entry = {
      loading: marked(
        load
          ? load().then((module) => module.default)
          : Promise.reject(new Error(`The site has no content for ${key}.`)),
      ),
    };
    entries.set(key, entry);
    entry.loading.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return entry;
  };

  function load<Piece extends ContentPiece>(language: Language, piece: Piece) {
    return entryFor(language, piece).loading as Promise<ContentPieces[Piece]>;
  }

  function read<Piece extends ContentPiece>(language: Language, piece: Piece) {
    const entry = entryFor(language, piece);
    if (entry.loading.status === 'fulfilled') return entry.loading as Promise<ContentPieces[Piece]>;
    entry.reading ??= marked(
      entry.loading.catch(() => {
        whenLoadFails();
        return new Promise<never>(() => {});
      }),
    );
    return entry.reading as Promise<ContentPieces[Piece]>;
  }

  function loadAll(language: Language) {
    const pieces = Object.keys(loaders[codeOf(language)] ?? {}) as ContentPiece[];
    return Promise.all(pieces.map((piece) => load(language, piece)));
  }

  return { load, read, loadAll };
}

/** `promise`, marked with its state and value as it settles. */
function marked<T>(promise: Promise<T>): Marked<T> {
  const tracked: Marked<T> = promise;
  tracked.status = 'pending';
  promise.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return tracked;
}

const store = contentStore(contentLoaders);

/** Fetches a piece of a language's content (see ContentStore). */
export const loadContent = store.load;
/** A piece of a language's content, for `use()` (see ContentStore). */
export const readContent = store.read;
/**
 * Fetches every piece of a language's content: for the prerenderer and the tests, which render
 * any page at once.
 */
export function loadLanguageContent(language: Language): Promise<unknown> {
  return store.loadAll(language);
}

/**
 * A piece of a language's content, in a render: at once if it is loaded, else suspending until
 * it is. A loaded piece is returned without use(), which would return it at once too, but would
 * mark the render as one that used a promise: React's test utilities then expect it awaited.
 */
export function useContentPiece<Piece extends ContentPiece>(
  language: Language,
  piece: Piece,
): ContentPieces[Piece] {
  const promise = readContent(language, piece);
  const { status, value } = promise as Marked<ContentPieces[Piece]>;
  return status === 'fulfilled' ? (value as ContentPieces[Piece]) : use(promise);
}
