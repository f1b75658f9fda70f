import { useEffect } from 'react';

/** The parts of the page that hydrate on their own (each a Suspense boundary of App). */
export type HydratedPart = 'navbar' | 'main';

/** The User Timing mark a part leaves once React has hydrated it (`hydrated:navbar`, ...). */
export function hydrationMarkName(part: HydratedPart): string {
  return `hydrated:${part}`;
}

/**
 * Leaves a performance mark when the part has hydrated, so that a measurement can tell how long
 * the page sat painted but not yet run by the app. A mark is a few bytes in the page's timeline,
 * read by nothing in the app itself.
 */
export function useHydrationMark(part: HydratedPart): void {
  useEffect(() => {
    performance.mark(hydrationMarkName(part));
  }, [part]);
}
