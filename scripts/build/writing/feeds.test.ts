import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Post } from '../../../src/content/post.ts';
import { inLanguage, type Language } from '../../../src/language.ts';
import { withBase, writing } from '../../../src/routes.ts';
import { absoluteUrl, feedHtml, writingFeeds, type WritingFeedsOptions } from './feeds.ts';

const { DOMParser } = new JSDOM('').window;
const ATOM = 'http://www.w3.org/2005/Atom';
const CONTENT = 'http://purl.org/rss/1.0/modules/content/';
const DC = 'http://purl.org/dc/elements/1.1/';

function post(overrides: Partial<Post> & Pick<Post, 'slug' | 'date'>): Post {
  return {
    title: `Notes on ${overrides.slug}`,
    summary: `What ${overrides.slug} taught me.`,
    tags: [{ name: 'Kite building', slug: 'kite-building' }],
    readingMinutes: 3,
    draft: false,
    html: '<p>Plain words.</p>',
    ...overrides,
  };
}

const linked = post({
  slug: 'paper-lanterns',
  title: 'Paper lanterns',
  date: '2024-05-02',
  html: [
    '<h2 id="section"><a class="header-anchor" href="#section" tabindex="-1">Folding</a></h2>',
    '<p><a href="/portfolio/about">who</a> <a href="https://elsewhere.example/x?a=1&amp;b=2">out</a>',
    ' <a href="mailto:lantern@example.org">mail</a> <a href="sketches/two">near</a></p>',
    '<img src="/portfolio/writing/x/a.png" alt="A lantern"',
    ' srcset="/portfolio/writing/x/a-480.png 480w, /portfolio/writing/x/a-960.png 960w">',
    '<pre class="shiki" style="--shiki-light:#111;--shiki-dark:#eee" tabindex="0"><code>',
    '<span style="color:var(--shiki-token-keyword)">const</span>',
    '<span style="font-style:italic;--shiki-dark:#eee">x</span></code></pre>',
  ].join(''),
});

const posts: Post[] = [
  post({ slug: 'b-tide-charts', date: '2023-11-20' }),
  post({ slug: 'unfinished-kiln', date: '2025-01-01', draft: true }),
  linked,
  post({ slug: 'a-tide-charts', date: '2023-11-20', updated: '2024-06-30' }),
  post({
    slug: 'odd-title',
    date: '2022-03-04',
    title: 'Pipes < sockets & <b>bold</b> "quotes"',
    summary: 'Why 1 < 2 & what <em> means.',
    tags: [{ name: 'Queues & <T>', slug: 'queues-t' }],
  }),
];

const options: WritingFeedsOptions = {
  posts,
  siteUrl: 'https://example.com',
  basePath: '/portfolio/',
  siteName: 'Rowan & Co',
  author: { name: 'Rowan Vale', link: 'https://example.com/portfolio/about' },
  description: 'Notes from the workbench.',
};

function parseXml(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

/** The text a reader shows for a string of HTML. */
function htmlText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent;
}

/** The element at `index` (negative from the end), which the test needs to be there. */
function at<T>(list: readonly T[], index: number): T {
  const found = list.at(index);
  if (found === undefined) throw new Error(`nothing at ${index}`);
  return found;
}

function child(parent: Element, name: string): Element {
  const found = Array.from(parent.children).find((element) => element.tagName === name);
  if (!found) throw new Error(`no <${name}> in <${parent.tagName}>`);
  return found;
}

function text(parent: Element, name: string): string | null {
  return child(parent, name).textContent;
}

function rssItems(xml: string): Element[] {
  return Array.from(parseXml(xml).getElementsByTagName('item'));
}

function atomEntries(xml: string): Element[] {
  return Array.from(parseXml(xml).getElementsByTagNameNS(ATOM, 'entry'));
}

function rssContent(item: Element): string {
  return item.getElementsByTagNameNS(CONTENT, 'encoded')[0]?.textContent ?? '';
}

function atomContent(entry: Element): string {
  return child(entry, 'content').textContent ?? '';
}

/** Every URL an HTML fragment's elements name. */
function urlsIn(html: string): string[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return Array.from(body.querySelectorAll('[href], [src], [srcset]')).flatMap((element) => [
    ...['href', 'src'].flatMap((name) => element.getAttribute(name) ?? []),
    ...(element.getAttribute('srcset') ?? '')
      .split(',')
      .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
      .filter(Boolean),
  ]);
}

const postUrl = (slug: string) => `https://example.com/portfolio/writing/${slug}`;
const order = ['paper-lanterns', 'a-tide-charts', 'b-tide-charts', 'odd-title'].map(postUrl);

afterEach(() => {
  vi.useRealTimers();
});

describe('writingFeeds: RSS', () => {
  it('is an RSS 2.0 document whose channel names the writing index and itself', () => {
    const document = parseXml(writingFeeds(options).rss);
    const root = document.documentElement;
    expect(root.tagName).toBe('rss');
    expect(root.getAttribute('version')).toBe('2.0');
    const channel = child(root, 'channel');
    expect(text(channel, 'title')).toBe('Writing | Rowan & Co');
    expect(text(channel, 'link')).toBe('https://example.com/portfolio/writing');
    expect(text(channel, 'description')).toBe('Notes from the workbench.');
    expect(text(channel, 'language')).toBe('en');
    expect(text(channel, 'copyright')).toBe('© 2024, Rowan & Co');
    // The newest day of any post, published or changed.
    expect(text(channel, 'lastBuildDate')).toBe('Sun, 30 Jun 2024 00:00:00 GMT');
    const self = channel.getElementsByTagNameNS(ATOM, 'link')[0];
    expect(self?.getAttribute('rel')).toBe('self');
    expect(self?.getAttribute('href')).toBe('https://example.com/portfolio/writing/rss.xml');
  });

  it('lists the published posts newest first, the same day by slug, and no draft', () => {
    const items = rssItems(writingFeeds(options).rss);
    expect(items.map((item) => text(item, 'link'))).toEqual(order);
    expect(items.map((item) => text(item, 'guid'))).toEqual(order);
    expect(writingFeeds(options).rss).not.toContain('unfinished-kiln');
  });

  it('gives each item its summary, published date, tags, author and whole body', () => {
    const item = at(rssItems(writingFeeds(options).rss), 1);
    expect(text(item, 'title')).toBe('Notes on a-tide-charts');
    expect(htmlText(text(item, 'description') ?? '')).toBe('What a-tide-charts taught me.');
    expect(text(item, 'pubDate')).toBe('Mon, 20 Nov 2023 00:00:00 GMT');
    expect(child(item, 'guid').getAttribute('isPermaLink')).toBe('true');
    expect(text(item, 'category')).toBe('Kite building');
    expect(item.getElementsByTagNameNS(DC, 'creator')[0]?.textContent).toBe('Rowan Vale');
    expect(item.getElementsByTagName('author')).toHaveLength(0);
    expect(rssContent(item)).toBe('<p>Plain words.</p>');
  });

  it('keeps special characters of titles and summaries as the text they are', () => {
    const item = at(rssItems(writingFeeds(options).rss), -1);
    expect(text(item, 'title')).toBe('Pipes < sockets & <b>bold</b> "quotes"');
    expect(htmlText(text(item, 'description') ?? '')).toBe('Why 1 < 2 & what <em> means.');
    expect(text(item, 'category')).toBe('Queues & <T>');
  });
});

describe('writingFeeds: Atom', () => {
  it('is an Atom 1.0 document that names the writing index and itself', () => {
    const document = parseXml(writingFeeds(options).atom);
    const root = document.documentElement;
    expect(root.localName).toBe('feed');
    expect(root.namespaceURI).toBe(ATOM);
    expect(text(root, 'id')).toBe('https://example.com/portfolio/writing');
    expect(text(root, 'title')).toBe('Writing | Rowan & Co');
    expect(text(root, 'subtitle')).toBe('Notes from the workbench.');
    expect(text(root, 'updated')).toBe('2024-06-30T00:00:00.000Z');
    expect(text(root, 'rights')).toBe('© 2024, Rowan & Co');
    const links = Array.from(root.children).filter((element) => element.localName === 'link');
    expect(links.map((link) => [link.getAttribute('rel'), link.getAttribute('href')])).toEqual([
      ['alternate', 'https://example.com/portfolio/writing'],
      ['self', 'https://example.com/portfolio/writing/atom.xml'],
    ]);
    expect(text(child(root, 'author'), 'uri')).toBe('https://example.com/portfolio/about');
  });

  it('lists the published posts newest first, the same day by slug, and no draft', () => {
    const entries = atomEntries(writingFeeds(options).atom);
    expect(entries.map((entry) => text(entry, 'id'))).toEqual(order);
    expect(entries.map((entry) => child(entry, 'link').getAttribute('href'))).toEqual(order);
    expect(writingFeeds(options).atom).not.toContain('unfinished-kiln');
  });

  it('dates an entry by its publication and its last change, and gives its tags and author', () => {
    const entry = at(atomEntries(writingFeeds(options).atom), 1);
    expect(text(entry, 'published')).toBe('2023-11-20T00:00:00.000Z');
    expect(text(entry, 'updated')).toBe('2024-06-30T00:00:00.000Z');
    const category = child(entry, 'category');
    expect(category.getAttribute('term')).toBe('kite-building');
    expect(category.getAttribute('label')).toBe('Kite building');
    expect(category.getAttribute('scheme')).toBe('https://example.com/portfolio/writing/tags/');
    expect(text(child(entry, 'author'), 'name')).toBe('Rowan Vale');
    expect(htmlText(text(entry, 'summary') ?? '')).toBe('What a-tide-charts taught me.');
    expect(atomContent(entry)).toBe('<p>Plain words.</p>');
  });

  it('escapes special characters of titles for the HTML it marks them as', () => {
    const entry = at(atomEntries(writingFeeds(options).atom), -1);
    const title = child(entry, 'title');
    expect(title.getAttribute('type')).toBe('html');
    expect(htmlText(title.textContent ?? '')).toBe('Pipes < sockets & <b>bold</b> "quotes"');
    expect(htmlText(text(entry, 'summary') ?? '')).toBe('Why 1 < 2 & what <em> means.');
    // A `<` cannot go in feed's attributes: the tag goes by its slug.
    expect(child(entry, 'category').getAttribute('term')).toBe('queues-t');
  });
});

describe('writingFeeds: content', () => {
  const { rss, atom } = writingFeeds(options);
  const bodies = [...rssItems(rss).map(rssContent), ...atomEntries(atom).map(atomContent)];

  it('names only absolute addresses in every body of both feeds', () => {
    const urls = bodies.flatMap(urlsIn);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url).toMatch(/^(https?:|mailto:)/);
  });

  it('puts site paths on the site, fragments and relative links on the post', () => {
    const body = rssContent(at(rssItems(rss), 0));
    const document = new DOMParser().parseFromString(body, 'text/html');
    const hrefs = Array.from(document.querySelectorAll('a'), (a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      'https://example.com/portfolio/writing/paper-lanterns#section',
      'https://example.com/portfolio/about',
      'https://elsewhere.example/x?a=1&b=2',
      'mailto:lantern@example.org',
      'https://example.com/portfolio/writing/sketches/two',
    ]);
    const img = document.querySelector('img');
    expect(img?.getAttribute('src')).toBe('https://example.com/portfolio/writing/x/a.png');
    expect(img?.getAttribute('srcset')).toBe(
      'https://example.com/portfolio/writing/x/a-480.png 480w, https://example.com/portfolio/writing/x/a-960.png 960w',
    );
    expect(atomContent(at(atomEntries(atom), 0))).toBe(body);
  });

  it("drops styles that only use the site's custom properties, and tabindex", () => {
    const body = rssContent(at(rssItems(rss), 0));
    const document = new DOMParser().parseFromString(body, 'text/html');
    expect(document.querySelector('pre')?.hasAttribute('style')).toBe(false);
    expect(document.querySelectorAll('[tabindex]')).toHaveLength(0);
    const spans = Array.from(document.querySelectorAll('span'), (s) => s.getAttribute('style'));
    expect(spans).toEqual([null, 'font-style:italic']);
    expect(document.querySelector('pre')?.className).toBe('shiki');
  });

  it('keeps the document whole when a body holds `]]>` more than once', () => {
    const tricky = post({ slug: 'cdata', date: '2024-01-01', html: '<p>a]]>b]]>c</p>' });
    const feeds = writingFeeds({ ...options, posts: [tricky] });
    expect(htmlText(rssContent(at(rssItems(feeds.rss), 0)))).toBe('a]]>b]]>c');
    expect(htmlText(atomContent(at(atomEntries(feeds.atom), 0)))).toBe('a]]>b]]>c');
  });
});

describe('writingFeeds: addresses and determinism', () => {
  it('gives the root addresses for a site at the root of its host', () => {
    const feeds = writingFeeds({
      ...options,
      basePath: '/',
      posts: [post({ slug: 'root-post', date: '2024-02-02', html: '<a href="/about">me</a>' })],
    });
    const item = at(rssItems(feeds.rss), 0);
    expect(text(item, 'link')).toBe('https://example.com/writing/root-post');
    expect(urlsIn(rssContent(item))).toEqual(['https://example.com/about']);
    const self = at(Array.from(parseXml(feeds.rss).getElementsByTagNameNS(ATOM, 'link')), 0);
    expect(self.getAttribute('href')).toBe('https://example.com/writing/rss.xml');
    expect(feeds.atom).toContain('<link rel="self" href="https://example.com/writing/atom.xml"/>');
  });

  it('gives the same bytes for the same posts, whatever the time or their order', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2030-01-01T12:00:00Z'));
    const first = writingFeeds(options);
    vi.setSystemTime(new Date('2031-07-15T08:30:00Z'));
    const second = writingFeeds({ ...options, posts: posts.toReversed() });
    expect(second).toEqual(first);
    expect(first.rss).not.toContain('2030');
    expect(first.atom).not.toContain('2030');
  });

  it('refuses to make feeds of no published post, or of a date that is not a day', () => {
    expect(() => writingFeeds({ ...options, posts: [at(posts, 1)] })).toThrow(/no published/);
    expect(() =>
      writingFeeds({ ...options, posts: [post({ slug: 'late', date: '2024-02-30' })] }),
    ).toThrow(/late.*2024-02-30/);
  });
});

describe('absoluteUrl and feedHtml', () => {
  const site = 'https://example.com';
  const page = 'https://example.com/portfolio/writing/kiln';

  it('resolves each kind of address', () => {
    expect(absoluteUrl('/portfolio/a.png', site, page)).toBe('https://example.com/portfolio/a.png');
    expect(absoluteUrl('#notes', site, page)).toBe(`${page}#notes`);
    expect(absoluteUrl('../tags/clay', site, page)).toBe('https://example.com/portfolio/tags/clay');
    expect(absoluteUrl('//cdn.example.net/x.js', site, page)).toBe('https://cdn.example.net/x.js');
    expect(absoluteUrl('HTTP://Other.example/', site, page)).toBe('HTTP://Other.example/');
    expect(absoluteUrl('tel:+15550100', site, page)).toBe('tel:+15550100');
  });

  it('reads srcset candidates as the standard does, commas in URLs and all', () => {
    const html = feedHtml('<img src="a.png" srcset="/p/a,1.png 1x,/p/b.png  2x">', site, page);
    expect(html).toBe(
      '<img src="https://example.com/portfolio/writing/a.png" srcset="https://example.com/p/a,1.png 1x, https://example.com/p/b.png 2x">',
    );
  });
});

describe("writingFeeds: a translation's feeds", () => {
  const french: Language = { code: 'fr', name: 'Français', dir: 'ltr', prefix: '/fr' };
  const frenchPost = post({
    slug: 'lanternes',
    title: 'Lanternes de papier',
    date: '2024-05-03',
    html: '<p><a href="sketches/two">près</a> <a href="#plis">plis</a></p>',
  });
  const feeds = writingFeeds({
    ...options,
    posts: [frenchPost],
    language: french,
    title: 'Écrits | Rowan & Co',
    description: 'Notes de l’atelier.',
  });
  const frenchUrl = (path: string) =>
    `${options.siteUrl}${withBase(options.basePath, inLanguage(french, path))}`;

  it('declares the language, and gives the feeds its title and description', () => {
    const channel = at(Array.from(parseXml(feeds.rss).getElementsByTagName('channel')), 0);
    expect(text(channel, 'language')).toBe(french.code);
    expect(text(channel, 'title')).toBe('Écrits | Rowan & Co');
    expect(text(channel, 'description')).toBe('Notes de l’atelier.');
    const atom = parseXml(feeds.atom).documentElement;
    expect(text(atom, 'title')).toBe('Écrits | Rowan & Co');
    expect(text(atom, 'subtitle')).toBe('Notes de l’atelier.');
  });

  it("links the language's pages, absolute, under its prefix", () => {
    const url = frenchUrl(writing.postPath(frenchPost.slug));
    const item = at(rssItems(feeds.rss), 0);
    expect(text(item, 'link')).toBe(url);
    expect(urlsIn(rssContent(item))).toEqual([new URL('sketches/two', url).href, `${url}#plis`]);
    const entry = at(atomEntries(feeds.atom), 0);
    expect(text(entry, 'id')).toBe(url);
    const channel = at(Array.from(parseXml(feeds.rss).getElementsByTagName('channel')), 0);
    expect(text(channel, 'link')).toBe(frenchUrl(writing.path));
    expect(feeds.rss).toContain(`href="${frenchUrl(writing.rssPath)}"`);
    expect(feeds.atom).toContain(`<link rel="self" href="${frenchUrl(writing.atomPath)}"/>`);
  });
});
