import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { heroPosterSource, INLINE_POSTER_LIMIT } from './heroPosterPlugin.ts';

let publicDir: string;

beforeEach(async () => {
  publicDir = await mkdtemp(join(tmpdir(), 'poster-'));
});

afterEach(async () => {
  await rm(publicDir, { recursive: true, force: true });
});

describe('the hero poster', () => {
  it('is written into the page, as a data: URL of the same picture, while it is small', async () => {
    const picture = Buffer.alloc(INLINE_POSTER_LIMIT, 7);
    await writeFile(join(publicDir, 'poster.webp'), picture);

    const source = await heroPosterSource('/poster.webp', publicDir);
    expect(source.startsWith('data:image/webp;base64,')).toBe(true);
    expect(Buffer.from(source.split(',')[1] ?? '', 'base64')).toEqual(picture);
  });

  it('stays a path when it is larger, or not an image', async () => {
    await writeFile(join(publicDir, 'poster.jpg'), Buffer.alloc(INLINE_POSTER_LIMIT + 1));
    await writeFile(join(publicDir, 'poster.txt'), 'not a picture');

    expect(await heroPosterSource('/poster.jpg', publicDir)).toBe('/poster.jpg');
    expect(await heroPosterSource('/poster.txt', publicDir)).toBe('/poster.txt');
  });
});
