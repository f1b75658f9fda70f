import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  SCRIPT_HASHES_FILE,
  readScriptHashes,
  scriptHash,
  writeScriptHashes,
} from './scriptHashes.ts';
import { writeFixtureDist } from '../testing/fixtureSite.ts';
import { makeTempDir, removeTempDirs } from '../testing/tempDirs.ts';
import { startTestServer, stopTestServers } from '../testing/testServer.ts';

afterEach(() => stopTestServers());
afterAll(() => removeTempDirs());

describe('inline script hashes', () => {
  it('are the sha256 source expressions browsers compute', () => {
    // The worked example of the Content Security Policy specification.
    expect(scriptHash("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    );
  });

  it('allow exactly the inline scripts the build listed, and never unsafe-inline', async () => {
    const distDir = await writeFixtureDist(await makeTempDir('site'));
    const hash = scriptHash('startTheApp()');
    await writeScriptHashes(distDir, [hash]);
    const server = await startTestServer({ distDir });

    for (const path of ['/', '/about', '/nope', '/api/contact']) {
      const policy = (await fetch(`${server.url}${path}`)).headers.get('content-security-policy');
      expect(policy, path).toContain(`script-src 'self' ${hash};`);
      expect(policy?.match(/script-src [^;]*/)?.[0], path).not.toContain('unsafe');
    }
  });

  it('are none for a site without the file', async () => {
    const distDir = await writeFixtureDist(await makeTempDir('site'));
    expect(readScriptHashes(distDir)).toEqual([]);
  });

  it('stop the server when the file is not a list of hashes', async () => {
    for (const contents of ['{"not": "a list"}', `["'unsafe-inline'"]`, 'not json']) {
      const distDir = await writeFixtureDist(await makeTempDir('site'));
      await writeFile(join(distDir, SCRIPT_HASHES_FILE), contents);
      await expect(startTestServer({ distDir }), contents).rejects.toThrow(/rebuild the site/);
    }
  });
});
