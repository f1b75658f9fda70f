import { useEffect } from 'react';
import { postsByLanguage } from 'virtual:posts';
import { useContent, useLanguage } from '@/hooks/useContent';
import { siteLanguages } from '@/language';
import { documentTitle, findWritingPage, writingVersions } from '@/routes';
import { WritingPage } from './WritingPage';

/**
 * The development server's writing pages in the page's language, drafts included, drawn afresh
 * from the posts.
 */
export default function DevWritingPage({ path }: { path: string }) {
  const { routeText, profile } = useContent();
  const { code } = useLanguage();
  const posts = postsByLanguage[code] ?? [];
  const title = findWritingPage(path, posts, routeText.writing)?.title ?? routeText.notFound.title;
  const homeTitle = routeText.pages.home.title;
  useEffect(() => {
    document.title = documentTitle(title, profile.brandName, homeTitle);
  }, [title, profile.brandName, homeTitle]);
  const others = siteLanguages.filter((language) => language.code !== code);
  return (
    <WritingPage
      path={path}
      posts={posts}
      versions={writingVersions(path, others, postsByLanguage)}
    />
  );
}
