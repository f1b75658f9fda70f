/**
 * The `<head>` tags of a prerendered page: title, description, canonical link, Open Graph and
 * Twitter cards, and preloads for the image that paints largest.
 */
export interface PageHeadInput {
  /** The full document title. */
  title: string;
  description: string;
  /** The page's path; none for the not-found page, which must not be indexed. */
  path?: string;
  siteUrl: string;
  siteName: string;
  /** Site-relative paths of images to fetch first (the page's largest paint). */
  preloadImages?: readonly string[];
  /** Site-relative path of the social card image, with its size and text alternative. */
  socialImage: { path: string; width: number; height: number; alt: string };
  /** A post: shared as an article, with the days it was published and last changed. */
  article?: { publishedTime: string; modifiedTime?: string; tags: readonly string[] };
  /** The writing section's feeds (site-relative paths), announced on every page when it has posts. */
  feeds?: { title: string; rss: string; atom: string };
  /** On a site in several languages: the page's language and the site's others (BCP 47 tags). */
  language?: { code: string; others: readonly string[] };
  /**
   * On a site in several languages: the page in each (site-relative paths), the default first,
   * which also answers for any other language (`x-default`).
   */
  alternates?: readonly { hreflang: string; href: string }[];
  /**
   * Whether the first of `alternates` answers for any other language (`x-default`): not where
   * the default language has no such page.
   */
  xDefault?: boolean;
}

export function pageHead(input: PageHeadInput): string {
  const { title, description, path, siteUrl, siteName, socialImage, article, feeds } = input;
  const { language, alternates = [], xDefault = true } = input;
  const url = path === undefined ? undefined : absolute(siteUrl, path);
  const image = absolute(siteUrl, socialImage.path);

  const tags = [
    `<title>${escape(title)}</title>`,
    meta('name', 'description', description),
    url ? `<link rel="canonical" href="${escape(url)}" />` : meta('name', 'robots', 'noindex'),
    ...alternates.map(({ hreflang, href }) => hreflangLink(hreflang, absolute(siteUrl, href))),
    ...(alternates[0] && xDefault
      ? [hreflangLink('x-default', absolute(siteUrl, alternates[0].href))]
      : []),
    ...(input.preloadImages ?? []).map(
      (href) => `<link rel="preload" as="image" href="${escape(href)}" fetchpriority="high" />`,
    ),
    ...(feeds
      ? [
          alternate('application/rss+xml', feeds.title, absolute(siteUrl, feeds.rss)),
          alternate('application/atom+xml', feeds.title, absolute(siteUrl, feeds.atom)),
        ]
      : []),
    meta('property', 'og:type', article ? 'article' : 'website'),
    meta('property', 'og:site_name', siteName),
    ...(language
      ? [
          meta('property', 'og:locale', openGraphLocale(language.code)),
          ...language.others.map((code) =>
            meta('property', 'og:locale:alternate', openGraphLocale(code)),
          ),
        ]
      : []),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    ...(url ? [meta('property', 'og:url', url)] : []),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(socialImage.width)),
    meta('property', 'og:image:height', String(socialImage.height)),
    meta('property', 'og:image:alt', socialImage.alt),
    ...(article
      ? [
          meta('property', 'article:published_time', article.publishedTime),
          ...(article.modifiedTime
            ? [meta('property', 'article:modified_time', article.modifiedTime)]
            : []),
          ...article.tags.map((tag) => meta('property', 'article:tag', tag)),
        ]
      : []),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', socialImage.alt),
  ];
  return tags.join('\n    ');
}

function hreflangLink(hreflang: string, href: string): string {
  return `<link rel="alternate" hreflang="${escape(hreflang)}" href="${escape(href)}" />`;
}

/** Open Graph names a locale as language_TERRITORY: `fr` is `fr_FR`, `pt-BR` is `pt_BR`. */
export function openGraphLocale(code: string): string {
  const { language, region } = new Intl.Locale(code).maximize();
  return region ? `${language}_${region}` : language;
}

function alternate(type: string, title: string, href: string): string {
  return `<link rel="alternate" type="${type}" title="${escape(title)}" href="${escape(href)}" />`;
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escape(content)}" />`;
}

/** `path` on the site; the home page is the site URL with a trailing slash. */
export function absolute(siteUrl: string, path: string): string {
  return `${siteUrl}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Escapes text for an HTML attribute value or element content. */
export function escape(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
