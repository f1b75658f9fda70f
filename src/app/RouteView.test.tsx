import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { Router } from 'wouter';
import { theme } from '@theme/theme';
import { Footer } from '@/components/Footer';
import { Navbar } from '@/components/Navbar';
import { colorSchemeToggleName } from '@/components/Navbar/colorSchemeLabels';
import { SkipLink } from '@/components/SkipLink';
import { aboutProjectsShown } from '@/content/limits';
import { profile } from '@/content/profile';
import { projects } from '@/content/projects';
import { defaultContent } from '@/content/siteContent';
import { fill } from '@/content/translation';
import { ui } from '@/content/ui';
import { PageLanguageProvider } from '@/hooks/useContent';
import { ScriptRunningProvider } from '@/hooks/useScriptRunning';
import { ShownLocationProvider } from '@/hooks/useShownLocation';
import { defaultLanguage } from '@/language';
import {
  documentTitle,
  navigationIn,
  navLinks,
  notFound,
  routeIds,
  routes,
  tokensPagePath,
} from '@/routes';
import { getSummary, querySummary } from '@/testing/disclosure';
import { pageHeading } from '@/testing/pageHeading';
import { renderApp } from '@/testing/renderApp';
import { RouteView } from './RouteView';

const navLabel = (id: (typeof routeIds)[number]) =>
  navLinks.find((link) => link.route === id)?.label ?? '';
const mainNav = () => screen.getByRole('navigation', { name: ui.navbar.name });

describe('routes', () => {
  it.each(routeIds)('renders %s with its heading and document title', async (id) => {
    const { path, title } = routes[id];
    renderApp(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: pageHeading(id) }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe(
        id === 'home' ? profile.brandName : `${title} | ${profile.brandName}`,
      ),
    );
  });

  it('shows a NotFound page with the navbar and a link home for an unknown path', async () => {
    const { user } = renderApp('/no/such/page');
    expect(screen.getByRole('heading', { level: 1, name: notFound.title })).toBeInTheDocument();
    expect(screen.getByText('/no/such/page')).toBeInTheDocument();
    expect(mainNav()).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${notFound.title} | ${profile.brandName}`));

    await user.click(screen.getByRole('link', { name: ui.notFound.homeLink }));
    expect(
      await screen.findByRole('heading', { level: 1, name: pageHeading('home') }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe(routes.home.path);
  });

  it('offers every other page once on the not-found page, in a list', () => {
    renderApp('/no/such/page');
    const list = screen.getByRole('heading', { level: 2 }).nextElementSibling as HTMLElement;
    expect(list.tagName).toBe('UL');
    const offered = within(list)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    const home = screen.getByRole('link', { name: ui.notFound.homeLink }).getAttribute('href');
    expect([home, ...offered].sort()).toEqual(
      navLinks.map((link) => routes[link.route].path).sort(),
    );
  });

  it('shows a route asked for in another spelling, and corrects the address to its path', async () => {
    const { path } = routes.about;
    renderApp(`${path.toUpperCase()}/?from=card#top`);

    expect(screen.getByRole('heading', { level: 1, name: pageHeading('about') })).toBeVisible();
    await waitFor(() => expect(window.location.pathname).toBe(path));
    expect(window.location.search).toBe('?from=card');
    expect(window.location.hash).toBe('#top');
    // The same page, not a navigation: no focus move, and the navbar marks it.
    expect(document.body).toHaveFocus();
    expect(within(mainNav()).getByRole('link', { name: navLabel('about') })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('serves the design tokens page in development, listing the tokens', async () => {
    renderApp(tokensPagePath);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Design tokens' }),
    ).toBeInTheDocument();
    for (const name of Object.keys(theme.colors)) {
      expect(screen.getByText(name, { exact: true })).toBeInTheDocument();
    }
  });
});

describe('focus and skip link', () => {
  it('offers the skip link as the first focusable element, then the brand', async () => {
    const { user } = renderApp(routes.about.path);
    await user.tab();
    const skip = screen.getByRole('link', { name: ui.skipLink });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');

    await user.tab();
    expect(screen.getByRole('link', { name: profile.brandName })).toHaveFocus();
  });

  it('leaves focus alone on the landing page', () => {
    renderApp(routes.about.path);
    expect(document.body).toHaveFocus();
  });

  it('moves focus to the new page heading after navigation', async () => {
    const { user } = renderApp(routes.home.path);
    await user.click(within(mainNav()).getByRole('link', { name: navLabel('contact') }));

    const heading = await screen.findByRole('heading', {
      level: 1,
      name: pageHeading('contact'),
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toBe(`${routes.contact.title} | ${profile.brandName}`);
  });
});

describe('the shell in the page’s language', () => {
  /** `value`, each string of it in other words: a stand-in translation that shares none of the default's. */
  function inOtherWords<T>(value: T): T {
    if (typeof value === 'string') return `«${value}»` as T;
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, inOtherWords(item)]),
    ) as T;
  }

  const content = {
    ...defaultContent,
    ui: inOtherWords(defaultContent.ui),
    routeText: inOtherWords(defaultContent.routeText),
  };

  /** The navbar, the page at `path` and the footer, in the other words. */
  function renderInOtherWords(path: string, running = true) {
    window.history.replaceState(null, '', path);
    const shell = (
      <ThemeProvider theme={theme}>
        <PageLanguageProvider language={defaultLanguage} content={content}>
          <Router ssrPath={running ? undefined : path}>
            <ShownLocationProvider>
              <SkipLink target="main" />
              <Navbar />
              <RouteView />
              <Footer />
            </ShownLocationProvider>
          </Router>
        </PageLanguageProvider>
      </ThemeProvider>
    );
    // Before the script runs, the page is as the prerenderer writes it.
    if (!running) return renderToString(<ScriptRunningProvider>{shell}</ScriptRunningProvider>);
    render(shell);
    return undefined;
  }

  it('names the navbar, its toggles, the skip link and the footer in the page’s words', () => {
    renderInOtherWords(routes.about.path);
    const nav = screen.getByRole('navigation', { name: content.ui.navbar.name });
    // Its toggle shows below the navbar's breakpoint alone: found by its words.
    expect(within(nav).getByText(content.ui.navbar.menu).closest('summary')).not.toBeNull();
    expect(getSummary(colorSchemeToggleName(content.ui.colorScheme, 'system'), nav)).toBeVisible();
    for (const link of navigationIn(content.routeText.navLabels).filter(
      (entry) => entry.kind === 'link',
    )) {
      expect(within(nav).getByRole('link', { name: link.label })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: content.ui.skipLink })).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    const ownerLinks = within(footer).getByRole('list', { name: content.ui.ownerLinks.name });
    expect(
      within(ownerLinks).getByRole('link', { name: content.ui.ownerLinks.email }),
    ).toBeVisible();
    const external = within(ownerLinks)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('target') === '_blank');
    expect(external.length).toBeGreaterThan(0);
    for (const link of external) {
      expect(link).toHaveAccessibleName(expect.stringContaining(content.ui.externalLink.newTab));
    }
    expect(
      within(footer).getByText(
        fill(content.ui.footer.copyright, {
          year: new Date().getFullYear(),
          name: profile.brandName,
        }),
      ),
    ).toBeVisible();
  });

  it('says what an unknown address is in the page’s words, and titles the page in them', async () => {
    renderInOtherWords('/no/such/page');
    const words = content.ui.notFound;
    expect(
      screen.getByRole('heading', { level: 1, name: content.routeText.notFound.title }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: words.otherPages })).toBeVisible();
    expect(screen.getByRole('link', { name: words.homeLink })).toBeVisible();
    await waitFor(() =>
      expect(document.title).toBe(
        documentTitle(content.routeText.notFound.title, profile.brandName),
      ),
    );

    const prerendered = document.createElement('div');
    prerendered.innerHTML = renderInOtherWords('/no/such/page', false) ?? '';
    expect(prerendered.querySelector('h1 + p')?.textContent).toBe(
      fill(words.lead, { address: words.unknownAddress }),
    );
  });

  it('names the project cards’ parts and the button that shows more in the page’s words', async () => {
    renderInOtherWords(routes.projects.path);
    const [card] = screen.getAllByRole('article');
    if (!card) throw new Error('the content has no projects');
    expect(
      within(card).getByRole('list', { name: content.ui.projectCard.skillsName }),
    ).toBeVisible();
    expect(
      within(card).getByRole('link', {
        name: `${content.ui.projectCard.projectLink} ${content.ui.externalLink.newTab}`,
      }),
    ).toBeVisible();

    cleanup();
    renderInOtherWords(routes.about.path);
    expect(querySummary(content.ui.projectLinks.viewMore) !== null).toBe(
      projects.length > aboutProjectsShown,
    );
  });

  it('titles the home page with the brand alone, whatever the words of its title', async () => {
    renderInOtherWords(routes.home.path);
    await waitFor(() => expect(document.title).toBe(profile.brandName));
  });
});
