import { useCallback, useEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';

interface DisclosureOptions {
  /** Whether a press outside it, or focus moving to another control, closes it (a pop-up). */
  dismissible?: boolean;
}

/**
 * What the app adds to a native `<details>` disclosure once it runs, on top of what the
 * browser gives from the first paint (Enter, Space and a click on the summary toggle it, its
 * state is announced): Escape closes it and puts focus back on its summary, and a pop-up also
 * closes on a press outside it or when focus moves on. The open state stays the browser's: the
 * app never renders `open`, so a disclosure the visitor opened before the app started stays
 * open as the app takes over, and nothing the app renders can contradict what is shown.
 */
export function useDisclosure({ dismissible = false }: DisclosureOptions = {}) {
  const ref = useRef<HTMLDetailsElement>(null);

  const close = useCallback((returnFocus = false) => {
    const details = ref.current;
    if (!details?.open) return;
    details.open = false;
    if (returnFocus) details.querySelector('summary')?.focus();
  }, []);

  // Listening on the document only while the app runs the page; the browser's own behaviour
  // needs no listener at all.
  useEffect(() => {
    if (!dismissible) return;
    const closeIfOutside = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', closeIfOutside);
    return () => document.removeEventListener('pointerdown', closeIfOutside);
  }, [dismissible, close]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !ref.current?.open) return;
    // Only this disclosure closes, not one around it (the collapsed navbar's menu).
    event.stopPropagation();
    close(true);
  };

  // Focus going nowhere (a click on a panel's padding, a switch to another window) leaves it
  // open: presses outside are handled above.
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (dismissible && next && !ref.current?.contains(next)) close();
  };

  return { ref, close, onKeyDown, onBlur };
}
