/**
 * Text drawn as SVG paths, from the Inter font files of the @fontsource/inter package: an
 * image made from them looks the same on every machine, with no fonts installed and no
 * network. Each character takes the first of Inter's subsets (Latin, Latin Extended, Cyrillic,
 * Greek, Vietnamese) that has it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import opentype, { type Font, type Glyph } from 'opentype.js';

export type Weight = 400 | 700;

const SUBSETS = [
  'latin',
  'latin-ext',
  'cyrillic',
  'cyrillic-ext',
  'greek',
  'greek-ext',
  'vietnamese',
];

const fontDir = join(
  dirname(createRequire(import.meta.url).resolve('@fontsource/inter/package.json')),
  'files',
);
const loaded = new Map<Weight, Font[]>();

function fonts(weight: Weight): Font[] {
  let subsets = loaded.get(weight);
  if (!subsets) {
    subsets = SUBSETS.map((subset) => {
      const file = readFileSync(join(fontDir, `inter-${subset}-${weight}-normal.woff`));
      return opentype.parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
    });
    loaded.set(weight, subsets);
  }
  return subsets;
}

export interface TextPath {
  /** The SVG path data (`d`), baseline at y 0, starting at x 0. */
  d: string;
  /** How far the text advances, in pixels. */
  width: number;
  /** The ink's box: where the drawn shapes reach. */
  box: { x1: number; y1: number; x2: number; y2: number };
}

/**
 * Where each glyph of `text` at `size` pixels starts, from `x`, with the font's kerning; and
 * where the pen ends. Throws when a character is in none of the subsets, naming it.
 */
function place(
  text: string,
  size: number,
  weight: Weight,
  x: number,
): { glyphs: { glyph: Glyph; pen: number }[]; end: number } {
  const glyphs: { glyph: Glyph; pen: number }[] = [];
  let pen = x;
  let previous: { font: Font; glyph: Glyph } | undefined;
  for (const char of text) {
    const font = fonts(weight).find((candidate) => candidate.hasChar(char));
    if (!font) {
      const code = `U+${char.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`;
      throw new Error(`The font Inter has no "${char}" (${code}) to draw "${text}" with.`);
    }
    const scale = size / font.unitsPerEm;
    const glyph = font.charToGlyph(char);
    if (previous && previous.font === font)
      pen += font.getKerningValue(previous.glyph, glyph) * scale;
    glyphs.push({ glyph, pen });
    pen += (glyph.advanceWidth ?? 0) * scale;
    previous = { font, glyph };
  }
  return { glyphs, end: pen };
}

/**
 * `text` at `size` pixels, shifted by `x` and `y` (the baseline). Glyphs are placed one by
 * one with the font's kerning; a script that needs shaping (Arabic, Indic) is not supported.
 * Throws when a character is in none of the subsets, naming it.
 */
export function textPath(text: string, size: number, weight: Weight, x = 0, y = 0): TextPath {
  const path = new opentype.Path();
  const { glyphs, end } = place(text, size, weight, x);
  for (const { glyph, pen } of glyphs) path.extend(glyph.getPath(pen, y, size));
  return {
    d: path.toPathData({ decimalPlaces: 1, flipY: false }),
    width: end - x,
    box: path.getBoundingBox(),
  };
}

/** How far `text` at `size` pixels advances, as textPath measures it, without drawing it. */
export function textWidth(text: string, size: number, weight: Weight): number {
  return place(text, size, weight, 0).end;
}

/** The largest size up to `size` at which `text` fits in `maxWidth` pixels. */
export function fittingSize(text: string, size: number, weight: Weight, maxWidth: number): number {
  const width = textWidth(text, size, weight);
  return width <= maxWidth ? size : Math.floor((size * maxWidth) / width);
}
