/**
 * The Node example of docs/contact-api.md, run as it is written against a real server: a
 * script that follows the documented Contact-Proof format gets its message through, not held.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/harness/serverProcess.ts';
import { removeTempDirs } from '../testing/tempDirs.ts';
import { readRows, startTestServer, stopTestServers } from '../testing/testServer.ts';

afterEach(() => stopTestServers());
afterAll(removeTempDirs);

/** The first `js` code block under the docs' heading that starts with `heading`. */
async function exampleUnder(heading: string): Promise<string> {
  const page = await readFile(join(projectRoot, 'docs', 'contact-api.md'), 'utf8');
  const section = page.slice(page.indexOf(`## ${heading}`));
  const block = /```js\n([\s\S]*?)\n```/.exec(section)?.[1];
  if (!block) throw new Error(`No js example under "${heading}" in docs/contact-api.md`);
  return block;
}

it('the documented script sends a message that is stored and not held', async () => {
  // A fill time the script must wait out, as it must on a real server.
  const server = await startTestServer({ spam: { minFillMs: 1000 } });
  const code = await exampleUnder('Sending from a script');

  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '-e', code],
    { cwd: projectRoot, env: { ...process.env, CONTACT_API: `${server.url}/api` } },
  );

  expect(stdout).toMatch(/^201 \{ id: 1 \}/);
  expect(readRows(server.dataDir)).toEqual([
    expect.objectContaining({ id: 1, name: 'Ada Lovelace', held_for: null }),
  ]);
}, 30_000);
