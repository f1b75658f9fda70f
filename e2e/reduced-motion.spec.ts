import { routes } from '../src/routes.ts';
import { expect, test } from './support/fixtures.ts';
import { headingOf, mainHeading } from './support/site.ts';

test.use({ reducedMotion: 'reduce' });

declare global {
  interface Window {
    __pageSamples?: { transform: string; opacity: string }[];
  }
}

/** `none`, or a matrix that neither moves nor scales nor rotates. */
function isIdentity(transform: string): boolean {
  if (transform === 'none') return true;
  const values = /^matrix\((.*)\)$/.exec(transform)?.[1]?.split(',').map(Number);
  return JSON.stringify(values) === JSON.stringify([1, 0, 0, 1, 0, 0]);
}

test('a page change fades without moving the page', async ({ page }) => {
  await page.goto(routes.home.path);
  await expect(mainHeading(page, headingOf('home'))).toBeVisible();

  // Samples the page wrapper on every style change and every frame, from before the click on.
  await page.evaluate(() => {
    const samples: { transform: string; opacity: string }[] = [];
    window.__pageSamples = samples;
    const main = document.querySelector('main');
    if (!main) throw new Error('no <main>');
    const sample = () => {
      const wrapper = main.querySelector(':scope > div');
      if (!wrapper) return;
      const style = getComputedStyle(wrapper);
      samples.push({ transform: style.transform, opacity: style.opacity });
      samples.push({
        transform: (wrapper as HTMLElement).style.transform || 'none',
        opacity: style.opacity,
      });
    };
    new MutationObserver(sample).observe(main, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['style'],
    });
    const everyFrame = () => {
      sample();
      requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
  });

  await page.getByRole('link', { name: 'About', exact: true }).click();
  await expect(mainHeading(page, routes.about.title)).toBeFocused();
  await expect(page.locator('main > div')).toHaveCSS('opacity', '1');

  const samples = await page.evaluate(() => window.__pageSamples ?? []);
  expect(
    samples.some((sample) => Number(sample.opacity) < 1),
    'the fade was sampled while it ran',
  ).toBe(true);
  const moved = samples.filter((sample) => !isIdentity(sample.transform));
  expect(moved, 'transforms seen during the page change').toEqual([]);
});

test('the home video stays paused and does not autoplay', async ({ page }) => {
  await page.goto(routes.home.path);
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
});
