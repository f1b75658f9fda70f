import styled from 'styled-components';
import { leadParagraph } from '@theme/mixins';
import { vars } from '@theme/vars';
import { CardGrid } from '@/components/CardGrid';
import { Container } from '@/components/Container';
import { PageTitle } from '@/components/PageTitle';
import { ProjectCard } from '@/components/ProjectCard';
import { useContent, useContentPart } from '@/hooks/useContent';
import { routePaths, type RouteId, type RoutePlace } from '@/routes';

/** A grid of project cards: all of them, or those of the category the route names. */
export function Projects({ route }: { route: RouteId }) {
  const { routeText } = useContent();
  const projects = useContentPart('projects');
  const { title, description } = routeText.pages[route];
  const { category }: RoutePlace = routePaths[route];
  const shown = category ? projects.filter((project) => project.category === category) : projects;

  return (
    <Container>
      <PageTitle>{title}</PageTitle>
      <Lead>{description}</Lead>
      <CardGrid>
        {shown.map((project, index) => (
          <li key={project.id}>
            <ProjectCard project={project} eager={index === 0} />
          </li>
        ))}
      </CardGrid>
    </Container>
  );
}

const Lead = styled.p`
  ${leadParagraph}
  margin-bottom: ${vars.space[6]};
`;
