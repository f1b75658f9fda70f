/**
 * The picture shown when a page of the site is shared (Open Graph, Twitter): 1200×630, drawn
 * at build time from the content (the name and the job title) in the theme's colours, so it
 * follows every content edit. Text is drawn as paths (textPaths.ts) and rasterised by resvg,
 * which ships prebuilt in its npm package: no browser, no system fonts, no network.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { profile } from '../../../src/content/profile.ts';
import { colors } from '../../../theme/tokens.ts';
import { monogramElements } from './monogram.ts';
import { fittingSize, textPath, type Weight } from './textPaths.ts';

const WIDTH = 1200;
const HEIGHT = 630;
const MARGIN = 96;

/** What the pages' Open Graph and Twitter tags say about the card. */
export const socialCardImage = {
  path: '/social-card.png',
  width: WIDTH,
  height: HEIGHT,
  alt: `${profile.brandName}, ${profile.jobTitle}`,
};

export interface SocialCardContent {
  name: string;
  jobTitle: string;
  /** Background, the name's colour, and the accent of the job title and the band below. */
  colors: { background: string; text: string; accent: string };
}

/** The site's own card: its name and job title, in the navbar's colours. */
export const siteCardContent: SocialCardContent = {
  name: profile.brandName,
  jobTitle: profile.jobTitle,
  colors: { background: colors.navbarText, text: colors.heroText, accent: colors.navbarBg },
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
  const titleBaseline = HEIGHT - MARGIN - 24;
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
 * The card as SVG: the owner's monogram in the corner, the name and the job title as shapes,
 * and a band of the accent colour along the foot.
 */
export function socialCardSvg(content: SocialCardContent): string {
  const { background, accent } = content.colors;
  const lines = socialCardLines(content).map(
    ({ text, size, weight, x, y, fill }) =>
      `<path d="${textPath(text, size, weight, x, y).d}" fill="${fill}"/>`,
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${background}"/>`,
    monogramElements(content.name, { x: MARGIN, y: MARGIN - 16, size: 120, radius: 26 }),
    ...lines,
    `<rect y="${HEIGHT - 20}" width="${WIDTH}" height="20" fill="${accent}"/>`,
    '</svg>',
  ].join('\n');
}

/** The card as a PNG. */
export function renderSocialCard(content: SocialCardContent): Buffer {
  const svg = socialCardSvg(content);
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
}

/** Writes the site's card into the build folder; returns the file's path there. */
export async function writeSocialCard(distDir: string): Promise<string> {
  const file = join(distDir, ...socialCardImage.path.split('/'));
  await writeFile(file, renderSocialCard(siteCardContent));
  return file;
}
