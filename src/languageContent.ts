/**
 * The site's content in the browser. Each language's shell and each of its page parts is a
 * chunk of its own (scripts/vite/contentPlugin.ts), fetched once: a page part with the app's
 * code by the page that shows it (its `data-modules`), ahead of a navigation, or when first
 * rendered. The shell of a prerendered page's language comes in the page itself (shellElement),
 * which every page needs before it hydrates: no request of its own. Components read the content
 * with React's `use()` (useContentPiece): a piece already loaded is read at once, with no
 * suspending.
 */
import { use } from 'react';
import { contentLoaders } from 'virtual:content';
import type { ContentPiece, ContentPieces, SiteContent } from '@/content/siteContent';
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
  /** Keeps `value` as `language`'s `piece`, loaded: one the page itself carried. */
  provide<Piece extends ContentPiece>(
    language: Language,
    piece: Piece,
    value: ContentPieces[Piece],
  ): void;
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

  function provide<Piece extends ContentPiece>(
    language: Language,
    piece: Piece,
    value: ContentPieces[Piece],
  ) {
    const loading: Marked<unknown> = Promise.resolve(value);
    loading.status = 'fulfilled';
    loading.value = value;
    entries.set(`${codeOf(language)}/${piece}`, { loading });
  }

  return { load, read, provide, loadAll };
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

/** The element in which a prerendered page carries its language's shell, as JSON. */
const SHELL_ELEMENT_ID = 'page-content';

/**
 * The element that carries `language`'s shell in a prerendered page (the prerenderer renders
 * with every language's content loaded).
 */
export function shellElement(language: Language): string {
  const { status, value } = readContent(language, 'shell') as Marked<SiteContent>;
  if (status !== 'fulfilled') throw new Error(`The shell of ${language.code} is not loaded yet.`);
  return shellElementOf(value as SiteContent);
}

/**
 * The element that carries `content`, a shell: a data block, never run, so the
 * Content-Security-Policy's script hashes leave it out. `<` is escaped, so no text of the
 * content can end it.
 */
export function shellElementOf(content: SiteContent): string {
  const json = JSON.stringify(content).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SHELL_ELEMENT_ID}">${json}</script>`;
}

/**
 * The shell the page carries (shellElement), kept as `language`'s, loaded; none in a page
 * without it (the development server's), whose shell then comes from its chunk.
 */
export function takePageShell(language: Language): SiteContent | undefined {
  const text = document.getElementById(SHELL_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  const content = JSON.parse(text) as SiteContent;
  store.provide(language, 'shell', content);
  return content;
}
