/**
 * The owner's initials on a rounded square: the favicon, the home-screen icon and the corner
 * of the social card. Drawn as paths (textPaths.ts), so no font is needed to show them.
 */
import { colors } from '../../../theme/tokens.ts';
import { textPath } from './textPaths.ts';

/** `AM` for "Alex Morgan": the first letters of the first and the last word. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/);
  const letters = [words[0], words.length > 1 ? words.at(-1) : undefined].map((word) =>
    word ? ([...word][0] ?? '') : '',
  );
  return letters.join('').toLocaleUpperCase();
}

/** The navbar's colours: its accent behind, its background colour for the letters. */
export const monogramColors = { background: colors.navbarAccent, letters: colors.navbarBg };

/**
 * SVG elements for the monogram in a `size` square at (`x`, `y`); `radius` rounds its corners.
 * The letters are centred on their ink, so they sit in the middle whatever they are.
 */
export function monogramElements(
  name: string,
  { x, y, size, radius }: { x: number; y: number; size: number; radius: number },
): string {
  const letters = initials(name);
  const fontSize = size * (letters.length > 1 ? 0.46 : 0.56);
  const { box } = textPath(letters, fontSize, 700);
  const left = x + (size - (box.x2 - box.x1)) / 2 - box.x1;
  const baseline = y + (size - (box.y2 - box.y1)) / 2 - box.y1;
  const { d } = textPath(letters, fontSize, 700, left, baseline);
  return [
    `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${radius}" fill="${monogramColors.background}"/>`,
    `<path d="${d}" fill="${monogramColors.letters}"/>`,
  ].join('');
}
