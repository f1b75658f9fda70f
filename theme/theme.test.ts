import { breakpoints } from './breakpoints';
import { composite, contrastRatio } from './contrast';
import { down, up } from './media';
import { theme } from './theme';

describe('breakpoint tokens', () => {
  it('are the spec values, and the navbar expands at md', () => {
    expect(breakpoints).toEqual({ xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 });
    expect(theme.layout.navbarExpand).toBe('md');
  });

  it('give 1 grid column on xs and sm, 2 on md, 3 on lg and up', () => {
    expect(theme.layout.gridColumns).toEqual({ xs: 1, sm: 1, md: 2, lg: 3, xl: 3, xxl: 3 });
  });

  it('keep the spec route transition of 300 ms', () => {
    expect(theme.motion.routeTransitionMs).toBe(300);
  });
});

describe('media helpers', () => {
  it('derive queries from the theme they are given', () => {
    expect(up('md')({ theme })).toBe('@media (min-width: 768px)');
    expect(down('md')({ theme })).toBe('@media (max-width: 767.98px)');

    const tuned = { ...theme, breakpoints: { ...theme.breakpoints, md: 900 } };
    expect(up('md')({ theme: tuned })).toBe('@media (min-width: 900px)');
    expect(down('md')({ theme: tuned })).toBe('@media (max-width: 899.98px)');
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

  it('keep hero text readable even over a pure white video frame', () => {
    const lightestBehindText = composite(colors.heroOverlay, '#ffffff');
    expect(contrastRatio(colors.heroText, lightestBehindText)).toBeGreaterThanOrEqual(4.5);
  });

  it('compute contrast as WCAG defines it', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
