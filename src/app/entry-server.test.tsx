// @vitest-environment node
// The prerenderer renders every route outside a browser: no window, no document.
import { globalStyleSheet } from '@theme/GlobalStyle';
import { renderPage } from '@/app/entry-server';
import { pageModuleAt } from '@/app/RouteView';
import { ui } from '@/content/ui';
import { routeIds, routes, routeText } from '@/routes';
import { pageHeading } from '@/testing/pageHeading';

describe('rendering without a browser', () => {
  it('runs where there is no window', () => {
    expect(typeof window).toBe('undefined');
  });

  it.each(routeIds)('renders %s with its heading, the navbar and its styles', (id) => {
    const { html, styleTags } = renderPage(routes[id].path);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeHtml(pageHeading(id))}</h1>`));
    expect(html).toContain(`aria-label="${ui.navbar.name}"`);
    expect(html).toContain(ui.skipLink);
    expect(styleTags).toContain('position:sticky');
  });

  it.each(routeIds)(
    'reports the parts of the content %s shows, as its page module declares them',
    (id) => {
      const { path } = routes[id];
      expect(renderPage(path).contentParts).toEqual(pageModuleAt(path)?.parts);
    },
  );

  it('reports no part of the content for a page that shows the shell alone', () => {
    expect(renderPage('/nope').contentParts).toEqual([]);
  });

  it('renders the NotFound page for an unknown path', () => {
    expect(renderPage('/nope').html).toContain(routeText.notFound.title);
  });

  it('renders the home video with neither autoplay nor controls, which the app adds once it knows they fit', () => {
    const video = /<video\b[^>]*>/.exec(renderPage(routes.home.path).html)?.[0] ?? '';
    expect(video).toContain('poster=');
    expect(video).not.toMatch(/\s(autoplay|controls)\b/);
  });

  it('marks the current page in the navbar', () => {
    const { path } = routes.about;
    expect(renderPage(path).html).toMatch(
      new RegExp(`<a[^>]*aria-current="page"[^>]*href="${path}"`),
    );
  });

  it.each(routeIds)('declares on :root every CSS variable that %s uses', (id) => {
    // The page carries the global style sheet, then the styles of what it renders.
    const css = globalStyleSheet() + renderPage(routes[id].path).styleTags;
    const declared = new Set([...css.matchAll(/(--[\w-]+):/g)].map((match) => match[1]));
    const used = new Set([...css.matchAll(/var\((--[\w-]+)\)/g)].map((match) => match[1]));

    expect(used.size).toBeGreaterThan(0);
    expect([...used].filter((name) => !declared.has(name))).toEqual([]);
  });
});

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
}
