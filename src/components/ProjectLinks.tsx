import type { SyntheticEvent } from 'react';
import styled from 'styled-components';
import { buttonStyles, summaryReset } from '@theme/mixins';
import { vars } from '@theme/vars';
import type { Project } from '@/content/schema';
import { useContent } from '@/hooks/useContent';
import { ExternalLink } from './ExternalLink';

interface ProjectLinksProps {
  projects: readonly Project[];
  /** How many links show before "View more"; with no more projects than this, all show. */
  initiallyShown: number;
}

/**
 * Links to the first few projects, and a one-way "View more" that reveals the rest: a native
 * disclosure, so it works from the first paint and without JavaScript, whose summary goes
 * away once open (there is no way back). The rest continue the first list on screen.
 */
export function ProjectLinks({ projects, initiallyShown }: ProjectLinksProps) {
  const { ui } = useContent();
  const first = projects.slice(0, initiallyShown);
  const rest = projects.slice(initiallyShown);

  // The summary disappears as it opens: once the app runs, focus moves to the first new link
  // instead of being lost. (Opened before that, the browser starts Tab from where it was.)
  const focusFirstRevealed = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const details = event.currentTarget;
    const focus = document.activeElement;
    if (!details.open || (focus !== document.body && !details.contains(focus))) return;
    details.querySelector('a')?.focus();
  };

  return (
    <>
      <LinkList>{first.map(projectItem)}</LinkList>
      {rest.length > 0 && (
        // `open` is the browser's: set before the app ran, it is no mismatch.
        <More onToggle={focusFirstRevealed} suppressHydrationWarning>
          <MoreSummary>{ui.projectLinks.viewMore}</MoreSummary>
          <LinkList>{rest.map(projectItem)}</LinkList>
        </More>
      )}
    </>
  );
}

function projectItem(project: Project) {
  return (
    <li key={project.id}>
      <ExternalLink href={project.link}>{project.title}</ExternalLink>
    </li>
  );
}

const LinkList = styled.ul`
  display: grid;
  gap: ${vars.space[2]};
  margin: 0;
  padding-inline-start: ${vars.space[5]};

  a {
    font-weight: ${vars.fontWeights.medium};
  }
`;

/* Open, its list follows the first one as if it were the same list. */
const More = styled.details`
  margin-top: ${vars.space[5]};

  &[open] {
    margin-top: ${vars.space[2]};
  }
`;

const MoreSummary = styled.summary`
  ${summaryReset}
  ${buttonStyles}

  [open] > & {
    display: none;
  }
`;
