/**
 * The import boundaries of eslint.config.js, proven on the project's own lint configuration:
 * each rule fails a file that crosses it, and lets the same file through with an import that
 * stays inside it.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The messages of the import rule for `source` imported by a file at `filePath`. */
async function importProblems(filePath: string, source: string): Promise<string[]> {
  const code = `import * as imported from '${source}';\nexport const used = imported;\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

const cases: { rule: string; file: string; refused: string[]; allowed: string[] }[] = [
  {
    rule: 'components may not import pages or the app',
    file: 'src/components/Navbar/Probe.tsx',
    refused: ['@/pages/About', '../../pages/About', '@/app/App', '../../app/RouteView'],
    allowed: ['@/components/Button', '../Footer', '@/content/profile'],
  },
  {
    rule: 'pages may not import the app',
    file: 'src/pages/Probe.tsx',
    refused: ['@/app/RouteView', '../app/App'],
    allowed: ['@/components/Container', './NotFound'],
  },
  {
    rule: 'content and the contact path may not import the UI',
    file: 'src/contact/Probe.ts',
    refused: ['@/components/Field', '../pages/Contact'],
    allowed: ['./contactRules.ts', '@/hooks/useScriptRunning'],
  },
  {
    rule: 'theme may not import src',
    file: 'theme/Probe.ts',
    refused: ['@/routes', '../src/content/profile.ts'],
    allowed: ['./tokens.ts'],
  },
  {
    rule: 'src may not import the server',
    file: 'src/app/Probe.tsx',
    refused: ['../../server/contact/schema.ts', '../../server/config.ts'],
    allowed: ['@/routes', '@theme/vars'],
  },
  {
    rule: 'the server takes from src only the route table, the settings, the content and the contact rules',
    file: 'server/http/Probe.ts',
    refused: [
      '../../src/app/App.tsx',
      '../../src/components/Footer.tsx',
      '../../src/contact/outbox.ts',
      '../../src/config.ts',
      '@/routes',
    ],
    allowed: [
      '../../src/routes.ts',
      '../../src/settings.ts',
      '../../src/content/profile.ts',
      '../../src/contact/contactRules.ts',
      '../../src/contact/backoff.ts',
    ],
  },
  {
    rule: 'Netlify’s functions import as the server does: never scripts, test support or the rest of src',
    file: 'netlify/functions/Probe.mts',
    refused: [
      '../../scripts/build/hostFiles.ts',
      '../../scripts/harness/netlifyDev.ts',
      '../../server/testing/serverlessTest.ts',
      '../../src/contact/outbox.ts',
      '@/routes',
    ],
    allowed: ['../contact.ts', '../../server/serverless.ts', '../../src/routes.ts'],
  },
  {
    rule: 'the server never imports scripts',
    file: 'server/http/Probe.ts',
    refused: ['../../scripts/build/buildConfig.ts', '../../scripts/vite/firstLoadChunks.ts'],
    allowed: ['../config.ts', './apiError.ts'],
  },
  {
    rule: 'scripts take from src only what they share, and the build the app’s server entry',
    file: 'scripts/build/Probe.ts',
    refused: [
      '../../src/pages/About.tsx',
      '../../src/contact/useContactForm.ts',
      '../../src/config.ts',
    ],
    allowed: ['../../src/routes.ts', '../../src/settings.ts', '../../src/app/entry-server.tsx'],
  },
  {
    rule: 'product code may not import test support',
    file: 'server/notify/Probe.ts',
    refused: ['../testing/testServer.ts', '../../scripts/harness/serverProcess.ts'],
    allowed: ['./worker.ts'],
  },
  {
    rule: 'product code in src may not import its test helpers',
    file: 'src/pages/Probe.tsx',
    refused: ['@/testing/renderApp'],
    allowed: ['@/content/profile'],
  },
  {
    rule: 'build steps may not import the harness',
    file: 'scripts/vite/Probe.ts',
    refused: ['../harness/chromium.ts'],
    allowed: ['./importFresh.ts'],
  },
];

describe('import boundaries', () => {
  describe.each(cases)('$rule', ({ file, refused, allowed }) => {
    it.each(refused)(`fails ${file} importing %s`, async (source) => {
      expect(await importProblems(file, source)).toHaveLength(1);
    });
    it.each(allowed)(`lets ${file} import %s`, async (source) => {
      expect(await importProblems(file, source)).toEqual([]);
    });
  });

  it('lets tests and the measuring tools use test support', async () => {
    expect(await importProblems('server/http/static.test.ts', '../testing/testServer.ts')).toEqual(
      [],
    );
    expect(await importProblems('scripts/measure/Probe.ts', '../harness/serverProcess.ts')).toEqual(
      [],
    );
  });
});
