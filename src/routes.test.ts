import type { PostSummary } from './content/post';
import { fill } from './content/translation';
import {
  documentTitle,
  findRoute,
  findWritingPage,
  isWritingPath,
  navigation,
  navigationIn,
  navigationWith,
  navLinks,
  normalizePath,
  notFound,
  pageFile,
  routeIds,
  routePaths,
  routes,
  routeText,
  withBase,
  withoutBase,
  writing,
  writingPages,
  writingVersions,
  type WritingPage,
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

  it("puts each route's words in the default language on its place", () => {
    for (const id of routeIds) {
      expect(routes[id]).toEqual({ ...routePaths[id], ...routeText.pages[id] });
    }
    expect(navigation).toEqual(navigationIn(routeText.navLabels));
    expect(notFound).toEqual(routeText.notFound);
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
    expect(documentTitle('Page', 'Brand')).toBe('Page | Brand');
    expect(documentTitle(routes.home.title, 'Brand')).toBe(`${routes.home.title} | Brand`);
    expect(documentTitle(routes.home.title, 'Brand', routes.home.title)).toBe('Brand');
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

/** A published post for the writing pages; only the fields the pages read matter. */
function post(slug: string, date: string, tags: string[] = []): PostSummary {
  return {
    slug,
    title: `Title of ${slug}`,
    date,
    summary: `Summary of ${slug}.`,
    tags: tags.map((name) => ({ name, slug: name.toLowerCase().replace(/ /g, '-') })),
    readingMinutes: 2,
    draft: false,
  };
}

/** Newest first, as loadPosts returns them. */
const posts = [
  post('newest', '2026-05-02', ['Testing', 'React']),
  post('middle', '2026-03-10', ['Accessibility', 'React']),
  post('oldest', '2026-01-20', ['Web Dev']),
];

const pageOf = <K extends WritingPage['kind']>(pages: WritingPage[], kind: K) =>
  pages.filter((page): page is Extract<WritingPage, { kind: K }> => page.kind === kind);

describe('the writing pages', () => {
  it('are none at all without a post', () => {
    expect(writingPages([])).toEqual([]);
    expect(findWritingPage(writing.path, [])).toBeUndefined();
  });

  it('are the index, then one page per post, then one per tag', () => {
    const pages = writingPages(posts);

    expect(pages.map((page) => [page.kind, page.path])).toEqual([
      ['index', '/writing'],
      ['post', '/writing/newest'],
      ['post', '/writing/middle'],
      ['post', '/writing/oldest'],
      ['tag', '/writing/tags/accessibility'],
      ['tag', '/writing/tags/react'],
      ['tag', '/writing/tags/testing'],
      ['tag', '/writing/tags/web-dev'],
    ]);
    expect(pages[0]).toEqual({
      kind: 'index',
      path: writing.path,
      title: writing.title,
      description: writing.description,
    });
  });

  it('keep every path in its canonical spelling, each naming one page', () => {
    const paths = writingPages(posts).map((page) => page.path);
    for (const path of paths) {
      expect(normalizePath(path)).toBe(path);
      expect(isWritingPath(path)).toBe(true);
      expect(findRoute(path)).toBeUndefined();
    }
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('give each post its title, its summary and its newer and older neighbours', () => {
    const postPages = pageOf(writingPages(posts), 'post');

    expect(
      postPages.map((page) => ({
        path: page.path,
        title: page.title,
        description: page.description,
        post: page.post.slug,
        newer: page.newer?.slug,
        older: page.older?.slug,
      })),
    ).toEqual([
      {
        path: '/writing/newest',
        title: 'Title of newest',
        description: 'Summary of newest.',
        post: 'newest',
        newer: undefined,
        older: 'middle',
      },
      {
        path: '/writing/middle',
        title: 'Title of middle',
        description: 'Summary of middle.',
        post: 'middle',
        newer: 'newest',
        older: 'oldest',
      },
      {
        path: '/writing/oldest',
        title: 'Title of oldest',
        description: 'Summary of oldest.',
        post: 'oldest',
        newer: 'middle',
        older: undefined,
      },
    ]);
  });

  it('give each tag, in alphabetical order, a page of its posts, newest first', () => {
    const tagPages = pageOf(writingPages(posts), 'tag');

    expect(tagPages.map((page) => [page.tag.name, page.posts.map(({ slug }) => slug)])).toEqual([
      ['Accessibility', ['middle']],
      ['React', ['newest', 'middle']],
      ['Testing', ['newest']],
      ['Web Dev', ['oldest']],
    ]);
    expect(tagPages[1]?.title).toBe(fill(routeText.writing.tagTitle, { tag: 'React' }));
    expect(tagPages[1]?.description).toBe(fill(routeText.writing.tagDescription, { tag: 'React' }));
  });

  it('have a single post as its own page, with no neighbours', () => {
    const pages = writingPages([post('only', '2026-01-01')]);
    expect(pages.map((page) => page.path)).toEqual(['/writing', '/writing/only']);
    const [only] = pageOf(pages, 'post');
    expect(only?.newer).toBeUndefined();
    expect(only?.older).toBeUndefined();
  });

  it("names the languages a page is in: a post by its address, each language's index and shared tags", () => {
    const languages = [{ code: 'en' }, { code: 'fr' }, { code: 'ar' }];
    const [, french] = languages;
    const postsByLanguage = {
      en: posts,
      fr: [post('middle', '2026-03-12', ['React']), post('own', '2026-02-01', ['Langues'])],
    };
    const at = (path: string) => writingVersions(path, languages, postsByLanguage);

    expect(at(writing.path)).toEqual(languages.slice(0, 2));
    expect(at(writing.postPath('middle'))).toEqual(languages.slice(0, 2));
    expect(at(writing.postPath('newest'))).toEqual(languages.slice(0, 1));
    expect(at(writing.postPath('own'))).toEqual([french]);
    expect(at(writing.tagPath('react'))).toEqual(languages.slice(0, 2));
    expect(at(writing.tagPath('langues'))).toEqual([french]);
    expect(at(writing.postPath('nowhere'))).toEqual([]);
  });

  it.each([
    ['/writing', '/writing'],
    ['/Writing/', '/writing'],
    ['/WRITING/Middle', '/writing/middle'],
    ['/writing//middle/', '/writing/middle'],
    ['/writing/tags/REACT/', '/writing/tags/react'],
    ['/Writing/Tags/Web-Dev', '/writing/tags/web-dev'],
  ])('finds the page at %s in any spelling (%s)', (spelling, path) => {
    expect(findWritingPage(spelling, posts)?.path).toBe(path);
  });

  it.each(['/writing/nope', '/writing/tags', '/writing/tags/nope', '/writingx', '/about'])(
    'finds no writing page at %s',
    (path) => {
      expect(findWritingPage(path, posts)).toBeUndefined();
    },
  );

  it('tell the writing section’s paths from the others, in any spelling', () => {
    for (const path of ['/writing', '/Writing/', '/writing/anything', '/WRITING/tags/x']) {
      expect(isWritingPath(path), path).toBe(true);
    }
    for (const path of ['/', '/writings', '/writing-tips', '/about', '/project/writing']) {
      expect(isWritingPath(path), path).toBe(false);
    }
  });
});

describe('the navbar with the writing section', () => {
  it('is the navbar itself without posts', () => {
    expect(navigationWith(false, routeText)).toEqual(navigation);
  });

  it('puts the writing entry right after Contact with posts, and keeps the rest in order', () => {
    const withWriting = navigationWith(true, routeText);
    const contact = withWriting.findIndex(
      (entry) => entry.kind === 'link' && entry.route === 'contact',
    );

    expect(contact).toBeGreaterThanOrEqual(0);
    expect(withWriting[contact + 1]).toEqual({ kind: 'writing', label: writing.label });
    expect(withWriting.filter((entry) => entry.kind !== 'writing')).toEqual(navigation);
    expect(withWriting).toHaveLength(navigation.length + 1);
  });

  it('leaves the navbar itself unchanged', () => {
    const before = structuredClone(navigation);
    navigationWith(true, routeText);
    expect(navigation).toEqual(before);
  });
});
