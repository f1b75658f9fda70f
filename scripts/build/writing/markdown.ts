/**
 * A post's Markdown as HTML, at build time: fenced code coloured by Shiki with the site's own
 * code palette (CSS variables, so one markup serves the light and the dark scheme and no
 * highlighter reaches the browser), every heading with an id and an anchor link to itself, and
 * the site's own links and images moved under the base path the site is built for.
 */
import MarkdownIt from 'markdown-it';
import anchor from 'markdown-it-anchor';
import {
  bundledLanguages,
  createCssVariablesTheme,
  createHighlighter,
  type BundledLanguage,
  type Highlighter,
} from 'shiki';
import { withBase } from '../../../src/routes.ts';
import { slugify } from '../../../src/content/postSchema.ts';

/**
 * Token colours as `var(--shiki-token-keyword)` and so on, which the post's style sheet points
 * at the theme's code tokens.
 */
const codeTheme = createCssVariablesTheme({ name: 'site-code', variablePrefix: '--shiki-' });

/** Fences with no language, or one of these, are shown as plain text. */
const PLAIN = new Set(['', 'text', 'txt', 'plain', 'plaintext']);

export interface RenderedMarkdown {
  html: string;
  /** Words in the body's text (code included), for the reading time. */
  words: number;
  /** Code fences in a language the highlighter does not know, each with its line. */
  unknownLanguages: { language: string; line: number }[];
  /**
   * Script in the post's own HTML (not its code), each construct named as a reader would look
   * for it (`a <script> element`, `an onclick attribute`, `a javascript: URL`), with its line.
   */
  scripts: { construct: string; line: number }[];
  /** Every image source and link target that is a path on this site (`/images/a.png`). */
  sitePaths: string[];
  /** Image sources relative to the post's file (`images/a.png`), before they are moved. */
  relativeImages: string[];
}

let highlighter: Promise<Highlighter> | undefined;

/** One highlighter for every post of a build: creating one costs far more than using it. */
function sharedHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: [codeTheme], langs: [] });
  return highlighter;
}

/**
 * `markdown` as HTML. `basePath` is where the site lives; `relativeImage` says where an image
 * given relative to the post's file is served from (a path of the site).
 */
export async function renderMarkdown(
  markdown: string,
  options: { basePath: string; relativeImage: (source: string) => string },
): Promise<RenderedMarkdown> {
  const shiki = await sharedHighlighter();
  const md = new MarkdownIt({ html: true, linkify: true, typographer: true });
  const blocks = md.parse(markdown, {});
  const scripts = blocks.flatMap((block) => {
    const firstLine = (block.map?.[0] ?? 0) + 1;
    if (block.type === 'html_block') return scriptsIn(block.content, firstLine);
    // Inline HTML has no line of its own: it is found in its paragraph's text, in order.
    let searchFrom = 0;
    return (block.children ?? [])
      .filter((token) => token.type === 'html_inline')
      .flatMap((token) => {
        const at = Math.max(0, block.content.indexOf(token.content, searchFrom));
        searchFrom = at + token.content.length;
        return scriptsIn(token.content, firstLine + lineBreaks(block.content.slice(0, at)));
      });
  });
  const fences = blocks.filter((token) => token.type === 'fence');
  const words = blocks
    .filter((token) => ['inline', 'fence', 'code_block'].includes(token.type))
    .map((token) => token.content)
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length;
  const languages = fences.map((token) => fenceLanguage(token.info));
  const unknownLanguages = fences.flatMap((token, index) => {
    const language = languages[index] ?? '';
    return PLAIN.has(language) || isBundledLanguage(language)
      ? []
      : [{ language, line: (token.map?.[0] ?? 0) + 1 }];
  });
  const known = languages.filter((lang): lang is BundledLanguage => isBundledLanguage(lang));
  await Promise.all(
    [...new Set(known)]
      .filter((lang) => !shiki.getLoadedLanguages().includes(lang))
      .map((lang) => shiki.loadLanguage(lang)),
  );

  md.set({
    highlight: (code, info) => {
      const lang = fenceLanguage(info);
      // The fence's closing newline would draw an empty last line.
      return shiki.codeToHtml(code.replace(/\n$/, ''), {
        lang: isBundledLanguage(lang) ? lang : 'text',
        theme: codeTheme.name ?? 'site-code',
      });
    },
  });
  md.use(anchor, {
    slugify,
    permalink: anchor.permalink.linkInsideHeader({
      symbol: '#',
      placement: 'after',
      ariaHidden: false,
      // The link's name is the heading's own text, so a screen reader's list of links makes sense.
      renderAttrs: (slug, state) => ({
        'aria-label': `Link to the section "${headingText(state.tokens, slug)}"`,
      }),
    }),
  });

  const sitePaths: string[] = [];
  const relativeImages: string[] = [];
  const moveUnderBase = (target: string, kind: 'link' | 'image'): string => {
    if (target.startsWith('/') && !target.startsWith('//')) {
      sitePaths.push(target);
      return withBase(options.basePath, target);
    }
    if (kind === 'image' && !/^[a-z][a-z\d+.-]*:|^\/\/|^#/i.test(target)) {
      relativeImages.push(target);
      return withBase(options.basePath, options.relativeImage(target));
    }
    return target;
  };
  md.core.ruler.push('site-paths', (state) => {
    for (const block of state.tokens) {
      for (const token of block.children ?? []) {
        if (token.type === 'image') {
          token.attrSet('src', moveUnderBase(String(token.attrGet('src') ?? ''), 'image'));
          token.attrSet('loading', 'lazy');
          token.attrSet('decoding', 'async');
        }
        if (token.type === 'link_open') {
          token.attrSet('href', moveUnderBase(String(token.attrGet('href') ?? ''), 'link'));
        }
      }
    }
  });

  const html = md.render(markdown);
  return { html, words, unknownLanguages, scripts, sitePaths, relativeImages };
}

/** The constructs that would run script in `html`, whose first line is `firstLine`. */
function scriptsIn(html: string, firstLine: number): RenderedMarkdown['scripts'] {
  return [...html.matchAll(/<script\b|\s(on[a-z]+)\s*=|javascript:/gi)].map((match) => {
    const [found, handler] = match;
    const at = match.index + (handler ? found.indexOf(handler) : 0);
    return {
      construct: handler
        ? `an ${handler.toLowerCase()} attribute`
        : found.startsWith('<')
          ? 'a <script> element'
          : 'a javascript: URL',
      line: firstLine + lineBreaks(html.slice(0, at)),
    };
  });
}

function lineBreaks(text: string): number {
  return text.split('\n').length - 1;
}

function fenceLanguage(info: string): string {
  return info.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
}

function isBundledLanguage(lang: string): lang is BundledLanguage {
  return Object.hasOwn(bundledLanguages, lang);
}

interface HeadingToken {
  type: string;
  content: string;
  attrGet(name: string): string | null;
  children: HeadingToken[] | null;
}

/**
 * The text of the heading whose id is `slug`, as a reader sees it: its text and code, without
 * the Markdown that marks them (`` `code` ``, `*emphasis*`).
 */
function headingText(tokens: HeadingToken[], slug: string): string {
  const index = tokens.findIndex(
    (token) => token.type === 'heading_open' && token.attrGet('id') === slug,
  );
  const text = (tokens[index + 1]?.children ?? [])
    .filter((token) => token.type === 'text' || token.type === 'code_inline')
    .map((token) => token.content)
    .join('');
  return text || slug;
}
