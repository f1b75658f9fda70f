import { defaultLanguage, type Language } from '@/language';
import { routeIds, routes, writing } from '@/routes';
import { pageModuleAt } from './RouteView';
import { routerPath } from './routerPath';

const pageSources = import.meta.glob<string>('/src/pages/*.tsx', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const componentSources = import.meta.glob<string>('/src/components/**/*.tsx', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The content parts a module's source reads (`useContentPart('projects')`), each once, sorted. */
function partsReadBy(source: string): string[] {
  const parts = [...source.matchAll(/useContentPart\(\s*'(\w+)'/g)].map((match) => match[1] ?? '');
  return [...new Set(parts)].sort();
}

describe('pageModuleAt', () => {
  it.each(routeIds)('names the module whose export %s renders, as its source', async (id) => {
    const module = pageModuleAt(routes[id].path);
    if (!module) throw new Error(`${id} has no page module`);
    const component = await module.preload();
    // The manifest knows the chunk by `source`: it must be the module the page loads.
    const loaded = (await import(/* @vite-ignore */ `/${module.source}`)) as object;
    expect(Object.values(loaded)).toContain(component);
  });

  it.each(routeIds)('declares the content parts that the page of %s reads', (id) => {
    const module = pageModuleAt(routes[id].path);
    if (!module) throw new Error(`${id} has no page module`);
    // Each declared part is fetched with the page, in its language: a part it reads but does not
    // declare would make the page wait for it as it hydrates.
    expect([...module.parts].sort()).toEqual(partsReadBy(pageSources[`/${module.source}`] ?? ''));
  });

  it('leaves the reading of content parts to the pages, which declare them', () => {
    const readers = Object.entries(componentSources).filter(
      ([, source]) => partsReadBy(source).length > 0,
    );
    expect(readers.map(([file]) => file)).toEqual([]);
  });

  it('finds a route asked for in another spelling', () => {
    const { path } = routes.about;
    expect(pageModuleAt(`${path.toUpperCase()}/`)).toBe(pageModuleAt(path));
  });

  it('names none for an unknown path or a writing page, whose code is part of the app', () => {
    expect(pageModuleAt('/no/such/page')).toBeUndefined();
    expect(pageModuleAt(writing.path)).toBeUndefined();
  });
});

describe('routerPath', () => {
  const french: Language = { code: 'fr', name: 'Français', dir: 'ltr', prefix: '/fr' };

  it('is the address itself at the root, in the default language', () => {
    expect(routerPath(routes.about.path, defaultLanguage, '/')).toBe(routes.about.path);
    expect(routerPath('/', defaultLanguage, '/')).toBe('/');
  });

  it('leaves out the base path, in any case, and names the base itself the home page', () => {
    expect(routerPath(`/portfolio${routes.about.path}`, defaultLanguage, '/portfolio/')).toBe(
      routes.about.path,
    );
    expect(routerPath('/Portfolio/about', defaultLanguage, '/portfolio/')).toBe('/about');
    expect(routerPath('/portfolio', defaultLanguage, '/portfolio/')).toBe('/');
  });

  it("leaves out the prefix of the page's language, after the base path", () => {
    expect(routerPath(`/portfolio/fr${routes.about.path}`, french, '/portfolio/')).toBe(
      routes.about.path,
    );
    expect(routerPath('/fr', french, '/')).toBe('/');
  });

  it('matches no route outside the base path, as the router matches none', () => {
    const path = routerPath(routes.about.path, defaultLanguage, '/portfolio/');
    expect(pageModuleAt(path)).toBeUndefined();
  });
});
