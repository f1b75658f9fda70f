import { reducedMotionQuery } from '@theme/media';

/**
 * The visitor's reduced-motion preference, read where it is acted on (effects, event handlers)
 * and never during render: the prerendered HTML cannot know it, and a render that depended on
 * it would have to be redone as soon as the page hydrates.
 */
export function prefersReducedMotion(): boolean {
  return window.matchMedia(reducedMotionQuery).matches;
}

/**
 * Calls `apply` with the preference now and again each time the visitor changes it; returns
 * the function that stops following it.
 */
export function followReducedMotion(apply: (reduce: boolean) => void): () => void {
  const preference = window.matchMedia(reducedMotionQuery);
  const onChange = () => apply(preference.matches);
  onChange();
  preference.addEventListener('change', onChange);
  return () => preference.removeEventListener('change', onChange);
}
