import { useEffect, type RefObject } from 'react';

/**
 * While `open`, a press anywhere outside `container` calls `dismiss`: how the navbar's pop-up
 * lists close. Listening only while open keeps the cost to the widget that is open.
 */
export function useDismissOnOutsidePointer(
  container: RefObject<HTMLElement | null>,
  open: boolean,
  dismiss: () => void,
): void {
  useEffect(() => {
    if (!open) return;
    const dismissIfOutside = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) dismiss();
    };
    document.addEventListener('pointerdown', dismissIfOutside);
    return () => document.removeEventListener('pointerdown', dismissIfOutside);
  }, [container, open, dismiss]);
}
