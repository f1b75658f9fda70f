import {
  lazy,
  Suspense,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useLocation } from 'wouter';
import { About } from '@/pages/About';
import { CaseStudy } from '@/pages/CaseStudy';
import { Contact } from '@/pages/Contact';
import { Home } from '@/pages/Home';
import { NotFound } from '@/pages/NotFound';
import { Projects } from '@/pages/Projects';
import {
  documentTitle,
  findRoute,
  isWritingPath,
  normalizePath,
  routes,
  tokensPagePath,
  type RouteId,
} from '@/routes';
import { PageTransition, usePreloadOnNavigationIntent } from './PageTransition';
import { PrerenderedPage } from './PrerenderedPage';
import { useContent } from '@/hooks/useContent';
import { useShownLocation } from '@/hooks/useShownLocation';
import { useHydrationMark } from '@/hooks/useHydrationMark';

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
const DevWritingPage =
  import.meta.env.DEV && __HAS_WRITING__
    ? lazy(() => import('@/pages/writing/DevWritingPage'))
    : null;

interface RouteViewProps {
  /**
   * The writing section's page for the address, drawn by the prerenderer, which alone has the
   * posts; the browser keeps what it drew (see PrerenderedPage).
   */
  writingPage?: ReactNode;
}

/**
 * The current route's page, animated in on every client-side navigation. Routes are matched
 * by `findRoute`, as the server and the prerenderer match them; an address spelled another
 * way (`/About/`) is replaced by the route's own path, as the server's redirect would.
 */
export function RouteView({ writingPage }: RouteViewProps) {
  const { routeText, profile } = useContent();
  const [location, navigate] = useLocation();
  const canonicalPath = canonicalPathOf(location);
  const { location: shownLocation, focusAtChange } = useShownLocation();
  const routeId = findRoute(shownLocation)?.id;
  // The page's identity: correcting the address's spelling keeps the page, with no transition.
  const page = canonicalPathOf(shownLocation) ?? shownLocation;
  const leaving = (canonicalPath ?? location) !== page;
  const hasNavigated = useHasNavigated(page);
  usePreloadOnNavigationIntent();
  useHydrationMark('main');

  useEffect(() => {
    if (canonicalPath && canonicalPath !== location) {
      const { search, hash } = window.location;
      navigate(`${canonicalPath}${search}${hash}`, { replace: true });
    }
  }, [canonicalPath, location, navigate]);

  // A writing page's title is its prerendered one (or DevWritingPage's).
  const titled = !(__HAS_WRITING__ && isWritingPath(shownLocation));
  // In the page's language; the home page's title is the brand alone, whatever its words.
  const title = routeId ? routeText.pages[routeId].title : routeText.notFound.title;
  const tabTitle = routeId === 'home' ? profile.brandName : documentTitle(title, profile.brandName);
  useEffect(() => {
    if (titled) document.title = tabTitle;
  }, [tabTitle, titled]);

  // The same element while the address changes, so the page on screen does not render again
  // before the new one replaces it.
  const content = useMemo(
    () => (
      <Page
        routeId={routeId}
        location={shownLocation}
        writingPage={writingPage}
        landed={!hasNavigated}
      />
    ),
    [routeId, shownLocation, writingPage, hasNavigated],
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

function Page({
  routeId,
  location,
  writingPage,
  landed,
}: {
  routeId: RouteId | undefined;
  location: string;
  writingPage?: ReactNode;
  /** Whether this is the page the visitor landed on, not one the app navigated to. */
  landed: boolean;
}) {
  if (routeId) {
    const RoutePage = pages[routeId];
    return <RoutePage />;
  }
  if (__HAS_WRITING__ && isWritingPath(location)) {
    if (DevWritingPage) {
      return (
        <Suspense>
          <DevWritingPage path={location} />
        </Suspense>
      );
    }
    return (
      <PrerenderedPage path={location} landed={landed}>
        {writingPage}
      </PrerenderedPage>
    );
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
