/** A small built site for the server tests: the files `npm run build` writes, with test contents. */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const appJs = 'console.log("portfolio app");\n'.repeat(40);

export const fixtureFiles: Record<string, string | Uint8Array> = {
  'index.html': '<!doctype html><title>App shell</title>',
  'about/index.html': '<!doctype html><title>About (prerendered)</title>',
  '404.html': '<!doctype html><title>Not found (fixture)</title>',
  'assets/app-abc123.js': appJs,
  'assets/app-abc123.js.br': brotliCompressSync(appJs),
  'assets/app-abc123.js.gz': gzipSync(appJs),
  'assets/style-def456.css': 'body{margin:0}',
  'media/clip.webm': Uint8Array.from({ length: 1000 }, (_, index) => index % 256),
  'media/clip.mp4': new Uint8Array([0, 0, 0, 24, 102, 116, 121, 112]),
  'media/poster.webp': new Uint8Array([82, 73, 70, 70]),
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'favicon.ico': new Uint8Array([0, 0, 1, 0]),
  'fonts/body.woff2': new Uint8Array([119, 79, 70, 50]),
  'manifest.json': '{}',
  'sitemap.xml': '<urlset/>',
  'robots.txt': 'User-agent: *',
};

/** Writes the fixture site into `<root>/dist` (minus `leaveOut`) and returns that folder. */
export async function writeFixtureDist(root: string, leaveOut: string[] = []): Promise<string> {
  const distDir = join(root, 'dist');
  for (const [path, contents] of Object.entries(fixtureFiles)) {
    if (leaveOut.includes(path)) continue;
    await mkdir(dirname(join(distDir, path)), { recursive: true });
    await writeFile(join(distDir, path), contents);
  }
  return distDir;
}
