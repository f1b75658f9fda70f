import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeFenceProblems } from './codeFences.ts';
import { projectRoot } from '../harness/serverProcess.ts';

describe('codeFenceProblems', () => {
  it('passes a page whose fences are closed, one wrapping another, with headings in named code', () => {
    const page = [
      '# A page',
      '',
      '````md',
      '## A heading in an example post',
      '',
      '```ts',
      'export const answer = 42;',
      '```',
      '````',
      '',
      '- In a list:',
      '',
      '  ```sh',
      '  # a comment, not a heading',
      '  npm install',
      '  ```',
      '',
      '~~~',
      'plain text',
      '~~~',
      '',
      '## After the code',
    ].join('\n');

    expect(codeFenceProblems(page)).toEqual([]);
  });

  it('fails on a fence never closed, naming its line and the headings it swallows', () => {
    const page = ['# A page', '', '```sh', 'npm install', '', '## Next steps', '', 'Text.'].join(
      '\n',
    );

    expect(codeFenceProblems(page)).toEqual([
      'line 3: the code fence ``` is never closed, so everything after it, to line 8, shows as ' +
        'code, headings too (line 6: ## Next steps). Close it with ``` on a line of its own.',
    ]);
  });

  it('fails on a fence never closed at the end of the file', () => {
    expect(codeFenceProblems('Some text.\n\n```ts\nexport const answer = 42;\n')).toEqual([
      expect.stringMatching(/^line 3: the code fence ``` is never closed/),
    ]);
  });

  it('fails on a mistyped opening fence, whose closing fence opens a block that takes the headings', () => {
    const page = [
      '## Write a post',
      '',
      '`~~~md',
      '## A heading',
      '',
      '```ts',
      'export const answer = 42;',
      '```',
      '',
      '````',
      '',
      '## What the build makes',
      '',
      '| Field | What it is |',
      '| ----- | ---------- |',
      '',
      '## Code',
      '````',
    ].join('\n');

    expect(codeFenceProblems(page)).toEqual([
      expect.stringMatching(
        /^line 10: the code fence ```` opens a block with no language that holds headings \(line 12: ## What the build makes; line 17: ## Code\)/,
      ),
    ]);
  });
});

describe('the docs', () => {
  const pages = [
    'README.md',
    ...readdirSync(join(projectRoot, 'docs'))
      .filter((name) => name.endsWith('.md'))
      .map((name) => join('docs', name)),
  ];

  it('are all checked', () => {
    expect(pages).toEqual(expect.arrayContaining(['README.md', join('docs', 'writing.md')]));
  });

  it.each(pages)('%s has no code fence that swallows what follows it', (page) => {
    expect(codeFenceProblems(readFileSync(join(projectRoot, page), 'utf8'))).toEqual([]);
  });
});
