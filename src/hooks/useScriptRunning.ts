import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False in the prerendered HTML and while it hydrates; true once the page's script runs. For
 * what the HTML must show without JavaScript and the app can improve on once it runs.
 */
export function useScriptRunning(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
