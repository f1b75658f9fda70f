import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
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
    files: ['theme/**', 'vite.config.ts', 'scripts/**', 'server/**', 'e2e/**'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Tests read the emitted CSS, media queries included.
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
