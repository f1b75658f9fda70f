import { Container } from '@/components/Container';
import { PageTitle } from '@/components/PageTitle';
import { routes } from '@/routes';

export function Home() {
  return (
    <Container id="home">
      <PageTitle>{routes.home.title}</PageTitle>
    </Container>
  );
}
