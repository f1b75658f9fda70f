import { useEffect } from 'react';
import { posts } from 'virtual:posts';
import { useContent } from '@/hooks/useContent';
import { documentTitle, findWritingPage } from '@/routes';
import { WritingPage } from './WritingPage';

/** The development server's writing pages, drafts included, drawn afresh from the posts. */
export default function DevWritingPage({ path }: { path: string }) {
  const { routeText, profile } = useContent();
  const title = findWritingPage(path, posts, routeText.writing)?.title ?? routeText.notFound.title;
  const homeTitle = routeText.pages.home.title;
  useEffect(() => {
    document.title = documentTitle(title, profile.brandName, homeTitle);
  }, [title, profile.brandName, homeTitle]);
  return <WritingPage path={path} posts={posts} />;
}
