import type { HeroVideo, SocialCard } from './schema';

/** The home page's background video. Regenerate or replace the files as the README says. */
export const heroVideo = {
  webm: '/media/hero.webm',
  mp4: '/media/hero.mp4',
  poster: '/media/hero-poster.webp',
  description: 'Background video: soft colours drifting slowly',
} satisfies HeroVideo;

/** The picture shown when a page is shared (Open Graph, Twitter): 1200×630, as they ask. */
export const socialCard = {
  path: '/media/social-card.jpg',
  width: 1200,
  height: 630,
  alt: 'Soft colours drifting across a dark background',
} satisfies SocialCard;
