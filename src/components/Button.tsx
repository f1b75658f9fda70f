import styled from 'styled-components';
import { Link } from 'wouter';
import { buttonStyles } from '@theme/mixins';

export const Button = styled.button`
  ${buttonStyles}
`;

/** A client-side link to one of our routes that looks like a button. */
export const ButtonLink = styled(Link)`
  ${buttonStyles}
`;
