import styled from 'styled-components';
import { CardGrid } from '@/components/CardGrid';
import { Container } from '@/components/Container';
import { PageTitle } from '@/components/PageTitle';
import { ProjectCard } from '@/components/ProjectCard';
import { projects, type ProjectCategory } from '@/content/projects';
import { routes, type RouteId } from '@/routes';

interface ProjectsProps {
  route: RouteId;
  /** Show only this category; all projects when absent. */
  category?: ProjectCategory;
}

/** A grid of project cards, all of them or one category's. */
export function Projects({ route, category }: ProjectsProps) {
  const shown = category ? projects.filter((project) => project.category === category) : projects;
  const { title, description } = routes[route];

  return (
    <Container>
      <PageTitle>{title}</PageTitle>
      <Lead>{description}</Lead>
      {shown.length > 0 ? (
        <CardGrid>
          {shown.map((project, index) => (
            <li key={project.id}>
              <ProjectCard project={project} eager={index === 0} />
            </li>
          ))}
        </CardGrid>
      ) : (
        <p>No projects here yet.</p>
      )}
    </Container>
  );
}

const Lead = styled.p`
  max-width: ${({ theme }) => theme.layout.textMaxWidth};
  margin-bottom: ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
