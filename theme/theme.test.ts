import { breakpointNames } from './breakpoints';
import { colorSchemeAttribute, colorSchemes } from './colorScheme';
import {
  backdropColor,
  composite,
  contrastPairs,
  contrastRatio,
  decorativeColors,
  minimumContrast,
  pairContrast,
} from './contrast';
import { globalCss } from './GlobalStyle';
import { down, up } from './media';
import { theme } from './theme';
import type { ColorToken } from './tokens';
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
    const declared = root.split(';').filter((declaration) => declaration.startsWith('--'));
    expect(declared).toHaveLength(customProperties(theme).split('\n').length);
  });

  it('switch to the dark palette where the system prefers dark, unless light is chosen, and where dark is chosen', () => {
    const { light, dark } = theme.palettes;
    const css = globalCss(theme).replace(/\s+/g, '');
    const block = (selector: string) =>
      new RegExp(`${selector.replace(/[[\]()]/g, '\\$&')}\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
    const differing = (Object.keys(dark) as ColorToken[]).filter(
      (name) => dark[name] !== light[name],
    );
    expect(differing.length).toBeGreaterThan(0);

    const systemDark = block(
      `@media(prefers-color-scheme:dark){:root:not([${colorSchemeAttribute}='light'])`,
    );
    const chosenDark = block(`:root[${colorSchemeAttribute}='dark']`);
    for (const name of differing) {
      const declaration = `${propertyName('colors', name)}:${dark[name].replace(/\s+/g, '')};`;
      expect(systemDark).toContain(declaration);
      expect(chosenDark).toContain(declaration);
    }
    // Only what differs is declared again.
    expect(systemDark).not.toContain(propertyName('colors', 'navbarBg'));
    expect(chosenDark).toContain('color-scheme:dark;');
    expect(block(`:root[${colorSchemeAttribute}='light']`)).toBe('color-scheme:light;');
    expect(block(':root')).toContain('color-scheme:lightdark;');
  });

  it('leave out the tokens that only media queries read', () => {
    const css = customProperties(theme);
    expect(css).not.toContain('--breakpoints');
    expect(css).not.toContain('--responsive');
  });
});

describe('colour palettes', () => {
  const schemes = Object.keys(theme.palettes) as (keyof typeof theme.palettes)[];

  it('give every colour token a value in each scheme, the light one being the default', () => {
    expect(schemes).toEqual([...colorSchemes]);
    for (const scheme of schemes) {
      expect(Object.keys(theme.palettes[scheme])).toEqual(Object.keys(theme.colors));
    }
    expect(theme.palettes.light).toEqual(theme.colors);
  });

  it('keep the navbar light blue in both schemes', () => {
    expect(theme.palettes.dark.navbarBg).toBe(theme.palettes.light.navbarBg);
    expect(contrastRatio(theme.palettes.light.navbarBg, '#ffffff')).toBeLessThan(1.5);
  });

  it('make the dark page dark and the light page light', () => {
    const { light, dark } = theme.palettes;
    expect(contrastRatio(light.page, '#ffffff')).toBeLessThan(1.2);
    expect(contrastRatio(dark.page, '#000000')).toBeLessThan(1.5);
  });

  describe.each(schemes)('in the %s palette', (scheme) => {
    const palette = theme.palettes[scheme];
    const rows = contrastPairs.map((pair) => [pair.where, pair] as const);

    it.each(rows)('%s reaches the contrast it needs', (_, pair) => {
      expect(pairContrast(pair, palette)).toBeGreaterThanOrEqual(minimumContrast[pair.need]);
    });
  });

  it('check every colour token in a pair, unless it is declared decorative', () => {
    const paired = new Set(
      contrastPairs.flatMap((pair) => [
        pair.color,
        ...(typeof pair.on === 'string' ? [pair.on] : pair.on),
      ]),
    );
    const unchecked = (Object.keys(theme.colors) as ColorToken[]).filter(
      (name) => !paired.has(name) && !decorativeColors.includes(name),
    );
    expect(unchecked).toEqual([]);
  });

  describe('over the hero video', () => {
    // The worst frame for light text is pure white: what shows through the overlay, and
    // through the scrim behind the words, is then at its lightest.
    it.each(schemes)(
      'let the video show in the %s palette: the overlay alone keeps less contrast than the scrim adds',
      (scheme) => {
        // Were the overlay as dark as the words need, the video would barely move.
        const colors = theme.palettes[scheme];
        const throughOverlay = composite(colors.heroOverlay, '#ffffff');
        const behindWords = composite(colors.heroScrim, throughOverlay);
        expect(contrastRatio(colors.heroText, throughOverlay)).toBeLessThan(4.5);
        expect(contrastRatio(colors.heroText, behindWords)).toBeGreaterThan(
          contrastRatio(colors.heroText, throughOverlay),
        );
        expect(backdropColor(['heroScrim', 'heroOverlay', '#ffffff'], colors)).toBe(behindWords);
      },
    );
  });

  it('compute contrast as WCAG defines it', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
