import { cp, mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { build, createServer, createLogger, type Logger } from 'vite';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { siteContent } from '../build/contentCheck.ts';
import { postsDirOf } from '../build/writing/languagePosts.ts';
import { defaultLanguage, type Language } from '../../src/language.ts';
import { contentCheck } from './contentCheckPlugin.ts';
import { projectRoot } from '../harness/serverProcess.ts';
import { makeTempDir, removeTempDirs } from '../../server/testing/tempDirs.ts';

afterAll(removeTempDirs);

/**
 * A copy of the project's content, routes and public files, and the contact rules that the
 * content's schema checks the owner's address with, in a folder of its own.
 */
async function copyOfSite(): Promise<string> {
  const root = await makeTempDir('content');
  await mkdir(join(root, 'src'), { recursive: true });
  await mkdir(join(root, 'scripts'));
  await cp(join(projectRoot, 'src/content'), join(root, 'src/content'), { recursive: true });
  await cp(join(projectRoot, 'src/contact'), join(root, 'src/contact'), { recursive: true });
  for (const file of [
    'src/routes.ts',
    'src/language.ts',
    'scripts/build/contentCheck.ts',
    'scripts/build/translations.ts',
  ]) {
    await cp(join(projectRoot, file), join(root, file));
  }
  await symlink(join(projectRoot, 'public'), join(root, 'public'));
  await symlink(join(projectRoot, 'node_modules'), join(root, 'node_modules'));
  await writeFile(join(root, 'index.html'), '<!doctype html><title>Site</title>');
  return root;
}

const project = siteContent.projects[0] ?? raise('these tests need a project');

/** Turns the first project's https link into an http one, in the copy's projects.ts. */
async function breakFirstLink(root: string) {
  const file = join(root, 'src/content/projects.ts');
  const source = await readFile(file, 'utf8');
  await writeFile(file, source.replace(project.link, project.link.replace('https:', 'http:')));
  return () => writeFile(file, source);
}

const expectedProblem = `src/content/projects.ts: projects[0] (id ${project.id}, ${JSON.stringify(project.title)}) › link:`;

function recordingLogger(): Logger & { lines: string[] } {
  const logger = createLogger('info', { allowClearScreen: false });
  const lines: string[] = [];
  const record = (line: string) => void lines.push(line);
  return { ...logger, lines, info: record, warn: record, error: record };
}

function raise(message: string): never {
  throw new Error(message);
}

describe('the content check in Vite', () => {
  it('fails a build whose content has a problem, naming it', async () => {
    const root = await copyOfSite();
    await breakFirstLink(root);

    await expect(
      build({
        root,
        configFile: false,
        logLevel: 'silent',
        plugins: [contentCheck()],
        build: { write: false },
      }),
    ).rejects.toThrow(expectedProblem);
  });

  it("fails a build over a translation's post, naming its file", async () => {
    const root = await copyOfSite();
    const french: Language = { code: 'fr', name: 'Français', dir: 'ltr', prefix: '/fr' };
    const file = join(postsDirOf(french, root), 'sans-titre.md');
    await mkdir(dirname(file), { recursive: true });
    await writeFile(
      file,
      '---\ndate: 2026-03-14\nsummary: Un billet sans titre.\n---\n\nDes mots.\n',
    );

    await expect(
      build({
        root,
        configFile: false,
        logLevel: 'silent',
        plugins: [contentCheck({ languages: [defaultLanguage, french] })],
        build: { write: false },
      }),
    ).rejects.toThrow(`${relative(root, file).split(sep).join('/')} › title: is missing.`);
  });

  it('reports problems in the development server until they are fixed', async () => {
    const root = await copyOfSite();
    const restore = await breakFirstLink(root);
    const logger = recordingLogger();
    const server = await createServer({
      root,
      configFile: false,
      customLogger: logger,
      plugins: [contentCheck()],
      server: { port: 0, strictPort: false },
    });
    try {
      await vi.waitFor(() => expect(logger.lines.join('\n')).toContain(expectedProblem), {
        timeout: 20_000,
        interval: 100,
      });
      await restore();
      await vi.waitFor(
        () => expect(logger.lines).toContainEqual(expect.stringContaining('problems are fixed')),
        { timeout: 20_000, interval: 100 },
      );
    } finally {
      await server.close();
    }
  });
});
