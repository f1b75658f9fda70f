import { Container } from '@/components/Container';
import { PageTitle } from '@/components/PageTitle';
import { routes } from '@/routes';

export function About() {
  return (
    <Container>
      <PageTitle>{routes.about.title}</PageTitle>
    </Container>
  );
}
