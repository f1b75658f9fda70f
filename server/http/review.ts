/**
 * /api/review/<token>: the page a digest's review link opens. GET only shows the message and a
 * button, and changes nothing, however often it is opened: mail scanners and link previews open
 * every link of a mail. The button posts the form to the same address, and only that acts, once:
 * "Let it through" as `npm run messages -- --release` does, "Delete" by deleting the message.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { Clock } from '../clock.ts';
import { hashReviewToken, isReviewTokenShaped } from '../contact/reviewLinks.ts';
import type { Channel, MessageStore, ReviewResult } from '../store/store.ts';
import {
  methodNotAllowedPage,
  pageForResult,
  pageForToken,
  REVIEW_PAGE_CSP,
  unavailablePage,
  type ReviewPage,
} from './reviewPage.ts';

export interface ReviewDeps {
  store: MessageStore;
  now: Clock;
  /** The channels a released message is notified on. */
  notifyChannels: readonly Channel[];
  /**
   * Told once a released message's notification jobs are on disk. The answer waits for it: a
   * serverless function delivers them here.
   */
  onQueued?: () => void | Promise<void>;
}

export function reviewRoutes({ store, now, notifyChannels, onQueued }: ReviewDeps): Hono {
  const review = new Hono();

  review.get('/:token', async (c) => {
    const token = c.req.param('token');
    if (!isReviewTokenShaped(token)) return answer(c, pageForToken({ state: 'unknown' }, []));
    try {
      const state = await store.reviewToken(hashReviewToken(token), new Date(now()));
      return answer(c, pageForToken(state, notifyChannels));
    } catch (error) {
      console.error('Reading a review link failed:', error);
      return answer(c, unavailablePage());
    }
  });

  review.post('/:token', async (c) => {
    const token = c.req.param('token');
    if (!isReviewTokenShaped(token)) return answer(c, pageForResult({ state: 'unknown' }, []));
    let result: ReviewResult;
    try {
      result = await store.redeemReviewToken(
        hashReviewToken(token),
        new Date(now()),
        notifyChannels,
      );
    } catch (error) {
      // Rolled back: nothing was done, and the link still works.
      console.error('Using a review link failed:', error);
      return answer(c, unavailablePage());
    }
    if (result.state === 'done' && result.outcome === 'released') {
      try {
        await onQueued?.();
      } catch (error) {
        console.error(`After releasing message #${result.messageId}:`, error);
      }
    }
    return answer(c, pageForResult(result, notifyChannels));
  });

  review.all('/:token', (c) => {
    c.header('Allow', 'GET, POST');
    return answer(c, methodNotAllowedPage());
  });

  return review;
}

function answer(c: Context, page: ReviewPage): Response {
  return c.html(page.html, page.status);
}

/**
 * The review pages' own headers, set after everything else (so register it before the site's
 * security headers): their stricter policy, and no Referer that could carry the token anywhere.
 */
export const reviewPageHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Content-Security-Policy', REVIEW_PAGE_CSP);
  c.header('Referrer-Policy', 'no-referrer');
  c.header('X-Robots-Tag', 'noindex, nofollow');
};
