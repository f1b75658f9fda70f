import type { animate as animateMini } from 'framer-motion/dom/mini';
import { useEffect, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useTheme } from 'styled-components';
import { prefersReducedMotion } from '@theme/reducedMotion';

type Animate = typeof animateMini;

let animate: Animate | undefined;
let loading: Promise<Animate> | undefined;

/**
 * Fetches the animation code (framer-motion's mini animate), which only a client-side
 * navigation needs, so the first load goes without it.
 */
export function preloadPageTransition(): Promise<Animate> {
  loading ??= import('framer-motion/dom/mini').then(
    (module) => (animate = module.animate),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Fetches the animation code, and whatever else `preloadMore` fetches (the pages' code), once
 * the visitor points at, touches or focuses a link to this site: usually well before the click
 * that needs it, and never for a visitor who only reads. `preloadMore` must keep its identity.
 */
export function usePreloadOnNavigationIntent(preloadMore?: () => Promise<unknown>) {
  useEffect(() => {
    const intents = ['pointerover', 'touchstart', 'focusin'] as const;
    const stopListening = () => {
      for (const intent of intents) document.removeEventListener(intent, onIntent);
    };
    function onIntent(event: Event) {
      if (!(event.target instanceof Element) || !event.target.closest('a[href^="/"]')) return;
      stopListening();
      // A failed fetch is tried again by the navigation that needs it.
      preloadPageTransition().catch(() => {});
      preloadMore?.().catch(() => {});
    }
    for (const intent of intents) document.addEventListener(intent, onIntent, { passive: true });
    return stopListening;
  }, [preloadMore]);
}

interface PageTransitionProps {
  children: ReactNode;
  /**
   * True after a client-side navigation: fade the page in, move focus to its main heading and
   * scroll to the top. False on the page the visitor landed on, which is shown as it is.
   */
  entering: boolean;
  /**
   * True from the moment the address names another page until that page replaces this one:
   * this page is hidden at once, as the new one starts its fade from nothing, so the frame after
   * the click is already the transition's first.
   */
  leaving?: boolean;
  /**
   * What had the focus when the visitor asked for this page. The page renders a moment later:
   * if the visitor has moved the focus on in between (opened a menu, say), it stays there.
   */
  focusAtNavigation?: RefObject<Element | null>;
}

/**
 * Fades a page in as the route changes (a short rise as well, unless the visitor prefers
 * reduced motion) and hands focus to its heading so screen readers announce the new page.
 * framer-motion's mini animate runs on the Web Animations API, so no style is set in the HTML
 * and the page stays visible wherever the animation cannot run.
 */
export function PageTransition({
  children,
  entering,
  leaving = false,
  focusAtNavigation,
}: PageTransitionProps) {
  const pageRef = useRef<HTMLDivElement>(null);
  const theme = useTheme();

  // Before paint, so the new page's first frame is already the animation's first.
  useLayoutEffect(() => {
    const page = pageRef.current;
    if (!entering || !page) return;
    window.scrollTo(0, 0);
    const focused = document.activeElement;
    const focusMoved =
      focused && focused !== document.body && focused !== focusAtNavigation?.current;
    if (!focusMoved) {
      const target = page.querySelector<HTMLElement>('h1') ?? page.closest('main');
      target?.focus({ preventScroll: true });
    }

    if (typeof page.animate !== 'function') return;
    const reduceMotion = prefersReducedMotion();
    const fadeIn = (run: Animate) =>
      run(
        page,
        reduceMotion
          ? { opacity: [0, 1] }
          : {
              opacity: [0, 1],
              transform: [`translateY(${theme.motion.routeRise})`, 'translateY(0)'],
            },
        { duration: theme.motion.routeTransitionMs / 1000, ease: 'easeOut' },
      );

    if (animate) {
      const animation = fadeIn(animate);
      return () => animation.stop();
    }
    // The first navigation may come before the animation code: hold the page at the fade's
    // first frame until it arrives, and show it as it is if it cannot.
    const hold = page.animate([{ opacity: 0 }, { opacity: 0 }], { fill: 'forwards' });
    let stopped = false;
    let animation: ReturnType<Animate> | undefined;
    preloadPageTransition()
      .then((run) => {
        if (!stopped) animation = fadeIn(run);
      })
      .catch(() => {})
      .finally(() => hold.cancel());
    return () => {
      stopped = true;
      hold.cancel();
      animation?.stop();
    };
    // Runs once per page: each page is a new, keyed instance.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div ref={pageRef} style={leaving ? hidden : undefined}>
      {children}
    </div>
  );
}

/*
 * Hidden rather than transparent: the browser then neither paints the page nor finds it under
 * the pointer, so a background video's controls, say, do not wake up for the frame.
 */
const hidden = { visibility: 'hidden' } as const;
