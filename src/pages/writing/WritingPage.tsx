import { tagsOf, type Post } from '@/content/post';
import { useContent } from '@/hooks/useContent';
import type { Language } from '@/language';
import { findWritingPage } from '@/routes';
import { NotFound } from '@/pages/NotFound';
import { PostPage } from './PostPage';
import { WritingIndex } from './WritingIndex';

interface WritingPageProps {
  /** A path of the writing section, such as `/writing/my-first-post`. */
  path: string;
  /** Every post the build has in the page's language, newest first. */
  posts: readonly Post[];
  /** The site's other languages whose writing has a page at `path`, in the site's order. */
  versions?: readonly Language[];
}

/**
 * The writing section's page at `path`, drawn from the posts. The prerenderer and the
 * development server draw it; in production the browser keeps the page the build wrote.
 */
export function WritingPage({ path, posts, versions }: WritingPageProps) {
  const page = findWritingPage(path, posts, useContent().routeText.writing);
  switch (page?.kind) {
    case 'index':
      return (
        <WritingIndex
          title={page.title}
          lead={page.description}
          posts={posts}
          tags={tagsOf(posts)}
        />
      );
    case 'tag':
      return <WritingIndex title={page.title} lead={page.description} posts={page.posts} />;
    case 'post': {
      const post = posts.find(({ slug }) => slug === page.post.slug);
      return post ? (
        <PostPage post={post} newer={page.newer} older={page.older} versions={versions} />
      ) : (
        <NotFound />
      );
    }
    default:
      return <NotFound />;
  }
}
