import styled from 'styled-components';
import {
  colorSchemeAttribute,
  colorSchemeChoiceAttribute,
  colorSchemeChoices,
  colorSchemeToggleNameAttribute,
  type ColorSchemeChoice,
} from '@theme/colorScheme';
import { noScript } from '@theme/media';
import { listReset } from '@theme/mixins';
import { vars } from '@theme/vars';
import { useContent } from '@/hooks/useContent';
import { useDisclosure } from '@/hooks/useDisclosure';
import {
  navLineIconStyles,
  navPanelStyles,
  navPopupEntryStyles,
  navPopupToggleStyles,
} from './navStyles';
import { colorSchemeToggleName } from './colorSchemeLabels';
import { useColorSchemeChoice } from './useColorSchemeChoice';

/**
 * The colour scheme control at the end of the navbar: a native disclosure whose summary shows
 * and hides the three choices (light, dark, the system's), each a toggle button pressed while
 * it is the one in use. The list stays open after a choice, so the pressed state is announced
 * where focus is; Escape, a press outside or focus moving on closes it.
 *
 * Choosing needs a script, but not the app: until the app runs, the page's inline script
 * (theme/colorSchemeScript.ts) applies a choice, keeps it, and marks the buttons and the
 * summary, which it finds by `data-color-scheme-choice` and `data-toggle-name`. Once the app
 * runs, it answers the press itself and claims it (`preventDefault`), so the inline script
 * leaves it alone: each press is applied once.
 */
export function ColorSchemeToggle() {
  const words = useContent().ui.colorScheme;
  const [choice, choose] = useColorSchemeChoice();
  const { ref, onKeyDown, onBlur } = useDisclosure({ dismissible: true });

  return (
    // `open` is the browser's (see useDisclosure): set before the app ran, it is no mismatch.
    <Container ref={ref} onKeyDown={onKeyDown} onBlur={onBlur} suppressHydrationWarning>
      {/* Its name and the choices' pressed state are the inline script's to mark until the
      app runs. The app's first render is the HTML's, for the system's scheme, so a choice the
      script marked is no mismatch: the app's next render shows that choice as well. */}
      <Trigger aria-label={colorSchemeToggleName(words, choice)} suppressHydrationWarning>
        {/* The icon of the scheme in use, shown by the style sheet from <html>'s mark, which
        the inline script sets before the first paint. */}
        {colorSchemeChoices.map((option) => (
          <SchemeIcon key={option} choice={option} data-shown-for={option} />
        ))}
      </Trigger>
      <Choices aria-label={words.name}>
        {colorSchemeChoices.map((option) => (
          <li key={option}>
            <Choice
              type="button"
              aria-pressed={option === choice}
              suppressHydrationWarning
              {...{
                [colorSchemeChoiceAttribute]: option,
                [colorSchemeToggleNameAttribute]: colorSchemeToggleName(words, option),
              }}
              onClick={(event) => {
                event.preventDefault();
                choose(option);
              }}
            >
              <SchemeIcon choice={option} />
              {words.choices[option]}
              <Check aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
                <path d="M5 12.5l4.5 4.5L19 7.5" />
              </Check>
            </Choice>
          </li>
        ))}
      </Choices>
    </Container>
  );
}

/** A sun, a moon, or a screen for the system's choice. */
function SchemeIcon({ choice, ...rest }: { choice: ColorSchemeChoice; 'data-shown-for'?: string }) {
  return (
    <Icon aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" {...rest}>
      {choice === 'light' && (
        <>
          <circle cx="12" cy="12" r="4" />
          <path d="M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4" />
        </>
      )}
      {choice === 'dark' && <path d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5z" />}
      {choice === 'system' && <path d="M3.5 5h17v11h-17zM8.5 20h7M12 16v4" />}
    </Icon>
  );
}

const Container = styled.details`
  position: relative;

  /* Choosing needs a script: without JavaScript the system's scheme applies, with no control. */
  ${noScript} {
    display: none;
  }
`;

const Trigger = styled.summary`
  ${navPopupToggleStyles}

  /* The icon of the choice in use: <html> is marked with a chosen scheme, and not at all for
     the system's. */
  & > [data-shown-for] {
    display: none;
  }
  ${colorSchemeChoices
    .map((option) =>
      option === 'system'
        ? `:root:not([${colorSchemeAttribute}]) & > [data-shown-for='system']`
        : `:root[${colorSchemeAttribute}='${option}'] & > [data-shown-for='${option}']`,
    )
    .join(', ')} {
    display: block;
  }
`;

const Icon = styled.svg`
  ${navLineIconStyles}
`;

const Choices = styled.ul`
  ${listReset}
  ${navPanelStyles}
  min-width: 11rem;
`;

const Check = styled.svg`
  margin-inline-start: auto;
  fill: none;
  stroke: currentColor;
  stroke-width: 2.2;
  stroke-linecap: round;
  stroke-linejoin: round;
  visibility: hidden;
`;

/* The one in use is marked by weight and a check mark, not by colour alone. */
const Choice = styled.button`
  ${navPopupEntryStyles}
  gap: ${vars.space[3]};
  text-align: start;

  &[aria-pressed='true'] {
    color: ${vars.colors.navbarAccent};
    font-weight: ${vars.fontWeights.bold};
  }

  &[aria-pressed='true'] > ${Check} {
    visibility: visible;
  }
`;
