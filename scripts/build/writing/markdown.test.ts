import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.ts';

const BASE = '/portfolio/';

/** Renders as loadPosts does for the post `my-post` of a site under `basePath`. */
function render(markdown: string, basePath = BASE) {
  return renderMarkdown(markdown, {
    basePath,
    relativeImage: (source) => `/writing/my-post/${source.replace(/^\.\//, '')}`,
  });
}

/** The rendered HTML as a browser reads it. */
function parse(html: string): Document {
  return new JSDOM(`<body>${html}</body>`).window.document;
}

const hrefs = (document: Document) =>
  [...document.querySelectorAll('a:not(.header-anchor)')].map((a) => a.getAttribute('href'));
const sources = (document: Document) =>
  [...document.querySelectorAll('img')].map((img) => img.getAttribute('src'));

describe('renderMarkdown: code', () => {
  const fence = (lang: string, code: string) => `\`\`\`${lang}\n${code}\n\`\`\``;

  it('colours code with the site’s palette variables, never a colour of its own', async () => {
    const { html, unknownLanguages } = await render(
      fence('ts', 'const answer: number = 42;\nexport function ask() {\n  return "why";\n}'),
    );
    const document = parse(html);
    const code = document.querySelector('pre.shiki code');

    expect(unknownLanguages).toEqual([]);
    expect(code?.textContent).toBe(
      'const answer: number = 42;\nexport function ask() {\n  return "why";\n}',
    );
    const keyword = [...(code?.querySelectorAll('span[style]') ?? [])].find(
      (span) => span.textContent === 'const',
    );
    expect(keyword?.getAttribute('style')).toMatch(/^color:var\(--shiki-token-[a-z-]+\)$/);
    const styles = [...document.querySelectorAll('[style]')].map((node) =>
      node.getAttribute('style'),
    );
    expect(styles.length).toBeGreaterThan(5);
    for (const style of styles) {
      expect(style).not.toMatch(/#[\da-f]{3,8}\b|rgb|hsl/i);
      expect(style).toMatch(/var\(--shiki-/);
    }
  });

  it('shows code that holds a script as text, and the page gets no script', async () => {
    const { html, scripts } = await render(fence('html', '<script>alert("hi")</script>'));
    // Code about scripts is not a script: the content check lets it through.
    expect(scripts).toEqual([]);
    const document = parse(html);

    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(html).not.toMatch(/<script/i);
    expect(document.querySelector('pre code')?.textContent).toBe('<script>alert("hi")</script>');
  });

  it('names each construct that would run script in the post’s own HTML, by its line', async () => {
    const { scripts } = await render(
      [
        'Hello.',
        '',
        '<script>alert(1)</script>',
        '',
        'An <img src="/x.png" onerror="alert(1)"> and <a href="javascript:void 0">a link</a>.',
        '',
        '<div',
        '  onClick="go()">Go</div>',
        '',
        'One <b onclick="go()">here</b>,',
        'the same <b onclick="go()">here</b>.',
      ].join('\n'),
    );

    expect(scripts).toEqual([
      { construct: 'a <script> element', line: 3 },
      { construct: 'an onerror attribute', line: 5 },
      { construct: 'a javascript: URL', line: 5 },
      { construct: 'an onclick attribute', line: 8 },
      { construct: 'an onclick attribute', line: 10 },
      { construct: 'an onclick attribute', line: 11 },
    ]);
  });

  it('draws no empty last line for the fence’s closing newline', async () => {
    const { html } = await render(fence('js', 'one();\ntwo();'));
    expect(parse(html).querySelectorAll('pre .line')).toHaveLength(2);
  });

  it('reports each block in a language the highlighter does not know, by its line, and shows it as text', async () => {
    const { html, unknownLanguages } = await render(
      [
        fence('klingon', 'Qapla!'),
        fence('klingon', 'again'),
        fence('text', 'plain'),
        fence('', 'none'),
        fence('TS', 'let a = 1;'),
      ].join('\n\n'),
    );

    expect(unknownLanguages).toEqual([
      { language: 'klingon', line: 1 },
      { language: 'klingon', line: 5 },
    ]);
    expect(parse(html).querySelectorAll('pre.shiki')).toHaveLength(5);
    expect(parse(html).querySelector('pre')?.textContent).toBe('Qapla!');
  });
});

describe('renderMarkdown: headings', () => {
  it('gives each heading an id and a link to itself named by its text', async () => {
    const { html } = await render(
      '## Getting started\n\n### Using `useState` *well* -- really\n\n## Getting started',
    );
    const headings = [...parse(html).querySelectorAll('h2, h3')];

    expect(headings.map((heading) => heading.id)).toEqual([
      'getting-started',
      'using-usestate-well-really',
      'getting-started-1',
    ]);
    for (const heading of headings) {
      const anchor = heading.querySelector('a');
      expect(anchor?.getAttribute('href')).toBe(`#${heading.id}`);
      expect(anchor?.hasAttribute('aria-hidden')).toBe(false);
    }
    expect(
      headings.map((heading) => heading.querySelector('a')?.getAttribute('aria-label')),
    ).toEqual([
      'Link to the section "Getting started"',
      'Link to the section "Using useState well – really"',
      'Link to the section "Getting started"',
    ]);
  });
});

describe('renderMarkdown: links and images', () => {
  it('puts the site’s own links and images under the base path', async () => {
    const { html, sitePaths } = await render(
      '[Home](/) [About](/about) [Anchor](/project/ecommerce#top) ![Logo](/images/logo.png)',
    );
    const document = parse(html);

    expect(hrefs(document)).toEqual([
      '/portfolio/',
      '/portfolio/about',
      '/portfolio/project/ecommerce#top',
    ]);
    expect(sources(document)).toEqual(['/portfolio/images/logo.png']);
    expect(sitePaths).toEqual(['/', '/about', '/project/ecommerce#top', '/images/logo.png']);
  });

  it('leaves the site’s paths as they are for a site at the root', async () => {
    const { html } = await render('[About](/about) ![Logo](/images/logo.png)', '/');
    expect(hrefs(parse(html))).toEqual(['/about']);
    expect(sources(parse(html))).toEqual(['/images/logo.png']);
  });

  it('leaves links elsewhere, fragments and other schemes untouched', async () => {
    const { html, sitePaths, relativeImages } = await render(
      [
        '[Out](https://example.com/about)',
        '[Protocol-relative](//cdn.example.com/lib.js)',
        '[Mail](mailto:me@example.com)',
        '[Section](#getting-started)',
        '<https://auto.example.org/x>',
        '![Remote](https://example.com/pic.png)',
        '![Inline](data:image/gif;base64,R0lGODlhAQABAAAAACw=)',
      ].join(' '),
    );
    const document = parse(html);

    expect(hrefs(document)).toEqual([
      'https://example.com/about',
      '//cdn.example.com/lib.js',
      'mailto:me@example.com',
      '#getting-started',
      'https://auto.example.org/x',
    ]);
    expect(sources(document)).toEqual([
      'https://example.com/pic.png',
      'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
    ]);
    expect(sitePaths).toEqual([]);
    expect(relativeImages).toEqual([]);
  });

  it('serves an image given beside the post from the post’s address under the base path', async () => {
    const { html, relativeImages } = await render(
      '![Diagram](diagram.svg) ![Photo](./photos/cat.png)',
    );

    expect(sources(parse(html))).toEqual([
      '/portfolio/writing/my-post/diagram.svg',
      '/portfolio/writing/my-post/photos/cat.png',
    ]);
    expect(relativeImages).toEqual(['diagram.svg', './photos/cat.png']);
  });

  it('has every image load lazily, and keeps its text alternative', async () => {
    const { html } = await render(
      '![Diagram](diagram.svg)\n\n![Logo](/images/logo.png)\n\n![Remote](https://example.com/a.png)',
    );
    const images = [...parse(html).querySelectorAll('img')];

    expect(images).toHaveLength(3);
    for (const image of images) {
      expect(image.getAttribute('loading')).toBe('lazy');
      expect(image.getAttribute('decoding')).toBe('async');
    }
    expect(images.map((image) => image.alt)).toEqual(['Diagram', 'Logo', 'Remote']);
  });

  it('leaves a relative link as it is: only images are moved beside the post', async () => {
    const { html, relativeImages } = await render('[Notes](notes/more)');
    expect(hrefs(parse(html))).toEqual(['notes/more']);
    expect(relativeImages).toEqual([]);
  });
});

describe('renderMarkdown: words', () => {
  it('counts the words of the text and of the code', async () => {
    const { words } = await render(
      '# One two\n\nThree **four** [five](/about).\n\n```ts\nsix seven\n```',
    );
    expect(words).toBe(7);
  });
});
