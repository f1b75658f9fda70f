import { Container } from '@/components/Container';
import { PageTitle } from '@/components/PageTitle';
import { routes } from '@/routes';

export function Contact() {
  return (
    <Container>
      <PageTitle>{routes.contact.title}</PageTitle>
    </Container>
  );
}
