import styled from 'styled-components';
import { up } from '@theme/media';
import { listReset } from '@theme/mixins';
import { vars } from '@theme/vars';
import { Container } from '@/components/Container';
import { PageTitle } from '@/components/PageTitle';
import type { Post, PostSummary } from '@/content/post';
import { useContent, useLanguage } from '@/hooks/useContent';
import { inLanguage, type Language } from '@/language';
import { writingPaths } from '@/routes';
import { sitePath } from '@/sitePath';
import { PostFacts } from './PostFacts';
import { withParts } from './withParts';

interface PostPageProps {
  post: Post;
  newer?: PostSummary;
  older?: PostSummary;
  /** The site's other languages that have this post (by its address), in the site's order. */
  versions?: readonly Language[];
}

/**
 * A post: its title, its versions in the site's other languages, its facts and its body, then
 * the way to the posts before and after it.
 */
export function PostPage({ post, newer, older, versions = [] }: PostPageProps) {
  const words = useContent().ui.writing;
  const { code, pagePath } = useLanguage();
  return (
    <Container>
      <Article>
        <header>
          <PageTitle>{post.title}</PageTitle>
          {/* Styled as any paragraph: a styled component of its own would change the class name
              of every component made after it, on every page of the site. */}
          {versions.length > 0 && (
            <p>
              {withParts(words.readIn, {
                languages: <VersionLinks slug={post.slug} versions={versions} listedIn={code} />,
              })}
            </p>
          )}
          <PostFacts post={post} />
        </header>
        {/* Rendered from the owner's Markdown at build time (scripts/build/writing/markdown.ts). */}
        <Body dangerouslySetInnerHTML={{ __html: post.html }} />
      </Article>
      <Neighbours aria-label={words.neighbours.name}>
        <NeighbourList>
          {older && (
            <li>
              <span>{words.neighbours.previous}</span>
              <a href={pagePath(writingPaths.postPath(older.slug))}>{older.title}</a>
            </li>
          )}
          {newer && (
            <li>
              <span>{words.neighbours.next}</span>
              <a href={pagePath(writingPaths.postPath(newer.slug))}>{newer.title}</a>
            </li>
          )}
        </NeighbourList>
        <a href={pagePath(writingPaths.path)}>{words.allPosts}</a>
      </Neighbours>
    </Container>
  );
}

/**
 * A link to the post in each of `versions`, named in its own language, joined as a list of
 * alternatives in the page's language (`listedIn`): "English or Français".
 */
function VersionLinks({
  slug,
  versions,
  listedIn,
}: {
  slug: string;
  versions: readonly Language[];
  listedIn: string;
}) {
  const parts = new Intl.ListFormat(listedIn, { type: 'disjunction' }).formatToParts(
    versions.map(({ name }) => name),
  );
  let next = 0;
  return parts.map((part, index) => {
    if (part.type === 'literal') return part.value;
    const version = versions[next++];
    return version ? (
      <a
        key={version.code}
        href={sitePath(inLanguage(version, writingPaths.postPath(slug)))}
        lang={version.code}
        hrefLang={version.code}
      >
        {version.name}
      </a>
    ) : (
      <span key={index}>{part.value}</span>
    );
  });
}

const Article = styled.article`
  max-width: ${vars.layout.textMaxWidth};

  header {
    margin-bottom: ${vars.space[6]};
  }
`;

/** The post's own HTML: prose, code, tables and images, all from the theme's tokens. */
const Body = styled.div`
  line-height: ${vars.lineHeights.body};

  h2,
  h3,
  h4 {
    margin: ${vars.space[6]} 0 ${vars.space[3]};
    scroll-margin-top: calc(${vars.layout.navbarHeight} + ${vars.space[4]});
  }

  h2 {
    font-size: ${vars.fontSizes.xl};
  }

  h3 {
    font-size: ${vars.fontSizes.lg};
  }

  /* Underlined, as links in text are: its colour alone would not set it apart from the
     heading's (WCAG 1.4.1, axe's link-in-text-block). */
  .header-anchor {
    margin-inline-start: ${vars.space[2]};
    color: ${vars.colors.textMuted};
    text-decoration-thickness: 1px;
    text-underline-offset: 0.15em;
  }

  img {
    display: block;
    max-width: 100%;
    height: auto;
    margin: ${vars.space[5]} auto;
    border-radius: ${vars.radii.md};
    background: ${vars.colors.imageMat};
  }

  blockquote {
    margin: ${vars.space[5]} 0;
    padding-inline-start: ${vars.space[4]};
    border-inline-start: 4px solid ${vars.colors.primary};
    color: ${vars.colors.textMuted};
  }

  code,
  kbd {
    font-family: ${vars.fonts.mono};
    font-size: 0.9em;
  }

  :not(pre) > code,
  kbd {
    padding: 0.1em 0.35em;
    border-radius: ${vars.radii.sm};
    background: ${vars.colors.codeBg};
    color: ${vars.colors.codeText};
  }

  kbd {
    border: 1px solid ${vars.colors.border};
  }

  /* The highlighter names each token's colour by a variable: these point them at the theme. */
  pre {
    --shiki-foreground: ${vars.colors.codeText};
    --shiki-background: ${vars.colors.codeBg};
    --shiki-token-comment: ${vars.colors.codeComment};
    --shiki-token-keyword: ${vars.colors.codeKeyword};
    --shiki-token-string: ${vars.colors.codeString};
    --shiki-token-string-expression: ${vars.colors.codeString};
    --shiki-token-constant: ${vars.colors.codeConstant};
    --shiki-token-function: ${vars.colors.codeFunction};
    --shiki-token-parameter: ${vars.colors.codeParameter};
    --shiki-token-punctuation: ${vars.colors.codePunctuation};
    --shiki-token-link: ${vars.colors.primary};
    overflow-x: auto;
    margin: ${vars.space[5]} 0;
    padding: ${vars.space[4]};
    border: 1px solid ${vars.colors.border};
    border-radius: ${vars.radii.md};
    line-height: 1.5;
    tab-size: 2;
  }

  table {
    display: block;
    overflow-x: auto;
    margin: ${vars.space[5]} 0;
    border-collapse: collapse;
  }

  th,
  td {
    padding: ${vars.space[2]} ${vars.space[3]};
    border: 1px solid ${vars.colors.border};
    text-align: start;
  }
`;

const Neighbours = styled.nav`
  display: grid;
  gap: ${vars.space[4]};
  max-width: ${vars.layout.textMaxWidth};
  margin-top: ${vars.space[7]};
  padding-top: ${vars.space[5]};
  border-top: 1px solid ${vars.colors.border};
`;

const NeighbourList = styled.ul`
  ${listReset}
  display: grid;
  gap: ${vars.space[4]};

  ${up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  li {
    display: grid;
    gap: ${vars.space[1]};
  }

  span {
    color: ${vars.colors.textMuted};
    font-size: ${vars.fontSizes.sm};
  }
`;
