import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
// Part of the app's own chunk, not one of its own: PrerenderedPage shows it too.
import { NotFound } from '@/pages/NotFound';
import {
  documentTitle,
  findRoute,
  isWritingPath,
  normalizePath,
  routePaths,
  tokensPagePath,
  type RouteId,
} from '@/routes';
import { PageTransition, usePreloadOnNavigationIntent } from './PageTransition';
import { PrerenderedPage } from './PrerenderedPage';
import { lazyPage, type PageModule } from './lazyPage';
import { useContent, useLanguage } from '@/hooks/useContent';
import { defaultLanguage, type Language } from '@/language';
import { loadContent } from '@/languageContent';
import { useShownLocation } from '@/hooks/useShownLocation';
import { useHydrationMark } from '@/hooks/useHydrationMark';

// Each page is a chunk of its own, and so is each part of the content it shows, in each
// language: a page's first load carries its own code and words, not every page's.
const Home = lazyPage('src/pages/Home.tsx', ['heroVideo'], () =>
  import('@/pages/Home').then((m) => m.Home),
);
const About = lazyPage('src/pages/About.tsx', ['projects', 'keySkills'], () =>
  import('@/pages/About').then((m) => m.About),
);
const Contact = lazyPage('src/pages/Contact.tsx', [], () =>
  import('@/pages/Contact').then((m) => m.Contact),
);
const Projects = lazyPage('src/pages/Projects.tsx', ['projects'], () =>
  import('@/pages/Projects').then((m) => m.Projects),
);
const CaseStudy = lazyPage('src/pages/CaseStudy.tsx', ['caseStudy'], () =>
  import('@/pages/CaseStudy').then((m) => m.CaseStudy),
);

// Development only: the constant condition removes the page from production builds.
const TokensPage = import.meta.env.DEV ? lazy(() => import('@/pages/TokensPage')) : null;
const DevWritingPage =
  import.meta.env.DEV && __WRITING_LANGUAGES__.length > 0
    ? lazy(() => import('@/pages/writing/DevWritingPage'))
    : null;

/** Each route's page: its module and the element that shows it. A missing page is a compile error. */
const pages: Record<RouteId, { module: PageModule; element: ReactNode }> = {
  home: { module: Home, element: <Home /> },
  about: { module: About, element: <About /> },
  contact: { module: Contact, element: <Contact /> },
  projects: { module: Projects, element: <Projects route="projects" /> },
  ecommerce: { module: Projects, element: <Projects route="ecommerce" /> },
  fetchApi: { module: Projects, element: <Projects route="fetchApi" /> },
  designBa: { module: CaseStudy, element: <CaseStudy /> },
};

/** Every page module, each once. */
const pageModules: readonly PageModule[] = [
  ...new Set(Object.values(pages).map(({ module }) => module)),
];

/** Fetches a page's code and the parts of the content it shows, in `language`. */
export function preloadPage(module: PageModule, language: Language): Promise<unknown> {
  return Promise.all([
    module.preload(),
    ...module.parts.map((part) => loadContent(language, part)),
  ]);
}

/**
 * Fetches every page's code and content parts in `language` (for a navigation the visitor is
 * about to make, say).
 */
export function preloadPages(language: Language = defaultLanguage): Promise<unknown> {
  return Promise.all(pageModules.map((module) => preloadPage(module, language)));
}

/**
 * The module of the page that RouteView shows at `location` (a path within the router's base,
 * in any spelling); none for a page whose code is part of the app's (the not-found page, a
 * writing page).
 */
export function pageModuleAt(location: string): PageModule | undefined {
  const routeId = findRoute(location)?.id;
  return routeId && pages[routeId].module;
}

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
  const language = useLanguage();
  const [location, navigate] = useLocation();
  const canonicalPath = canonicalPathOf(location);
  const { location: shownLocation, focusAtChange } = useShownLocation();
  const routeId = findRoute(shownLocation)?.id;
  // The page's identity: correcting the address's spelling keeps the page, with no transition.
  const page = canonicalPathOf(shownLocation) ?? shownLocation;
  const leaving = (canonicalPath ?? location) !== page;
  const hasNavigated = useHasNavigated(page);
  const preloadInLanguage = useCallback(() => preloadPages(language), [language]);
  usePreloadOnNavigationIntent(preloadInLanguage);
  useHydrationMark('main');

  useEffect(() => {
    if (canonicalPath && canonicalPath !== location) {
      const { search, hash } = window.location;
      navigate(`${canonicalPath}${search}${hash}`, { replace: true });
    }
  }, [canonicalPath, location, navigate]);

  // A writing page's title is its prerendered one (or DevWritingPage's).
  const titled = !(__WRITING_LANGUAGES__.length > 0 && isWritingPath(shownLocation));
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
  return routeId && routePaths[routeId].path;
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
  if (routeId) return pages[routeId].element;
  if (__WRITING_LANGUAGES__.length > 0 && isWritingPath(location)) {
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
