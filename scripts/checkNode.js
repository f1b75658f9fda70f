/**
 * Stops `npm start`, `npm run build` and `npm test` at once on a Node.js that the project does
 * not support, with one sentence instead of a stack trace further on. Plain JavaScript with no
 * dependencies, so that any Node.js old enough to need it can run it. `npm install` is stopped
 * earlier, by npm itself (engine-strict in .npmrc): npm runs a project's `preinstall` only once
 * every package is in, so there this check is what stops an install made with engine-strict off.
 */
import { readFileSync } from 'fs';
import { fileURLToPath } from 'url';

/**
 * Whether `version` (such as `v20.20.2`) satisfies `range`, the `engines.node` of package.json:
 * alternatives joined by `||`, each `^X.Y.Z` (that major line, from X.Y.Z) or `>=X[.Y.Z]`.
 *
 * @param {string} version
 * @param {string} range
 * @returns {boolean}
 */
export function satisfies(version, range) {
  const found = parse(version);
  return range.split('||').some((alternative) => {
    const text = alternative.trim();
    if (text.startsWith('^')) {
      const from = parse(text.slice(1));
      return found.major === from.major && compare(found, from) >= 0;
    }
    if (text.startsWith('>=')) return compare(found, parse(text.slice(2))) >= 0;
    throw new Error(`package.json engines.node: cannot read "${text}"`);
  });
}

/**
 * The sentence a newcomer on an unsupported Node.js reads; undefined when all is well.
 *
 * @param {string} version
 * @param {string} range
 * @param {string} nvmrc
 * @returns {string | undefined}
 */
export function nodeVersionProblem(version, range, nvmrc) {
  if (satisfies(version, range)) return undefined;
  return (
    `This project needs Node.js ${range.split('||').map(describe).join(', or ')}, but this is Node.js ` +
    `${version.replace(/^v/, '')}. Switch with \`nvm install ${nvmrc} && nvm use ${nvmrc}\` ` +
    '(.nvmrc names the version, so `nvm use` alone picks it), then run the command again.'
  );
}

/**
 * `^24.15.0` as "24.15 or a later 24.x", `>=26` as "26 or later".
 *
 * @param {string} alternative
 */
function describe(alternative) {
  const text = alternative.trim();
  const { major, minor, patch } = parse(text.replace(/^(\^|>=)/, ''));
  const version = [major, minor, patch].join('.').replace(/(\.0)+$/, '');
  return text.startsWith('^') ? `${version} or a later ${major}.x` : `${version} or later`;
}

/** @param {string} version */
function parse(version) {
  const [major = 0, minor = 0, patch = 0] = version.trim().replace(/^v/, '').split('.').map(Number);
  return { major, minor, patch };
}

/**
 * @param {ReturnType<typeof parse>} a
 * @param {ReturnType<typeof parse>} b
 */
function compare(a, b) {
  return a.major - b.major || a.minor - b.minor || a.patch - b.patch;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = new URL('..', import.meta.url);
  const range = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')).engines.node;
  const nvmrc = readFileSync(new URL('.nvmrc', root), 'utf8').trim();
  const problem = nodeVersionProblem(process.version, range, nvmrc);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
