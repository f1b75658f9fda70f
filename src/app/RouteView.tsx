import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType } from 'react';
import { useLocation } from 'wouter';
import { profile } from '@/content/profile';
import { About } from '@/pages/About';
import { CaseStudy } from '@/pages/CaseStudy';
import { Contact } from '@/pages/Contact';
import { Home } from '@/pages/Home';
import { NotFound } from '@/pages/NotFound';
import { Projects } from '@/pages/Projects';
import {
  documentTitle,
  findRoute,
  normalizePath,
  notFound,
  routes,
  tokensPagePath,
  type RouteId,
} from '@/routes';
import { PageTransition, usePreloadOnNavigationIntent } from './PageTransition';
import { useShownLocation } from '@/hooks/useShownLocation';

/** The page module for each route of the table; a missing page is a compile error. */
const pages: Record<RouteId, ComponentType> = {
  home: Home,
  about: About,
  contact: Contact,
  projects: () => <Projects route="projects" />,
  ecommerce: () => <Projects route="ecommerce" />,
  fetchApi: () => <Projects route="fetchApi" />,
  designBa: CaseStudy,
};

// Development only: the constant condition removes the page from production builds.
const TokensPage = import.meta.env.DEV ? lazy(() => import('@/pages/TokensPage')) : null;

/**
 * The current route's page, animated in on every client-side navigation. Routes are matched
 * by `findRoute`, as the server and the prerenderer match them; an address spelled another
 * way (`/About/`) is replaced by the route's own path, as the server's redirect would.
 */
export function RouteView() {
  const [location, navigate] = useLocation();
  const canonicalPath = canonicalPathOf(location);
  const { location: shownLocation, focusAtChange } = useShownLocation();
  const routeId = findRoute(shownLocation)?.id;
  // The page's identity: correcting the address's spelling keeps the page, with no transition.
  const page = canonicalPathOf(shownLocation) ?? shownLocation;
  const leaving = (canonicalPath ?? location) !== page;
  const hasNavigated = useHasNavigated(page);
  usePreloadOnNavigationIntent();

  useEffect(() => {
    if (canonicalPath && canonicalPath !== location) {
      const { search, hash } = window.location;
      navigate(`${canonicalPath}${search}${hash}`, { replace: true });
    }
  }, [canonicalPath, location, navigate]);

  useEffect(() => {
    document.title = documentTitle((routeId ? routes[routeId] : notFound).title, profile.brandName);
  }, [routeId]);

  // The same element while the address changes, so the page on screen does not render again
  // before the new one replaces it.
  const content = useMemo(
    () => <Page routeId={routeId} location={shownLocation} />,
    [routeId, shownLocation],
  );
  return (
    <PageTransition
      key={page}
      entering={hasNavigated}
      leaving={leaving}
      focusAtNavigation={focusAtChange}
    >
      {content}
    </PageTransition>
  );
}

function canonicalPathOf(location: string): string | undefined {
  const routeId = findRoute(location)?.id;
  return routeId && routes[routeId].path;
}

function Page({ routeId, location }: { routeId: RouteId | undefined; location: string }) {
  if (routeId) {
    const RoutePage = pages[routeId];
    return <RoutePage />;
  }
  if (TokensPage && normalizePath(location) === tokensPagePath) {
    return (
      <Suspense>
        <TokensPage />
      </Suspense>
    );
  }
  return <NotFound />;
}

/** False on the page the visitor landed on; true from the first client-side navigation on. */
function useHasNavigated(page: string): boolean {
  const [landing] = useState(page);
  const [hasNavigated, setHasNavigated] = useState(false);
  if (!hasNavigated && page !== landing) setHasNavigated(true);
  return hasNavigated;
}
