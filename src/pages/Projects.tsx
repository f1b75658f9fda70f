import { Container } from '@/components/Container';
import { PageTitle } from '@/components/PageTitle';
import { routes, type RouteId } from '@/routes';

interface ProjectsProps {
  route: RouteId;
  category?: string;
}

export function Projects({ route }: ProjectsProps) {
  return (
    <Container>
      <PageTitle>{routes[route].title}</PageTitle>
    </Container>
  );
}
