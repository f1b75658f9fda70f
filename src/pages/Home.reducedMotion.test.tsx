import { renderApp } from '@/test/renderApp';

// This file's visitor prefers reduced motion (each test file runs in a fresh window).
const matchMedia = window.matchMedia;
beforeAll(() => {
  window.matchMedia = (query: string) => ({
    ...matchMedia(query),
    matches: query.includes('prefers-reduced-motion') && !query.includes('no-preference'),
  });
});
afterAll(() => {
  window.matchMedia = matchMedia;
});

describe('Home with prefers-reduced-motion: reduce', () => {
  it('does not start the video by itself, but keeps the poster and the controls', () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play');
    renderApp('/');
    const video = document.querySelector('video') as HTMLVideoElement;

    expect(video.autoplay).toBe(false);
    expect(play).not.toHaveBeenCalled();
    expect(video).toHaveAttribute('poster');
    expect(video).toHaveAttribute('controls');
  });
});
