import { useCallback, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { colorSchemeChoices, type ColorSchemeChoice } from '@theme/colorScheme';
import { noScript, up } from '@theme/media';
import { listReset } from '@theme/mixins';
import { vars } from '@theme/vars';
import { useDismissOnOutsidePointer } from '@/hooks/useDismissOnOutsidePointer';
import { VisuallyHidden } from '../VisuallyHidden';
import { beforeHydration, navEntryStyles, navPanelStyles, navToggleStyles } from './navStyles';
import {
  colorSchemeControlName,
  colorSchemeLabels,
  colorSchemeToggleName,
} from './colorSchemeLabels';
import { useColorSchemeChoice } from './useColorSchemeChoice';

/**
 * The colour scheme control at the end of the navbar: a button that shows and hides the three
 * choices (light, dark, the system's), each a toggle button pressed while it is the one in use.
 * The list stays open after a choice, so the pressed state is announced where focus is; Escape,
 * a click outside or focus moving on closes it.
 */
export function ColorSchemeToggle() {
  const [choice, choose] = useColorSchemeChoice();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const listId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useDismissOnOutsidePointer(containerRef, open, close);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    // Only this list closes, not the collapsed navbar's menu around it.
    event.stopPropagation();
    setOpen(false);
    triggerRef.current?.focus();
  };

  const closeIfFocusLeaves = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !containerRef.current?.contains(next)) setOpen(false);
  };

  return (
    <Container ref={containerRef} onKeyDown={closeOnEscape} onBlur={closeIfFocusLeaves}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <SchemeIcon choice={choice} />
        <VisuallyHidden>{colorSchemeToggleName(choice)}</VisuallyHidden>
      </Trigger>
      <Choices id={listId} aria-label={colorSchemeControlName} hidden={!open}>
        {colorSchemeChoices.map((option) => (
          <li key={option}>
            <Choice type="button" aria-pressed={option === choice} onClick={() => choose(option)}>
              <SchemeIcon choice={option} />
              {colorSchemeLabels[option]}
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
function SchemeIcon({ choice }: { choice: ColorSchemeChoice }) {
  return (
    <Icon aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
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

const Container = styled.div`
  position: relative;

  /* It needs the app to work: hidden until the app runs, its room kept so nothing moves when
     it shows, and gone for good without JavaScript, where the system's scheme applies. */
  ${beforeHydration} & {
    visibility: hidden;
  }

  ${noScript} {
    display: none;
  }
`;

/* Framed like the Menu toggle beside it on narrow screens; among the links, as light as they. */
const Trigger = styled.button`
  ${navToggleStyles}

  &[aria-expanded='true'] {
    background: ${vars.colors.navbarHover};
  }

  ${({ theme }) => up(theme.responsive.navbarExpand)} {
    border-color: transparent;
  }
`;

const Icon = styled.svg`
  display: block;
  flex: none;
  fill: none;
  stroke: currentColor;
  stroke-width: 1.8;
  stroke-linecap: round;
  stroke-linejoin: round;
`;

const Choices = styled.ul`
  ${listReset}
  ${navPanelStyles}
  min-width: 11rem;

  &[hidden] {
    display: none;
  }
`;

const Check = styled.svg`
  margin-left: auto;
  fill: none;
  stroke: currentColor;
  stroke-width: 2.2;
  stroke-linecap: round;
  stroke-linejoin: round;
  visibility: hidden;
`;

/* The one in use is marked by weight and a check mark, not by colour alone. */
const Choice = styled.button`
  ${navEntryStyles}
  width: 100%;
  gap: ${vars.space[3]};
  padding: ${vars.space[2]} ${vars.space[4]};
  border-radius: 0;
  text-align: left;

  /* The ring is drawn inside the entry, so the list's edges never cut it off. */
  &:focus-visible {
    outline-offset: calc(-1 * ${vars.layout.focusRing});
    box-shadow: inset 0 0 0 ${vars.layout.focusHalo} ${vars.colors.focusHalo};
  }

  &[aria-pressed='true'] {
    color: ${vars.colors.navbarAccent};
    font-weight: ${vars.fontWeights.bold};
  }

  &[aria-pressed='true'] > ${Check} {
    visibility: visible;
  }
`;
