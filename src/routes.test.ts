import {
  documentTitle,
  findRoute,
  navLinks,
  normalizePath,
  pageFile,
  routeIds,
  routes,
  withBase,
  withoutBase,
} from './routes';

describe('route table', () => {
  it('gives every route a title and a meta description of a useful length', () => {
    for (const id of routeIds) {
      expect(routes[id].title.trim()).not.toBe('');
      expect(routes[id].description.length).toBeGreaterThan(20);
      expect(routes[id].description.length).toBeLessThanOrEqual(160);
    }
  });

  it('keeps every path in its one canonical spelling, each naming a different page', () => {
    const paths = routeIds.map((id) => routes[id].path);
    for (const path of paths) expect(normalizePath(path)).toBe(path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('links every route from the navbar exactly once', () => {
    expect(navLinks.map((link) => link.route).sort()).toEqual([...routeIds].sort());
  });
});

describe('matching a path to a route', () => {
  it.each(routeIds)('finds %s by its path, in any case, with or without trailing slashes', (id) => {
    const { path } = routes[id];
    for (const spelling of [path, path.toUpperCase(), `${path}/`, path.replace(/\//g, '//')]) {
      expect(findRoute(spelling)?.id).toBe(id);
    }
  });

  it('finds nothing for a path no route has', () => {
    expect(findRoute('/no/such/page')).toBeUndefined();
    expect(findRoute(`${routes.projects.path}/unknown`)).toBeUndefined();
    expect(findRoute(`${routes.about.path}x`)).toBeUndefined();
  });

  it('normalises case, repeated slashes and a trailing slash, and leaves the root alone', () => {
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('//')).toBe('/');
    expect(normalizePath('/Project//Fetch-API/')).toBe('/project/fetch-api');
  });

  it('places each page where the server looks for it', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/project/ecommerce')).toBe('project/ecommerce/index.html');
  });
});

describe('document titles', () => {
  it('read "Page | Brand", and the home page the brand alone', () => {
    expect(documentTitle('About', 'Brand')).toBe('About | Brand');
    expect(documentTitle(routes.home.title, 'Brand')).toBe('Brand');
  });
});

describe('the base path', () => {
  it('puts every route under the base and reads it back', () => {
    for (const base of ['/', '/portfolio/', '/a/b/']) {
      for (const id of routeIds) {
        const served = withBase(base, routes[id].path);
        expect(served.startsWith(base)).toBe(true);
        expect(withoutBase(base, served)).toBe(routes[id].path);
        expect(findRoute(withoutBase(base, `${served}/`.replace('//', '/')) ?? '')?.id).toBe(id);
      }
    }
  });

  it('names the home page by the base with or without its slash, and nothing outside it', () => {
    expect(withBase('/portfolio/', '/')).toBe('/portfolio/');
    expect(withoutBase('/portfolio/', '/portfolio')).toBe('/');
    expect(withoutBase('/portfolio/', '/Portfolio/About')).toBe('/About');
    expect(withoutBase('/My-Portfolio/', '/my-portfolio/about')).toBe('/about');
    expect(withoutBase('/portfolio/', '/about')).toBeUndefined();
    expect(withoutBase('/portfolio/', '/portfolios/about')).toBeUndefined();
    expect(withoutBase('/', '/about')).toBe('/about');
  });
});
