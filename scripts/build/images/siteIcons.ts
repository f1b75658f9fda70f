/**
 * The favicon (favicon.svg) and the home-screen icon of iPhones and iPads (apple-touch-icon.png,
 * 180×180), drawn by every build from the owner's name and the theme's colours, so they follow
 * a content edit as the social card does.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { profile } from '../../../src/content/profile.ts';
import { monogramElements } from './monogram.ts';

export const FAVICON_FILE = 'favicon.svg';
export const APPLE_TOUCH_ICON_FILE = 'apple-touch-icon.png';
const APPLE_TOUCH_ICON_SIZE = 180;

/** The monogram on a rounded square, letters drawn as paths: no font needed to show it. */
export function faviconSvg(name: string): string {
  const monogram = monogramElements(name, { x: 0, y: 0, size: 64, radius: 14 });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${monogram}</svg>\n`;
}

/** The monogram filling a square: the device rounds the corners itself. */
export function appleTouchIconPng(name: string): Buffer {
  const size = APPLE_TOUCH_ICON_SIZE;
  const monogram = monogramElements(name, { x: 0, y: 0, size, radius: 0 });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">${monogram}</svg>`;
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
}

/** Writes both icons into `distDir`; resolves with their paths. */
export async function writeSiteIcons(distDir: string): Promise<string[]> {
  const files = [join(distDir, FAVICON_FILE), join(distDir, APPLE_TOUCH_ICON_FILE)];
  await writeFile(files[0] as string, faviconSvg(profile.brandName));
  await writeFile(files[1] as string, appleTouchIconPng(profile.brandName));
  return files;
}
