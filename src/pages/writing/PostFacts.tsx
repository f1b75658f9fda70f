import styled from 'styled-components';
import { listReset } from '@theme/mixins';
import { vars } from '@theme/vars';
import type { PostSummary } from '@/content/post';
import { fill } from '@/content/translation';
import { useContent, useLanguage } from '@/hooks/useContent';
import { writingPaths } from '@/routes';
import { formatDay, formatMinutes } from './postFormat';

/** A post's date (and the day it changed), its reading time and its tags, each tag a link. */
export function PostFacts({ post }: { post: PostSummary }) {
  const words = useContent().ui.writing.facts;
  const { code, pagePath } = useLanguage();
  // Each run of text is one string, so the server writes it as one text node, as before.
  return (
    <Facts>
      <Line>
        {/* Only the development server shows drafts: a reminder that this one is not published. */}
        {post.draft && <Draft>{`${words.draft} · `}</Draft>}
        <time dateTime={post.date}>{formatDay(post.date, code)}</time>
        {post.updated && (
          <>
            {` · ${words.updated} `}
            <time dateTime={post.updated}>{formatDay(post.updated, code)}</time>
          </>
        )}
        {` · ${fill(words.readingTime, { minutes: formatMinutes(post.readingMinutes, code) })}`}
      </Line>
      {post.tags.length > 0 && (
        <Tags aria-label={words.tagsName}>
          {post.tags.map((tag) => (
            <li key={tag.slug}>
              <a href={pagePath(writingPaths.tagPath(tag.slug))}>{tag.name}</a>
            </li>
          ))}
        </Tags>
      )}
    </Facts>
  );
}

const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]} ${vars.space[4]};
  color: ${vars.colors.textMuted};
  font-size: ${vars.fontSizes.sm};
`;

const Line = styled.p`
  margin: 0;
`;

const Draft = styled.strong`
  color: ${vars.colors.danger};
`;

const Tags = styled.ul`
  ${listReset}
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};

  a {
    display: inline-block;
    padding: ${vars.space[1]} ${vars.space[3]};
    border: 1px solid ${vars.colors.border};
    border-radius: ${vars.radii.pill};
    background: ${vars.colors.surface};
    line-height: 1.5;
  }
`;
