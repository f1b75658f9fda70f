import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { profile } from '../src/content/profile.ts';
import { projectRoot } from '../server/testSupport.ts';
import { initials } from './monogram.ts';
import { APPLE_TOUCH_ICON_FILE, appleTouchIconPng, FAVICON_FILE, faviconSvg } from './siteIcons.ts';

const committed = (file: string) => readFile(join(projectRoot, 'public', file));
const stale = 'is not what npm run icons makes from the content: run npm run icons, then commit';

describe('the site icons', () => {
  it('take the first letters of the first and the last name', () => {
    expect(initials('Alex Morgan')).toBe('AM');
    expect(initials('  ada  king lovelace ')).toBe('AL');
    expect(initials('Prince')).toBe('P');
    expect(initials('Émile Zola')).toBe('ÉZ');
  });

  it('draw the favicon letters as paths, so they need no font', async () => {
    const svg = (await committed(FAVICON_FILE)).toString('utf8');
    expect(svg).not.toContain('<text');
    expect(svg).toMatch(/<path d="M[^"]+"/);
    expect(svg, `public/${FAVICON_FILE} ${stale}`).toBe(faviconSvg(profile.brandName));
  });

  it('give iPhones and iPads a 180×180 home-screen icon of the same monogram', async () => {
    const png = await committed(APPLE_TOUCH_ICON_FILE);
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([180, 180]);
    expect(
      png.equals(appleTouchIconPng(profile.brandName)),
      `public/${APPLE_TOUCH_ICON_FILE} ${stale}`,
    ).toBe(true);
  });
});
