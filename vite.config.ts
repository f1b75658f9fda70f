import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import { languages } from './src/content/languages.ts';
import { parseBasePath, parseContactApiUrl } from './src/settings.ts';
import { colorScheme } from './scripts/vite/colorSchemePlugin.ts';
import { compileHints } from './scripts/vite/compileHintsPlugin.ts';
import { content } from './scripts/vite/contentPlugin.ts';
import { contentCheck } from './scripts/vite/contentCheckPlugin.ts';
import { globalStyle } from './scripts/vite/globalStylePlugin.ts';
import { inlineFavicon } from './scripts/vite/inlineFaviconPlugin.ts';
import { writingPosts } from './scripts/vite/writingPlugin.ts';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig(({ mode }) => {
  const basePath = parseBasePath(process.env.BASE_PATH ?? '/');
  // The contact API's address as the app will be given it (from the environment or a .env
  // file), read by the app's own parser: a value the app would refuse stops `npm run dev` at
  // once, as it stops the build, rather than leave a contact form that cannot send.
  parseContactApiUrl(loadEnv(mode, process.cwd(), 'VITE_').VITE_CONTACT_API_URL, basePath);
  return {
    // Where the site lives on its host (BASE_PATH, see scripts/build/buildConfig.ts): every asset
    // address, and the app's BASE_URL, follow it.
    base: basePath,
    plugins: [
      react(),
      colorScheme(),
      inlineFavicon(),
      globalStyle(),
      contentCheck(),
      compileHints(),
      writingPosts(),
      content(),
    ],
    // styled-components' CSS ships minified, its comments and white space left out; class names
    // stay as styled-components makes them, the same in the browser and in the prerenderer.
    oxc: {
      plugins: {
        styledComponents: {
          minify: true,
          pure: true,
          displayName: false,
          fileName: false,
          ssr: false,
        },
      },
    },
    define: {
      // The footer's copyright year: fixed by the build, so the prerendered page and the script
      // agree.
      __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
      // A site in one language leaves the language switcher's code out.
      __MULTILINGUAL__: JSON.stringify(languages.length > 1),
    },
    resolve: {
      alias: [
        { find: '@/', replacement: fromRoot('./src/') },
        { find: '@theme/', replacement: fromRoot('./theme/') },
        // wouter's shim for React before 18: React's own does the same, for no bytes.
        {
          find: /^use-sync-external-store\/shim\/index\.js$/,
          replacement: fromRoot('./src/app/syncExternalStore.ts'),
        },
      ],
    },
    build: {
      target: 'es2022',
      // Browsers without modulepreload only fetch modules a little later: no polyfill for them.
      modulePreload: { polyfill: false },
      // Rolldown warns when plugins take most of a build's time, and a build with posts spends
      // most of its time rendering them for the content check, by design: no warning for that.
      rolldownOptions: { checks: { bundlerTimings: false } },
    },
    server: {
      // In development the contact form posts to the API that `npm start` serves.
      proxy: { '/api': 'http://127.0.0.1:3000' },
    },
    test: {
      restoreMocks: true,
      projects: [
        {
          extends: true,
          test: {
            name: 'web',
            globals: true,
            environment: 'jsdom',
            setupFiles: ['./src/testing/setup.ts'],
            include: ['src/**/*.test.{ts,tsx}', 'theme/**/*.test.{ts,tsx}'],
          },
        },
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: [
              'server/**/*.test.ts',
              'scripts/**/*.test.ts',
              'netlify/**/*.test.ts',
              'eslint.config.test.ts',
            ],
          },
        },
      ],
    },
  };
});
