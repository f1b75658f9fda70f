import type { ReactNode } from 'react';
import styled from 'styled-components';
import { canHover } from '@theme/media';
import { listReset } from '@theme/mixins';
import { vars } from '@theme/vars';
import { sitePath } from '@/sitePath';
import { useContent } from '@/hooks/useContent';
import { ExternalLink } from '../ExternalLink';
import { VisuallyHidden } from '../VisuallyHidden';
import { LinkIcon } from './LinkIcon';
import { ownerLinksIn, type OwnerLink } from './ownerLinkList';

interface OwnerLinksProps {
  /** `icons`: a row of named icons; `list`: one row per link with its words beside the icon. */
  variant: 'icons' | 'list';
  /** Names the list for screen readers, where no heading names it already. */
  label?: string;
  className?: string;
}

/** The owner's links (email, GitHub, LinkedIn, résumé, others) from the content. */
export function OwnerLinks({ variant, label, className }: OwnerLinksProps) {
  const { ui, profile } = useContent();
  const Links = variant === 'icons' ? IconRow : Rows;
  return (
    <Links aria-label={label} className={className}>
      {ownerLinksIn(ui.ownerLinks, profile.links).map((link) => (
        <li key={link.href}>
          <OwnerAnchor link={link}>
            <LinkIcon kind={link.kind} />
            {variant === 'icons' ? (
              <VisuallyHidden>{link.label}</VisuallyHidden>
            ) : (
              <Words>
                <strong>{link.label}</strong> <Detail>{link.detail}</Detail>
              </Words>
            )}
          </OwnerAnchor>
        </li>
      ))}
    </Links>
  );
}

function OwnerAnchor({ link, children }: { link: OwnerLink; children: ReactNode }) {
  // A file of the site (a résumé under public/) lives under the base path like every page.
  const href = link.href.startsWith('/') ? sitePath(link.href) : link.href;
  return link.external ? (
    <ExternalLink href={href} newTabIcon={false}>
      {children}
    </ExternalLink>
  ) : (
    <a href={href}>{children}</a>
  );
}

const IconRow = styled.ul`
  ${listReset}
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};

  a {
    display: grid;
    place-items: center;
    width: ${vars.layout.touchTarget};
    height: ${vars.layout.touchTarget};
    border-radius: ${vars.radii.pill};
    color: inherit;
    transition: background-color ${vars.motion.fastMs} ${vars.motion.easing};
  }

  ${canHover} {
    a:hover {
      background: ${vars.colors.tint};
      color: inherit;
    }
  }
`;

/* An external link wraps its words in a span of its own: laid out the same as a bare link. */
const Rows = styled.ul`
  ${listReset}
  display: grid;

  a,
  a > span:first-child {
    display: flex;
    align-items: center;
    gap: ${vars.space[3]};
    text-decoration: none;
  }

  a {
    min-height: ${vars.layout.touchTarget};
    padding: ${vars.space[2]} 0;
  }

  strong {
    text-decoration: underline;
  }

  svg {
    flex: none;
  }
`;

const Words = styled.span`
  display: flex;
  flex-wrap: wrap;
  column-gap: ${vars.space[2]};

  strong {
    font-weight: ${vars.fontWeights.bold};
  }
`;

const Detail = styled.span`
  color: ${vars.colors.textMuted};
  overflow-wrap: anywhere;
`;
