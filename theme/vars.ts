import { theme, type AppTheme } from './theme';

/**
 * The token groups written as CSS custom properties on :root: every group except those that
 * only media queries read (a variable cannot be used in a media query).
 */
const groups = [
  'colors',
  'fonts',
  'fontSizes',
  'fontWeights',
  'lineHeights',
  'space',
  'radii',
  'shadows',
  'zIndex',
  'motion',
  'layout',
] as const satisfies readonly (keyof AppTheme)[];

type CssGroup = (typeof groups)[number];

export type CssVars = { [G in CssGroup]: { [Name in keyof AppTheme[G]]: string } };

/** `--colors-navbar-bg` for `colors.navbarBg`. */
export function propertyName(group: CssGroup, name: string | number): string {
  const kebab = (text: string) => text.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return `--${kebab(group)}-${kebab(String(name))}`;
}

/**
 * How styles read a token: `${vars.colors.primary}` is `var(--colors-primary)`. The names are
 * the theme's own, so a misspelt token is a compile error, and the value comes from :root, so
 * a tuned token changes every style that uses it.
 */
export const vars = Object.fromEntries(
  groups.map((group) => [
    group,
    Object.fromEntries(
      Object.keys(theme[group]).map((name) => [name, `var(${propertyName(group, name)})`]),
    ),
  ]),
) as CssVars;

/** The declarations GlobalStyle writes into :root, one custom property per token. */
export function customProperties(tokens: AppTheme): string {
  return groups
    .flatMap((group) =>
      Object.entries(tokens[group]).map(
        ([name, value]) => `${propertyName(group, name)}: ${cssValue(name, value)};`,
      ),
    )
    .join('\n');
}

/**
 * The colour declarations that turn the page from `base` to `palette`: one for each colour
 * whose value differs.
 */
export function paletteProperties(palette: AppTheme['colors'], base: AppTheme['colors']): string {
  return Object.entries(palette)
    .filter(([name, value]) => base[name as keyof typeof base] !== value)
    .map(([name, value]) => `${propertyName('colors', name)}: ${value};`)
    .join('\n');
}

/** A number of milliseconds (a token named `…Ms`) becomes a CSS time. */
function cssValue(name: string, value: string | number): string {
  return typeof value === 'number' && name.endsWith('Ms') ? `${value}ms` : String(value);
}
