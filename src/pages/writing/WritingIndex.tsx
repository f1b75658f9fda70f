import styled from 'styled-components';
import { leadParagraph, listReset } from '@theme/mixins';
import { vars } from '@theme/vars';
import { Container } from '@/components/Container';
import { PageTitle } from '@/components/PageTitle';
import type { PostSummary, PostTag } from '@/content/post';
import { useContent, useLanguage } from '@/hooks/useContent';
import { writingPaths } from '@/routes';
import { PostList } from './PostList';
import { withParts } from './withParts';

interface WritingIndexProps {
  title: string;
  lead: string;
  posts: readonly PostSummary[];
  /** Every tag, for the index; a tag's page links back to all posts instead. */
  tags?: readonly PostTag[];
}

/** The writing index, or a tag's page: a list of posts under a title. */
export function WritingIndex({ title, lead, posts, tags }: WritingIndexProps) {
  const words = useContent().ui.writing;
  const { pagePath } = useLanguage();
  return (
    <Container>
      <PageTitle>{title}</PageTitle>
      <Lead>{lead}</Lead>
      <Follow>
        {/* Each language's feeds hold its own posts, under its prefix. */}
        {withParts(words.index.follow, {
          rss: <a href={pagePath(writingPaths.rssPath)}>{words.index.rss}</a>,
          atom: <a href={pagePath(writingPaths.atomPath)}>{words.index.atom}</a>,
        })}
        {!tags && (
          <>
            {' · '}
            <a href={pagePath(writingPaths.path)}>{words.allPosts}</a>
          </>
        )}
      </Follow>
      <PostList posts={posts} />
      {tags && tags.length > 0 && (
        <Topics aria-labelledby="writing-topics">
          <h2 id="writing-topics">{words.index.topics}</h2>
          <TopicList>
            {tags.map((tag) => (
              <li key={tag.slug}>
                <a href={pagePath(writingPaths.tagPath(tag.slug))}>{tag.name}</a>
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
