import styled from 'styled-components';
import { up } from '@theme/media';
import { vars } from '@theme/vars';

/**
 * The centred column every page's content sits in, with room from the space scale above it
 * and below, before the footer.
 */
export const Container = styled.div`
  width: 100%;
  max-width: ${vars.layout.contentMaxWidth};
  margin: 0 auto;
  padding: ${vars.space[6]} ${vars.space[4]} ${vars.space[8]};

  ${up('md')} {
    padding-top: ${vars.space[7]};
  }
`;
