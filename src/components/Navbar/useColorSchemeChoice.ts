import { useState, useSyncExternalStore } from 'react';
import {
  applyColorScheme,
  colorSchemeStorageKey,
  storeColorScheme,
  storedColorScheme,
  type ColorSchemeChoice,
} from '@theme/colorScheme';

/**
 * Calls `onChange` when the stored choice changes: in another tab (the browser's storage event)
 * or in this one (the same event, sent by `choose`); the page is shown in the new choice first.
 */
function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== colorSchemeStorageKey) return;
    applyColorScheme(storedColorScheme());
    onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

const getSnapshot = () => storedColorScheme();
// The prerendered HTML cannot know the visitor's choice: it shows the system's, as does the
// hydrating page, which then reads the stored one.
const getServerSnapshot = (): ColorSchemeChoice => 'system';

/**
 * The visitor's colour scheme choice, and the function that makes a new one: applied to the
 * page at once and kept for every page and the next visit.
 */
export function useColorSchemeChoice(): [ColorSchemeChoice, (choice: ColorSchemeChoice) => void] {
  const stored = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  // A choice that storage refused (a full quota, storage turned off) holds for this page.
  const [unstored, setUnstored] = useState<ColorSchemeChoice>();

  const choose = (choice: ColorSchemeChoice) => {
    applyColorScheme(choice);
    if (!storeColorScheme(choice)) {
      setUnstored(choice);
      return;
    }
    setUnstored(undefined);
    window.dispatchEvent(new StorageEvent('storage', { key: colorSchemeStorageKey }));
  };

  return [unstored ?? stored, choose];
}
