import { useEffect } from 'react';
import { posts } from 'virtual:posts';
import { profile } from '@/content/profile';
import { documentTitle, findWritingPage, notFound } from '@/routes';
import { WritingPage } from './WritingPage';

/** The development server's writing pages, drafts included, drawn afresh from the posts. */
export default function DevWritingPage({ path }: { path: string }) {
  const title = findWritingPage(path, posts)?.title ?? notFound.title;
  useEffect(() => {
    document.title = documentTitle(title, profile.brandName);
  }, [title]);
  return <WritingPage path={path} posts={posts} />;
}
