import { useAnimate } from 'framer-motion/mini';
import { useLayoutEffect, type ReactNode } from 'react';
import { useTheme } from 'styled-components';
import { usePrefersReducedMotion } from '@/hooks/usePrefersReducedMotion';

interface PageTransitionProps {
  children: ReactNode;
  /**
   * True after a client-side navigation: fade the page in, move focus to its main heading and
   * scroll to the top. False on the page the visitor landed on, which is shown as it is.
   */
  entering: boolean;
}

/**
 * Fades a page in as the route changes (a short rise as well, unless the visitor prefers
 * reduced motion) and hands focus to its heading so screen readers announce the new page.
 * framer-motion's mini animate runs on the Web Animations API, so no style is set in the HTML
 * and the page stays visible wherever the animation cannot run.
 */
export function PageTransition({ children, entering }: PageTransitionProps) {
  const [scope, animate] = useAnimate<HTMLDivElement>();
  const theme = useTheme();
  const reduceMotion = usePrefersReducedMotion();

  // Before paint, so the new page's first frame is already the animation's first.
  useLayoutEffect(() => {
    const page = scope.current;
    if (!entering || !page) return;
    window.scrollTo(0, 0);
    const target = page.querySelector<HTMLElement>('h1') ?? page.closest('main');
    target?.focus({ preventScroll: true });

    if (typeof page.animate !== 'function') return;
    animate(
      page,
      reduceMotion
        ? { opacity: [0, 1] }
        : {
            opacity: [0, 1],
            transform: [`translateY(${theme.motion.routeRise})`, 'translateY(0)'],
          },
      { duration: theme.motion.routeTransitionMs / 1000, ease: 'easeOut' },
    );
    // Runs once per page: each page is a new, keyed instance.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return <div ref={scope}>{children}</div>;
}
