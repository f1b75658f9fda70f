import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodeVersionProblem, satisfies } from './checkNode.js';

const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as {
  engines: { node: string };
};
const range = packageJson.engines.node;
const nvmrc = readFileSync('.nvmrc', 'utf8').trim();

describe('the Node.js version check', () => {
  it('reads the ranges package.json uses', () => {
    const supported = '^24.15.0 || >=26';
    expect(
      ['v24.15.0', 'v24.21.0', 'v26.0.0', 'v27.3.1'].map((v) => satisfies(v, supported)),
    ).toEqual([true, true, true, true]);
    expect(
      ['v20.20.2', 'v22.12.0', 'v24.14.9', 'v25.9.0'].map((v) => satisfies(v, supported)),
    ).toEqual([false, false, false, false]);
  });

  it('names the version needed, the one found and how to switch', () => {
    const problem = nodeVersionProblem('v20.20.2', range, nvmrc);
    // `^24.15.0` reads as 24.15.
    const oldestSupported = (range.split('||')[0] ?? '')
      .trim()
      .replace(/^\^/, '')
      .replace(/(\.0)+$/, '');
    expect(problem).toContain(`Node.js ${oldestSupported}`);
    expect(problem).toContain('20.20.2');
    expect(problem).toContain(`nvm use ${nvmrc}`);
    expect(problem).toContain('.nvmrc');
  });

  it('passes the Node.js that runs the tests, and .nvmrc names a supported line', () => {
    expect(nodeVersionProblem(process.version, range, nvmrc)).toBeUndefined();
    expect(satisfies(`${nvmrc}.999.0`, range)).toBe(true);
    const run = spawnSync(process.execPath, ['scripts/checkNode.js'], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
  });

  it('runs before npm installs, starts, builds or tests anything', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      scripts: Record<string, string>;
    };
    for (const hook of ['preinstall', 'prestart', 'prebuild', 'pretest']) {
      expect(scripts[hook]).toBe('node scripts/checkNode.js');
    }
  });

  it('stops npm install on an old Node at the project itself, before it weighs any package', () => {
    const project = mkdtempSync(join(tmpdir(), 'old-node-'));
    try {
      for (const file of ['package.json', 'package-lock.json', '.npmrc', '.nvmrc']) {
        copyFileSync(file, join(project, file));
      }
      // npm, run by this Node, told that it is Node 20.
      writeFileSync(
        join(project, 'oldNode.cjs'),
        "Object.defineProperty(process, 'version', { value: 'v20.20.2' });\n" +
          "Object.defineProperty(process.versions, 'node', { value: '20.20.2' });\n",
      );
      const env = Object.fromEntries(
        Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith('npm_')),
      );
      const install = spawnSync('npm', ['install', '--dry-run', '--offline'], {
        cwd: project,
        encoding: 'utf8',
        env: { ...env, NODE_OPTIONS: `--require ${join(project, 'oldNode.cjs')}` },
      });

      expect(install.status).not.toBe(0);
      expect(install.stderr).toContain('npm error code EBADENGINE');
      expect(install.stderr).toContain(`Required: {"node":"${range}"}`);
      // Not one warning per package that would have been installed.
      expect(install.stderr).not.toContain('npm warn EBADENGINE');
      expect(existsSync(join(project, 'node_modules'))).toBe(false);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });
});
