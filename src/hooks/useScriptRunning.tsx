import { createContext, startTransition, use, useEffect, useState, type ReactNode } from 'react';

/**
 * Outside a provider, a component renders in a running app (a test, say): true. The app's
 * provider says false while the HTML is prerendered and while the browser hydrates it.
 */
const ScriptRunningContext = createContext(true);

/**
 * Tells the app whether its script runs yet: false in the prerendered HTML and while it
 * hydrates, so that both render the same; true once hydration is done. The change comes as a
 * transition: the parts that read it re-render in short slices of time, not in one long task.
 */
export function ScriptRunningProvider({ children }: { children: ReactNode }) {
  const [running, setRunning] = useState(false);
  useEffect(() => startTransition(() => setRunning(true)), []);
  return <ScriptRunningContext value={running}>{children}</ScriptRunningContext>;
}

/**
 * False in the prerendered HTML and while it hydrates; true once the page's script runs. For
 * what the HTML must show without JavaScript and the app can improve on once it runs.
 */
export function useScriptRunning(): boolean {
  return use(ScriptRunningContext);
}
