import styled from 'styled-components';
import { noScript, up } from '@theme/media';
import { cardSurface, leadParagraph } from '@theme/mixins';
import { vars } from '@theme/vars';
import { Button } from '@/components/Button';
import { Container } from '@/components/Container';
import { Field } from '@/components/Field';
import { OwnerLinks } from '@/components/OwnerLinks';
import { PageTitle } from '@/components/PageTitle';
import { contactLimits } from '@/contact/contactMessage';
import { useContactForm } from '@/contact/useContactForm';
import { heldSubmitAttribute } from '@/contact/heldSubmit';
import { useContent } from '@/hooks/useContent';

export function Contact() {
  const { ui, routeText, profile } = useContent();
  const words = ui.contact;
  const { formProps, fieldProps, sending } = useContactForm();

  return (
    <Container>
      <PageTitle>{routeText.pages.contact.title}</PageTitle>
      <Lead>{profile.contactIntro}</Lead>
      <noscript>
        <Note>{words.noScript}</Note>
      </noscript>

      <Columns>
        <div>
          {/* Marked by the inline script while a submit waits for the app (heldSubmit.ts): the
          mark is no mismatch as the app takes the form over. */}
          <Form {...formProps} suppressHydrationWarning>
            <Fields disabled={sending}>
              <Field
                label={words.labels.name}
                type="text"
                autoComplete="name"
                required
                maxLength={contactLimits.name}
                {...fieldProps('name')}
              />
              <Field
                label={words.labels.email}
                type="email"
                autoComplete="email"
                required
                maxLength={contactLimits.email}
                {...fieldProps('email')}
              />
              <Field
                label={words.labels.message}
                rows={3}
                required
                maxLength={contactLimits.message}
                {...fieldProps('message')}
              />
              <Button type="submit">{words.submit}</Button>
            </Fields>
          </Form>
          {/* The held note shows while a message sent before the app ran waits for it. */}
          <Status role="status" data-held={words.held}>
            {sending ? words.sending : ''}
          </Status>
        </div>

        <OtherWays aria-labelledby="other-ways">
          <h2 id="other-ways">{words.otherWays}</h2>
          <OwnerLinks variant="list" />
        </OtherWays>
      </Columns>
    </Container>
  );
}

/* The form, and the other ways to reach me beside it from lg up, below it on smaller screens. */
const Columns = styled.div`
  display: grid;
  gap: ${vars.space[7]};

  ${up('lg')} {
    grid-template-columns: minmax(0, ${vars.layout.textMaxWidth}) minmax(0, 1fr);
    align-items: start;
  }
`;

const OtherWays = styled.section`
  ${cardSurface}
  padding: ${vars.space[5]};
  background: ${vars.colors.surface};

  h2 {
    font-size: ${vars.fontSizes.lg};
  }
`;

const Lead = styled.p`
  ${leadParagraph}
  margin-bottom: ${vars.space[6]};
`;

const Note = styled.p`
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radii.md};
  background: ${vars.colors.surface};
`;

/* Sending needs JavaScript: without it, the note above says so in the form's place. */
const Form = styled.form`
  ${noScript} {
    display: none;
  }
`;

const Fields = styled.fieldset`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space[5]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

/* Always in the page, empty until submit: some screen readers miss a live region that appears.
   A message held for the app shows its note before then, from the style sheet alone: the page
   is not the app's to change until it runs. */
const Status = styled.p`
  margin: 0;

  [${heldSubmitAttribute}] + &:empty::before {
    content: attr(data-held);
  }

  &:not(:empty),
  [${heldSubmitAttribute}] + & {
    margin-top: ${vars.space[5]};
    padding: ${vars.space[3]} ${vars.space[4]};
    border-inline-start: ${vars.space[1]} solid ${vars.colors.primary};
    border-radius: ${vars.radii.sm};
    background: ${vars.colors.surface};
    font-weight: ${vars.fontWeights.medium};
  }
`;
