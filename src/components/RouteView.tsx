import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { profile } from '@/content/profile';
import { About } from '@/pages/About';
import { CaseStudy } from '@/pages/CaseStudy';
import { Contact } from '@/pages/Contact';
import { Home } from '@/pages/Home';
import { NotFound } from '@/pages/NotFound';
import { Projects } from '@/pages/Projects';
import { documentTitle, findRoute, notFound, routeIds, routes, type RouteId } from '@/routes';
import { PageTransition, usePreloadOnNavigationIntent } from './PageTransition';

/** The page module for each route of the table; a missing page is a compile error. */
const pages: Record<RouteId, ComponentType> = {
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

/** False on the page the visitor landed on; true from the first client-side navigation on. */
function useHasNavigated(location: string): boolean {
  const [landing] = useState(location);
  const [hasNavigated, setHasNavigated] = useState(false);
  if (!hasNavigated && location !== landing) setHasNavigated(true);
  return hasNavigated;
}
