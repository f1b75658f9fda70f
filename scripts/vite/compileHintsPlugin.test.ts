import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from './compileHintsPlugin.ts';
import { firstLoadChunks } from './firstLoadChunks.ts';

/** A client build's bundle: the entry imports a vendor chunk and loads a page on demand. */
function bundle(): Rollup.OutputBundle {
  const chunk = (fileName: string, fields: Partial<Rollup.OutputChunk>) =>
    ({
      type: 'chunk',
      fileName,
      code: `/* ${fileName} */`,
      imports: [],
      isEntry: false,
      ...fields,
    }) as Rollup.OutputChunk;
  return {
    'index.js': chunk('index.js', {
      isEntry: true,
      imports: ['vendor.js'],
      dynamicImports: ['page.js'],
    }),
    'vendor.js': chunk('vendor.js', {}),
    'page.js': chunk('page.js', { imports: ['vendor.js'] }),
    'style.css': { type: 'asset', fileName: 'style.css', source: '' } as Rollup.OutputAsset,
  };
}

function runPlugin(output: Rollup.OutputBundle) {
  const hook = compileHints().generateBundle;
  if (!hook || typeof hook !== 'object')
    throw new Error('compileHints has no ordered generateBundle');
  // The hook reads only the bundle.
  hook.handler.call(
    {} as Rollup.PluginContext,
    {} as Rollup.NormalizedOutputOptions,
    output,
    false,
  );
}

const code = (output: Rollup.OutputBundle, fileName: string) =>
  (output[fileName] as Rollup.OutputChunk).code;

describe('compile hints', () => {
  it('mark the entry and the chunks it imports, which run as the app starts', () => {
    const output = bundle();
    runPlugin(output);
    expect(code(output, 'index.js').split('\n')[0]).toBe(COMPILE_HINT);
    expect(code(output, 'vendor.js').split('\n')[0]).toBe(COMPILE_HINT);
  });

  it('leave chunks loaded on demand to compile lazily', () => {
    const output = bundle();
    runPlugin(output);
    expect(code(output, 'page.js')).not.toContain(COMPILE_HINT);
  });

  it('mark a chunk once, however often the hook runs', () => {
    const output = bundle();
    runPlugin(output);
    runPlugin(output);
    expect(code(output, 'index.js').split(COMPILE_HINT)).toHaveLength(2);
  });
});

describe('firstLoadChunks', () => {
  it('lists the entry and its static imports, not dynamic imports or assets', () => {
    expect(firstLoadChunks(bundle()).map((chunk) => chunk.fileName)).toEqual([
      'index.js',
      'vendor.js',
    ]);
  });
});
