import styled from 'styled-components';
import { leadParagraph, listReset } from '@theme/mixins';
import { vars } from '@theme/vars';
import { Container } from '@/components/Container';
import { PageTitle } from '@/components/PageTitle';
import type { PostSummary, PostTag } from '@/content/post';
import { writing } from '@/routes';
import { sitePath } from '@/sitePath';
import { PostList } from './PostList';

interface WritingIndexProps {
  title: string;
  lead: string;
  posts: readonly PostSummary[];
  /** Every tag, for the index; a tag's page links back to all posts instead. */
  tags?: readonly PostTag[];
}

/** The writing index, or a tag's page: a list of posts under a title. */
export function WritingIndex({ title, lead, posts, tags }: WritingIndexProps) {
  return (
    <Container>
      <PageTitle>{title}</PageTitle>
      <Lead>{lead}</Lead>
      <Follow>
        Follow by <a href={sitePath(writing.rssPath)}>RSS</a> or{' '}
        <a href={sitePath(writing.atomPath)}>Atom</a>
        {!tags && (
          <>
            {' · '}
            <a href={sitePath(writing.path)}>All posts</a>
          </>
        )}
      </Follow>
      <PostList posts={posts} />
      {tags && tags.length > 0 && (
        <Topics aria-labelledby="writing-topics">
          <h2 id="writing-topics">Topics</h2>
          <TopicList>
            {tags.map((tag) => (
              <li key={tag.slug}>
                <a href={sitePath(writing.tagPath(tag.slug))}>{tag.name}</a>
              </li>
            ))}
          </TopicList>
        </Topics>
      )}
    </Container>
  );
}

const Lead = styled.p`
  ${leadParagraph}
`;

const Follow = styled.p`
  margin: 0 0 ${vars.space[6]};
  color: ${vars.colors.textMuted};
`;

const Topics = styled.section`
  max-width: ${vars.layout.textMaxWidth};
  margin-top: ${vars.space[7]};

  h2 {
    font-size: ${vars.fontSizes.lg};
  }
`;

const TopicList = styled.ul`
  ${listReset}
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]} ${vars.space[4]};
`;
