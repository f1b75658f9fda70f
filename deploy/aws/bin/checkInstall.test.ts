import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const cdkApp = fileURLToPath(new URL('..', import.meta.url));
const repository = join(cdkApp, '..', '..');

/** npm as an owner runs it: none of the variables npm sets for the script running this test. */
function npm(args: string[], cwd: string) {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith('npm_')),
  );
  return spawnSync('npm', args, { cwd, env, encoding: 'utf8' });
}

test('npm run aws:synth before the CDK app is installed says what to install first', () => {
  // The repository's scripts and this folder's, without its node_modules.
  const copy = mkdtempSync(join(tmpdir(), 'cdk-app-uninstalled-'));
  try {
    mkdirSync(join(copy, 'deploy', 'aws', 'bin'), { recursive: true });
    copyFileSync(join(repository, 'package.json'), join(copy, 'package.json'));
    for (const file of ['package.json', 'cdk.json', join('bin', 'checkInstall.ts')]) {
      copyFileSync(join(cdkApp, file), join(copy, 'deploy', 'aws', file));
    }

    const run = npm(['run', 'aws:synth'], copy);

    assert.notEqual(run.status, 0);
    assert.match(
      run.stderr,
      /^The AWS CDK app's own packages are not installed: run `npm ci --prefix deploy\/aws` at the repository root first\.$/m,
    );
    assert.doesNotMatch(run.stdout + run.stderr, /not found/);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});

test('the check passes once the CDK app is installed', () => {
  const run = spawnSync(process.execPath, ['bin/checkInstall.ts'], {
    cwd: cdkApp,
    encoding: 'utf8',
  });

  assert.equal(run.stderr, '');
  assert.equal(run.status, 0);
});
