import { breakpointNames } from './breakpoints';
import { composite, contrastRatio } from './contrast';
import { globalCss } from './GlobalStyle';
import { down, up } from './media';
import { theme } from './theme';
import { customProperties, propertyName, vars } from './vars';

describe('breakpoint tokens', () => {
  it('start at 0 and grow from one to the next', () => {
    const widths = breakpointNames.map((name) => theme.breakpoints[name]);
    expect(widths[0]).toBe(0);
    widths.slice(1).forEach((width, index) => expect(width).toBeGreaterThan(widths[index] ?? 0));
  });

  it('give every breakpoint a whole, positive number of grid columns', () => {
    for (const name of breakpointNames) {
      expect(Number.isInteger(theme.responsive.gridColumns[name])).toBe(true);
      expect(theme.responsive.gridColumns[name]).toBeGreaterThan(0);
    }
  });
});

describe('media helpers', () => {
  it('derive queries from the theme they are given', () => {
    const { md } = theme.breakpoints;
    expect(up('md')({ theme })).toBe(`@media (min-width: ${md}px)`);
    expect(down('md')({ theme })).toBe(`@media (max-width: ${md - 0.02}px)`);

    const tuned = { ...theme, breakpoints: { ...theme.breakpoints, md: 900 } };
    expect(up('md')({ theme: tuned })).toBe('@media (min-width: 900px)');
    expect(down('md')({ theme: tuned })).toBe('@media (max-width: 899.98px)');
  });
});

describe('CSS custom properties', () => {
  it('name each token after its group and its name', () => {
    expect(propertyName('colors', 'navbarBg')).toBe('--colors-navbar-bg');
    expect(propertyName('space', 4)).toBe('--space-4');
    expect(vars.colors.primary).toBe('var(--colors-primary)');
    expect(vars.fontSizes.lg).toBe('var(--font-sizes-lg)');
  });

  it('are written into :root by the global style sheet, one per token, from the theme it is given', () => {
    const tuned = { ...theme, colors: { ...theme.colors, primary: '#123456' } };
    const css = globalCss(tuned).replace(/\s+/g, '');
    const root = /:root\{([^}]*)\}/.exec(css)?.[1] ?? '';

    expect(root).toContain('--colors-primary:#123456;');
    expect(root).toContain(`--colors-navbar-bg:${theme.colors.navbarBg};`);
    expect(root).toContain(`--motion-fast-ms:${theme.motion.fastMs}ms;`);
    const declared = root.split(';').filter(Boolean);
    expect(declared).toHaveLength(customProperties(theme).split('\n').length);
  });

  it('leave out the tokens that only media queries read', () => {
    const css = customProperties(theme);
    expect(css).not.toContain('--breakpoints');
    expect(css).not.toContain('--responsive');
  });
});

describe('colour tokens', () => {
  const { colors } = theme;
  const pairs: [string, string, string][] = [
    ['body text on the page', colors.text, colors.page],
    ['muted text on the page', colors.textMuted, colors.page],
    ['muted text on a surface', colors.textMuted, colors.surface],
    ['links on the page', colors.primary, colors.page],
    ['link hover on the page', colors.primaryHover, colors.page],
    ['navbar text on the navbar', colors.navbarText, colors.navbarBg],
    ['current navbar entry on the navbar', colors.navbarAccent, colors.navbarBg],
    ['button text on a button', colors.onPrimary, colors.primary],
    ['button text on a hovered button', colors.onPrimary, colors.primaryHover],
  ];

  it.each(pairs)('%s reaches 4.5:1', (_, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  describe('over the hero video', () => {
    // The worst frame for light text is pure white: what shows through the overlay, and
    // through the scrim behind the words, is then at its lightest.
    const throughOverlay = composite(colors.heroOverlay, '#ffffff');
    const behindWords = composite(colors.heroScrim, throughOverlay);
    const heroPairs: [string, string, string][] = [
      ['the greeting, the job title and the link icons', colors.heroText, behindWords],
      ['the button at rest', colors.heroButton, behindWords],
      ['the button under the pointer', colors.heroButtonHover, behindWords],
      ['the focus ring', colors.heroFocus, behindWords],
      ['the button text at rest and when focused', colors.heroButtonText, colors.heroButton],
      ['the button text under the pointer', colors.heroButtonText, colors.heroButtonHover],
      ['the focus ring on its halo', colors.heroFocus, colors.heroFocusHalo],
    ];

    it.each(heroPairs)('%s reach 4.5:1 even on a pure white frame', (_, foreground, background) => {
      expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(4.5);
    });

    it('let the video show: the overlay alone keeps less contrast than the scrim adds', () => {
      // Were the overlay as dark as the words need, the video would barely move.
      expect(contrastRatio(colors.heroText, throughOverlay)).toBeLessThan(4.5);
      expect(contrastRatio(colors.heroText, behindWords)).toBeGreaterThan(
        contrastRatio(colors.heroText, throughOverlay),
      );
    });
  });

  it('compute contrast as WCAG defines it', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
