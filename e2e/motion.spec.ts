import type { Page } from '@playwright/test';
import { routes } from '../src/routes.ts';
import { theme } from '../theme/theme.ts';
import { expect, test } from './support/fixtures.ts';
import { headingOf, mainHeading, navLabel, visit, watchVideoControls } from './support/site.ts';

interface AnimationRecord {
  duration: number;
  keyframes: Record<string, unknown>[];
}

declare global {
  interface Window {
    __pageSamples?: { transform: string; opacity: string }[];
    __pageAnimations?: AnimationRecord[];
  }
}

interface PageChange {
  /** Computed styles of the page wrapper (the element directly inside <main>), frame by frame. */
  samples: { transform: string; opacity: string }[];
  /** Duration and keyframes of the animations the new page ran. */
  animations: AnimationRecord[];
}

/** Goes from the home page to About with the navbar, watching the new page come in. */
async function watchPageChange(page: Page): Promise<PageChange> {
  await visit(page, routes.home.path);
  await expect(mainHeading(page, headingOf('home'))).toBeVisible();

  await page.evaluate(() => {
    const samples: { transform: string; opacity: string }[] = [];
    const animations: AnimationRecord[] = [];
    const seen = new WeakSet<Animation>();
    window.__pageSamples = samples;
    window.__pageAnimations = animations;
    const main = document.querySelector('main');
    if (!main) throw new Error('no <main>');
    const everyFrame = () => {
      const wrapper = main.querySelector(':scope > div');
      if (wrapper) {
        const style = getComputedStyle(wrapper);
        samples.push({ transform: style.transform, opacity: style.opacity });
        for (const animation of wrapper.getAnimations()) {
          if (seen.has(animation)) continue;
          seen.add(animation);
          animations.push({
            duration: Number(animation.effect?.getTiming().duration),
            keyframes: (animation.effect as KeyframeEffect).getKeyframes(),
          });
        }
      }
      requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
  });

  await page.getByRole('link', { name: navLabel('about'), exact: true }).click();
  await expect(mainHeading(page, headingOf('about'))).toBeFocused();
  await expect(page.locator('main > div')).toHaveCSS('opacity', '1');
  await expect(page.locator('main > div')).toHaveCSS(
    'transform',
    /^(none|matrix\(1, 0, 0, 1, 0, 0\))$/,
  );
  return page.evaluate(() => ({
    samples: window.__pageSamples ?? [],
    animations: window.__pageAnimations ?? [],
  }));
}

/** The numbers of a computed `transform` matrix; the identity for `none`. */
function matrix(transform: string): number[] {
  const values = /^matrix\((.*)\)$/.exec(transform)?.[1]?.split(',').map(Number);
  return values ?? [1, 0, 0, 1, 0, 0];
}

const isIdentity = (transform: string) => matrix(transform).join() === '1,0,0,1,0,0';
const translateY = (transform: string) => matrix(transform)[5] ?? 0;

/** The new page faded in over the transition time of the theme. */
function expectFadeOverTransitionTime({ samples, animations }: PageChange) {
  expect(animations.map((animation) => animation.duration)).toContain(
    theme.motion.routeTransitionMs,
  );
  expect(
    samples.some((sample) => Number(sample.opacity) < 1),
    'the fade was sampled while it ran',
  ).toBe(true);
}

test.describe('with no motion preference', () => {
  test('a new page fades in and rises into place over the transition time', async ({ page }) => {
    const change = await watchPageChange(page);

    expectFadeOverTransitionTime(change);
    expect(
      change.samples.some((sample) => translateY(sample.transform) > 0),
      'the page was seen below its place, rising',
    ).toBe(true);
  });
});

/** Points at the first project card once its shadow has grown; returns the card. */
async function hoverFirstCard(page: Page) {
  await page.goto(routes.projects.path);
  const card = page.getByRole('article').first();
  await expect(card).toBeVisible();
  const shadow = () => card.evaluate((element) => getComputedStyle(element).boxShadow);
  const before = await shadow();
  await card.hover();
  await expect.poll(shadow, { message: 'the shadow grows under the pointer' }).not.toBe(before);
  return card;
}

const cardRise = (card: Awaited<ReturnType<typeof hoverFirstCard>>) =>
  card
    .evaluate((element) => getComputedStyle(element).transform)
    .then((transform) => 0 - translateY(transform));

test('a project card lifts under the pointer, as its shadow grows', async ({ page }) => {
  const card = await hoverFirstCard(page);
  const lift = parseFloat(theme.space[1]) * 16;
  await expect.poll(() => cardRise(card)).toBeCloseTo(lift, 1);
});

test.describe('with prefers-reduced-motion: reduce', () => {
  test.use({ reducedMotion: 'reduce' });

  test('a project card under the pointer only grows its shadow, without moving', async ({
    page,
  }) => {
    const card = await hoverFirstCard(page);
    expect(await cardRise(card)).toBe(0);
  });

  test('a page change fades without moving the page', async ({ page }) => {
    const change = await watchPageChange(page);

    expectFadeOverTransitionTime(change);
    const moved = change.samples.filter((sample) => !isIdentity(sample.transform));
    expect(moved, 'transforms seen during the page change').toEqual([]);
    const animatedTransforms = change.animations.flatMap((animation) =>
      animation.keyframes.filter((frame) => frame.transform !== undefined),
    );
    expect(animatedTransforms, 'keyframes that move the page').toEqual([]);
  });

  test('the home video stays paused and does not autoplay', async ({ page }) => {
    const shown = await watchVideoControls(page);
    await visit(page, routes.home.path);
    const video = page.locator('#home video');
    await expect(video).toBeVisible();
    await expect
      .poll(() =>
        video.evaluate((element: HTMLVideoElement) => ({
          autoplay: element.autoplay,
          paused: element.paused,
        })),
      )
      .toEqual({ autoplay: false, paused: true });
    await expect(video).toHaveJSProperty('controls', true);
    // Its controls came once nothing was loading: no loading ring through the hero's card.
    expect(await shown()).toEqual([{ loading: false }]);
  });
});
