/**
 * Code fences that swallow the page after them. A fence never closed runs on to the end of the
 * page (or of the list item or quote it sits in); a fence meant to close a block that never
 * opened (its opening line was mistyped) opens one instead, and runs to the next fence. Either
 * way the tables and headings after it show as code: on GitHub, one grey block.
 */
import MarkdownIt, { type Token } from 'markdown-it';

const parser = new MarkdownIt();

/** A line written as a Markdown heading: `## What the build makes`. */
const HEADING = /^#{1,6} \S/;

/** One sentence per fence that swallows what follows it, naming its line and what it swallows. */
export function codeFenceProblems(markdown: string): string[] {
  const lines = markdown.split(/\r?\n/);
  return parser.parse(markdown, {}).flatMap((token) => {
    if (token.type !== 'fence' || !token.map) return [];
    const [start, end] = token.map;
    const headings = lines
      .slice(start + 1, end)
      .flatMap((text, index) => (HEADING.test(text) ? [`line ${start + 2 + index}: ${text}`] : []));
    const fence = `line ${start + 1}: the code fence ${token.markup}`;
    if (!isClosed(token)) {
      return [
        `${fence} is never closed, so everything after it, to line ${end}, shows as code` +
          (headings.length > 0 ? `, headings too (${headings.join('; ')})` : '') +
          `. Close it with ${token.markup} on a line of its own.`,
      ];
    }
    // A closing fence never names a language: a block without one that holds headings is most
    // likely a closing fence that opened a block. A block meant to hold them names its language.
    if (token.info.trim() === '' && headings.length > 0) {
      return [
        `${fence} opens a block with no language that holds headings (${headings.join('; ')}): ` +
          'if it was meant to close the block above it, fix the fence that opens that block; ' +
          'if the headings belong in it, name its language after the fence (md, sh).',
      ];
    }
    return [];
  });
}

/**
 * A fence closed by its marker spans its content's lines, the opening line and the closing line;
 * one never closed has no closing line.
 */
function isClosed({ map, content }: Token): boolean {
  const [start, end] = map as [number, number];
  const contentLines = content === '' ? 0 : content.replace(/\n$/, '').split('\n').length;
  return end - start === contentLines + 2;
}
