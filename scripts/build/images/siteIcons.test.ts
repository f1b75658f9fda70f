import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { profile } from '../../../src/content/profile.ts';
import { initials } from './monogram.ts';
import { pngSize } from './pngSize.ts';
import {
  APPLE_TOUCH_ICON_FILE,
  appleTouchIconPng,
  FAVICON_FILE,
  faviconSvg,
  writeSiteIcons,
} from './siteIcons.ts';

describe('the site icons', () => {
  it('take the first letters of the first and the last name', () => {
    expect(initials('Grace Hopper')).toBe('GH');
    expect(initials('  ada  king lovelace ')).toBe('AL');
    expect(initials('Prince')).toBe('P');
    expect(initials('Émile Zola')).toBe('ÉZ');
  });

  it('draw the favicon letters as paths, so they need no font', () => {
    const svg = faviconSvg(profile.brandName);
    expect(svg).not.toContain('<text');
    expect(svg).toMatch(/<path d="M[^"]+"/);
    expect(faviconSvg('Someone Else')).not.toBe(svg);
  });

  it('give iPhones and iPads a 180×180 home-screen icon of the same monogram', () => {
    const png = appleTouchIconPng(profile.brandName);
    expect(pngSize(png)).toEqual({ width: 180, height: 180 });
    expect(png.equals(appleTouchIconPng('Someone Else'))).toBe(false);
  });

  it("are written by the build from the owner's name", async () => {
    const distDir = await mkdtemp(join(tmpdir(), 'icons-'));
    try {
      const written = await writeSiteIcons(distDir);
      expect(written.map((file) => basename(file))).toEqual([FAVICON_FILE, APPLE_TOUCH_ICON_FILE]);
      expect(await readFile(join(distDir, FAVICON_FILE), 'utf8')).toBe(
        faviconSvg(profile.brandName),
      );
      expect(
        (await readFile(join(distDir, APPLE_TOUCH_ICON_FILE))).equals(
          appleTouchIconPng(profile.brandName),
        ),
      ).toBe(true);
    } finally {
      await rm(distDir, { recursive: true, force: true });
    }
  });
});
