/**
 * `npm run build` itself, as a child process, with a bad setting: it must stop before it
 * writes anything, saying why in one line.
 */
import { spawnSync } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTempDir, removeTempDirs } from '../../server/testing/tempDirs.ts';

afterAll(removeTempDirs);

/** The settings the build reads; each run starts from none of them, whatever the shell has. */
const buildSettings = ['HOSTING', 'BASE_PATH', 'SITE_URL', 'VITE_CONTACT_API_URL', 'NODE_ENV'];

/** Runs the build with `settings`, into a folder of its own; what it wrote there is listed. */
async function runBuild(settings: Record<string, string>) {
  const outDir = await makeTempDir('build');
  const shell = Object.entries(process.env).filter(([name]) => !buildSettings.includes(name));
  const build = spawnSync(process.execPath, ['scripts/build/build.ts'], {
    env: { ...Object.fromEntries(shell), ...settings, DIST_DIR: join(outDir, 'dist') },
    encoding: 'utf8',
  });
  const stopped = build.stderr.split('\n').find((line) => line.startsWith('Build stopped: '));
  return { status: build.status, stopped, written: await readdir(outDir) };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('npm run build, with a value the browser would refuse', () => {
  it.each([
    ['VITE_CONTACT_API_URL', 'api'],
    ['VITE_CONTACT_API_URL', '//host/api'],
    ['VITE_CONTACT_API_URL', 'https://x/api?k=1'],
    ['BASE_PATH', '/my portfolio/'],
    ['SITE_URL', 'https://me.example/portfolio'],
  ])(
    'stops at %s=%s, naming both and a good value, before it writes anything',
    async (setting, value) => {
      const build = await runBuild({ [setting]: value });
      expect(build.status).toBe(1);
      expect(build.stopped).toMatch(
        new RegExp(
          `^Build stopped: ${setting} must be .+, such as \\S+.*, not ${escapeRegExp(JSON.stringify(value))}\\.$`,
        ),
      );
      expect(build.written).toEqual([]);
    },
  );
});

describe('npm run build, without a setting it needs', () => {
  it('stops in production without SITE_URL, before it writes anything', async () => {
    const build = await runBuild({ NODE_ENV: 'production' });
    expect(build.status).toBe(1);
    expect(build.stopped).toMatch(/^Build stopped: SITE_URL is not set/);
    expect(build.written).toEqual([]);
  });

  it('stops for a static host without a contact API elsewhere, before it writes anything', async () => {
    const build = await runBuild({ HOSTING: 'static', VITE_CONTACT_API_URL: '/api' });
    expect(build.status).toBe(1);
    expect(build.stopped).toMatch(/^Build stopped: VITE_CONTACT_API_URL is not set/);
    expect(build.written).toEqual([]);
  });
});
