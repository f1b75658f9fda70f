import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { canHover, noScript } from '@theme/media';
import { darkSurfaceFocus } from '@theme/mixins';
import { vars } from '@theme/vars';
import { sitePath } from '@/sitePath';
import { ButtonLink } from '@/components/Button';
import { OwnerLinks } from '@/components/OwnerLinks';
import { PageTitle } from '@/components/PageTitle';
import { useContent, useContentPart } from '@/hooks/useContent';
import { followReducedMotion } from '@theme/reducedMotion';
import { routePaths } from '@/routes';

export function Home() {
  const { ui, profile } = useContent();
  const heroVideo = useContentPart('heroVideo');
  const videoRef = useBackgroundPlayback();

  return (
    <Hero id="home">
      <Video
        ref={videoRef}
        loop
        muted
        playsInline
        preload="none"
        poster={sitePath(heroVideo.poster)}
        aria-label={heroVideo.description}
      >
        <source src={sitePath(heroVideo.webm)} type="video/webm" />
        <source src={sitePath(heroVideo.mp4)} type="video/mp4" />
        {ui.home.videoUnsupported}
      </Video>
      <Content>
        <Greeting>{profile.greeting}</Greeting>
        <Subtitle>{profile.jobTitle}</Subtitle>
        <HeroButton href={routePaths.projects.path}>{ui.home.viewWork}</HeroButton>
        <OwnerLinks variant="icons" label={ui.ownerLinks.name} />
      </Content>
    </Hero>
  );
}

/**
 * Plays the background video unless the visitor prefers reduced motion, in which case the
 * poster stays. The HTML carries no `autoplay`, so nothing moves before we know the preference,
 * and `preload="none"`, so the video's bytes never compete with the page's own while it loads.
 * Nor does it carry `controls`: the browser's controls draw a loading ring in the middle of the
 * video while it loads, which would show through the hero's card. They come once the video
 * plays, or, with the video held still, once nothing is loading.
 */
function useBackgroundPlayback() {
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const showControls = () => {
      video.controls = true;
    };
    const showControlsWhenIdle = () => {
      if (video.networkState === video.NETWORK_LOADING)
        video.addEventListener('suspend', showControls, { once: true });
      else showControls();
    };
    video.addEventListener('playing', showControls, { once: true });
    const stopFollowing = followReducedMotion((reduceMotion) => {
      video.autoplay = !reduceMotion;
      if (reduceMotion) {
        // Pausing a video that never started would make it start loading.
        if (!video.paused) video.pause();
        showControlsWhenIdle();
      } else {
        // Browsers may still refuse (e.g. data saver); the poster stays, and the controls come.
        video.play()?.catch(showControlsWhenIdle);
      }
    });
    return () => {
      stopFollowing();
      video.removeEventListener('playing', showControls);
      video.removeEventListener('suspend', showControls);
    };
  }, []);

  return videoRef;
}

const Hero = styled.section`
  position: relative;
  display: grid;
  place-items: center;
  min-height: calc(100vh - ${vars.layout.navbarHeight});
  min-height: calc(100svh - ${vars.layout.navbarHeight});
  overflow: hidden;
  isolation: isolate;
  background: ${vars.colors.navbarText};
  color: ${vars.colors.heroText};
  ${darkSurfaceFocus}

  /* Dims the video a little; clicks pass through to the controls. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: ${vars.zIndex.overlay};
    background: ${vars.colors.heroOverlay};
    pointer-events: none;
  }
`;

const Video = styled.video`
  position: absolute;
  inset: 0;
  z-index: ${vars.zIndex.base};
  width: 100%;
  height: 100%;
  max-width: none;
  object-fit: cover;

  /* Without JavaScript the browser shows its own controls whatever the markup says, and with
     them a loading ring through the hero's card as the page loads: the poster stands instead. */
  ${noScript} {
    &::-webkit-media-controls {
      display: none !important;
    }
  }
`;

/* The scrim behind the words keeps them readable over any frame, and its soft edge lets the
   video show around them. */
const Content = styled.div`
  position: relative;
  z-index: calc(${vars.zIndex.overlay} + 1);
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[4]};
  margin: ${vars.space[7]} ${vars.space[4]};
  padding: ${vars.space[6]} ${vars.space[5]};
  border-radius: ${vars.radii.lg};
  background: ${vars.colors.heroScrim};
  box-shadow: 0 0 ${vars.space[7]} ${vars.space[5]} ${vars.colors.heroScrim};
  text-align: center;
  /* Only the button takes clicks, so the video's controls stay reachable around the text. */
  pointer-events: none;

  a {
    pointer-events: auto;
  }
`;

const Greeting = styled(PageTitle)`
  margin: 0;
  color: inherit;
  font-size: ${vars.fontSizes.display};
  letter-spacing: -0.02em;
`;

const Subtitle = styled.p`
  margin: 0 0 ${vars.space[4]};
  font-size: ${vars.fontSizes.xl};
  font-weight: ${vars.fontWeights.medium};
`;

/* Light on the dark hero in every state: a darker hover would sink into the background. */
const HeroButton = styled(ButtonLink)`
  background: ${vars.colors.heroButton};
  color: ${vars.colors.heroButtonText};

  &:hover:not(:disabled) {
    background: ${vars.colors.heroButton};
    color: ${vars.colors.heroButtonText};
  }

  ${canHover} {
    &:hover:not(:disabled) {
      background: ${vars.colors.heroButtonHover};
    }
  }
`;
