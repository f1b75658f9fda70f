import { lazy, type ComponentType, type ReactNode } from 'react';
import type { PagePart } from '@/content/siteContent';
import { loadAddressAnew } from '@/loadAddressAnew';

/** A page whose code is a chunk of its own, fetched when first needed or preloaded before. */
export interface PageModule {
  /** The module's path from the project root (`src/pages/About.tsx`): how Vite's manifest names its chunk. */
  readonly source: string;
  /**
   * The parts of the content the page shows (useContentPart), each a chunk of its own in each
   * language: fetched with the page's code, so that it renders without waiting for them.
   */
  readonly parts: readonly PagePart[];
  /**
   * Fetches the page's code, once: every call after the first gets the same promise (a new one
   * after a failure, so the next call tries again). Resolves with the page's component.
   */
  preload(): Promise<unknown>;
}

/** A page component that loads its own code; see `lazyPage`. */
export type LazyPage<P extends object> = ((props: P) => ReactNode) &
  PageModule & { preload(): Promise<ComponentType<P>> };

/**
 * A page loaded on demand, as React.lazy loads one, with a `preload()` to fetch it ahead of
 * rendering. Once its code has arrived, the page renders the loaded component directly: a
 * render after the preload (hydration, a navigation the visitor signalled) never suspends,
 * whereas React.lazy suspends at least once even for code already loaded.
 *
 * `source` must be the module that `load` imports, and `parts` the content parts it reads
 * (RouteView's tests check both). A render whose code cannot be fetched calls `whenLoadFails`
 * and stays suspended.
 */
export function lazyPage<P extends object>(
  source: string,
  parts: readonly PagePart[],
  load: () => Promise<ComponentType<P>>,
  whenLoadFails: () => void = loadAddressAnew,
): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        // React.lazy keeps a failure for good: the next render gets a fresh one that tries again.
        Suspending = lazyLoad();
        throw error;
      },
    );
    return loading;
  };
  const lazyLoad = () =>
    lazy(async () => {
      try {
        return { default: await preload() };
      } catch {
        whenLoadFails();
        return new Promise<never>(() => {});
      }
    });
  let Suspending = lazyLoad();

  function Page(props: P) {
    // A render through React.lazy suspends, and React renders the page again from the start once
    // the code is in: no page on screen ever switches from one element type to the other.
    const Component = loaded ?? Suspending;
    return <Component {...props} />;
  }
  return Object.assign(Page, { source, parts, preload });
}
