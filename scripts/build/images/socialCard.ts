/**
 * The picture shown when a page of the site is shared (Open Graph, Twitter): 1200×630, drawn
 * at build time from the content (the name and the job title) in the theme's colours, so it
 * follows every content edit. Text is drawn as paths (textPaths.ts) and rasterised by resvg,
 * which ships prebuilt in its npm package: no browser, no system fonts, no network.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { profile } from '../../../src/content/profile.ts';
import type { Profile } from '../../../src/content/schema.ts';
import { defaultLanguage, inLanguage, type Language } from '../../../src/language.ts';
import { colors } from '../../../theme/tokens.ts';
import { monogramElements } from './monogram.ts';
import { fittingSize, textPath, textWidth, type Weight } from './textPaths.ts';

const WIDTH = 1200;
const HEIGHT = 630;
const MARGIN = 96;

/**
 * The frame every card of the site shares (this one and each post's, postCard.ts): its size,
 * its margins, where the monogram sits and the baseline of the lowest, accent-coloured line.
 */
export const cardFrame = {
  width: WIDTH,
  height: HEIGHT,
  margin: MARGIN,
  monogram: { x: MARGIN, y: MARGIN - 16, size: 120, radius: 26 },
  footBaseline: HEIGHT - MARGIN - 24,
} as const;

/** Background, the main text's colour, and the accent of the lowest line and the band below. */
export interface CardColors {
  background: string;
  text: string;
  accent: string;
}

/** The navbar's colours, which every card of the site wears. */
export const cardColors: CardColors = {
  background: colors.navbarText,
  text: colors.heroText,
  accent: colors.navbarBg,
};

/** What a page's Open Graph and Twitter tags say about its card. */
export interface CardImage {
  path: string;
  width: number;
  height: number;
  alt: string;
}

/** What the pages' Open Graph and Twitter tags say about the card. */
export const socialCardImage: CardImage = {
  path: '/social-card.png',
  width: WIDTH,
  height: HEIGHT,
  alt: `${profile.brandName}, ${profile.jobTitle}`,
};

export interface SocialCardContent {
  name: string;
  jobTitle: string;
  colors: CardColors;
}

/** The site's own card: its name and job title, in the navbar's colours. */
export const siteCardContent: SocialCardContent = {
  name: profile.brandName,
  jobTitle: profile.jobTitle,
  colors: cardColors,
};

/** One line of text on the card: what it says, and how and where it is drawn. */
export interface CardLine {
  text: string;
  size: number;
  weight: Weight;
  x: number;
  /** The baseline. */
  y: number;
  fill: string;
}

/** The name, then the job title under it in the accent colour, each shrunk to fit if long. */
export function socialCardLines({
  name,
  jobTitle,
  colors: palette,
}: SocialCardContent): CardLine[] {
  const maxWidth = WIDTH - 2 * MARGIN;
  const nameSize = fittingSize(name, 96, 700, maxWidth);
  const titleSize = fittingSize(jobTitle, 48, 400, maxWidth);
  const titleBaseline = cardFrame.footBaseline;
  return [
    {
      text: name,
      size: nameSize,
      weight: 700,
      x: MARGIN,
      y: titleBaseline - titleSize * 1.9,
      fill: palette.text,
    },
    {
      text: jobTitle,
      size: titleSize,
      weight: 400,
      x: MARGIN,
      y: titleBaseline,
      fill: palette.accent,
    },
  ];
}

/**
 * A card as SVG: the monogram of `name` in the corner, the lines as shapes, and a band of the
 * accent colour along the foot.
 */
export function cardSvg(name: string, palette: CardColors, lines: CardLine[]): string {
  const paths = lines.map(
    ({ text, size, weight, x, y, fill }) =>
      `<path d="${textPath(text, size, weight, x, y).d}" fill="${fill}"/>`,
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${palette.background}"/>`,
    monogramElements(name, cardFrame.monogram),
    ...paths,
    `<rect y="${HEIGHT - 20}" width="${WIDTH}" height="20" fill="${palette.accent}"/>`,
    '</svg>',
  ].join('\n');
}

/** A card's SVG as a PNG; system fonts are not loaded, as every text is already a path. */
export function rasterise(svg: string): Buffer {
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
}

/** The site's card as SVG: the owner's name and job title in the shared frame. */
export function socialCardSvg(content: SocialCardContent): string {
  return cardSvg(content.name, content.colors, socialCardLines(content));
}

/** The card as a PNG. */
export function renderSocialCard(content: SocialCardContent): Buffer {
  return rasterise(socialCardSvg(content));
}

/** The owner's words a language's card shows. */
type CardWords = Pick<Profile, 'brandName' | 'jobTitle'>;

/**
 * Whether a language's card can carry its own words: the font has every character, and the
 * script runs left to right (glyphs are placed one by one, with no shaping or reordering).
 */
function drawsOwnCard(language: Language, words: CardWords): boolean {
  if (language.dir === 'rtl') return false;
  try {
    textWidth(`${words.brandName}${words.jobTitle}`, 48, 700);
    textWidth(words.jobTitle, 48, 400);
    return true;
  } catch {
    return false;
  }
}

/**
 * The card a language's pages show: its own, in its words, at `/<code>/social-card.png`; the
 * default language's where the font cannot draw its words.
 */
export function socialCardIn(language: Language, words: CardWords): CardImage {
  if (language.prefix === '' || !drawsOwnCard(language, words)) return socialCardImage;
  return {
    ...socialCardImage,
    path: inLanguage(language, socialCardImage.path),
    alt: `${words.brandName}, ${words.jobTitle}`,
  };
}

/**
 * Writes each language's card into the build folder (the default's first); returns the files
 * written, and the languages whose pages show the default's card instead.
 */
export async function writeSocialCards(
  distDir: string,
  languages: readonly { language: Language; content: { profile: CardWords } }[] = [
    { language: defaultLanguage, content: { profile } },
  ],
): Promise<{ files: string[]; withDefaultCard: Language[] }> {
  const files: string[] = [];
  const withDefaultCard: Language[] = [];
  for (const { language, content } of languages) {
    const card = socialCardIn(language, content.profile);
    if (language.prefix !== '' && card.path === socialCardImage.path) {
      withDefaultCard.push(language);
      continue;
    }
    const file = join(distDir, ...card.path.split('/'));
    await mkdir(dirname(file), { recursive: true });
    const words = { name: content.profile.brandName, jobTitle: content.profile.jobTitle };
    await writeFile(file, renderSocialCard({ ...siteCardContent, ...words }));
    files.push(file);
  }
  return { files, withDefaultCard };
}
