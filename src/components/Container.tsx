import styled from 'styled-components';
import { vars } from '@theme/vars';

/** The centred column every page's content sits in. */
export const Container = styled.div`
  width: 100%;
  max-width: ${vars.layout.contentMaxWidth};
  margin: 0 auto;
  padding: ${vars.space[6]} ${vars.space[4]};
`;
