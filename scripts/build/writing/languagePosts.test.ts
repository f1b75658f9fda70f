import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { makeTempDir, removeTempDirs } from '../../../server/testing/tempDirs.ts';
import { defaultLanguage, inLanguage, type Language } from '../../../src/language.ts';
import { writing } from '../../../src/routes.ts';
import { TRANSLATIONS_DIR } from '../translations.ts';
import { loadLanguagePosts, postsDirOf } from './languagePosts.ts';
import { DEFAULT_POSTS_DIR } from './loadPosts.ts';

afterAll(removeTempDirs);
afterEach(() => {
  vi.unstubAllEnvs();
});

const french: Language = { code: 'fr', name: 'Français', dir: 'ltr', prefix: '/fr' };
const languages = [defaultLanguage, french];

/** A post file with front matter every check passes, for a post called `title`. */
function postFile(title: string, date = '2026-03-14', body = 'A few words of the post.'): string {
  return ['---', `title: ${title}`, `date: ${date}`, `summary: What ${title} is about.`, '---', '']
    .concat(body, '')
    .join('\n');
}

/** A project folder with `files` written in it (paths from its root). */
async function project(files: Record<string, string>): Promise<string> {
  const root = await makeTempDir('language-posts');
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  return root;
}

const frenchPosts = `${TRANSLATIONS_DIR}/${french.code}/posts`;

const load = (root: string) =>
  loadLanguagePosts({
    basePath: '/portfolio/',
    publicDir: join(root, 'public'),
    includeDrafts: false,
    root,
    languages,
  });

describe('postsDirOf', () => {
  it("keeps the default language's posts in the posts folder, a translation's in its own folder", () => {
    vi.stubEnv('POSTS_DIR', '');
    expect(postsDirOf(defaultLanguage, '/site')).toBe(join('/site', DEFAULT_POSTS_DIR));
    expect(postsDirOf(french, '/site')).toBe(join('/site', frenchPosts));
  });

  it('takes the default language’s folder from POSTS_DIR, and a translation’s from its folder still', () => {
    vi.stubEnv('POSTS_DIR', 'elsewhere/posts');
    expect(postsDirOf(defaultLanguage, '/site')).toBe(join('/site', 'elsewhere/posts'));
    expect(postsDirOf(french, '/site')).toBe(join('/site', frenchPosts));
  });
});

describe('loadLanguagePosts', () => {
  it("reads each language's posts from its own folder, their pages and images under its prefix", async () => {
    vi.stubEnv('POSTS_DIR', '');
    const root = await project({
      [`${DEFAULT_POSTS_DIR}/hello.md`]: postFile('Hello'),
      [`${frenchPosts}/hello/index.md`]: postFile('Bonjour', '2026-03-15', '![Un plan](plan.svg)'),
      [`${frenchPosts}/hello/plan.svg`]: '<svg/>',
      [`${frenchPosts}/a-moi.md`]: postFile('À moi', '2026-01-02'),
    });

    const [english, inFrench] = await load(root);

    expect(english?.language).toBe(defaultLanguage);
    expect(english?.problems).toEqual([]);
    expect(english?.posts.map(({ slug, title }) => ({ slug, title }))).toEqual([
      { slug: 'hello', title: 'Hello' },
    ]);
    expect(inFrench?.language).toBe(french);
    expect(inFrench?.problems).toEqual([]);
    expect(inFrench?.posts.map(({ slug, title }) => ({ slug, title }))).toEqual([
      { slug: 'hello', title: 'Bonjour' },
      { slug: 'a-moi', title: 'À moi' },
    ]);
    const imagePath = `${inLanguage(french, writing.postPath('hello'))}/plan.svg`;
    expect(inFrench?.images).toEqual([
      { file: join(root, frenchPosts, 'hello', 'plan.svg'), sitePath: imagePath },
    ]);
    expect(inFrench?.posts[0]?.html).toContain(`src="/portfolio${imagePath}"`);
  });

  it("names a translation post's file in each of its problems", async () => {
    vi.stubEnv('POSTS_DIR', '');
    const root = await project({
      [`${DEFAULT_POSTS_DIR}/fine.md`]: postFile('Fine'),
      [`${frenchPosts}/sans-date.md`]: ['---', 'title: Sans date', 'summary: S.', '---', ''].join(
        '\n',
      ),
    });

    const [english, inFrench] = await load(root);

    expect(english?.problems).toEqual([]);
    expect(inFrench?.problems).toEqual([expect.stringMatching(/^[^ ]+ › date: is missing\./)]);
    expect(inFrench?.problems[0]?.split(' › ')[0]).toBe(`${frenchPosts}/sans-date.md`);
  });

  it('tells two files of one language at one address, under its prefix', async () => {
    vi.stubEnv('POSTS_DIR', '');
    const root = await project({
      [`${frenchPosts}/twice.md`]: postFile('Une fois'),
      [`${frenchPosts}/twice/index.md`]: postFile('Deux fois'),
    });

    const [, inFrench] = await load(root);

    expect(inFrench?.problems).toEqual([
      expect.stringContaining(
        `has the same address, ${inLanguage(french, writing.postPath('twice'))}, as`,
      ),
    ]);
  });

  it("leaves a README.md in a translation's posts folder out: no post, no problem", async () => {
    vi.stubEnv('POSTS_DIR', '');
    const root = await project({ [`${frenchPosts}/README.md`]: '# What goes here\n' });

    const [english, inFrench] = await load(root);

    expect(english).toMatchObject({ posts: [], problems: [], images: [] });
    expect(inFrench).toMatchObject({ posts: [], problems: [], images: [] });
  });
});
