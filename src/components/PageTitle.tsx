import type { ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '@theme/vars';

/**
 * A page's main heading. It takes focus after client-side navigation (tabIndex -1)
 * so screen readers announce the new page.
 */
export function PageTitle({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <Title tabIndex={-1} className={className}>
      {children}
    </Title>
  );
}

const Title = styled.h1`
  font-size: ${vars.fontSizes.pageTitle};
  color: ${vars.colors.text};
`;
