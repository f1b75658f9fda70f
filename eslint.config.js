import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries: which part of the code may import which. Imports flow one way (theme ←
 * content and contact ← components ← pages ← app), Node code takes from src/ only what it
 * shares with the browser, and product code never takes test support. Each entry is a set of
 * files and the import sources they may not use, matched on the source as written: a relative
 * path (`../pages/About`) or an alias (`@/pages/About`).
 */
const forbidden = {
  server: {
    regex: '^(\\.\\./)+server/',
    message:
      'src/ never imports server/: what both sides share lives in src/ and the server takes it from there.',
  },
  scripts: {
    regex: '^(\\.\\./)+scripts/(?!harness/)',
    message:
      'server/ never imports scripts/ (the harness is test support): the build and the tools use the server, not the other way round.',
  },
  testSupport: {
    regex: '(^|/)(testing|harness)/',
    message:
      'Product code never imports test support (src/testing, server/testing, scripts/harness).',
  },
  src: {
    regex: '^@/|(^|/)src/',
    message: 'theme/ is the bottom layer: it imports nothing from src/.',
  },
  ui: {
    regex: '^(@/|(\\.\\./)+)(components|pages|app)(/|$)',
    message:
      'Content, the contact path and hooks sit below the UI: they import no component, page or app module.',
  },
  pagesAndApp: {
    regex: '^(@/|(\\.\\./)+)(pages|app)(/|$)',
    message: 'Components are shared by pages: they import no page and nothing of the app shell.',
  },
  app: {
    regex: '^(@/|(\\.\\./)+)app(/|$)',
    message: 'Pages sit below the app shell: they import nothing from src/app/.',
  },
  alias: {
    regex: '^@(/|theme/)',
    message: 'Node runs this code as it is and knows no alias: import by relative path, with .ts.',
  },
  // The route table, the build's settings' parsers, the content and the contact path's shared
  // rules (field rule, message shape, retry backoff, the proof's timing name): the one copy
  // that browser, server and build all read.
  unsharedSrc: {
    regex:
      '(^|/)src/(?!(routes|settings|language)\\.ts$|content/|contact/(contactRules|contactMessage|backoff|proofTiming)\\.ts$)',
    message:
      "server/ and scripts/ take from src/ only the route table, the languages, the settings' parsers, the content and the shared contact rules.",
  },
  // The build also renders the app itself, through its server entry.
  unsharedSrcButServerEntry: {
    regex:
      '(^|/)src/(?!(routes|settings|language)\\.ts$|content/|contact/(contactRules|contactMessage|backoff|proofTiming)\\.ts$|app/entry-server\\.tsx$)',
    message:
      "scripts/ take from src/ only the route table, the languages, the settings' parsers, the content, the shared contact rules and the app's server entry.",
  },
};

const tests = ['**/*.test.{ts,tsx}', 'src/testing/**', 'server/testing/**'];

export const importBoundaries = [
  { files: ['theme/**'], ignores: tests, forbid: ['src', 'testSupport'] },
  {
    files: ['src/content/**', 'src/contact/**', 'src/hooks/**', 'src/*.ts'],
    ignores: tests,
    forbid: ['server', 'testSupport', 'ui'],
  },
  {
    files: ['src/components/**'],
    ignores: tests,
    forbid: ['server', 'testSupport', 'pagesAndApp'],
  },
  { files: ['src/pages/**'], ignores: tests, forbid: ['server', 'testSupport', 'app'] },
  { files: ['src/app/**'], ignores: tests, forbid: ['server', 'testSupport'] },
  {
    files: ['server/**', 'netlify/**'],
    ignores: tests,
    forbid: ['unsharedSrc', 'alias', 'testSupport', 'scripts'],
  },
  {
    files: ['scripts/vite/**', 'scripts/build/**', 'scripts/content/**'],
    ignores: tests,
    forbid: ['unsharedSrcButServerEntry', 'alias', 'testSupport'],
  },
  // Measuring tools and the harness start servers and browsers: the harness is theirs to use.
  { files: ['scripts/measure/**', 'scripts/harness/**'], forbid: ['unsharedSrc', 'alias'] },
  {
    files: ['server/**/*.test.ts', 'server/testing/**', 'netlify/**/*.test.ts'],
    forbid: ['unsharedSrc', 'alias'],
  },
  { files: ['scripts/**/*.test.ts'], forbid: ['unsharedSrcButServerEntry', 'alias'] },
].map(({ files, ignores, forbid }) => ({
  files,
  ...(ignores && { ignores }),
  rules: {
    'no-restricted-imports': ['error', { patterns: forbid.map((name) => forbidden[name]) }],
  },
}));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'coverage',
      'node_modules',
      'public',
      'data',
      'e2e-screenshots',
      'test-results',
      'playwright-report',
      'dist-ssr',
      'perf-results',
      'dist-lambda',
      // The CDK app's synth output, a copy of the built bundle among it.
      'deploy/aws/cdk.out',
      // The Worker's bundle (npm run cf:build) and wrangler's local state.
      'deploy/cloudflare/dist-worker',
      '**/.wrangler',
      '.netlify',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx,mts}'],
    languageOptions: {
      globals: { ...globals.browser },
    },
    plugins: {
      'react-hooks': reactHooks,
      'jsx-a11y': jsxA11y,
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      // Breakpoints live in theme/: a media query written anywhere else escapes the tokens.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TemplateElement[value.raw=/@media\\s*\\(/]',
          message: 'Use up()/down() from @theme/media instead of a literal media query.',
        },
        // Tokens reach styles as CSS variables through the typed `vars`, whose names the
        // compiler checks: a variable written by hand escapes that check.
        {
          selector: 'TemplateElement[value.raw=/var\\(--/]',
          message: 'Use vars from @theme/vars instead of writing var(--...) by hand.',
        },
      ],
    },
  },
  {
    files: [
      'theme/**',
      'vite.config.ts',
      'scripts/**',
      'server/**',
      'netlify/**',
      'e2e/**',
      'deploy/**',
    ],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Tests read the emitted CSS, media queries included.
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  ...importBoundaries,
);
