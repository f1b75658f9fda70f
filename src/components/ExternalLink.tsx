import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { useContent } from '@/hooks/useContent';
import { VisuallyHidden } from './VisuallyHidden';

type ExternalLinkProps = Omit<ComponentPropsWithRef<'a'>, 'target' | 'rel'> & {
  href: string;
  children: ReactNode;
  /** Draw the new-tab arrow after the text; an icon-only link leaves it out. */
  newTabIcon?: boolean;
};

/** A link to another site: opens in a new tab, safely, and says so to screen readers. */
export function ExternalLink({ children, newTabIcon = true, ...anchorProps }: ExternalLinkProps) {
  const { ui } = useContent();
  return (
    <Anchor {...anchorProps} target="_blank" rel="noopener noreferrer">
      <span>{children}</span> <VisuallyHidden>{ui.externalLink.newTab}</VisuallyHidden>
      {newTabIcon && (
        <NewTabIcon aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
          <path
            d="M9 2h5v5M14 2L7 9M12 10v4H2V4h4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
          />
        </NewTabIcon>
      )}
    </Anchor>
  );
}

/* Only the words are underlined, not the space before the arrow. */
const Anchor = styled.a`
  text-decoration: none;

  & > span:first-child {
    text-decoration: underline;
  }
`;

const NewTabIcon = styled.svg`
  display: inline;
  margin-inline-start: 0.1em;
  vertical-align: -0.1em;
`;
