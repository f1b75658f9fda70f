import styled from 'styled-components';
import { SiteLink } from './SiteLink';
import { buttonStyles } from '@theme/mixins';

export const Button = styled.button`
  ${buttonStyles}
`;

/** A client-side link to one of our routes that looks like a button. */
export const ButtonLink = styled(SiteLink)`
  ${buttonStyles}
`;
