import styled from 'styled-components';
import { up } from '@theme/media';
import { vars } from '@theme/vars';
import { listReset } from '@theme/mixins';
import { profile } from '@/content/profile';
import { writing } from '@/routes';
import { sitePath } from '@/sitePath';
import { OwnerLinks } from './OwnerLinks';

/** The foot of every page: the owner's links and the copyright line. */
export function Footer() {
  return (
    <SiteFooter>
      <Inner>
        <OwnerLinks variant="icons" label="Ways to reach me" />
        {/* Only a build with a published post has the writing section. */}
        {__HAS_WRITING__ && (
          <WritingLinks aria-label={writing.label}>
            <li>
              <a href={sitePath(writing.path)}>{writing.label}</a>
            </li>
            <li>
              <a href={sitePath(writing.rssPath)}>RSS feed</a>
            </li>
          </WritingLinks>
        )}
        <Copyright>
          © {__BUILD_YEAR__}, {profile.brandName}
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
