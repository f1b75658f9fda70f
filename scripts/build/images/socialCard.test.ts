import { describe, expect, it } from 'vitest';
import { profile } from '../../../src/content/profile.ts';
import {
  renderSocialCard,
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
