import { lazy, type ComponentType } from 'react';

export interface LazyPage {
  (): React.JSX.Element;
  /** Fetches the page's code ahead of time, so that showing it later does not wait. */
  preload(): Promise<void>;
}

/**
 * A page whose code is split from the app's first load and fetched when needed. Once fetched
 * (by `preload()` or by being shown) it renders at once, without suspending. If its code cannot
 * be fetched, the browser loads the page's address instead; unless that is the address the
 * visitor landed on, whose prerendered HTML then simply stays as it is.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let Loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;

  const preload = () =>
    (loading ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  const Fetching = lazy(() =>
    preload().then(
      () => ({ default: Loaded as ComponentType }),
      () => {
        if (!isLandingAddress()) window.location.reload();
        return new Promise<never>(() => {});
      },
    ),
  );

  const Page = () => {
    const Component = Loaded ?? Fetching;
    return <Component />;
  };
  return Object.assign(Page, { preload });
}

/** Whether the browser loaded this document at the path it shows now. */
function isLandingAddress(): boolean {
  const [navigation] = performance.getEntriesByType('navigation');
  return navigation !== undefined && new URL(navigation.name).pathname === window.location.pathname;
}
