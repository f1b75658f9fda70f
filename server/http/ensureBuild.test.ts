import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureSiteBuilt } from './ensureBuild.ts';
import { writeFixtureDist } from '../testing/fixtureSite.ts';
import { makeTempDir, removeTempDirs } from '../testing/tempDirs.ts';

beforeEach(() => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
});
afterAll(removeTempDirs);

describe('ensureSiteBuilt', () => {
  it('does not build when the app shell is there', async () => {
    const distDir = await writeFixtureDist(await makeTempDir('site'));
    const build = vi.fn();

    ensureSiteBuilt(distDir, build);

    expect(build).not.toHaveBeenCalled();
  });

  it('builds when the app shell is missing', async () => {
    const distDir = join(await makeTempDir('site'), 'dist');
    const build = vi.fn(() => {
      mkdirSync(distDir, { recursive: true });
      writeFileSync(join(distDir, 'index.html'), '<!doctype html>');
    });

    ensureSiteBuilt(distDir, build);

    expect(build).toHaveBeenCalledOnce();
  });

  it('says which address the links will point at, and warns when SITE_URL is missing', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const build = (distDir: string) => () => {
      mkdirSync(distDir, { recursive: true });
      writeFileSync(join(distDir, 'index.html'), '<!doctype html>');
    };
    const first = join(await makeTempDir('site'), 'dist');
    ensureSiteBuilt(first, build(first), { SITE_URL: 'https://sam.example' });
    expect(log).toHaveBeenLastCalledWith(expect.stringContaining('SITE_URL=https://sam.example'));

    const second = join(await makeTempDir('site'), 'dist');
    ensureSiteBuilt(second, build(second), {});
    expect(log).toHaveBeenLastCalledWith(expect.stringMatching(/SITE_URL is not set.*localhost/));
  });

  it('fails clearly when the build leaves no app shell where DIST_DIR points', async () => {
    const distDir = join(await makeTempDir('site'), 'elsewhere');

    expect(() => ensureSiteBuilt(distDir, () => {})).toThrow(/DIST_DIR/);
  });
});
