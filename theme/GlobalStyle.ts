import { createGlobalStyle } from 'styled-components';
import { reducedMotion } from './media';

/** Reset, base typography and the focus ring every interactive element shares. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    /* Keeps anchored and focused content clear of the sticky navbar. */
    scroll-padding-top: calc(${({ theme }) => theme.layout.navbarHeight} + ${({ theme }) => theme.space[4]});
  }

  body {
    margin: 0;
    min-height: 100vh;
    background: ${({ theme }) => theme.colors.page};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.body};
    -webkit-font-smoothing: antialiased;
  }

  h1, h2, h3, h4 {
    margin: 0 0 ${({ theme }) => theme.space[4]};
    font-family: ${({ theme }) => theme.fonts.heading};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }

  p, ul, ol, figure {
    margin: 0 0 ${({ theme }) => theme.space[4]};
  }

  img, svg, video {
    display: block;
    max-width: 100%;
  }

  img {
    height: auto;
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
  }

  a:hover {
    color: ${({ theme }) => theme.colors.primaryHover};
  }

  button, input, textarea, select {
    font: inherit;
    color: inherit;
  }

  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    box-shadow: 0 0 0 5px ${({ theme }) => theme.colors.focusHalo};
  }

  /* Headings and main take focus after navigation so screen readers announce the page;
     they are not controls, so a pointer user does not need a ring on them. */
  [tabindex='-1']:focus:not(:focus-visible) {
    outline: none;
  }

  ${reducedMotion} {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
