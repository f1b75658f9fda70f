import { documentTitle, findRoute, navigation, navLinks, routeIds, routes } from './routes';

describe('route table', () => {
  it('has exactly the spec routes, with a title and a description each', () => {
    expect(routeIds.map((id) => routes[id].path)).toEqual([
      '/',
      '/about',
      '/contact',
      '/project',
      '/project/ecommerce',
      '/project/fetch-api',
      '/project/design-ba',
    ]);
    for (const id of routeIds) {
      expect(routes[id].title.length).toBeGreaterThan(0);
      expect(routes[id].description.length).toBeGreaterThan(20);
      expect(routes[id].description.length).toBeLessThanOrEqual(160);
    }
  });

  it('finds a route by path, ignoring a trailing slash', () => {
    expect(findRoute('/about')?.id).toBe('about');
    expect(findRoute('/project/fetch-api/')?.id).toBe('fetchApi');
    expect(findRoute('/')?.id).toBe('home');
    expect(findRoute('/project/unknown')).toBeUndefined();
    expect(findRoute('/About')).toBeUndefined();
  });

  it('titles documents "Page | Brand", and the home page with the brand alone', () => {
    expect(documentTitle('About', 'Brand')).toBe('About | Brand');
    expect(documentTitle(routes.home.title, 'Brand')).toBe('Brand');
  });

  it('links every route from the navbar exactly once', () => {
    expect(navLinks.map((link) => link.route).sort()).toEqual([...routeIds].sort());
    expect(navigation.map((entry) => entry.label)).toEqual(['Home', 'About', 'Contact', 'Project']);
  });
});
