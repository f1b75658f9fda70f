/**
 * The writing section's feeds: RSS 2.0 and Atom 1.0 documents of one language's published
 * posts, newest first, each carrying the post's whole body, at that language's addresses. Pure
 * and deterministic: the same posts give the same bytes, so a rebuild changes no feed that has
 * no new or changed post.
 */
import { Feed, type Author, type Item } from 'feed';
import { defaultTreeAdapter, parseFragment, serialize, type DefaultTreeAdapterTypes } from 'parse5';
import type { Post } from '../../../src/content/post.ts';
import { defaultLanguage, inLanguage, type Language } from '../../../src/language.ts';
import { documentTitle, withBase, writing } from '../../../src/routes.ts';
import { absolute, escape } from '../pageHead.ts';

export interface WritingFeedsOptions {
  /** Every post there is; drafts are left out here too. */
  posts: readonly Post[];
  /** `https://example.com`: no trailing slash. */
  siteUrl: string;
  /** Where the site lives on its host: `/` or a path such as `/portfolio/`. */
  basePath: string;
  siteName: string;
  /** The posts' author; `link` is an absolute URL. */
  author: { name: string; link?: string };
  /** The feeds' description (RSS) or subtitle (Atom). */
  description: string;
  /**
   * The posts' language, which the feeds declare: the addresses are its pages' (the default
   * language's when absent).
   */
  language?: Language;
  /** The feeds' title: the writing index's document title in the default language when absent. */
  title?: string;
}

export interface WritingFeeds {
  rss: string;
  atom: string;
}

/** Both feeds of the published posts. Throws when there is none, as no page links to them then. */
export function writingFeeds(options: WritingFeedsOptions): WritingFeeds {
  const { siteUrl, basePath, siteName, description, language = defaultLanguage } = options;
  const posts = options.posts
    .filter((post) => !post.draft)
    .map((post) => ({
      post,
      published: toDate(post.date, post.slug),
      changed: toDate(post.updated ?? post.date, post.slug),
    }))
    .toSorted(
      (a, b) => b.published.getTime() - a.published.getTime() || compare(a.post.slug, b.post.slug),
    );
  const newest = posts[0];
  if (!newest) throw new Error('writingFeeds: there is no published post to make feeds of.');

  const siteAddress = (path: string) =>
    absolute(siteUrl, withBase(basePath, inLanguage(language, path)));
  const indexUrl = siteAddress(writing.path);
  // The newest day any post was published or changed, not the time of the build: a rebuild
  // must give the same bytes.
  const updated = new Date(Math.max(...posts.map(({ changed }) => changed.getTime())));
  const author: Author = { name: options.author.name, link: options.author.link };

  const feedOptions = {
    title: options.title ?? documentTitle(writing.title, siteName),
    id: indexUrl,
    link: indexUrl,
    description,
    language: language.code,
    updated,
    copyright: `© ${newest.published.getUTCFullYear()}, ${siteName}`,
    feedLinks: { rss: siteAddress(writing.rssPath), atom: siteAddress(writing.atomPath) },
    author,
  };
  const rss = new Feed(feedOptions);
  const atom = new Feed(feedOptions);

  for (const { post, published, changed } of posts) {
    const url = siteAddress(writing.postPath(post.slug));
    // An empty body would leave out content:encoded, and with it the `dc` namespace that
    // dc:creator needs.
    const content = post.html.trim()
      ? feedHtml(post.html, siteUrl, url)
      : `<p>${escape(post.summary)}</p>`;
    const common = {
      link: url,
      // Both formats read the summary as HTML, and it is plain text.
      description: escape(post.summary),
      content,
      published,
    } satisfies Partial<Item>;

    rss.addItem({
      ...common,
      // RSS reads its title as text (feed puts it in CDATA); with no id, the guid is the link
      // and is marked a permalink.
      title: post.title,
      date: published,
      category: post.tags.map((tag) => ({ name: tag.name })),
      // RSS's own <author> must be an email address: a name goes in dc:creator.
      extensions: [{ name: 'dc:creator', objects: { _text: options.author.name } }],
    });
    atom.addItem({
      ...common,
      // feed marks an Atom title as HTML.
      title: escape(post.title),
      id: url,
      date: changed,
      author: [author],
      category: post.tags.map((tag) => ({
        term: tag.slug,
        // feed escapes only `&` and `"` in attributes, so a `<` would break the document: such
        // a tag goes by its slug alone.
        name: tag.name.includes('<') ? undefined : tag.name,
        scheme: siteAddress(writing.tagPath('')),
      })),
    });
  }
  return { rss: rss.rss2(), atom: atom.atom1() };
}

/** Code-unit order, the same in every locale. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Midnight UTC of a `YYYY-MM-DD` day. Throws on anything else, `2024-02-30` too (Date would roll
 * it over to March), rather than write a wrong date.
 */
function toDate(day: string, slug: string): Date {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) {
    throw new Error(
      `writingFeeds: the post "${slug}" has the date "${day}", not a YYYY-MM-DD day.`,
    );
  }
  return date;
}

/** Attributes that hold one URL. */
const URL_ATTRIBUTES: ReadonlySet<string> = new Set(['href', 'src', 'poster']);

/**
 * A post's body as a feed reader needs it: it is shown away from the site, so every link and
 * image address is absolute, and it has none of the site's styles, so styles that only name the
 * site's custom properties (code highlighting's colours) go, as do tabindex attributes.
 */
export function feedHtml(html: string, siteUrl: string, postUrl: string): string {
  const fragment = parseFragment(html);
  const resolve = (value: string) => absoluteUrl(value, siteUrl, postUrl);
  visit(fragment, (element) => {
    element.attrs = element.attrs.flatMap((attr) => {
      if (URL_ATTRIBUTES.has(attr.name)) return [{ ...attr, value: resolve(attr.value) }];
      if (attr.name === 'srcset') return [{ ...attr, value: mapSrcset(attr.value, resolve) }];
      if (attr.name === 'tabindex') return [];
      if (attr.name === 'style') {
        const style = withoutCustomProperties(attr.value);
        return style ? [{ ...attr, value: style }] : [];
      }
      return [attr];
    });
  });
  // feed (through xml-js) splits only the first `]]>` out of its CDATA sections: any further
  // one would end the section early. `&gt;` means the same in HTML text and attributes.
  return serialize(fragment).replaceAll(']]>', ']]&gt;');
}

function visit(
  node: DefaultTreeAdapterTypes.ParentNode,
  onElement: (element: DefaultTreeAdapterTypes.Element) => void,
): void {
  for (const child of defaultTreeAdapter.getChildNodes(node)) {
    if (!defaultTreeAdapter.isElementNode(child)) continue;
    onElement(child);
    // A <template>'s content is inert, never shown: it is not walked.
    visit(child, onElement);
  }
}

/**
 * `value` as an absolute URL: site paths (`/portfolio/about`, already under the base path) on
 * the site's origin, fragments and relative addresses against the post's own page, and anything
 * with a scheme (`https:`, `mailto:`) as it is.
 */
export function absoluteUrl(value: string, siteUrl: string, postUrl: string): string {
  const url = value.trim();
  if (/^[a-z][a-z\d+.-]*:/i.test(url)) return url;
  if (url.startsWith('/') && !url.startsWith('//')) return `${siteUrl}${url}`;
  if (url.startsWith('#')) return `${postUrl}${url}`;
  // Relative and protocol-relative addresses, as a browser on the post's page reads them.
  return new URL(url, postUrl).href;
}

/**
 * A srcset with each candidate's URL mapped, descriptors kept. Read as the HTML standard does: a
 * URL runs to the next whitespace (so it may hold commas), its descriptors to the next comma.
 */
function mapSrcset(srcset: string, map: (url: string) => string): string {
  const candidates: string[] = [];
  const candidate = /[\s,]*(\S+)/y;
  const descriptors = /[^,]*/y;
  for (;;) {
    const found = candidate.exec(srcset);
    if (!found?.[1]) break;
    const url = found[1];
    if (url.endsWith(',')) {
      // `a.png,b.png 2x`: a URL that ends in commas has no descriptors.
      candidates.push(map(url.replace(/,+$/, '')));
      continue;
    }
    descriptors.lastIndex = candidate.lastIndex;
    const described = descriptors.exec(srcset)?.[0].trim() ?? '';
    candidate.lastIndex = descriptors.lastIndex;
    candidates.push(described ? `${map(url)} ${described}` : map(url));
  }
  return candidates.join(', ');
}

/**
 * An inline style without the declarations that set a custom property (`--shiki-dark: #fff`) or
 * read one (`color: var(--token)`): a feed reader has none of the site's stylesheets, so they
 * mean nothing there. Empty when nothing else is left.
 */
function withoutCustomProperties(style: string): string {
  if (!style.includes('--')) return style.trim();
  return style
    .split(';')
    .map((declaration) => declaration.trim())
    .filter((declaration) => declaration && !/^--|var\(\s*--/.test(declaration))
    .join('; ');
}
