import { renderApp } from '@/testing/renderApp';
import { preferReducedMotion } from '@/testing/preferReducedMotion';

preferReducedMotion();

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
