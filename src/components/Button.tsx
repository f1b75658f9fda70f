import styled, { css } from 'styled-components';
import { Link } from 'wouter';

/** The primary call-to-action look, shared by real buttons and links that look like one. */
export const buttonStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.layout.touchTarget};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[5]}`};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.fastMs}ms
    ${({ theme }) => theme.motion.easing};

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.primaryHover};
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export const Button = styled.button`
  ${buttonStyles}
`;

/** A client-side link to one of our routes that looks like a button. */
export const ButtonLink = styled(Link)`
  ${buttonStyles}
`;
