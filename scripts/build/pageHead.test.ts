import { JSDOM } from 'jsdom';
import { pageHead } from './pageHead.ts';
import { describe, expect, it } from 'vitest';

const socialImage = { path: '/media/card.jpg', width: 1200, height: 630, alt: 'A card' };
const base = {
  title: 'About | Sam "Dev" Lee',
  description: 'Skills & <hobbies>',
  siteUrl: 'https://sam.example',
  siteName: 'Sam Lee',
  socialImage,
};

describe('pageHead', () => {
  it('gives the title, the description and an absolute canonical link', () => {
    const head = pageHead({ ...base, path: '/about' });
    expect(head).toContain('<title>About | Sam &quot;Dev&quot; Lee</title>');
    expect(head).toContain('<meta name="description" content="Skills &amp; &lt;hobbies&gt;" />');
    expect(head).toContain('<link rel="canonical" href="https://sam.example/about" />');
    expect(head).not.toContain('noindex');
  });

  it('gives the home page the site address with a trailing slash', () => {
    expect(pageHead({ ...base, path: '/' })).toContain(
      '<link rel="canonical" href="https://sam.example/" />',
    );
  });

  it('describes the page for Open Graph and Twitter with absolute URLs', () => {
    const head = pageHead({ ...base, path: '/about' });
    for (const tag of [
      '<meta property="og:type" content="website" />',
      '<meta property="og:site_name" content="Sam Lee" />',
      '<meta property="og:title" content="About | Sam &quot;Dev&quot; Lee" />',
      '<meta property="og:url" content="https://sam.example/about" />',
      '<meta property="og:image" content="https://sam.example/media/card.jpg" />',
      '<meta property="og:image:width" content="1200" />',
      '<meta name="twitter:card" content="summary_large_image" />',
      '<meta name="twitter:description" content="Skills &amp; &lt;hobbies&gt;" />',
      '<meta name="twitter:image" content="https://sam.example/media/card.jpg" />',
    ]) {
      expect(head).toContain(tag);
    }
  });

  it('preloads the largest image with high priority when asked to', () => {
    expect(pageHead({ ...base, path: '/', preloadImages: ['/media/poster.webp'] })).toContain(
      '<link rel="preload" as="image" href="/media/poster.webp" fetchpriority="high" />',
    );
    expect(pageHead({ ...base, path: '/' })).not.toContain('rel="preload"');
  });

  it('keeps the not-found page out of search results and gives it no canonical link', () => {
    const head = pageHead(base);
    expect(head).toContain('<meta name="robots" content="noindex" />');
    expect(head).not.toContain('canonical');
    expect(head).not.toContain('og:url');
  });
});

describe('pageHead for a post and for a site with feeds', () => {
  const article = {
    publishedTime: '2026-03-10',
    modifiedTime: '2026-04-01',
    tags: ['Accessibility', 'Tips & <tricks>'],
  };
  const feeds = {
    title: 'Sam Lee: "Field notes"',
    rss: '/writing/rss.xml',
    atom: '/writing/atom.xml',
  };

  /** The head's tags as a browser reads them. */
  const headOf = (html: string) => new JSDOM(`<head>${html}</head>`).window.document.head;
  const metaContent = (head: HTMLHeadElement, property: string) =>
    [...head.querySelectorAll(`meta[property="${property}"]`)].map((meta) =>
      meta.getAttribute('content'),
    );

  it('shares a post as an article, with the days it was published and changed and its tags', () => {
    const head = headOf(pageHead({ ...base, path: '/writing/a-post', article }));

    expect(metaContent(head, 'og:type')).toEqual(['article']);
    expect(metaContent(head, 'article:published_time')).toEqual(['2026-03-10']);
    expect(metaContent(head, 'article:modified_time')).toEqual(['2026-04-01']);
    expect(metaContent(head, 'article:tag')).toEqual(['Accessibility', 'Tips & <tricks>']);
  });

  it('leaves out the modified time of a post never changed, and tags of a post without', () => {
    const head = headOf(
      pageHead({
        ...base,
        path: '/writing/a-post',
        article: { publishedTime: '2026-03-10', tags: [] },
      }),
    );

    expect(metaContent(head, 'og:type')).toEqual(['article']);
    expect(metaContent(head, 'article:published_time')).toEqual(['2026-03-10']);
    expect(metaContent(head, 'article:modified_time')).toEqual([]);
    expect(metaContent(head, 'article:tag')).toEqual([]);
  });

  it('announces the RSS and Atom feeds with absolute addresses', () => {
    const head = headOf(pageHead({ ...base, path: '/about', feeds }));
    const alternates = [...head.querySelectorAll('link[rel="alternate"]')].map((link) => ({
      type: link.getAttribute('type'),
      title: link.getAttribute('title'),
      href: link.getAttribute('href'),
    }));

    expect(alternates).toEqual([
      {
        type: 'application/rss+xml',
        title: feeds.title,
        href: 'https://sam.example/writing/rss.xml',
      },
      {
        type: 'application/atom+xml',
        title: feeds.title,
        href: 'https://sam.example/writing/atom.xml',
      },
    ]);
  });

  it('gives the feeds’ addresses under the base path they are given with', () => {
    const head = headOf(
      pageHead({
        ...base,
        path: '/portfolio/',
        feeds: { ...feeds, rss: '/portfolio/writing/rss.xml', atom: 'portfolio/writing/atom.xml' },
      }),
    );
    expect(
      [...head.querySelectorAll('link[rel="alternate"]')].map((link) => link.getAttribute('href')),
    ).toEqual([
      'https://sam.example/portfolio/writing/rss.xml',
      'https://sam.example/portfolio/writing/atom.xml',
    ]);
  });

  it('has neither article tags nor feeds when not given them', () => {
    const html = pageHead({ ...base, path: '/about' });
    const head = headOf(html);

    expect(metaContent(head, 'og:type')).toEqual(['website']);
    expect(html).not.toContain('article:');
    expect(head.querySelectorAll('link[rel="alternate"]')).toHaveLength(0);
  });
});

describe('pageHead on a site in several languages', () => {
  const headOf = (html: string) => new JSDOM(`<head>${html}</head>`).window.document.head;

  it('names the page in each language it is in, and the default’s for any other', () => {
    const alternates = [
      { hreflang: 'en', href: '/writing' },
      { hreflang: 'fr', href: '/fr/writing' },
    ];
    const head = headOf(pageHead({ ...base, path: '/fr/writing', alternates }));
    expect(hreflangs(head)).toEqual([
      ['en', 'https://sam.example/writing'],
      ['fr', 'https://sam.example/fr/writing'],
      ['x-default', 'https://sam.example/writing'],
    ]);
  });

  it('names no page for any other language where the default language has none', () => {
    const alternates = [
      { hreflang: 'fr', href: '/fr/writing/billet' },
      { hreflang: 'de', href: '/de/writing/billet' },
    ];
    const head = headOf(
      pageHead({ ...base, path: '/fr/writing/billet', alternates, xDefault: false }),
    );
    expect(hreflangs(head)).toEqual([
      ['fr', 'https://sam.example/fr/writing/billet'],
      ['de', 'https://sam.example/de/writing/billet'],
    ]);
  });
});

/** Each `<link rel="alternate" hreflang>`: its language and its address. */
function hreflangs(head: HTMLHeadElement): [string | null, string | null][] {
  return [...head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
    link.getAttribute('hreflang'),
    link.getAttribute('href'),
  ]);
}
