import type { HeroVideo } from './schema';

/** The home page's background video. Regenerate or replace the files as the README says. */
export const heroVideo = {
  webm: '/media/hero.webm',
  mp4: '/media/hero.mp4',
  poster: '/media/hero-poster.webp',
  description: 'Background video: soft colours drifting slowly',
} satisfies HeroVideo;
