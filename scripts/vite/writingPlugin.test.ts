import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createServer } from 'vite';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { makeTempDir, removeTempDirs } from '../../server/testing/tempDirs.ts';
import { defaultLanguage, type Language } from '../../src/language.ts';
import { postsDirOf } from '../build/writing/languagePosts.ts';
import { writingLanguages, writingPosts } from './writingPlugin.ts';

afterAll(removeTempDirs);
afterEach(() => {
  vi.unstubAllEnvs();
});

const french: Language = { code: 'fr', name: 'Français', dir: 'ltr', prefix: '/fr' };
const arabic: Language = { code: 'ar', name: 'العربية', dir: 'rtl', prefix: '/ar' };
const languages = [defaultLanguage, french, arabic];

const post = (draft: boolean) =>
  `---\ntitle: A post\ndate: 2026-03-14\nsummary: What it says.\n${draft ? 'draft: true\n' : ''}---\n\nWords.\n`;

/** A project with a published post in each of `published` and a draft in each of `drafted`. */
async function project(published: Language[], drafted: Language[]): Promise<string> {
  const root = await makeTempDir('writing-languages');
  const write = async (language: Language, draft: boolean) => {
    const file = join(postsDirOf(language, root), draft ? 'draft.md' : 'post.md');
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, post(draft));
  };
  for (const language of published) await write(language, false);
  for (const language of drafted) await write(language, true);
  return root;
}

describe('writingLanguages', () => {
  it('lists the languages with a published post, in the site’s order', async () => {
    vi.stubEnv('POSTS_DIR', '');
    const root = await project([french, defaultLanguage], [arabic]);
    expect(writingLanguages(root, false, languages)).toEqual([defaultLanguage.code, french.code]);
  });

  it('counts drafts where they are shown, in the development server', async () => {
    vi.stubEnv('POSTS_DIR', '');
    const root = await project([french], [arabic]);
    expect(writingLanguages(root, true, languages)).toEqual([french.code, arabic.code]);
  });

  it('lists none where no language has a post', async () => {
    vi.stubEnv('POSTS_DIR', '');
    const root = await project([], []);
    expect(writingLanguages(root, true, languages)).toEqual([]);
  });
});

describe('the writing plugin, in the development server', () => {
  it('serves each page in the language of its address, as the prerenderer writes it', async () => {
    const root = await makeTempDir('writing-dev');
    await writeFile(
      join(root, 'index.html'),
      '<!doctype html><html lang="en"><title>Site</title></html>',
    );
    const server = await createServer({
      root,
      configFile: false,
      logLevel: 'silent',
      base: '/portfolio/',
      plugins: [writingPosts({ languages })],
      server: { port: 0, strictPort: false },
    });
    try {
      await server.listen();
      const origin = server.resolvedUrls?.local[0]?.replace(/\/portfolio\/$/, '') ?? '';
      const rootOf = async (path: string) =>
        /<html[^>]*>/.exec(await (await fetch(`${origin}${path}`)).text())?.[0];
      expect(await rootOf('/portfolio/writing')).toBe(`<html lang="${defaultLanguage.code}">`);
      expect(await rootOf('/portfolio/fr/writing/un-billet')).toBe(`<html lang="${french.code}">`);
      expect(await rootOf('/portfolio/AR/about?x=1')).toBe(
        `<html lang="${arabic.code}" dir="rtl">`,
      );
    } finally {
      await server.close();
    }
  });
});
