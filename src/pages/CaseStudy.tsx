import { Container } from '@/components/Container';
import { PageTitle } from '@/components/PageTitle';
import { routes } from '@/routes';

export function CaseStudy() {
  return (
    <Container>
      <PageTitle>{routes.designBa.title}</PageTitle>
    </Container>
  );
}
