import { pageHead } from './pageHead.ts';
import { describe, expect, it } from 'vitest';

const socialImage = { path: '/media/card.jpg', width: 1200, height: 630, alt: 'A card' };
const base = {
  title: 'About | Sam "Dev" Lee',
  description: 'Skills & <hobbies>',
  siteUrl: 'https://sam.example',
  siteName: 'Sam Lee',
  socialImage,
};

describe('pageHead', () => {
  it('gives the title, the description and an absolute canonical link', () => {
    const head = pageHead({ ...base, path: '/about' });
    expect(head).toContain('<title>About | Sam &quot;Dev&quot; Lee</title>');
    expect(head).toContain('<meta name="description" content="Skills &amp; &lt;hobbies&gt;" />');
    expect(head).toContain('<link rel="canonical" href="https://sam.example/about" />');
    expect(head).not.toContain('noindex');
  });

  it('gives the home page the site address with a trailing slash', () => {
    expect(pageHead({ ...base, path: '/' })).toContain(
      '<link rel="canonical" href="https://sam.example/" />',
    );
  });

  it('describes the page for Open Graph and Twitter with absolute URLs', () => {
    const head = pageHead({ ...base, path: '/about' });
    for (const tag of [
      '<meta property="og:type" content="website" />',
      '<meta property="og:site_name" content="Sam Lee" />',
      '<meta property="og:title" content="About | Sam &quot;Dev&quot; Lee" />',
      '<meta property="og:url" content="https://sam.example/about" />',
      '<meta property="og:image" content="https://sam.example/media/card.jpg" />',
      '<meta property="og:image:width" content="1200" />',
      '<meta name="twitter:card" content="summary_large_image" />',
      '<meta name="twitter:description" content="Skills &amp; &lt;hobbies&gt;" />',
      '<meta name="twitter:image" content="https://sam.example/media/card.jpg" />',
    ]) {
      expect(head).toContain(tag);
    }
  });

  it('preloads the largest image with high priority when asked to', () => {
    expect(pageHead({ ...base, path: '/', preloadImages: ['/media/poster.webp'] })).toContain(
      '<link rel="preload" as="image" href="/media/poster.webp" fetchpriority="high" />',
    );
    expect(pageHead({ ...base, path: '/' })).not.toContain('rel="preload"');
  });

  it('keeps the not-found page out of search results and gives it no canonical link', () => {
    const head = pageHead(base);
    expect(head).toContain('<meta name="robots" content="noindex" />');
    expect(head).not.toContain('canonical');
    expect(head).not.toContain('og:url');
  });
});
