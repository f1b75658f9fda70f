/**
 * `npm run build` itself, as a child process, with a bad setting or a bad post: it must stop
 * before it writes anything, saying why. With good posts and a draft, it writes the posts' pages
 * and leaves the draft out of everything. For a site in three languages, two of them with
 * posts, every page is within its budgets and carries and starts with its own language's words
 * alone, and each language with posts has its writing section.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { resolveConfig } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, removeTempDirs } from '../../server/testing/tempDirs.ts';
import { postFrontMatterSchema } from '../../src/content/postSchema.ts';
import { defaultParts } from '../../src/content/defaultTexts.ts';
import { textOf } from '../../src/content/translation.ts';
import { inLanguage, type Language } from '../../src/language.ts';
import { pageFile, routeIds, routes, writing } from '../../src/routes.ts';
import {
  copyContent,
  copyLanguages,
  copyPostsDirs,
  makeLanguagesCopy,
} from '../harness/languagesCopy.ts';
import { drawsPostCard, postCardPath } from './images/postCard.ts';
import { loadPosts } from './writing/loadPosts.ts';
import { deferredModules } from './deferAppStart.ts';

afterAll(removeTempDirs);

/** The settings the build reads; each run starts from none of them, whatever the shell has. */
const buildSettings = [
  'HOSTING',
  'BASE_PATH',
  'SITE_URL',
  'VITE_CONTACT_API_URL',
  'NODE_ENV',
  'POSTS_DIR',
];

/**
 * Runs the build with `settings`, into a folder of its own; what it wrote there is listed. It
 * builds the project in `cwd`: this one unless said.
 */
async function runBuild(settings: Record<string, string>, cwd = process.cwd()) {
  const outDir = await makeTempDir('build');
  const shell = Object.entries(process.env).filter(([name]) => !buildSettings.includes(name));
  const build = spawnSync(process.execPath, ['scripts/build/build.ts'], {
    cwd,
    env: { ...Object.fromEntries(shell), ...settings, DIST_DIR: join(outDir, 'dist') },
    encoding: 'utf8',
  });
  const errors = build.stderr.split('\n');
  const stopped = errors.find((line) => line.startsWith('Build stopped: '));
  return {
    status: build.status,
    stopped,
    errors,
    output: `${build.stdout}\n${build.stderr}`,
    distDir: join(outDir, 'dist'),
    written: await readdir(outDir),
  };
}

/** Writes post files (paths in the posts folder) into a folder of their own; returns it. */
async function writePosts(files: Record<string, string>): Promise<string> {
  const dir = join(await makeTempDir('posts'), 'posts');
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  return dir;
}

/** A post file: front matter lines between two `---` lines, then the body. */
function postFile(frontMatter: Record<string, string>, body = 'A few words.'): string {
  const lines = Object.entries(frontMatter).map(([field, value]) => `${field}: ${value}`);
  return ['---', ...lines, '---', '', body, ''].join('\n');
}

/** A file as the build's problems name it: relative to the folder it runs in. */
const problemName = (file: string) => relative(process.cwd(), file).split(sep).join('/');

/** A full build writes the site, the SSR bundle, images and budgets: more than a moment. */
const FULL_BUILD_MS = 180_000;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('npm run build, with a value the browser would refuse', () => {
  it.each([
    ['VITE_CONTACT_API_URL', 'api'],
    ['VITE_CONTACT_API_URL', '//host/api'],
    ['VITE_CONTACT_API_URL', 'https://x/api?k=1'],
    ['BASE_PATH', '/my portfolio/'],
    ['SITE_URL', 'https://me.example/portfolio'],
  ])(
    'stops at %s=%s, naming both and a good value, before it writes anything',
    async (setting, value) => {
      const build = await runBuild({ [setting]: value });
      expect(build.status).toBe(1);
      expect(build.stopped).toMatch(
        new RegExp(
          `^Build stopped: ${setting} must be .+, such as \\S+.*, not ${escapeRegExp(JSON.stringify(value))}\\.$`,
        ),
      );
      expect(build.written).toEqual([]);
    },
  );
});

describe('npm run build, without a setting it needs', () => {
  it('stops in production without SITE_URL, before it writes anything', async () => {
    const build = await runBuild({ NODE_ENV: 'production' });
    expect(build.status).toBe(1);
    expect(build.stopped).toMatch(/^Build stopped: SITE_URL is not set/);
    expect(build.written).toEqual([]);
  });

  it('stops for a static host without a contact API elsewhere, before it writes anything', async () => {
    const build = await runBuild({ HOSTING: 'static', VITE_CONTACT_API_URL: '/api' });
    expect(build.status).toBe(1);
    expect(build.stopped).toMatch(/^Build stopped: VITE_CONTACT_API_URL is not set/);
    expect(build.written).toEqual([]);
  });
});

describe('npm run build, with a post that has a problem', () => {
  const good = {
    'good-post.md': postFile({ title: 'Good', date: '2026-01-02', summary: 'Fine.' }),
  };

  it.each([
    ['a missing title', 'untitled.md', { date: '2026-01-02', summary: 'No title.' }, 'title'],
    [
      'a day the calendar does not have',
      'leap/index.md',
      { title: 'Leap', date: '2026-02-30', summary: 'No such day.' },
      'date',
    ],
  ])(
    'stops at %s, naming the file and the field, before it writes anything',
    async (_problem, file, frontMatter, field) => {
      // The schema's own words for the problem, as the build must print them.
      const parsed = postFrontMatterSchema.safeParse(frontMatter);
      const message = parsed.error?.issues.find((issue) => issue.path[0] === field)?.message;
      expect(message).toBeDefined();
      const postsDir = await writePosts({ ...good, [file]: postFile(frontMatter) });
      const build = await runBuild({ POSTS_DIR: postsDir });

      expect(build.status).toBe(1);
      const stoppedAt = build.errors.indexOf('Build stopped. The content has 1 problem:');
      expect(stoppedAt, build.output).toBeGreaterThanOrEqual(0);
      expect(build.errors[stoppedAt + 1]).toBe(
        `  - ${problemName(join(postsDir, file))} › ${field}: ${message}`,
      );
      expect(build.written).toEqual([]);
    },
    // Vite starts before its content check stops it: longer than a bad setting takes.
    FULL_BUILD_MS,
  );
});

describe('npm run build, with a post and a draft', () => {
  const siteUrl = 'https://example.test';
  const basePath = '/portfolio/';
  let build: Awaited<ReturnType<typeof runBuild>>;
  const inDist = (path: string) => join(build.distDir, ...path.split('/'));
  const read = (path: string) => readFile(inDist(path), 'utf8');

  beforeAll(async () => {
    const postsDir = await writePosts({
      'night-walks/index.md': postFile(
        {
          title: 'Night walks',
          date: '2026-04-02',
          summary: 'What a city sounds like after midnight.',
          tags: '[Walking]',
        },
        'Quiet streets.\n\n![A map of the walk](route.svg)',
      ),
      'night-walks/route.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'half-written.md': postFile({
        title: 'Half written thoughts',
        date: '2026-05-01',
        summary: 'Not ready for anyone.',
        tags: '[Unpublished Ideas]',
        draft: 'true',
      }),
    });
    build = await runBuild({ POSTS_DIR: postsDir, SITE_URL: siteUrl, BASE_PATH: basePath });
  }, FULL_BUILD_MS);

  it('succeeds', () => {
    expect(build.status, build.output).toBe(0);
  });

  it('says what it wrote, counting one post, one card and one image in the singular', () => {
    expect(build.output).toMatch(
      /^Wrote the writing section: \d+ pages, 1 post, the feeds .+, 1 social card and 1 image\.$/m,
    );
  });

  it('writes the post’s page, shared as an article, with its image beside it', async () => {
    const page = await read('writing/night-walks/index.html');

    expect(page).toContain('Night walks');
    expect(page).toContain('<meta property="og:type" content="article" />');
    expect(page).toContain('src="/portfolio/writing/night-walks/route.svg"');
    expect(await read('writing/night-walks/route.svg')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    expect(existsSync(inDist('writing/index.html'))).toBe(true);
    expect(existsSync(inDist('writing/tags/walking/index.html'))).toBe(true);
  });

  it('writes no page for the draft, nor for its tag', () => {
    expect(existsSync(inDist('writing/half-written'))).toBe(false);
    expect(existsSync(inDist('writing/tags/unpublished-ideas'))).toBe(false);
  });

  it('puts the post in the feeds and leaves the draft out of them', async () => {
    for (const feed of ['writing/rss.xml', 'writing/atom.xml']) {
      const text = await read(feed);
      expect(text, feed).toContain(`${siteUrl}/portfolio/writing/night-walks`);
      expect(text, feed).not.toContain('half-written');
      expect(text, feed).not.toContain('Half written thoughts');
    }
  });

  it('lists the writing pages in the sitemap, and not the draft', async () => {
    const sitemap = await read('sitemap.xml');
    for (const path of ['writing', 'writing/night-walks', 'writing/tags/walking']) {
      expect(sitemap).toContain(`<loc>${siteUrl}${basePath}${path}</loc>`);
    }
    expect(sitemap).not.toContain('half-written');
    expect(sitemap).not.toContain('unpublished-ideas');
  });
});

describe('npm run build, of a site in three languages', () => {
  let build: Awaited<ReturnType<typeof runBuild>>;
  const [defaultLanguage, ...translations] = copyLanguages as [Language, ...Language[]];
  /**
   * What the page in `file` starts with: the chunks it fetches with the app (its data-modules),
   * each with its text, and the words of its shell it carries.
   */
  const startedBy = async (file: string) => {
    const html = await readFile(join(build.distDir, file), 'utf8');
    const chunks = await Promise.all(
      deferredModules(html).map(async (module) => ({
        module,
        text: await readFile(join(build.distDir, module), 'utf8'),
      })),
    );
    const shell = /<script type="application\/json" id="page-content">([^<]*)<\/script>/.exec(
      html,
    )?.[1];
    return { chunks, shell: shell ?? '' };
  };
  /** Whether `code` holds `text` as a whole string, in any quotes the minifier chose. */
  const holds = (code: string, text: string) =>
    ['"', "'", '`'].some((quote) => code.includes(`${quote}${text}${quote}`));

  beforeAll(async () => {
    const copy = join(await makeTempDir('languages'), 'project');
    await makeLanguagesCopy(copy, { posts: true });
    build = await runBuild({}, copy);
  }, FULL_BUILD_MS + 60_000);

  it('succeeds, each page of each language within its budgets', () => {
    expect(build.status, build.output).toBe(0);
    expect(build.output).toContain('Every budget is met.');
  });

  it("writes each language's writing section where it has posts: pages, feeds, cards and images, listed for the static hosts", async () => {
    const inDist = (path: string) => join(build.distDir, ...path.split('/'));
    const vercel = await readFile(inDist('vercel.json'), 'utf8');
    for (const language of copyLanguages) {
      const dir = copyPostsDirs[language.code];
      const { posts, images } = dir
        ? await loadPosts({
            dir,
            basePath: '/',
            publicDir: 'public',
            includeDrafts: false,
            language,
          })
        : { posts: [], images: [] };
      const index = inLanguage(language, writing.path);
      expect(existsSync(inDist(pageFile(index))), language.code).toBe(posts.length > 0);
      if (posts.length === 0) {
        expect(existsSync(inDist(inLanguage(language, writing.rssPath))), language.code).toBe(
          false,
        );
        continue;
      }
      for (const feed of [writing.rssPath, writing.atomPath]) {
        const text = await readFile(inDist(inLanguage(language, feed)), 'utf8');
        for (const post of posts)
          expect(text).toContain(inLanguage(language, writing.postPath(post.slug)));
      }
      for (const post of posts) {
        const path = inLanguage(language, writing.postPath(post.slug));
        expect(existsSync(inDist(pageFile(path))), path).toBe(true);
        expect(vercel, path).toContain(`"${path}/"`);
        const name = copyContent(language).profile.brandName;
        const card = drawsPostCard(language, { title: post.title, name });
        expect(existsSync(inDist(postCardPath(post.slug, language))), path).toBe(card);
      }
      for (const image of images)
        expect(existsSync(inDist(image.sitePath)), image.sitePath).toBe(true);
    }
  });

  it("starts a translated page with its own language's words, none of the default's", async () => {
    const { ui, routeText, profile } = copyContent(defaultLanguage);
    // What a translation of the copy gives (its media are the default's), phrases of several
    // words alone: a single word (`Home`) may be a string of the code too.
    const defaultWords = [ui, routeText, profile, ...Object.values(defaultParts)]
      .filter((part) => part !== defaultParts.heroVideo)
      .flatMap((part) => stringsOf(textOf(part)))
      .filter((words) => words.includes(' '));
    expect(defaultWords).toContain(ui.skipLink);
    for (const language of translations) {
      const words = copyContent(language);
      // Every route's page, and the missing page.
      const files = [
        ...routeIds.map((id) => [
          pageFile(routes[id].path),
          pageFile(inLanguage(language, routes[id].path)),
        ]),
        ['404.html', `${language.prefix.slice(1)}/404.html`],
      ];
      for (const [defaultFile = '', file = ''] of files) {
        const { chunks, shell } = await startedBy(file);
        // The shell's words in the page's language, carried by the page itself.
        expect(JSON.parse(shell), file).toEqual(JSON.parse(JSON.stringify(words)));
        // Its parts' chunks stand in place of the default page's; its code's are the same.
        const modules = chunks.map(({ module }) => module);
        const defaultModules = (await startedBy(defaultFile)).chunks.map(({ module }) => module);
        const own = modules.filter((module) => !defaultModules.includes(module));
        const defaultOnly = defaultModules.filter((module) => !modules.includes(module));
        expect(own.length, file).toBe(defaultOnly.length);
        const code = chunks.map(({ text }) => text).join('\n');
        expect(
          defaultWords.filter((word) => holds(code, word) || holds(shell, word)),
          file,
        ).toEqual([]);
        if (language.dir === 'ltr') expect(holds(code + shell, words.ui.skipLink), file).toBe(true);
      }
    }
  });
});

describe('the build’s Vite configuration', () => {
  it('leaves out rolldown’s warning that plugins took most of the build', async () => {
    // A build with posts spends most of its time rendering them for the content check.
    const config = await resolveConfig({ configFile: 'vite.config.ts' }, 'build', 'production');

    expect(config.build.rolldownOptions.checks?.bundlerTimings).toBe(false);
  });
});

/** Every string in `value`. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(stringsOf);
}
