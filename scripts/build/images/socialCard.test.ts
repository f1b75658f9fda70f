import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { profile } from '../../../src/content/profile.ts';
import { defaultLanguage, type Language } from '../../../src/language.ts';
import {
  renderSocialCard,
  socialCardIn,
  writeSocialCards,
  siteCardContent,
  socialCardImage,
  socialCardLines,
  socialCardSvg,
  type SocialCardContent,
} from './socialCard.ts';
import { pngSize } from './pngSize.ts';
import { textPath } from './textPaths.ts';

describe('the social card', () => {
  it('is a 1200×630 PNG, as Open Graph and Twitter ask, named after the owner', () => {
    expect(pngSize(renderSocialCard(siteCardContent))).toEqual({
      width: socialCardImage.width,
      height: socialCardImage.height,
    });
    expect(socialCardImage).toMatchObject({ width: 1200, height: 630 });
    expect(socialCardImage.alt).toContain(profile.brandName);
  });

  it('draws the name and the job title from the content, as shapes needing no font', () => {
    const lines = socialCardLines(siteCardContent);
    expect(lines.map((line) => line.text)).toEqual([profile.brandName, profile.jobTitle]);
    const svg = socialCardSvg(siteCardContent);
    expect(svg).not.toContain('<text');
    for (const { text, size, weight, x, y, fill } of lines) {
      expect(svg).toContain(`<path d="${textPath(text, size, weight, x, y).d}" fill="${fill}"/>`);
    }
  });

  it('keeps a long name and job title inside its margins', () => {
    const long: SocialCardContent = {
      ...siteCardContent,
      name: 'Maximiliane Konstantinopoulou-Wójcik',
      jobTitle: 'Senior Full-Stack Engineer & Accessibility Specialist, Berlin',
    };
    for (const { text, size, weight, x, y } of socialCardLines(long)) {
      const { box } = textPath(text, size, weight, x, y);
      expect(box.x1).toBeGreaterThanOrEqual(x - 1);
      expect(box.x2).toBeLessThanOrEqual(socialCardImage.width - x);
    }
  });

  it('follows the content: another name or accent colour draws another card', () => {
    const other: SocialCardContent = { ...siteCardContent, name: `${profile.brandName} Jr` };
    expect(renderSocialCard(other).equals(renderSocialCard(siteCardContent))).toBe(false);
    const recoloured: SocialCardContent = {
      ...siteCardContent,
      colors: { ...siteCardContent.colors, accent: '#ff8800' },
    };
    expect(socialCardSvg(recoloured)).toContain('fill="#ff8800"');
  });

  it('names a character that its font cannot draw', () => {
    expect(() => renderSocialCard({ ...siteCardContent, name: 'Sam 李' })).toThrow(
      'The font Inter has no "李" (U+674E) to draw "Sam 李" with.',
    );
  });
});

describe("each language's card", () => {
  const french: Language = { code: 'fr', name: 'Français', dir: 'ltr', prefix: '/fr' };
  const arabic: Language = { code: 'ar', name: 'العربية', dir: 'rtl', prefix: '/ar' };
  const frenchWords = { brandName: profile.brandName, jobTitle: 'Développeuse web' };

  it("carries the language's words, at an address under its prefix", () => {
    const card = socialCardIn(french, frenchWords);
    expect(card.path).toBe('/fr/social-card.png');
    expect(card.alt).toContain(frenchWords.jobTitle);
    expect(socialCardIn(defaultLanguage, profile)).toEqual(socialCardImage);
  });

  it("is the default language's where the font cannot draw the words, or they run right to left", () => {
    expect(socialCardIn(arabic, { ...frenchWords, jobTitle: 'مطورة ويب' })).toEqual(
      socialCardImage,
    );
    expect(socialCardIn(french, { ...frenchWords, jobTitle: '网页开发' })).toEqual(socialCardImage);
  });

  it('is drawn for each language that has its own, and the others are named', async () => {
    const distDir = await mkdtemp(join(tmpdir(), 'cards-'));
    try {
      const { files, withDefaultCard } = await writeSocialCards(distDir, [
        { language: defaultLanguage, content: { profile } },
        { language: french, content: { profile: frenchWords } },
        { language: arabic, content: { profile: { ...frenchWords, jobTitle: 'مطورة ويب' } } },
      ]);
      expect(files).toEqual([
        join(distDir, 'social-card.png'),
        join(distDir, 'fr', 'social-card.png'),
      ]);
      expect(withDefaultCard).toEqual([arabic]);
      const [own, translated] = await Promise.all(files.map((file) => readFile(file)));
      expect(translated?.equals(own ?? Buffer.alloc(0))).toBe(false);
      expect(pngSize(translated ?? Buffer.alloc(0))).toEqual({ width: 1200, height: 630 });
    } finally {
      await rm(distDir, { recursive: true, force: true });
    }
  });
});
