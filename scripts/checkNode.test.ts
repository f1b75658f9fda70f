import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
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
});
