import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTempDir, removeTempDirs } from '../../../server/testing/tempDirs.ts';
import { profile } from '../../../src/content/profile.ts';
import { fill } from '../../../src/content/translation.ts';
import { ui } from '../../../src/content/ui.ts';
import { defaultLanguage, inLanguage, type Language } from '../../../src/language.ts';
import { writing } from '../../../src/routes.ts';
import {
  drawsPostCard,
  postCardImage,
  postCardLines,
  postCardPath,
  postCardSvg,
  postTitleSizes,
  renderPostCard,
  writePostCards,
  type PostCardContent,
} from './postCard.ts';
import { pngSize } from './pngSize.ts';
import { cardColors, cardFrame, type CardLine } from './socialCard.ts';
import { textPath } from './textPaths.ts';

afterAll(removeTempDirs);

const name = profile.brandName;
const short: PostCardContent = { title: 'Notes on caching', name };
const long: PostCardContent = {
  title:
    'What I learned moving a small Express server to serverless functions, and why I moved it back',
  name,
};
const absurd: PostCardContent = {
  title: Array.from({ length: 40 }, (_, i) => `Paragraph ${i + 1} of an endless title`).join(' '),
  name,
};

/** The lines' ink stays inside the side margins, below the monogram and above the foot margin. */
function expectInside(lines: CardLine[]): void {
  const { width, height, margin, monogram } = cardFrame;
  for (const { text, size, weight, x, y } of lines) {
    const { box } = textPath(text, size, weight, x, y);
    expect(box.x1).toBeGreaterThanOrEqual(margin - 1);
    expect(box.x2).toBeLessThanOrEqual(width - margin);
    expect(box.y1).toBeGreaterThan(monogram.y + monogram.size);
    expect(box.y2).toBeLessThanOrEqual(height - margin);
  }
}

describe("a post's card", () => {
  it('is a 1200×630 PNG, described for the page head by the title and the owner', () => {
    expect(pngSize(renderPostCard(short))).toEqual({ width: 1200, height: 630 });
    expect(postCardImage({ slug: 'notes-on-caching', title: short.title })).toEqual({
      path: '/writing/notes-on-caching/social-card.png',
      width: 1200,
      height: 630,
      alt: fill(ui.writing.cardAlt, { title: short.title, name }),
    });
  });

  it('lives beside the post page', () => {
    expect(postCardPath('a-post')).toBe('/writing/a-post/social-card.png');
  });

  it("draws the title, then the owner's name in the accent colour, as shapes", () => {
    const lines = postCardLines(short);
    expect(lines.map((line) => line.text)).toEqual([short.title, name]);
    expect(lines.map((line) => line.fill)).toEqual([cardColors.text, cardColors.accent]);
    expect(lines[0]?.size).toBe(postTitleSizes.max);
    const svg = postCardSvg(short);
    expect(svg).not.toContain('<text');
    for (const { text, size, weight, x, y, fill } of lines) {
      expect(svg).toContain(`<path d="${textPath(text, size, weight, x, y).d}" fill="${fill}"/>`);
    }
    expectInside(lines);
  });

  it('wraps a long title at spaces onto several lines, inside the margins', () => {
    const lines = postCardLines(long);
    const title = lines.slice(0, -1);
    expect(title.length).toBeGreaterThan(1);
    expect(title.length).toBeLessThanOrEqual(3);
    expect(title.map((line) => line.text).join(' ')).toBe(long.title);
    expect(lines.at(-1)?.text).toBe(name);
    expectInside(lines);
  });

  it('cuts an absurdly long title with "…" on its third line, at the smallest size', () => {
    const lines = postCardLines(absurd);
    const title = lines.slice(0, -1);
    expect(title).toHaveLength(3);
    expect(title.every((line) => line.size === postTitleSizes.min)).toBe(true);
    const shown = title.map((line) => line.text).join(' ');
    expect(shown.endsWith('…')).toBe(true);
    expect(absurd.title.startsWith(shown.slice(0, -1))).toBe(true);
    expectInside(lines);
  });

  it('splits a word too long for a line rather than draw past the margin', () => {
    const lines = postCardLines({ title: `Why ${'a'.repeat(60)}rgh`, name });
    expect(
      lines
        .slice(0, -1)
        .map((line) => line.text)
        .join(''),
    ).toBe(`Why${'a'.repeat(60)}rgh`);
    expectInside(lines);
  });

  it('follows the title: another title draws another card', () => {
    expect(renderPostCard(short).equals(renderPostCard(long))).toBe(false);
  });

  it("is written by the build under each post's address", async () => {
    const distDir = await makeTempDir('post-cards');
    const posts = [
      { slug: 'first-post', title: short.title },
      { slug: 'second-post', title: long.title },
    ];
    const written = await writePostCards(distDir, posts);
    expect(written).toEqual([
      join(distDir, 'writing', 'first-post', 'social-card.png'),
      join(distDir, 'writing', 'second-post', 'social-card.png'),
    ]);
    for (const [index, post] of posts.entries()) {
      const png = await readFile(written[index] ?? '');
      expect(png.equals(renderPostCard({ title: post.title, name }))).toBe(true);
    }
  });

  describe('in another language', () => {
    const french: Language = { code: 'fr', name: 'Français', dir: 'ltr', prefix: '/fr' };
    const arabic: Language = { code: 'ar', name: 'العربية', dir: 'rtl', prefix: '/ar' };
    const greek: Language = { code: 'el', name: 'Ελληνικά', dir: 'ltr', prefix: '/el' };

    it("lives beside the post's page in that language, apart from the same post's in another", () => {
      expect(postCardPath('a-post', french)).toBe(
        `${inLanguage(french, writing.postPath('a-post'))}/social-card.png`,
      );
      expect(postCardPath('a-post', french)).not.toBe(postCardPath('a-post', defaultLanguage));
    });

    it("is described in the language's words", () => {
      const cardAlt = `[fr] ${ui.writing.cardAlt}`;
      const title = 'Notes sur le cache';
      expect(postCardImage({ slug: 'cache', title }, name, french, cardAlt)).toEqual({
        path: postCardPath('cache', french),
        width: 1200,
        height: 630,
        alt: fill(cardAlt, { title, name }),
      });
    });

    it('is drawn where the font has every letter and the text runs left to right', () => {
      expect(drawsPostCard(french, { title: 'Écrire dans sa langue', name })).toBe(true);
      expect(drawsPostCard(greek, { title: 'Σημειώσεις', name })).toBe(true);
      expect(drawsPostCard(arabic, { title: 'ملاحظات', name })).toBe(false);
      expect(drawsPostCard(french, { title: '日本語のノート', name })).toBe(false);
    });

    it("is written by the build under each post's address in that language, where it can be drawn", async () => {
      const distDir = await makeTempDir('post-cards');
      const written = await writePostCards(
        distDir,
        [
          { slug: 'cache', title: 'Notes sur le cache' },
          { slug: 'notes', title: '日本語のノート' },
        ],
        { language: french, name },
      );
      expect(written).toEqual([join(distDir, 'fr', 'writing', 'cache', 'social-card.png')]);
      const png = await readFile(written[0] ?? '');
      expect(png.equals(renderPostCard({ title: 'Notes sur le cache', name }))).toBe(true);
    });
  });
});
