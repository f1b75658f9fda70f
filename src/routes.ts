/**
 * The route table: the one list of pages that the router, the navbar, document titles,
 * the prerenderer, the sitemap and the server all read. It holds data only (no components),
 * so code outside the browser bundle can import it. Where each page lives (`routePaths`, the
 * navbar's layout, `writingPaths`) is apart from its words in the default language
 * (`routeText`): the browser's code reads the first alone, and takes each language's words from
 * that language's content, so a page carries no other language's.
 */
import type { ProjectCategory } from './content/categories.ts';
import { tagsOf, type PostSummary, type PostTag } from './content/post.ts';
import { fill } from './content/translation.ts';

/** Each route's page: where it lives, and what it shows. */
export const routePaths = {
  home: { path: '/' },
  about: { path: '/about' },
  contact: { path: '/contact' },
  projects: { path: '/project' },
  ecommerce: { path: '/project/ecommerce', category: 'ecommerce' },
  fetchApi: { path: '/project/fetch-api', category: 'api' },
  designBa: { path: '/project/design-ba' },
} satisfies Record<string, RoutePlace>;

/** Where a route's page lives, and what it shows. */
export interface RoutePlace {
  /** The canonical path: lower case, no trailing slash (see `normalizePath`). */
  path: string;
  /** A project page shows only the projects of this category; all of them when absent. */
  category?: ProjectCategory;
}

/** A route's page with its words. */
export interface RouteInfo extends RoutePlace {
  /** The page's name: its main heading and the first part of the document title. */
  title: string;
  /** The meta description. */
  description: string;
}

export type RouteId = keyof typeof routePaths;

export const routeIds = Object.keys(routePaths) as RouteId[];

/** The design tokens page, served by the development server only. */
export const tokensPagePath = '/__tokens';

/**
 * The one way every part of the site compares paths: case folded, repeated slashes merged and
 * the trailing slash dropped, so `/About/` and `/about` name the same page. Route paths are
 * kept in this form; any other spelling is answered with a redirect to it.
 */
export function normalizePath(path: string): string {
  const collapsed = path.replace(/\/{2,}/g, '/').toLowerCase();
  return collapsed.length > 1 ? collapsed.replace(/\/$/, '') : collapsed;
}

/** The route `path` names in any spelling (see `normalizePath`), if any. */
export function findRoute(path: string): (RoutePlace & { id: RouteId }) | undefined {
  const normalized = normalizePath(path);
  const id = routeIds.find((routeId) => routePaths[routeId].path === normalized);
  return id && { id, ...routePaths[id] };
}

/**
 * A path of the site (a route's path, a file under public/) as it is served under `basePath`
 * (as parseBasePath in src/settings.ts writes it: a slash at each end).
 */
export function withBase(basePath: string, path: string): string {
  return `${basePath}${path.replace(/^\//, '')}`;
}

/**
 * The site path that a request's `pathname` names under `basePath`, with its leading slash;
 * undefined when it lies outside the base. The base itself without its trailing slash
 * (`/portfolio`) names the home page too, as static hosts serve it.
 */
export function withoutBase(basePath: string, pathname: string): string | undefined {
  if (basePath === '/') return pathname;
  const base = basePath.slice(0, -1);
  // Compared in any case, as route paths are: the server then redirects to the base's own.
  if (pathname.toLowerCase() === base.toLowerCase()) return '/';
  return pathname.toLowerCase().startsWith(basePath.toLowerCase())
    ? pathname.slice(base.length)
    : undefined;
}

/** Where the prerendered page of a route's path lives, relative to the build folder. */
export function pageFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

/**
 * `About | Alex Morgan`; the home page (titled `homeTitle` in the page's language, when given)
 * is the brand alone.
 */
export function documentTitle(title: string, brandName: string, homeTitle?: string): string {
  return title === homeTitle ? brandName : `${title} | ${brandName}`;
}

/** A navbar entry: a link to a route, or a dropdown of routes. */
export type NavEntry =
  | { kind: 'link'; route: RouteId; label: string }
  | { kind: 'dropdown'; id: string; label: string; items: NavItem[] };

/** A navbar entry, or the writing section's, which only builds with a published post have. */
export type SiteNavEntry = NavEntry | { kind: 'writing'; label: string };

export interface NavItem {
  route: RouteId;
  label: string;
  /** Draw a divider above this item. */
  dividerBefore?: boolean;
}

/** The navbar's layout, left to right; a dropdown's items top to bottom (its words: `navLabels`). */
const navLayout = [
  { kind: 'link', route: 'home' },
  { kind: 'link', route: 'about' },
  { kind: 'link', route: 'contact' },
  {
    kind: 'dropdown',
    id: 'project',
    items: [
      { route: 'ecommerce' },
      { route: 'fetchApi' },
      { route: 'projects' },
      { route: 'designBa', dividerBefore: true },
    ],
  },
] as const satisfies readonly (
  | { kind: 'link'; route: RouteId }
  | {
      kind: 'dropdown';
      id: string;
      items: readonly { route: RouteId; dividerBefore?: boolean }[];
    }
)[];

/**
 * The owner's writing: pages that exist only in a language with at least one published post
 * (src/content/posts/ for the default, translations/<code>/posts/ for another), and so live
 * apart from the route table, whose pages every build has. Their words are `routeText.writing`;
 * another language's pages are these paths under its prefix.
 */
export const writingPaths = {
  path: '/writing',
  rssPath: '/writing/rss.xml',
  atomPath: '/writing/atom.xml',
  postPath: (slug: string) => `/writing/${slug}`,
  tagPath: (tagSlug: string) => `/writing/tags/${tagSlug}`,
} as const;

/** Whether `path` (in any spelling) is the writing index or a page below it. */
export function isWritingPath(path: string): boolean {
  const normalized = normalizePath(path);
  return normalized === writingPaths.path || normalized.startsWith(`${writingPaths.path}/`);
}

/** A page of the writing section, as the prerenderer, the sitemap and the pages know it. */
export type WritingPage = Pick<RouteInfo, 'path' | 'title' | 'description'> &
  (
    | { kind: 'index' }
    | { kind: 'tag'; tag: PostTag; posts: PostSummary[] }
    | { kind: 'post'; post: PostSummary; newer?: PostSummary; older?: PostSummary }
  );

/**
 * Every page of the writing section for `posts` (newest first): the index, one per post and
 * one per tag; none at all without a post.
 */
export function writingPages<P extends PostSummary>(
  posts: readonly P[],
  text: RouteText['writing'] = routeText.writing,
): WritingPage[] {
  if (posts.length === 0) return [];
  return [
    { kind: 'index', path: writingPaths.path, title: text.title, description: text.description },
    ...posts.map((post, index): WritingPage => ({
      kind: 'post',
      path: writingPaths.postPath(post.slug),
      title: post.title,
      description: post.summary,
      post,
      newer: posts[index - 1],
      older: posts[index + 1],
    })),
    ...tagsOf(posts).map((tag): WritingPage => ({
      kind: 'tag',
      path: writingPaths.tagPath(tag.slug),
      title: fill(text.tagTitle, { tag: tag.name }),
      description: fill(text.tagDescription, { tag: tag.name }),
      tag,
      posts: posts.filter((post) => post.tags.some(({ slug }) => slug === tag.slug)),
    })),
  ];
}

/** The writing page at `path` (in any spelling), if `posts` make one there. */
export function findWritingPage(
  path: string,
  posts: readonly PostSummary[],
  text?: RouteText['writing'],
): WritingPage | undefined {
  const normalized = normalizePath(path);
  return writingPages(posts, text).find((page) => page.path === normalized);
}

/**
 * The languages among `languages` whose writing has a page at `path` (a path of the section
 * without a language's prefix, such as `/writing/my-post`), given each one's posts by its tag:
 * a post with the same address in two languages is one post, translated.
 */
export function writingVersions<L extends { code: string }>(
  path: string,
  languages: readonly L[],
  postsByLanguage: Readonly<Record<string, readonly PostSummary[]>>,
): L[] {
  return languages.filter(
    ({ code }) => findWritingPage(path, postsByLanguage[code] ?? []) !== undefined,
  );
}

/** The navbar in the words of `text`, with the writing section's entry after Contact when there is one. */
export function navigationWith(hasWriting: boolean, text: RouteText): SiteNavEntry[] {
  const entries = navigationIn(text.navLabels);
  if (!hasWriting) return entries;
  const at = entries.findIndex((entry) => entry.kind === 'link' && entry.route === 'contact');
  return [
    ...entries.slice(0, at + 1),
    { kind: 'writing', label: text.writing.label },
    ...entries.slice(at + 1),
  ];
}

/** A navbar label's key: its route's id, or its dropdown's. */
export type NavLabelKey = RouteId | 'project';

/**
 * The route table's words in the default language: each page's title and description, the
 * navbar's labels, the missing page's and the writing section's (`{tag}` stands for a tag's
 * name). A translation gives its own (src/content/translations/<code>/routes.ts).
 */
export const routeText = {
  pages: {
    home: {
      title: 'Home',
      description: 'Portfolio of a web developer: projects, skills and a way to get in touch.',
    },
    about: {
      title: 'About',
      description:
        'About me: my passion for coding and new technologies, my hobbies and key skills.',
    },
    contact: {
      title: 'Contact',
      description: 'Send me a message about a job, a project or a collaboration.',
    },
    projects: {
      title: 'All Projects',
      description:
        'Every project in the portfolio: full-stack, e-commerce, games, front-end and APIs.',
    },
    ecommerce: {
      title: 'Ecommerce',
      description: 'E-commerce projects: shopping carts and online stores.',
    },
    fetchApi: {
      title: 'Fetch data from API',
      description: 'Projects that fetch and display data from web APIs.',
    },
    designBa: {
      title: 'Design & Business Analysis',
      description:
        'Case study: a coffee delivery app for a small seller, from wireframe to process diagrams and system topology.',
    },
  } satisfies Record<RouteId, { title: string; description: string }>,
  /** The navbar's labels: each link's, by its route, and the dropdown's, by its id. */
  navLabels: {
    home: 'Home',
    about: 'About',
    contact: 'Contact',
    project: 'Project',
    ecommerce: 'Ecommerce',
    fetchApi: 'Fetch API',
    projects: 'All Projects',
    designBa: 'Design & Business Analysis',
  } satisfies Record<NavLabelKey, string>,
  /** What an unknown path shows. */
  notFound: {
    title: 'Page not found',
    description: 'There is no page at this address.',
  },
  writing: {
    title: 'Writing',
    description: 'What I write about building for the web: projects, lessons and notes.',
    /** The navbar's and the footer's name for it. */
    label: 'Writing',
    tagTitle: 'Posts tagged “{tag}”',
    tagDescription: 'Everything I have written about {tag}.',
  },
};

export type RouteText = typeof routeText;

/** The navbar in the words of `labels`. */
export function navigationIn(labels: RouteText['navLabels']): NavEntry[] {
  return navLayout.map((entry): NavEntry =>
    entry.kind === 'link'
      ? { ...entry, label: labels[entry.route] }
      : {
          ...entry,
          label: labels[entry.id],
          items: entry.items.map((item) => ({ ...item, label: labels[item.route] })),
        },
  );
}

/*
 * The route table with its words in the default language, for the build, the server, the tools
 * and the tests. The browser's code reads none of these: each is built by a call marked pure,
 * given nothing but identifiers, which the bundle leaves out when nothing reads its result, so a
 * page carries its own language's words alone.
 */

/** Each route's place and words in the default language. */
export const routes = /* @__PURE__ */ routesIn(routeText);

/** What an unknown path shows, in the default language. */
export const notFound: Pick<RouteInfo, 'title' | 'description'> = /* @__PURE__ */ (() =>
  routeText.notFound)();

/** The navbar, in the default language. */
export const navigation: NavEntry[] = /* @__PURE__ */ (() => navigationIn(routeText.navLabels))();

/** Every page the navbar links to, flattened in navbar order, in the default language. */
export const navLinks: NavItem[] = /* @__PURE__ */ linksOf(navigation);

/** The writing section's addresses and its words in the default language. */
export const writing = /* @__PURE__ */ writingIn(routeText);

function routesIn({ pages }: RouteText) {
  return Object.fromEntries(routeIds.map((id) => [id, { ...routePaths[id], ...pages[id] }])) as {
    [Id in RouteId]: (typeof routePaths)[Id] & RouteText['pages'][Id];
  };
}

function linksOf(entries: readonly NavEntry[]): NavItem[] {
  return entries.flatMap((entry) =>
    entry.kind === 'link' ? [{ route: entry.route, label: entry.label }] : entry.items,
  );
}

function writingIn({ writing: { title, description, label } }: RouteText) {
  return { ...writingPaths, title, description, label } as const;
}
