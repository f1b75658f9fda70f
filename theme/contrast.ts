import type { ColorToken, Palette } from './tokens';

/** WCAG 2 contrast ratio between two colours given as `#rrggbb` or `rgba(r, g, b, a)`. */
export function contrastRatio(foreground: string, background: string): number {
  const [l1, l2] = [luminance(parse(foreground)), luminance(parse(background))];
  return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
}

/** The colour seen when a translucent `top` colour lies over an opaque `bottom` one. */
export function composite(top: string, bottom: string): string {
  const [r1, g1, b1, a] = parse(top);
  const [r2, g2, b2] = parse(bottom);
  const mix = (over: number, under: number) => Math.round(over * a + under * (1 - a));
  return `rgba(${mix(r1, r2)}, ${mix(g1, g2)}, ${mix(b1, b2)}, 1)`;
}

type Rgba = [number, number, number, number];

function parse(color: string): Rgba {
  const hex = /^#([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(color);
  if (hex) return [...hex.slice(1, 4).map((part) => parseInt(part, 16)), 1] as Rgba;
  const rgba = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/.exec(color);
  if (rgba) return [Number(rgba[1]), Number(rgba[2]), Number(rgba[3]), Number(rgba[4] ?? 1)];
  throw new Error(`Unsupported colour: ${color}`);
}

function luminance([r, g, b]: Rgba): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/**
 * What a colour must stand out from: a token, or colours laid over one another, top first,
 * down to an opaque one (a token or a literal colour, such as the lightest video frame).
 */
export type Backdrop = ColorToken | readonly (ColorToken | `#${string}`)[];

/**
 * How much contrast a pair needs (WCAG 2 AA): 4.5:1 for text, 3:1 for large text (24 px, or
 * 18.66 px bold) and for what identifies a control or its state (focus rings, field borders).
 */
export type ContrastNeed = 'text' | 'largeText' | 'ui';

export interface ContrastPair {
  /** Where the pair shows, for the test's name. */
  where: string;
  color: ColorToken;
  on: Backdrop;
  need: ContrastNeed;
}

/** WCAG 2 AA's least contrast for each kind of pair. */
export const minimumContrast: Record<ContrastNeed, number> = { text: 4.5, largeText: 3, ui: 3 };

/** The lightest frame the hero's video can show: its words must read even over that. */
const brightestFrame = '#ffffff';
const behindHeroWords = ['heroScrim', 'heroOverlay', brightestFrame] as const;

/**
 * Every colour that carries meaning, on every colour it is shown on. theme.test.ts checks each
 * in both palettes, and that every colour token is in a pair or in `decorativeColors`.
 */
export const contrastPairs: ContrastPair[] = [
  // Text, links and focus rings on the page and its panels (cards, tags, the footer).
  ...(['page', 'card', 'surface'] as const).flatMap((on): ContrastPair[] => [
    { where: `body text on ${on}`, color: 'text', on, need: 'text' },
    { where: `muted text on ${on}`, color: 'textMuted', on, need: 'text' },
    { where: `links on ${on}`, color: 'primary', on, need: 'text' },
    { where: `links under the pointer on ${on}`, color: 'primaryHover', on, need: 'text' },
    { where: `the focus ring on ${on}`, color: 'focus', on, need: 'ui' },
  ]),
  { where: 'the focus ring on its halo', color: 'focus', on: 'focusHalo', need: 'ui' },
  { where: 'button text on a button', color: 'onPrimary', on: 'primary', need: 'text' },
  { where: 'button text under the pointer', color: 'onPrimary', on: 'primaryHover', need: 'text' },
  { where: "a button's edge on the page", color: 'primary', on: 'page', need: 'ui' },
  { where: "a field's border on the page", color: 'textMuted', on: 'page', need: 'ui' },
  { where: "a refused field's border on the page", color: 'danger', on: 'page', need: 'ui' },
  { where: 'icon links under the pointer', color: 'text', on: ['tint', 'surface'], need: 'ui' },

  // The navbar, its menus and the skip link that shows over it.
  { where: 'navbar text', color: 'navbarText', on: 'navbarBg', need: 'text' },
  { where: 'the current navbar entry', color: 'navbarAccent', on: 'navbarBg', need: 'text' },
  {
    where: 'navbar entries under the pointer',
    color: 'navbarAccent',
    on: ['navbarHover', 'navbarBg'],
    need: 'text',
  },
  { where: 'dropdown entries', color: 'navbarText', on: 'navbarPanel', need: 'text' },
  { where: 'the current dropdown entry', color: 'navbarAccent', on: 'navbarPanel', need: 'text' },
  {
    where: 'dropdown entries under the pointer',
    color: 'navbarAccent',
    on: ['navbarHover', 'navbarPanel'],
    need: 'text',
  },
  { where: 'the skip link', color: 'navbarPanel', on: 'navbarAccent', need: 'text' },
  { where: 'the focus ring on the navbar', color: 'navbarFocus', on: 'navbarBg', need: 'ui' },
  { where: 'the focus ring in its menus', color: 'navbarFocus', on: 'navbarPanel', need: 'ui' },
  {
    where: 'the navbar focus ring on its halo',
    color: 'navbarFocus',
    on: 'navbarFocusHalo',
    need: 'ui',
  },
  { where: "the Menu toggle's border", color: 'navbarText', on: 'navbarBg', need: 'ui' },

  // Code in posts: every colour the highlighter gives a token, on the code block, and the
  // focus ring of a code block that scrolls.
  ...(
    [
      'codeText',
      'codeComment',
      'codeKeyword',
      'codeString',
      'codeConstant',
      'codeFunction',
      'codeParameter',
      'codePunctuation',
      'primary',
    ] as const
  ).map((color): ContrastPair => ({
    where: `${color} in code blocks`,
    color,
    on: 'codeBg',
    need: 'text',
  })),
  { where: 'the focus ring on a code block', color: 'focus', on: 'codeBg', need: 'ui' },

  // The hero, over the lightest frame its video can show. Held to 4.5:1 throughout: the video
  // moves under them.
  {
    where: 'the greeting, job title and icons',
    color: 'heroText',
    on: behindHeroWords,
    need: 'text',
  },
  { where: 'the hero button at rest', color: 'heroButton', on: behindHeroWords, need: 'text' },
  {
    where: 'the hero button under the pointer',
    color: 'heroButtonHover',
    on: behindHeroWords,
    need: 'text',
  },
  { where: 'the hero focus ring', color: 'heroFocus', on: behindHeroWords, need: 'text' },
  { where: 'the hero button text', color: 'heroButtonText', on: 'heroButton', need: 'text' },
  {
    where: 'the hero button text under the pointer',
    color: 'heroButtonText',
    on: 'heroButtonHover',
    need: 'text',
  },
  {
    where: 'the hero focus ring on its halo',
    color: 'heroFocus',
    on: 'heroFocusHalo',
    need: 'text',
  },
];

/** Colours that only ever sit behind others, or set nothing apart that words do not already. */
export const decorativeColors: ColorToken[] = [
  'navbarBorder',
  'border',
  'imageMat',
  'browserChrome',
];

/** The opaque colour a backdrop shows: its layers laid over one another, top first. */
export function backdropColor(backdrop: Backdrop, palette: Palette): string {
  const layers = (typeof backdrop === 'string' ? [backdrop] : [...backdrop]).map((layer) =>
    layer.startsWith('#') ? layer : palette[layer as ColorToken],
  );
  const bottom = layers.pop();
  if (!bottom) throw new Error('A backdrop needs at least one colour.');
  return layers.reduceRight((under, over) => composite(over, under), bottom);
}

/** The contrast of a pair in `palette`. */
export function pairContrast(pair: ContrastPair, palette: Palette): number {
  return contrastRatio(palette[pair.color], backdropColor(pair.on, palette));
}
