import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import styled from 'styled-components';
import { vars } from '@theme/vars';
import type { Project } from '@/content/schema';
import { Button } from './Button';
import { ExternalLink } from './ExternalLink';

interface ProjectLinksProps {
  projects: readonly Project[];
  /** How many links show before "View more"; with no more projects than this, all show. */
  initiallyShown: number;
}

/** Links to the first few projects, and a one-way "View more" that reveals the rest. */
export function ProjectLinks({ projects, initiallyShown }: ProjectLinksProps) {
  const [expanded, setExpanded] = useState(false);
  const firstRevealed = useRef<HTMLAnchorElement>(null);
  const hasMore = projects.length > initiallyShown;
  const shown = expanded || !hasMore ? projects : projects.slice(0, initiallyShown);

  const showAll = () => {
    // The button disappears with the click: put focus on the first new link instead of losing it.
    flushSync(() => setExpanded(true));
    firstRevealed.current?.focus();
  };

  return (
    <>
      <LinkList>
        {shown.map((project, index) => (
          <li key={project.id}>
            <ExternalLink
              href={project.link}
              ref={index === initiallyShown ? firstRevealed : undefined}
            >
              {project.title}
            </ExternalLink>
          </li>
        ))}
      </LinkList>
      {hasMore && !expanded && (
        <Button type="button" onClick={showAll}>
          View more
        </Button>
      )}
    </>
  );
}

const LinkList = styled.ul`
  display: grid;
  gap: ${vars.space[2]};
  margin: 0;
  padding-left: ${vars.space[5]};

  & + button {
    margin-top: ${vars.space[5]};
  }

  a {
    font-weight: ${vars.fontWeights.medium};
  }
`;
