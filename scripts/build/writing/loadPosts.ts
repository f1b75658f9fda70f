/**
 * Reads the owner's posts in one language: `<dir>/<slug>.md`, or `<dir>/<slug>/index.md` for a
 * post that keeps its images beside it. Each file is YAML front matter between two `---` lines,
 * then Markdown. Every problem names the file and the field, and the posts come back newest
 * first.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { parseDocument } from 'yaml';
import type { Post, PostTag } from '../../../src/content/post.ts';
import { defaultLanguage, inLanguage, type Language } from '../../../src/language.ts';
import {
  postFrontMatterSchema,
  postSlugPattern,
  slugify,
} from '../../../src/content/postSchema.ts';
import { writing } from '../../../src/routes.ts';
import { renderMarkdown } from './markdown.ts';

/** Where the posts live, unless POSTS_DIR names another folder (the tests' own posts). */
export const DEFAULT_POSTS_DIR = 'src/content/posts';

/** Words a reader gets through in a minute, for the reading time. */
const WORDS_PER_MINUTE = 220;

/** Names a post cannot take: the writing section's own addresses under /writing/. */
const RESERVED_SLUGS = new Set(['tags', 'rss', 'atom']);

export interface PostFile {
  slug: string;
  /** The Markdown file. */
  file: string;
}

export interface LoadedPosts {
  /** Newest first; drafts only when asked for. */
  posts: Post[];
  /** One line per problem, each naming the file and the field. */
  problems: string[];
  /** Images given relative to a post's file: the file, and its path on the site. */
  images: { file: string; sitePath: string }[];
}

export interface LoadOptions {
  /** The posts' folder. */
  dir: string;
  /** Where the site lives: `/` or a path such as `/portfolio/`. */
  basePath: string;
  /** The public folder, which site paths in posts (`/images/a.png`) name files of. */
  publicDir: string;
  /** `npm run dev` shows drafts; a build leaves them out. */
  includeDrafts: boolean;
  /** The project's folder, which file names in problems are relative to. */
  root?: string;
  /** The posts' language: their pages and images live under its prefix (the default's at the root). */
  language?: Language;
}

/**
 * The folder's own note on what goes in it: never a post, as no post's address has capitals.
 */
const POSTS_README = 'README.md';

/** The post files in `dir`, by slug, whatever their front matter says. */
export function findPostFiles(dir: string): PostFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry): PostFile[] => {
    if (entry.isFile() && entry.name === POSTS_README) return [];
    if (entry.isFile() && entry.name.endsWith('.md')) {
      return [{ slug: entry.name.slice(0, -'.md'.length), file: join(dir, entry.name) }];
    }
    const folderPost = join(dir, entry.name, 'index.md');
    return entry.isDirectory() && existsSync(folderPost)
      ? [{ slug: entry.name, file: folderPost }]
      : [];
  });
}

/** Front matter and body of a post file; `undefined` front matter when it has none. */
export function splitFrontMatter(source: string): { frontMatter?: string; body: string } {
  const match = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(source);
  return match ? { frontMatter: match[1], body: source.slice(match[0].length) } : { body: source };
}

export async function loadPosts(options: LoadOptions): Promise<LoadedPosts> {
  const { dir, basePath, publicDir, includeDrafts, root = process.cwd() } = options;
  const postPath = (slug: string) =>
    inLanguage(options.language ?? defaultLanguage, writing.postPath(slug));
  const problems: string[] = [];
  const posts: Post[] = [];
  const images: LoadedPosts['images'] = [];
  const files = findPostFiles(dir);
  const nameOf = (file: string) => relative(root, file).split(sep).join('/');
  /** Each loaded post's file, as problems name it. */
  const fileOfSlug = new Map<string, string>();

  for (const { slug, file } of files) {
    const name = nameOf(file);
    const report = (field: string, message: string) =>
      problems.push(`${name} › ${field}: ${message}`);

    if (!postSlugPattern.test(slug) || RESERVED_SLUGS.has(slug)) {
      report(
        'file name',
        RESERVED_SLUGS.has(slug)
          ? `"${slug}" is a name the writing section keeps for itself. Fix: rename the post.`
          : `"${slug}" cannot be a post's address. Fix: name the file in lower-case words joined by hyphens, such as ${slugify(slug) || 'my-first-post'}.md.`,
      );
      continue;
    }
    const twin = files.find((other) => other.slug === slug && other.file !== file);
    if (twin && twin.file < file) {
      report(
        'file name',
        `has the same address, ${postPath(slug)}, as ${nameOf(twin.file)}. Fix: rename or remove one of them.`,
      );
      continue;
    }

    const source = await readFile(file, 'utf8');
    const { frontMatter, body } = splitFrontMatter(source);
    // The body's line 1 is this line of the file.
    const bodyLine = source.slice(0, source.length - body.length).split('\n').length;
    const fileLine = (line: number) => bodyLine + line - 1;
    const document = parseDocument(frontMatter ?? '');
    if (document.errors.length > 0) {
      const error = document.errors[0]?.message.split('\n')[0]?.replace(/:$/, '');
      report('front matter', `is not valid YAML: ${error}.`);
      continue;
    }
    const parsed = postFrontMatterSchema.safeParse(
      frontMatter === undefined ? undefined : (document.toJS() ?? {}),
    );
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        if (issue.code === 'unrecognized_keys') {
          for (const key of issue.keys) {
            report(
              key,
              'is not a field a post has. Fix: use title, date, summary, tags, updated or draft.',
            );
          }
        } else report(issue.path.map(String).join(' › ') || 'front matter', issue.message);
      }
      continue;
    }
    const meta = parsed.data;
    if (meta.draft && !includeDrafts) continue;

    const postFolder = dirname(file);
    const rendered = await renderMarkdown(body, {
      basePath,
      relativeImage: (source) => `${postPath(slug)}/${source.replace(/^\.\//, '')}`,
    });
    if (rendered.scripts.length > 0) {
      const found = rendered.scripts
        .map(({ construct, line }) => `${construct} at line ${fileLine(line)}`)
        .join(', ');
      report(
        'body',
        `has script in its HTML: ${found}. Fix: take it out: a post is prerendered HTML and ships no script of its own; show code in a fenced code block.`,
      );
    }
    for (const { language, line } of rendered.unknownLanguages) {
      report(
        'code',
        `the code block at line ${fileLine(line)} is marked "${language}", a language the highlighter does not know. Fix: use a language name such as ts, tsx, js, css, html, json or bash, or text for none.`,
      );
    }
    for (const source of rendered.relativeImages) {
      const imageFile = normalize(join(postFolder, decodeURI(source)));
      if (!imageFile.startsWith(postFolder + sep)) {
        report(
          'body',
          `the image "${source}" lies outside the post's folder. Fix: move it beside the post.`,
        );
      } else if (!existsSync(imageFile) || !statSync(imageFile).isFile()) {
        report(
          'body',
          `the image "${source}" is not a file beside the post. Fix: add it, or correct the path.`,
        );
      } else {
        images.push({
          file: imageFile,
          sitePath: `${postPath(slug)}/${relative(postFolder, imageFile).split(sep).join('/')}`,
        });
      }
    }
    for (const sitePath of rendered.sitePaths) {
      const path = decodeURI(sitePath.split(/[?#]/)[0] ?? '');
      const looksLikeFile = /\.[a-z\d]+$/i.test(path);
      if (looksLikeFile && !existsSync(join(publicDir, ...path.split('/')))) {
        report(
          'body',
          `"${sitePath}" is not a file under public/. Fix: add it there, or correct the path.`,
        );
      }
    }

    const tags: PostTag[] = (meta.tags ?? []).map((tag) => ({ name: tag, slug: slugify(tag) }));
    fileOfSlug.set(slug, name);
    posts.push({
      slug,
      title: meta.title,
      date: meta.date,
      ...(meta.updated ? { updated: meta.updated } : {}),
      summary: meta.summary,
      tags,
      readingMinutes: Math.max(1, Math.round(rendered.words / WORDS_PER_MINUTE)),
      draft: meta.draft ?? false,
      html: rendered.html,
    });
  }

  problems.push(...tagSpellingProblems(posts, (slug) => fileOfSlug.get(slug) ?? slug));
  posts.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  return { posts, problems, images };
}

/** One tag must be spelt one way in every post, since it names one page. */
function tagSpellingProblems(posts: Post[], fileOf: (slug: string) => string): string[] {
  const spellings = new Map<string, { name: string; slug: string }>();
  const problems: string[] = [];
  for (const post of posts) {
    for (const tag of post.tags) {
      const first = spellings.get(tag.slug);
      if (!first) spellings.set(tag.slug, { name: tag.name, slug: post.slug });
      else if (first.name !== tag.name) {
        problems.push(
          `${fileOf(post.slug)} › tags: "${tag.name}" is the tag that ${fileOf(first.slug)} spells "${first.name}". Fix: spell it the same in both.`,
        );
      }
    }
  }
  return problems;
}
