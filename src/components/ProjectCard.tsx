import { useId } from 'react';
import styled from 'styled-components';
import { canHover, reducedMotion } from '@theme/media';
import { cardSurface } from '@theme/mixins';
import { vars } from '@theme/vars';
import { sitePath } from '@/sitePath';
import { projectImageSize } from '@/content/imageSizes';
import type { Project } from '@/content/schema';
import { useContent } from '@/hooks/useContent';
import { ExternalLink } from './ExternalLink';
import { TagList } from './TagList';

interface ProjectCardProps {
  project: Project;
  /**
   * Load and decode the image at once (the first card: likely the page's largest paint) rather
   * than when scrolled near and off the main thread.
   */
  eager?: boolean;
}

/**
 * One project: its picture, title, skills and a link to it. The link covers the whole card, so
 * a click anywhere opens the project, while it stays the card's one link for the keyboard and
 * for screen readers.
 */
export function ProjectCard({ project, eager = false }: ProjectCardProps) {
  const titleId = useId();
  const { ui } = useContent();
  return (
    <Card aria-labelledby={titleId}>
      <Thumbnail
        src={sitePath(project.img)}
        alt={project.imgAlt}
        width={projectImageSize.width}
        height={projectImageSize.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding={eager ? 'sync' : 'async'}
      />
      <Body>
        <Title id={titleId}>{project.title}</Title>
        <TagList tags={project.skills} label={ui.projectCard.skillsName} />
        <LinkRow>
          <ProjectLink href={project.link} aria-describedby={titleId}>
            {ui.projectCard.projectLink}
          </ProjectLink>
        </LinkRow>
      </Body>
    </Card>
  );
}

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  ${cardSurface}
  overflow: hidden;
  transition:
    transform ${vars.motion.fastMs} ${vars.motion.easing},
    box-shadow ${vars.motion.fastMs} ${vars.motion.easing};

  /* The card carries the focus ring of its link, whose own ring would be cut off by the card. */
  &:focus-within {
    outline: ${vars.layout.focusRing} solid ${vars.colors.focus};
    outline-offset: 2px;
  }

  ${canHover} {
    &:hover {
      transform: translateY(calc(-1 * ${vars.space[1]}));
      box-shadow: ${vars.shadows.raised};
    }
  }

  ${reducedMotion} {
    &:hover {
      transform: none;
    }
  }
`;

const Thumbnail = styled.img`
  width: 100%;
  aspect-ratio: ${projectImageSize.width} / ${projectImageSize.height};
  object-fit: cover;
  /* A hairline under the picture, where a dark one would otherwise run into a dark card. */
  border-bottom: 1px solid ${vars.colors.border};
  background: ${vars.colors.surface};
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${vars.space[4]};
  padding: ${vars.space[5]};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${vars.fontSizes.lg};
`;

const LinkRow = styled.p`
  margin: auto 0 0;
  font-weight: ${vars.fontWeights.bold};
`;

const ProjectLink = styled(ExternalLink)`
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  &:focus-visible {
    outline: none;
    box-shadow: none;
  }
`;
