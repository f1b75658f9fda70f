import { Suspense, type ReactNode } from 'react';
import styled, { ThemeProvider } from 'styled-components';
import { Router } from 'wouter';
import { theme } from '@theme/theme';
import { Footer } from '@/components/Footer';
import { Navbar } from '@/components/Navbar';
import { RouteView } from '@/app/RouteView';
import { ShownLocationProvider } from '@/hooks/useShownLocation';
import { SkipLink } from '@/components/SkipLink';
import { basePath } from '@/sitePath';
import { ScriptRunningProvider } from '@/hooks/useScriptRunning';
import { PageLanguageProvider } from '@/hooks/useContent';
import type { SiteContent } from '@/content/siteContent';
import { defaultLanguage, type Language } from '@/language';
// What the build defines (the footer's year, the contact API's address), for every program that
// takes in the app, the prerenderer's tests among them.
import type {} from '@/vite-env.d.ts';

const mainId = 'main';

interface AppProps {
  /**
   * The address to render outside a browser (prerendering), base path included; the browser's
   * location otherwise.
   */
  ssrPath?: string;
  /** The writing section's page at `ssrPath`, when prerendering one (see RouteView). */
  writingPage?: ReactNode;
  /**
   * The page's language (the default one unless said), and its content's shell, once loaded
   * (read from the loaded content if not given).
   */
  language?: Language;
  content?: SiteContent;
}

/** The router's base: the base path without its trailing slash, none at the root. */
const routerBase = basePath.replace(/\/$/, '');

export function App({ ssrPath, writingPage, language = defaultLanguage, content }: AppProps) {
  return (
    <ThemeProvider theme={theme}>
      <ScriptRunningProvider>
        <PageLanguageProvider language={language} content={content}>
          {/* A language's pages live under its prefix: the app's own links stay within it. */}
          <Router ssrPath={ssrPath} base={`${routerBase}${language.prefix}`}>
            <ShownLocationProvider>
              <SkipLink target={mainId} />
              {/* Hydration boundaries: React hydrates each in short slices of time rather than the
            whole page in one long task, and first hydrates the one a visitor interacts with. */}
              <Suspense>
                <Navbar />
              </Suspense>
              <Main id={mainId} tabIndex={-1}>
                <Suspense>
                  <RouteView writingPage={writingPage} />
                </Suspense>
              </Main>
              {/* Below the fold: hydrated after the page, not as part of the shell before it. */}
              <Suspense>
                <Footer />
              </Suspense>
            </ShownLocationProvider>
          </Router>
        </PageLanguageProvider>
      </ScriptRunningProvider>
    </ThemeProvider>
  );
}

const Main = styled.main`
  display: block;
  /* Takes the room a short page leaves, so the footer sits at the bottom of the window. */
  flex: 1 0 auto;
`;
