import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { useLocation } from 'wouter';
import { afterNextPaint } from '@/scheduling';

interface ShownLocation {
  /** The address whose page is on screen. */
  location: string;
  /** What had the focus when the address last changed (the link followed, usually). */
  focusAtChange: RefObject<Element | null>;
}

const ShownLocationContext = createContext<ShownLocation | null>(null);

/**
 * Holds the address whose page is on screen. It follows the router's a frame later, as a
 * transition: the frame after a click only closes a menu and hides the page being left, and
 * the new page, with the navbar marking it, then renders in slices of time that let the
 * browser paint and handle input in between, instead of in one long task before that frame.
 */
export function ShownLocationProvider({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const [shown, setShown] = useState(location);
  const focusAtChange = useRef<Element | null>(null);
  useEffect(() => {
    if (shown === location) return;
    focusAtChange.current = document.activeElement;
    return afterNextPaint(() => startTransition(() => setShown(location)));
  }, [location, shown]);
  const value = useMemo(() => ({ location: shown, focusAtChange }), [shown]);
  return <ShownLocationContext value={value}>{children}</ShownLocationContext>;
}

/** The address whose page is on screen; see ShownLocationProvider. */
export function useShownLocation(): ShownLocation {
  const shown = useContext(ShownLocationContext);
  if (!shown) throw new Error('useShownLocation needs a ShownLocationProvider above it');
  return shown;
}
