import styled from 'styled-components';
import { up } from '@theme/media';
import { vars } from '@theme/vars';
import { listReset } from '@theme/mixins';
import { fill } from '@/content/translation';
import { useContent, useLanguage } from '@/hooks/useContent';
import { writingPaths } from '@/routes';
import { OwnerLinks } from './OwnerLinks';

/** The foot of every page: the owner's links and the copyright line. */
export function Footer() {
  const { ui, routeText, profile } = useContent();
  const { pagePath, hasWriting } = useLanguage();
  return (
    <SiteFooter>
      <Inner>
        <OwnerLinks variant="icons" label={ui.ownerLinks.name} />
        {/* Only a build with a published post in this language has the writing section. */}
        {hasWriting && (
          <WritingLinks aria-label={routeText.writing.label}>
            <li>
              <a href={pagePath(writingPaths.path)}>{routeText.writing.label}</a>
            </li>
            <li>
              <a href={pagePath(writingPaths.rssPath)}>{ui.footer.rssFeed}</a>
            </li>
          </WritingLinks>
        )}
        <Copyright>
          {fill(ui.footer.copyright, { year: __BUILD_YEAR__, name: profile.brandName })}
        </Copyright>
      </Inner>
    </SiteFooter>
  );
}

const SiteFooter = styled.footer`
  border-top: 1px solid ${vars.colors.border};
  background: ${vars.colors.surface};
  color: ${vars.colors.text};
`;

const Inner = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[3]};
  max-width: ${vars.layout.contentMaxWidth};
  margin: 0 auto;
  padding: ${vars.space[5]} ${vars.space[4]};

  ${up('md')} {
    flex-direction: row-reverse;
    justify-content: space-between;
  }
`;

const WritingLinks = styled.ul`
  ${listReset}
  display: flex;
  gap: ${vars.space[4]};
`;

const Copyright = styled.p`
  margin: 0;
  color: ${vars.colors.textMuted};
  font-size: ${vars.fontSizes.sm};
`;
