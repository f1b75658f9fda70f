import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compressTextAssets } from './compress.ts';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'compress-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><p>hello</p>'.repeat(50));
  await writeFile(join(dir, 'assets', 'app.js'), 'console.log("hello");\n'.repeat(50));
  await writeFile(join(dir, 'sitemap.xml'), '<urlset></urlset>');
  await writeFile(join(dir, 'photo.webp'), Buffer.from([0x52, 0x49, 0x46, 0x46]));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('compressTextAssets', () => {
  it('writes .br and .gz copies that decompress to the original text files', async () => {
    await compressTextAssets(dir);
    for (const file of ['index.html', join('assets', 'app.js'), 'sitemap.xml']) {
      const original = await readFile(join(dir, file));
      expect(brotliDecompressSync(await readFile(join(dir, `${file}.br`)))).toEqual(original);
      expect(gunzipSync(await readFile(join(dir, `${file}.gz`)))).toEqual(original);
    }
  });

  it('leaves binary files alone, since they are compressed already', async () => {
    await compressTextAssets(dir);
    expect((await readdir(dir)).filter((name) => name.startsWith('photo'))).toEqual(['photo.webp']);
  });

  it('makes repetitive text much smaller', async () => {
    await compressTextAssets(dir);
    const original = (await readFile(join(dir, 'index.html'))).length;
    expect((await readFile(join(dir, 'index.html.br'))).length).toBeLessThan(original / 5);
    expect((await readFile(join(dir, 'index.html.gz'))).length).toBeLessThan(original / 5);
  });
});
