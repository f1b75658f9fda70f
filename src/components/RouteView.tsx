import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { profile } from '@/content/profile';
import { lazyPage, type LazyPage } from '@/lazyPage';
import { About } from '@/pages/About';
import { CaseStudy } from '@/pages/CaseStudy';
import { Home } from '@/pages/Home';
import { NotFound } from '@/pages/NotFound';
import { Projects } from '@/pages/Projects';
import { documentTitle, findRoute, notFound, routeIds, routes, type RouteId } from '@/routes';
import { PageTransition, preloadPageTransition } from './PageTransition';

// The contact form's code (its state, validation and sending) stays out of every other page.
const Contact = lazyPage(() => import('@/pages/Contact').then((module) => module.Contact));

/** The page module for each route of the table; a missing page is a compile error. */
const pages: Record<RouteId, ComponentType | LazyPage> = {
  home: Home,
  about: About,
  contact: Contact,
  projects: () => <Projects route="projects" />,
  ecommerce: () => <Projects route="ecommerce" category="ecommerce" />,
  fetchApi: () => <Projects route="fetchApi" category="api" />,
  designBa: CaseStudy,
};

// Development only: the constant condition removes the page from production builds.
const TokensPage = import.meta.env.DEV ? lazy(() => import('@/dev/TokensPage')) : null;

const isLazy = (page: ComponentType | LazyPage): page is LazyPage => 'preload' in page;

/**
 * Fetches the code of the page at `path` if it is split from the first load: before rendering
 * it outside a browser, and as the app starts, alongside hydration.
 */
export function preloadPage(path: string): Promise<void> {
  const route = findRoute(path);
  const page = route && pages[route.id];
  return page && isLazy(page) ? page.preload() : Promise.resolve();
}

/** The current route's page, animated in on every client-side navigation. */
export function RouteView() {
  const [location] = useLocation();
  const hasNavigated = useHasNavigated(location);
  usePreloadOnNavigationIntent();

  useEffect(() => {
    document.title = documentTitle((findRoute(location) ?? notFound).title, profile.brandName);
  }, [location]);

  return (
    <PageTransition key={location} entering={hasNavigated}>
      <Switch location={location}>
        {routeIds.map((id) => (
          <Route key={id} path={routes[id].path} component={pages[id]} />
        ))}
        {TokensPage && (
          <Route path="/__tokens">
            <Suspense>
              <TokensPage />
            </Suspense>
          </Route>
        )}
        <Route component={NotFound} />
      </Switch>
    </PageTransition>
  );
}

/**
 * Fetches what a client-side navigation needs that the first load left out (the transition's
 * animation code, the split-off pages) once the visitor points at, touches or focuses a link
 * to this site: usually well before the click.
 */
function usePreloadOnNavigationIntent() {
  useEffect(() => {
    const intents = ['pointerover', 'touchstart', 'focusin'] as const;
    const stopListening = () => {
      for (const intent of intents) document.removeEventListener(intent, onIntent);
    };
    function onIntent(event: Event) {
      if (!(event.target instanceof Element) || !event.target.closest('a[href^="/"]')) return;
      stopListening();
      // A failed fetch is retried when the code is needed.
      const preloads = [
        preloadPageTransition(),
        ...Object.values(pages)
          .filter(isLazy)
          .map((page) => page.preload()),
      ];
      for (const preload of preloads) preload.catch(() => {});
    }
    for (const intent of intents) document.addEventListener(intent, onIntent, { passive: true });
    return stopListening;
  }, []);
}

/** False on the page the visitor landed on; true from the first client-side navigation on. */
function useHasNavigated(location: string): boolean {
  const [landing] = useState(location);
  const [hasNavigated, setHasNavigated] = useState(false);
  if (!hasNavigated && location !== landing) setHasNavigated(true);
  return hasNavigated;
}
