import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTempDir, removeTempDirs } from '../../../server/testing/tempDirs.ts';
import {
  DEFAULT_POSTS_DIR,
  findPostFiles,
  loadPosts,
  splitFrontMatter,
  type LoadOptions,
} from './loadPosts.ts';

afterAll(removeTempDirs);

/** A post file: front matter lines between two `---` lines, then the body. */
function postFile(frontMatter: Record<string, string>, body = 'A few words of the post.'): string {
  const lines = Object.entries(frontMatter).map(([field, value]) => `${field}: ${value}`);
  return ['---', ...lines, '---', '', body, ''].join('\n');
}

/** Front matter every check passes, for a post called `title`. */
function valid(title: string, date = '2026-03-14'): Record<string, string> {
  return { title, date, summary: `What ${title} is about.` };
}

/**
 * Writes `files` (paths under the posts folder) and `publicFiles` into a folder of their own
 * and loads the posts from there; problems name files relative to that folder (`posts/a.md`).
 */
async function load(
  files: Record<string, string>,
  options: Partial<LoadOptions> & { publicFiles?: string[] } = {},
) {
  const root = await makeTempDir('posts');
  const { publicFiles = [], ...rest } = options;
  const write = async (path: string, text: string) => {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, text);
  };
  for (const [path, text] of Object.entries(files)) await write(join(root, 'posts', path), text);
  for (const path of publicFiles) await write(join(root, 'public', path), 'file');
  const loaded = await loadPosts({
    dir: join(root, 'posts'),
    basePath: '/',
    publicDir: join(root, 'public'),
    includeDrafts: false,
    root,
    ...rest,
  });
  return { ...loaded, root };
}

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');

describe('loadPosts', () => {
  it('returns the posts newest first, a day’s posts by name', async () => {
    const { posts, problems } = await load({
      'older.md': postFile(valid('Older', '2025-12-01')),
      'newest.md': postFile(valid('Newest', '2026-05-02')),
      'b-same-day.md': postFile(valid('B', '2026-01-20')),
      'a-same-day.md': postFile(valid('A', '2026-01-20')),
    });

    expect(problems).toEqual([]);
    expect(posts.map((post) => post.slug)).toEqual(['newest', 'a-same-day', 'b-same-day', 'older']);
  });

  it('reads a post’s fields, its file name as its slug and a folder post by its folder', async () => {
    const { posts } = await load({
      'plain-post.md': postFile({
        ...valid('Plain post', '2026-02-01'),
        updated: '2026-02-10',
        tags: '[Testing]',
      }),
      'folder-post/index.md': postFile(valid('Folder post', '2026-01-01'), '## Hello'),
    });

    expect(posts[0]).toMatchObject({
      slug: 'plain-post',
      title: 'Plain post',
      date: '2026-02-01',
      updated: '2026-02-10',
      summary: 'What Plain post is about.',
      tags: [{ name: 'Testing', slug: 'testing' }],
      draft: false,
    });
    expect(posts[0]?.html).toContain('<p>A few words of the post.</p>');
    expect(posts[1]).toMatchObject({ slug: 'folder-post', title: 'Folder post', tags: [] });
    expect(posts[1]).not.toHaveProperty('updated');
    expect(posts[1]?.html).toContain('<h2 id="hello"');
  });

  it('leaves drafts out unless asked for them', async () => {
    const files = {
      'published.md': postFile(valid('Published')),
      'half-done.md': postFile({ ...valid('Half done'), draft: 'true' }),
      'not-a-draft.md': postFile({ ...valid('Not a draft'), draft: 'false' }),
    };

    const built = await load(files);
    const served = await load(files, { includeDrafts: true });

    expect(built.problems).toEqual([]);
    expect(built.posts.map((post) => post.slug).sort()).toEqual(['not-a-draft', 'published']);
    expect(served.problems).toEqual([]);
    expect(served.posts.map((post) => [post.slug, post.draft]).sort()).toEqual([
      ['half-done', true],
      ['not-a-draft', false],
      ['published', false],
    ]);
  });

  it('gives the reading time in whole minutes at 220 words a minute, at least 1', async () => {
    const { posts } = await load({
      'short.md': postFile(valid('Short', '2026-01-03'), 'Just a few words.'),
      'three.md': postFile(valid('Three', '2026-01-02'), words(660)),
      'long.md': postFile(
        valid('Long', '2026-01-01'),
        `${words(1000)}\n\n\`\`\`ts\n${words(100)}\n\`\`\``,
      ),
    });

    expect(posts.map((post) => [post.slug, post.readingMinutes])).toEqual([
      ['short', 1],
      ['three', 3],
      // 1100 words, code included.
      ['long', 5],
    ]);
  });

  it('names each tag’s page by its words in lower case, joined by hyphens', async () => {
    const { posts, problems } = await load({
      'tagged.md': postFile({
        ...valid('Tagged'),
        tags: '[Web Dev, "C++ & Rust", Émigré notes, React]',
      }),
    });

    expect(problems).toEqual([]);
    expect(posts[0]?.tags).toEqual([
      { name: 'Web Dev', slug: 'web-dev' },
      { name: 'C++ & Rust', slug: 'c-rust' },
      { name: 'Émigré notes', slug: 'emigre-notes' },
      { name: 'React', slug: 'react' },
    ]);
  });

  it('lists the images beside a folder post for the build to copy, where its page looks for them', async () => {
    const { posts, images, problems, root } = await load(
      {
        'with-images/index.md': postFile(
          valid('With images'),
          '![A diagram](diagram.svg)\n\n![A photo](./photos/cat.png)\n\n![An icon](/images/icon.png)',
        ),
        'with-images/diagram.svg': '<svg/>',
        'with-images/photos/cat.png': 'png',
      },
      { basePath: '/portfolio/', publicFiles: ['images/icon.png'] },
    );

    expect(problems).toEqual([]);
    const folder = join(root, 'posts', 'with-images');
    expect(images.sort((a, b) => a.sitePath.localeCompare(b.sitePath))).toEqual([
      { file: join(folder, 'diagram.svg'), sitePath: '/writing/with-images/diagram.svg' },
      { file: join(folder, 'photos', 'cat.png'), sitePath: '/writing/with-images/photos/cat.png' },
    ]);
    expect(posts[0]?.html).toContain('src="/portfolio/writing/with-images/diagram.svg"');
    expect(posts[0]?.html).toContain('src="/portfolio/writing/with-images/photos/cat.png"');
    expect(posts[0]?.html).toContain('src="/portfolio/images/icon.png"');
  });

  it('finds no posts and no problems in a folder that does not exist', async () => {
    const root = await makeTempDir('posts');
    const loaded = await loadPosts({
      dir: join(root, 'missing'),
      basePath: '/',
      publicDir: join(root, 'public'),
      includeDrafts: true,
      root,
    });
    expect(loaded).toEqual({ posts: [], problems: [], images: [] });
  });
});

describe('loadPosts, with a post that has a problem', () => {
  const good = { 'good.md': postFile(valid('Good')) };

  it.each<[string, Record<string, string>, string, string, RegExp, string[]?]>([
    [
      'a missing title',
      { 'no-title.md': postFile({ date: '2026-01-02', summary: 'S.' }) },
      'no-title.md',
      'title',
      /^is missing\. Fix: /,
    ],
    [
      'a missing date',
      { 'no-date.md': postFile({ title: 'T', summary: 'S.' }) },
      'no-date.md',
      'date',
      /^is missing\. Fix: /,
    ],
    [
      'a date not written YYYY-MM-DD',
      { 'slashed-date.md': postFile({ title: 'T', date: '14/03/2026', summary: 'S.' }) },
      'slashed-date.md',
      'date',
      /^"14\/03\/2026" is not written YYYY-MM-DD\. Fix: .*such as 2026-03-14\.$/,
    ],
    [
      'a date with a one-digit month',
      { 'short-date.md': postFile({ title: 'T', date: '2026-3-14', summary: 'S.' }) },
      'short-date.md',
      'date',
      /^"2026-3-14" is not written YYYY-MM-DD\./,
    ],
    [
      'a day the calendar does not have',
      { 'february.md': postFile({ title: 'T', date: '2026-02-30', summary: 'S.' }) },
      'february.md',
      'date',
      /^"2026-02-30" is not a day of the calendar\. Fix: /,
    ],
    [
      'a summary over 300 characters',
      { 'wordy.md': postFile({ title: 'T', date: '2026-01-02', summary: 'a'.repeat(301) }) },
      'wordy.md',
      'summary',
      /^is longer than 300 characters\. Fix: /,
    ],
    [
      'a field a post does not have',
      { 'authored.md': postFile({ ...valid('T'), author: 'Me' }) },
      'authored.md',
      'author',
      /^is not a field a post has\. Fix: use title, date, summary, tags, updated or draft\.$/,
    ],
    [
      'tags that are not a list',
      { 'one-tag.md': postFile({ ...valid('T'), tags: 'React' }) },
      'one-tag.md',
      'tags',
      /^must be a list, not "React"\. Fix: /,
    ],
    [
      'one tag twice',
      { 'twice.md': postFile({ ...valid('T'), tags: '[React, Testing, react]' }) },
      'twice.md',
      'tags › 2',
      /^"react" is the same tag as "React"\. Fix: keep one of them\.$/,
    ],
    [
      'an updated day before the date',
      { 'backwards.md': postFile({ ...valid('T', '2026-01-02'), updated: '2026-01-01' }) },
      'backwards.md',
      'updated',
      /^2026-01-01 is before the post's date, 2026-01-02\. Fix: /,
    ],
    [
      'no front matter',
      { 'bare.md': '# A heading\n\nAnd words, but no front matter.\n' },
      'bare.md',
      'front matter',
      /^is missing\. Fix: start the file with a block between two "---" lines/,
    ],
    [
      'front matter that is not a list of fields',
      { 'one-line.md': '---\njust some words\n---\nWords.\n' },
      'one-line.md',
      'front matter',
      /^must be fields, one a line, not "just some words"\. Fix: /,
    ],
    [
      'front matter that is not YAML',
      { 'broken.md': '---\ntitle: [unclosed\ndate: 2026-01-02\n---\nWords.\n' },
      'broken.md',
      'front matter',
      /^is not valid YAML: .*[^:]\.$/,
    ],
    [
      'a file name in upper case',
      { 'Hello-World.md': postFile(valid('T')) },
      'Hello-World.md',
      'file name',
      /^"Hello-World" cannot be a post's address\. Fix: .* such as hello-world\.md\.$/,
    ],
    [
      'a file name with spaces',
      { 'my first post.md': postFile(valid('T')) },
      'my first post.md',
      'file name',
      /^"my first post" cannot be a post's address\. Fix: .* such as my-first-post\.md\.$/,
    ],
    [
      'a folder post’s folder name in upper case',
      { 'Big-Folder/index.md': postFile(valid('T')) },
      'Big-Folder/index.md',
      'file name',
      /^"Big-Folder" cannot be a post's address\./,
    ],
    [
      'the name of the tag pages',
      { 'tags.md': postFile(valid('T')) },
      'tags.md',
      'file name',
      /^"tags" is a name the writing section keeps for itself\. Fix: rename the post\.$/,
    ],
    [
      'the address of another post',
      { 'hello.md': postFile(valid('One')), 'hello/index.md': postFile(valid('Two')) },
      'hello/index.md',
      'file name',
      /^has the same address, \/writing\/hello, as posts\/hello\.md\. Fix: /,
    ],
    [
      'code in a language the highlighter does not know',
      { 'klingon.md': postFile(valid('T'), '```klingon\nQapla!\n```') },
      'klingon.md',
      'code',
      /^the code block at line 7 is marked "klingon", a language the highlighter does not know\. Fix: /,
    ],
    [
      'a script in the post’s own HTML',
      { 'scripted.md': postFile(valid('T'), 'Hello.\n\n<script>alert(1)</script>') },
      'scripted.md',
      'body',
      /^has script in its HTML: a <script> element at line 9\. Fix: /,
    ],
    [
      'an event handler in the post’s own HTML',
      { 'handler.md': postFile(valid('T'), 'An <img src="/x.png" onerror="alert(1)"> here.') },
      'handler.md',
      'body',
      /^has script in its HTML: an onerror attribute at line 7\. Fix: /,
    ],
    [
      'a javascript: link in the post’s own HTML',
      {
        'link.md': postFile(
          valid('T'),
          'Words.\n\nA <a href="javascript:go()">link</a> and <b onmouseover="go()">this</b>.',
        ),
      },
      'link.md',
      'body',
      /^has script in its HTML: a javascript: URL at line 9, an onmouseover attribute at line 9\. Fix: /,
    ],
    [
      'an image that is not beside the post',
      { 'lost.md': postFile(valid('T'), '![A lost image](missing.png)') },
      'lost.md',
      'body',
      /^the image "missing\.png" is not a file beside the post\. Fix: /,
    ],
    [
      'an image outside the post’s folder',
      {
        'walk/index.md': postFile(valid('T'), '![Up a folder](../elsewhere.png)'),
        'elsewhere.png': 'png',
      },
      'walk/index.md',
      'body',
      /^the image "\.\.\/elsewhere\.png" lies outside the post's folder\. Fix: /,
    ],
    [
      'an image of the site that public/ does not have',
      { 'site-image.md': postFile(valid('T'), '![Gone](/images/nope.png)') },
      'site-image.md',
      'body',
      /^"\/images\/nope\.png" is not a file under public\/\. Fix: /,
      ['images/there.png'],
    ],
    [
      'a tag another post spells another way',
      {
        'a-first.md': postFile({ ...valid('First'), tags: '[Web Dev]' }),
        'b-second.md': postFile({ ...valid('Second'), tags: '[web dev]' }),
      },
      'b-second.md',
      'tags',
      /^"web dev" is the tag that posts\/a-first\.md spells "Web Dev"\. Fix: /,
    ],
  ])(
    'reports %s, naming the file and the field, and still loads the good post',
    async (_problem, files, file, field, message, publicFiles) => {
      const { posts, problems } = await load({ ...good, ...files }, { publicFiles });

      expect(problems).toHaveLength(1);
      const [prefix = '', rest = ''] = (problems[0] ?? '').split(/(?<=^[^:]*): /);
      expect(prefix).toBe(`posts/${file} › ${field}`);
      expect(rest).toMatch(message);
      expect(posts.map((post) => post.slug)).toContain('good');
    },
  );

  it('reports every problem of one post, and those of others, in one run', async () => {
    const { posts, problems } = await load({
      ...good,
      'many.md': postFile({ date: '2026-02-30', summary: 'S.', author: 'Me' }),
      'other.md': postFile({ title: 'T', summary: 'S.' }),
    });

    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual([
      'posts/many.md › author',
      'posts/many.md › date',
      'posts/many.md › title',
      'posts/other.md › date',
    ]);
    expect(posts.map((post) => post.slug)).toEqual(['good']);
  });

  it('accepts a site image that public/ has, and links to pages of the site', async () => {
    const { problems } = await load(
      { 'linked.md': postFile(valid('T'), '![Here](/images/there.png) [About](/about)') },
      { publicFiles: ['images/there.png'] },
    );
    expect(problems).toEqual([]);
  });

  it('keeps each problem to one line', async () => {
    const { problems } = await load({
      'broken.md': '---\ntitle: [unclosed\ndate: 2026-01-02\n---\nWords.\n',
    });
    for (const problem of problems) expect(problem).not.toContain('\n');
  });
});

describe('finding and splitting post files', () => {
  it('finds Markdown files and folders with an index.md, and nothing else', async () => {
    const root = await makeTempDir('posts');
    const dir = join(root, 'posts');
    await mkdir(join(dir, 'folder-post'), { recursive: true });
    await mkdir(join(dir, 'just-images'), { recursive: true });
    await writeFile(join(dir, 'plain.md'), '');
    await writeFile(join(dir, 'notes.txt'), '');
    await writeFile(join(dir, 'folder-post', 'index.md'), '');
    await writeFile(join(dir, 'just-images', 'a.png'), '');

    expect(findPostFiles(dir).sort((a, b) => a.slug.localeCompare(b.slug))).toEqual([
      { slug: 'folder-post', file: join(dir, 'folder-post', 'index.md') },
      { slug: 'plain', file: join(dir, 'plain.md') },
    ]);
    expect(findPostFiles(join(root, 'none'))).toEqual([]);
  });

  it('leaves the folder’s README.md out: no post, and no problem for the content check', async () => {
    const { posts, problems } = await load({
      'README.md': '# Posts\n\nOne Markdown file per post, such as `hello-world.md`.\n',
      'hello-world.md': postFile(valid('Hello')),
    });

    expect(problems).toEqual([]);
    expect(posts.map((post) => post.slug)).toEqual(['hello-world']);
  });

  it('has the real posts folder in place, with a README.md that is not a post', () => {
    expect(existsSync(join(DEFAULT_POSTS_DIR, 'README.md'))).toBe(true);
    expect(findPostFiles(DEFAULT_POSTS_DIR).map(({ file }) => file)).not.toContain(
      join(DEFAULT_POSTS_DIR, 'README.md'),
    );
  });

  it.each([
    ['LF', '---\ntitle: A\n---\nBody\n', 'title: A', 'Body\n'],
    ['CRLF', '---\r\ntitle: A\r\n---\r\nBody\r\n', 'title: A', 'Body\r\n'],
    ['a byte order mark', '\uFEFF---\ntitle: A\n---\nBody', 'title: A', 'Body'],
    ['nothing after it', '---\ntitle: A\n---', 'title: A', ''],
  ])('splits front matter from the body with %s', (_case, source, frontMatter, body) => {
    expect(splitFrontMatter(source)).toEqual({ frontMatter, body });
  });

  it('finds no front matter unless the file starts with it', () => {
    expect(splitFrontMatter('# Title\n---\ntitle: A\n---\n')).toEqual({
      body: '# Title\n---\ntitle: A\n---\n',
    });
  });
});
