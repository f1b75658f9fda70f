import { renderApp } from '@/testing/renderApp';
import { preferReducedMotion } from '@/testing/preferReducedMotion';

preferReducedMotion();

describe('Home with prefers-reduced-motion: reduce', () => {
  it('does not start the video by itself, but keeps the poster and the controls', () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play');
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause');
    renderApp('/');
    const video = document.querySelector('video') as HTMLVideoElement;

    expect(video.autoplay).toBe(false);
    expect(play).not.toHaveBeenCalled();
    // Pausing a video that never started would make it load, loading ring and all.
    expect(pause).not.toHaveBeenCalled();
    expect(video).toHaveAttribute('poster');
    expect(video).toHaveAttribute('controls');
  });

  it('holds the controls back while the video is still loading, until it stops', () => {
    const networkState = vi
      .spyOn(HTMLMediaElement.prototype, 'networkState', 'get')
      .mockReturnValue(HTMLMediaElement.NETWORK_LOADING);
    renderApp('/');
    const video = document.querySelector('video') as HTMLVideoElement;
    expect(video).not.toHaveAttribute('controls');

    networkState.mockReturnValue(HTMLMediaElement.NETWORK_IDLE);
    video.dispatchEvent(new Event('suspend'));
    expect(video).toHaveAttribute('controls');
  });
});
