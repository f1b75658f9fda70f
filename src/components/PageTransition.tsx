import { m, useReducedMotion } from 'framer-motion';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTheme } from 'styled-components';

interface PageTransitionProps {
  children: ReactNode;
  /** Move focus to the page's main heading once it is shown (after client-side navigation). */
  focusOnMount: boolean;
}

/**
 * Fades a page in as the route changes (a short rise as well, unless the visitor prefers
 * reduced motion) and hands focus to its heading so screen readers announce the new page.
 */
export function PageTransition({ children, focusOnMount }: PageTransitionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const theme = useTheme();
  const reduceMotion = useReducedMotion();

  useEffect(() => {
    if (!focusOnMount) return;
    window.scrollTo(0, 0);
    const target = ref.current?.querySelector<HTMLElement>('h1') ?? ref.current?.closest('main');
    target?.focus({ preventScroll: true });
    // Runs once per page: each page is a new, keyed instance.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <m.div
      ref={ref}
      initial={reduceMotion ? { opacity: 0 } : { opacity: 0, y: 12 }}
      animate={{ opacity: 1, y: 0 }}
      transition={{ duration: theme.motion.routeTransitionMs / 1000, ease: 'easeOut' }}
    >
      {children}
    </m.div>
  );
}
