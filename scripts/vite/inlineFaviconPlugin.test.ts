import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { profile } from '../../src/content/profile.ts';
import { inlineFaviconLink, svgDataUrl } from './inlineFaviconPlugin.ts';
import { faviconSvg } from '../build/images/siteIcons.ts';

const indexHtml = readFileSync('index.html', 'utf8');
const favicon = faviconSvg(profile.brandName);
const PREFIX = 'data:image/svg+xml,';

describe('the favicon written into the page', () => {
  it("is the owner's monogram, as a data: URL in the page that links to it", () => {
    const html = inlineFaviconLink(indexHtml, favicon);
    const href = /<link rel="icon" href="([^"]*)"/.exec(html)?.[1] ?? '';

    expect(href.startsWith(PREFIX)).toBe(true);
    expect(decodeURIComponent(href.slice(PREFIX.length))).toBe(favicon.trim().replace(/\s+/g, ' '));
    expect(html).not.toContain('/favicon.svg');
  });

  it('escapes what would end the attribute or the URL', () => {
    const url = svgDataUrl('<svg a="1" b=\'#2\'>100%</svg>');
    expect(url).not.toMatch(/["<>#]|%(?![0-9A-F]{2})/);
    expect(decodeURIComponent(url.slice(PREFIX.length))).toBe('<svg a="1" b=\'#2\'>100%</svg>');
  });

  it('stops the build when index.html no longer links to the favicon file', () => {
    expect(() => inlineFaviconLink('<head></head>', favicon)).toThrow(/favicon\.svg/);
  });
});
