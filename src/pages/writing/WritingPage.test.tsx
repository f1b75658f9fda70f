import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { Router } from 'wouter';
import { theme } from '@theme/theme';
import type { Post } from '@/content/post';
import { defaultContent, type SiteContent } from '@/content/siteContent';
import { fill } from '@/content/translation';
import { ui } from '@/content/ui';
import { PageLanguageProvider } from '@/hooks/useContent';
import { defaultLanguage, inLanguage, type Language } from '@/language';
import { notFound, writing } from '@/routes';
import { sitePath } from '@/sitePath';
import { formatDay, formatMinutes } from './postFormat';
import { WritingPage } from './WritingPage';

/** The test's own posts, newest first, as the build hands them over. */
const posts: Post[] = [
  {
    slug: 'third',
    title: 'The third post',
    date: '2026-05-02',
    updated: '2026-06-01',
    summary: 'What the third post says.',
    tags: [{ name: 'Performance', slug: 'performance' }],
    readingMinutes: 4,
    draft: false,
    html: '<h2 id="a-part">A part</h2><p>The third body.</p>',
  },
  {
    slug: 'second',
    title: 'The second post',
    date: '2026-03-10',
    summary: 'What the second post says.',
    tags: [
      { name: 'Performance', slug: 'performance' },
      { name: 'React Hooks', slug: 'react-hooks' },
    ],
    readingMinutes: 2,
    draft: false,
    html: '<p>The second body.</p>',
  },
  {
    slug: 'first',
    title: 'The first post',
    date: '2026-01-20',
    summary: 'What the first post says.',
    tags: [],
    readingMinutes: 1,
    draft: false,
    html: '<p>The first body.</p>',
  },
];

/**
 * The page at `path`, in the default language unless `language` and its `content` are given,
 * with the post's `versions` in other languages.
 */
function show(
  path: string,
  language?: Language,
  content?: SiteContent,
  versions: readonly Language[] = [],
) {
  const page = (
    <ThemeProvider theme={theme}>
      <Router ssrPath={path}>
        <WritingPage path={path} posts={posts} versions={versions} />
      </Router>
    </ThemeProvider>
  );
  return render(
    language && content ? (
      <PageLanguageProvider language={language} content={content}>
        {page}
      </PageLanguageProvider>
    ) : (
      page
    ),
  );
}

const { code } = defaultLanguage;
const readingTime = (post: Post, words = ui.writing, languageCode = code) =>
  fill(words.facts.readingTime, { minutes: formatMinutes(post.readingMinutes, languageCode) });

const linkTo = (name: string) => screen.getByRole('link', { name });

describe('WritingPage', () => {
  it('lists every post, newest first, each linked, dated and summarised', () => {
    show(writing.path);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(writing.title);
    const items = within(screen.getAllByRole('list')[0] as HTMLElement).getAllByRole('article');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(
      posts.map((post) => post.title),
    );
    for (const post of posts) {
      expect(linkTo(post.title)).toHaveAttribute('href', sitePath(writing.postPath(post.slug)));
      expect(screen.getByText(post.summary)).toBeInTheDocument();
      expect(screen.getByText(formatDay(post.date, code))).toHaveAttribute('datetime', post.date);
    }
    expect(linkTo(ui.writing.index.rss)).toHaveAttribute('href', sitePath(writing.rssPath));
    expect(linkTo(ui.writing.index.atom)).toHaveAttribute('href', sitePath(writing.atomPath));
    const { follow, rss, atom } = ui.writing.index;
    expect(linkTo(rss).parentElement).toHaveTextContent(fill(follow, { rss, atom }));
  });

  it('shows a post: its title as the heading, its facts, its body and its neighbours', () => {
    const [newer, post, older] = posts as [Post, Post, Post];
    show(writing.postPath(post.slug));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(post.title);
    expect(screen.getByText(formatDay(post.date, code))).toHaveAttribute('datetime', post.date);
    expect(screen.getByText(readingTime(post), { exact: false })).toBeInTheDocument();
    const tags = screen.getByRole('list', { name: ui.writing.facts.tagsName });
    expect(
      within(tags)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(post.tags.map((tag) => sitePath(writing.tagPath(tag.slug))));
    expect(screen.getByText('The second body.')).toBeInTheDocument();
    const more = screen.getByRole('navigation', { name: ui.writing.neighbours.name });
    expect(within(more).getByRole('link', { name: older.title })).toHaveAttribute(
      'href',
      sitePath(writing.postPath(older.slug)),
    );
    expect(within(more).getByRole('link', { name: newer.title })).toHaveAttribute(
      'href',
      sitePath(writing.postPath(newer.slug)),
    );
  });

  it('says when a post was updated, and has no next post for the newest', () => {
    const [newest] = posts as [Post];
    show(writing.postPath(newest.slug));
    expect(screen.getByText(formatDay(newest.updated ?? '', code))).toHaveAttribute(
      'datetime',
      newest.updated,
    );
    expect(screen.queryByText(ui.writing.neighbours.next)).not.toBeInTheDocument();
    expect(screen.getByText(ui.writing.neighbours.previous)).toBeInTheDocument();
  });

  it("lists a tag's posts only, under the tag's name", () => {
    show(writing.tagPath('performance'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Performance');
    const tagged = posts.filter((post) => post.tags.some((tag) => tag.slug === 'performance'));
    expect(
      screen.getAllByRole('article').map((item) => within(item).getByRole('heading').textContent),
    ).toEqual(tagged.map((post) => post.title));
  });

  it("links a post to its versions in the site's other languages, each named in its own", () => {
    const [, post] = posts as [Post, Post];
    const french: Language = { code: 'fr', name: 'Français', dir: 'ltr', prefix: '/fr' };
    const arabic: Language = { code: 'ar', name: 'العربية', dir: 'rtl', prefix: '/ar' };
    show(writing.postPath(post.slug), undefined, undefined, [french, arabic]);

    for (const version of [french, arabic]) {
      const link = linkTo(version.name);
      expect(link).toHaveAttribute(
        'href',
        sitePath(inLanguage(version, writing.postPath(post.slug))),
      );
      expect(link).toHaveAttribute('lang', version.code);
      expect(link).toHaveAttribute('hreflang', version.code);
    }
    const names = new Intl.ListFormat(code, { type: 'disjunction' }).format(
      [french, arabic].map(({ name }) => name),
    );
    expect(linkTo(french.name).parentElement).toHaveTextContent(
      fill(ui.writing.readIn, { languages: names }),
    );
  });

  it('says nothing of other languages where a post has no version in any', () => {
    const [, post] = posts as [Post, Post];
    show(writing.postPath(post.slug));
    const before = fill(ui.writing.readIn, { languages: '' }).trim();
    expect(screen.queryByText(before, { exact: false })).not.toBeInTheDocument();
  });

  it('answers an address with no post as the not-found page', () => {
    show(writing.postPath('no-such-post'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(notFound.title);
  });

  describe('in another language', () => {
    const french: Language = { code: 'fr', name: 'Français', dir: 'ltr', prefix: '/fr' };
    /** Every string of `words` marked as the other language's, its placeholders kept. */
    const marked = <T,>(words: T): T =>
      (typeof words === 'string'
        ? `[fr] ${words}`
        : Object.fromEntries(
            Object.entries(words as object).map(([key, value]) => [key, marked(value)]),
          )) as T;
    const words = marked(ui.writing);
    const routeWords = marked(defaultContent.routeText.writing);
    const content: SiteContent = {
      ...defaultContent,
      ui: { ...defaultContent.ui, writing: words },
      routeText: { ...defaultContent.routeText, writing: routeWords },
    };
    const frenchPage = (path: string) => sitePath(inLanguage(french, path));

    it("lists the posts in the language's words, dates and addresses, and its own feeds", () => {
      show(writing.path, french, content);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(routeWords.title);
      for (const post of posts) {
        expect(linkTo(post.title)).toHaveAttribute('href', frenchPage(writing.postPath(post.slug)));
        const day = formatDay(post.date, french.code);
        expect(day).not.toBe(formatDay(post.date, code));
        expect(screen.getByText(day)).toHaveAttribute('datetime', post.date);
      }
      expect(linkTo(words.index.rss)).toHaveAttribute('href', frenchPage(writing.rssPath));
      expect(linkTo(words.index.atom)).toHaveAttribute('href', frenchPage(writing.atomPath));
      const topics = screen.getByRole('region', { name: words.index.topics });
      expect(within(topics).getByRole('link', { name: 'Performance' })).toHaveAttribute(
        'href',
        frenchPage(writing.tagPath('performance')),
      );
    });

    it("shows a post's facts and neighbours in the language's words", () => {
      const [newer, post] = posts as [Post, Post];
      show(writing.postPath(post.slug), french, content);
      expect(
        screen.getByText(readingTime(post, words, french.code), { exact: false }),
      ).toBeInTheDocument();
      expect(screen.getByRole('list', { name: words.facts.tagsName })).toBeInTheDocument();
      const more = screen.getByRole('navigation', { name: words.neighbours.name });
      expect(within(more).getByText(words.neighbours.previous)).toBeInTheDocument();
      expect(within(more).getByText(words.neighbours.next)).toBeInTheDocument();
      expect(within(more).getByRole('link', { name: newer.title })).toHaveAttribute(
        'href',
        frenchPage(writing.postPath(newer.slug)),
      );
      expect(within(more).getByRole('link', { name: words.allPosts })).toHaveAttribute(
        'href',
        frenchPage(writing.path),
      );
    });

    it('says when a post was updated in its words', () => {
      const [newest] = posts as [Post];
      show(writing.postPath(newest.slug), french, content);
      const updated = formatDay(newest.updated ?? '', french.code);
      expect(screen.getByText(updated).parentElement).toHaveTextContent(
        `${words.facts.updated} ${updated}`,
      );
    });

    it("names a tag's page in the language's words", () => {
      show(writing.tagPath('performance'), french, content);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        fill(routeWords.tagTitle, { tag: 'Performance' }),
      );
      expect(linkTo(words.allPosts)).toHaveAttribute('href', frenchPage(writing.path));
    });
  });
});
