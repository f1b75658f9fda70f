import styled from 'styled-components';
import { listReset } from '@theme/mixins';
import { vars } from '@theme/vars';
import { fill } from '@/content/translation';
import { useContent, useLanguage } from '@/hooks/useContent';
import { useDisclosure } from '@/hooks/useDisclosure';
import { useShownLocation } from '@/hooks/useShownLocation';
import { inLanguage, siteLanguages, type Language } from '@/language';
import { findRoute, isWritingPath, routePaths } from '@/routes';
import { sitePath } from '@/sitePath';
import { VisuallyHidden } from '../VisuallyHidden';
import {
  navLineIconStyles,
  navPanelStyles,
  navPopupEntryStyles,
  navPopupToggleStyles,
} from './navStyles';
import { useWritingVersions } from './writingVersions';

/**
 * The language switcher beside the colour scheme control, on a site in more than one language:
 * a native disclosure listing this page in each language, as plain links (a language is a page
 * load: its words and its direction come with the page), each named in its own language. It
 * works from the first paint and without JavaScript; the app adds Escape, a press outside and
 * focus moving on to close it.
 */
export function LanguageSwitcher() {
  const words = useContent().ui.languageSwitcher;
  const language = useLanguage();
  const location = useShownLocation().location;
  const { ref, onKeyDown, onBlur } = useDisclosure({ dismissible: true });
  const writingVersions = useWritingVersions();
  // A page of the route table exists in every language, a writing page in those it was written
  // in; any other page leads to each language's home.
  const routeId = findRoute(location)?.id;
  const pathIn = ({ code }: Language) => {
    if (routeId) return routePaths[routeId].path;
    const written = code === language.code || writingVersions.includes(code);
    return isWritingPath(location) && written ? location : routePaths.home.path;
  };

  return (
    // `open` is the browser's (see useDisclosure): set before the app ran, it is no mismatch.
    <Container ref={ref} onKeyDown={onKeyDown} onBlur={onBlur} suppressHydrationWarning>
      <Trigger>
        <VisuallyHidden>{fill(words.current, { language: language.name })}</VisuallyHidden>
        <Globe aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
        </Globe>
      </Trigger>
      <Choices aria-label={words.name}>
        {siteLanguages.map((other) => (
          <li key={other.code}>
            <Choice
              href={sitePath(inLanguage(other, pathIn(other)))}
              lang={other.code}
              hrefLang={other.code}
              aria-current={other.code === language.code ? 'page' : undefined}
            >
              {other.name}
            </Choice>
          </li>
        ))}
      </Choices>
    </Container>
  );
}

const Container = styled.details`
  position: relative;
`;

const Trigger = styled.summary`
  ${navPopupToggleStyles}
`;

const Globe = styled.svg`
  ${navLineIconStyles}
`;

const Choices = styled.ul`
  ${listReset}
  ${navPanelStyles}
  min-width: 11rem;
`;

/* The page's own language is marked by weight and colour, and announced as the current page. */
const Choice = styled.a`
  ${navPopupEntryStyles}

  &[aria-current='page'] {
    color: ${vars.colors.navbarAccent};
    font-weight: ${vars.fontWeights.bold};
  }
`;
