/**
 * Each post's card, shown when the post is shared (its `og:image`): the site card's frame
 * (socialCard.ts) with the post's title, large and wrapped onto up to three lines, and the
 * owner's name under it in the accent colour. Drawn at build time, like the site's card, each
 * language's under its own post's address.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { profile } from '../../../src/content/profile.ts';
import { fill } from '../../../src/content/translation.ts';
import { ui } from '../../../src/content/ui.ts';
import { defaultLanguage, inLanguage, type Language } from '../../../src/language.ts';
import { writing } from '../../../src/routes.ts';
import {
  cardColors,
  cardFrame,
  cardSvg,
  rasterise,
  type CardColors,
  type CardImage,
  type CardLine,
} from './socialCard.ts';
import { fittingSize, textWidth } from './textPaths.ts';

export interface PostCardContent {
  title: string;
  /** The owner's name: the monogram's letters and the line under the title. */
  name: string;
  /** The site card's colours when absent. */
  colors?: CardColors;
}

/** The title's sizes, largest first: it shrinks from the one to the other before it is cut. */
export const postTitleSizes = { max: 72, min: 40, step: 2 } as const;
const MAX_LINES = 3;
const LINE_HEIGHT = 1.2;
/** How far above the baseline Inter's tallest letters (accented capitals) reach, in ems. */
const ASCENT = 0.95;
const NAME_SIZE = 40;
const ELLIPSIS = '…';

const { width: WIDTH, margin: MARGIN, monogram } = cardFrame;
const MAX_WIDTH = WIDTH - 2 * MARGIN;
const TITLE_BOTTOM = cardFrame.footBaseline - NAME_SIZE * 2;
// The title grows upwards from above the name and keeps clear of the monogram.
const TITLE_TOP = monogram.y + monogram.size + 24;

function titleWidth(text: string, size: number): number {
  return textWidth(text, size, 700);
}

/** How many lines of the title fit between the monogram and the name at `size`. */
function linesAt(size: number): number {
  const room = TITLE_BOTTOM - TITLE_TOP - ASCENT * size;
  return Math.min(MAX_LINES, 1 + Math.floor(room / (LINE_HEIGHT * size)));
}

/** How many of a word's `chars` (at least one) fit a line, found by halving. */
function fittingStart(chars: string[], size: number): number {
  let low = 1;
  let high = chars.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (titleWidth(chars.slice(0, mid).join(''), size) <= MAX_WIDTH) low = mid;
    else high = mid - 1;
  }
  return low;
}

/**
 * The title wrapped at spaces at `size`, stopping once it passes `MAX_LINES`. A word wider than
 * a line makes the size fail (undefined) unless `breakWords`, the last resort, splits it.
 */
function wrap(title: string, size: number, breakWords: boolean): string[] | undefined {
  const lines: string[] = [];
  let current = '';
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const joined = current ? `${current} ${word}` : word;
    if (titleWidth(joined, size) <= MAX_WIDTH) {
      current = joined;
      continue;
    }
    if (current) lines.push(current);
    current = word;
    while (titleWidth(current, size) > MAX_WIDTH) {
      if (!breakWords) return undefined;
      const chars = [...current];
      const cut = fittingStart(chars, size);
      lines.push(chars.slice(0, cut).join(''));
      current = chars.slice(cut).join('');
    }
    if (lines.length > MAX_LINES) return lines;
  }
  if (current) lines.push(current);
  return lines;
}

/** `line` shortened, a word at a time while it has several, until it fits with "…" at its end. */
function withEllipsis(line: string, size: number): string {
  let text = line;
  while (text && titleWidth(`${text}${ELLIPSIS}`, size) > MAX_WIDTH) {
    const space = text.lastIndexOf(' ');
    text = space > 0 ? text.slice(0, space) : [...text].slice(0, -1).join('');
  }
  // "word…" rather than "word,…": the cut hides the clause the comma led to.
  return `${text.replace(/[\s,.;:\-–—]+$/u, '')}${ELLIPSIS}`;
}

/**
 * The title's lines and size: the largest size at which it fits whole, words unbroken; else at
 * the smallest size, long words split and the third line ending in "…" if there is more.
 */
export function postTitleLayout(title: string): { size: number; lines: string[] } {
  const { max, min, step } = postTitleSizes;
  for (let size = max; size >= min; size -= step) {
    const lines = wrap(title, size, false);
    if (lines && lines.length <= linesAt(size)) return { size, lines };
  }
  const lines = wrap(title, min, true) ?? [];
  if (lines.length <= MAX_LINES) return { size: min, lines };
  const kept = lines.slice(0, MAX_LINES);
  kept[MAX_LINES - 1] = withEllipsis(kept[MAX_LINES - 1] ?? '', min);
  return { size: min, lines: kept };
}

/** The title's lines, bottom-aligned above the name, then the name in the accent colour. */
export function postCardLines({ title, name, colors = cardColors }: PostCardContent): CardLine[] {
  const { size, lines } = postTitleLayout(title);
  const titleLines = lines.map((text, index): CardLine => ({
    text,
    size,
    weight: 700,
    x: MARGIN,
    y: TITLE_BOTTOM - (lines.length - 1 - index) * LINE_HEIGHT * size,
    fill: colors.text,
  }));
  return [
    ...titleLines,
    {
      text: name,
      size: fittingSize(name, NAME_SIZE, 400, MAX_WIDTH),
      weight: 400,
      x: MARGIN,
      y: cardFrame.footBaseline,
      fill: colors.accent,
    },
  ];
}

export function postCardSvg(content: PostCardContent): string {
  return cardSvg(content.name, content.colors ?? cardColors, postCardLines(content));
}

export function renderPostCard(content: PostCardContent): Buffer {
  return rasterise(postCardSvg(content));
}

/**
 * `/writing/<slug>/social-card.png`: beside the post's page, under its address in `language`
 * (`/fr/writing/<slug>/social-card.png`), so that a post translated has a card in each language.
 */
export function postCardPath(slug: string, language: Language = defaultLanguage): string {
  return `${inLanguage(language, writing.postPath(slug))}/social-card.png`;
}

/**
 * What a post page's Open Graph and Twitter tags say about its card: `cardAlt` (the page's
 * language's `ui.writing.cardAlt`) describes it.
 */
export function postCardImage(
  post: { slug: string; title: string },
  name: string = profile.brandName,
  language: Language = defaultLanguage,
  cardAlt: string = ui.writing.cardAlt,
): CardImage {
  return {
    path: postCardPath(post.slug, language),
    width: cardFrame.width,
    height: cardFrame.height,
    alt: fill(cardAlt, { title: post.title, name }),
  };
}

/**
 * Whether a post's card can carry its title in `language`: always in the default language's;
 * in another's, where the font has every character and the text runs left to right (glyphs
 * are placed one by one, with no shaping or reordering). A post whose card cannot be drawn
 * shares its language's site card.
 */
export function drawsPostCard(language: Language, content: PostCardContent): boolean {
  if (language.prefix === '') return true;
  if (language.dir === 'rtl') return false;
  try {
    titleWidth(content.title, postTitleSizes.min);
    textWidth(content.name, NAME_SIZE, 400);
    return true;
  } catch {
    return false;
  }
}

/**
 * Writes the card of each of `posts` in `language` (the default's unless said) that can be
 * drawn into the build folder; returns the files' paths there.
 */
export async function writePostCards(
  distDir: string,
  posts: { slug: string; title: string }[],
  {
    language = defaultLanguage,
    name = profile.brandName,
  }: { language?: Language; name?: string } = {},
): Promise<string[]> {
  const drawn = posts.filter(({ title }) => drawsPostCard(language, { title, name }));
  return Promise.all(
    drawn.map(async ({ slug, title }) => {
      const file = join(distDir, ...postCardPath(slug, language).split('/'));
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, renderPostCard({ title, name }));
      return file;
    }),
  );
}
