import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { Router } from 'wouter';
import { theme } from '@theme/theme';
import type { Post } from '@/content/post';
import { notFound, writing } from '@/routes';
import { sitePath } from '@/sitePath';
import { formatDay } from './postDates';
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

function show(path: string) {
  return render(
    <ThemeProvider theme={theme}>
      <Router ssrPath={path}>
        <WritingPage path={path} posts={posts} />
      </Router>
    </ThemeProvider>,
  );
}

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
      expect(screen.getByText(formatDay(post.date))).toHaveAttribute('datetime', post.date);
    }
    expect(linkTo('RSS')).toHaveAttribute('href', sitePath(writing.rssPath));
    expect(linkTo('Atom')).toHaveAttribute('href', sitePath(writing.atomPath));
  });

  it('shows a post: its title as the heading, its facts, its body and its neighbours', () => {
    const [newer, post, older] = posts as [Post, Post, Post];
    show(writing.postPath(post.slug));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(post.title);
    expect(screen.getByText(formatDay(post.date))).toHaveAttribute('datetime', post.date);
    expect(screen.getByText(new RegExp(`${post.readingMinutes} min read`))).toBeInTheDocument();
    const tags = screen.getByRole('list', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(post.tags.map((tag) => sitePath(writing.tagPath(tag.slug))));
    expect(screen.getByText('The second body.')).toBeInTheDocument();
    const more = screen.getByRole('navigation', { name: 'More posts' });
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
    expect(screen.getByText(formatDay(newest.updated ?? ''))).toHaveAttribute(
      'datetime',
      newest.updated,
    );
    expect(screen.queryByText('Next post')).not.toBeInTheDocument();
    expect(screen.getByText('Previous post')).toBeInTheDocument();
  });

  it("lists a tag's posts only, under the tag's name", () => {
    show(writing.tagPath('performance'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Performance');
    const tagged = posts.filter((post) => post.tags.some((tag) => tag.slug === 'performance'));
    expect(
      screen.getAllByRole('article').map((item) => within(item).getByRole('heading').textContent),
    ).toEqual(tagged.map((post) => post.title));
  });

  it('answers an address with no post as the not-found page', () => {
    show(writing.postPath('no-such-post'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(notFound.title);
  });
});
