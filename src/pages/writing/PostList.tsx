import styled from 'styled-components';
import { listReset } from '@theme/mixins';
import { vars } from '@theme/vars';
import type { PostSummary } from '@/content/post';
import { useLanguage } from '@/hooks/useContent';
import { writingPaths } from '@/routes';
import { PostFacts } from './PostFacts';

/** Posts, newest first: each title a link, then its date, reading time, summary and tags. */
export function PostList({ posts }: { posts: readonly PostSummary[] }) {
  const { pagePath } = useLanguage();
  return (
    <Posts>
      {posts.map((post) => (
        <li key={post.slug}>
          <Preview>
            <h2>
              <a href={pagePath(writingPaths.postPath(post.slug))}>{post.title}</a>
            </h2>
            <PostFacts post={post} />
            <p>{post.summary}</p>
          </Preview>
        </li>
      ))}
    </Posts>
  );
}

const Posts = styled.ol`
  ${listReset}
  display: grid;
  gap: ${vars.space[6]};
  max-width: ${vars.layout.textMaxWidth};
`;

const Preview = styled.article`
  h2 {
    margin: 0 0 ${vars.space[2]};
    font-size: ${vars.fontSizes.xl};
  }

  p {
    margin: ${vars.space[3]} 0 0;
  }
`;
