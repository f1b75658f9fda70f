/**
 * A post of the owner's writing, as the pages, the feeds and the social cards read it: its front
 * matter (checked against postSchema.ts) and its body, rendered from Markdown at build time.
 * Posts live in src/content/posts/<slug>.md; see docs/writing.md.
 */

/** A tag as a post's front matter names it, and the address segment of its page. */
export interface PostTag {
  name: string;
  /** `react-hooks` for "React hooks": lower case, words joined by hyphens. */
  slug: string;
}

export interface PostSummary {
  /** The file's name without `.md`: the post's address is `/writing/<slug>`. */
  slug: string;
  title: string;
  /** `YYYY-MM-DD`: the day it was published. */
  date: string;
  /** `YYYY-MM-DD`: the day it was last changed, if ever. */
  updated?: string;
  /** One or two sentences: the index's text under the title, and the meta description. */
  summary: string;
  tags: PostTag[];
  /** Minutes to read the body at an ordinary pace, at least 1. */
  readingMinutes: number;
  /** A draft is shown by `npm run dev` only. */
  draft: boolean;
}

export interface Post extends PostSummary {
  /**
   * The body as HTML: code highlighted, headings with anchors, and the site's own links and
   * images already under the base path the site is built for (`/portfolio/images/x.png`).
   */
  html: string;
}

/** Every tag of `posts`, once, in alphabetical order. */
export function tagsOf(posts: readonly PostSummary[]): PostTag[] {
  const tags = new Map(posts.flatMap((post) => post.tags).map((tag) => [tag.slug, tag]));
  return [...tags.values()].sort((a, b) => a.name.localeCompare(b.name));
}
