import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildBootstrapScript,
  deferAppStart,
  deferredModules,
  takeManifest,
  withPageModule,
  type BuildManifest,
} from './deferAppStart.ts';

// The app shell as `vite build` writes it: the entry in the head, its imports preloaded.
const shell = `<!doctype html>
<html lang="en">
  <head>
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-def.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('deferAppStart', () => {
  it('moves the entry and its preloads into the bootstrap at the end of the body', () => {
    const html = deferAppStart(shell, 'start()');
    const [head = '', body = ''] = html.split('</head>');

    expect(head).not.toContain('<script');
    expect(head).not.toContain('modulepreload');
    expect(body).toMatch(
      /<div id="root"><\/div>\s*<script data-modules="\/assets\/index-abc.js \/assets\/vendor-def.js">start\(\)<\/script>\s*<\/body>/,
    );
    expect(deferredModules(html)).toEqual(['/assets/index-abc.js', '/assets/vendor-def.js']);
  });

  it('refuses a shell that loads no module, rather than writing pages that never start', () => {
    expect(() => deferAppStart('<html><body></body></html>', 'start()')).toThrow(/no module/);
  });
});

describe('withPageModule', () => {
  const page = deferAppStart(shell, 'start()');
  const manifest: BuildManifest = {
    'index.html': { file: 'assets/index-abc.js', imports: ['_vendor-def.js'] },
    '_vendor-def.js': { file: 'assets/vendor-def.js' },
    'src/pages/About.tsx': {
      file: 'assets/About-1.js',
      imports: ['index.html', '_TagList-2.js'],
    },
    '_TagList-2.js': { file: 'assets/TagList-2.js', imports: ['_Icon-3.js', 'index.html'] },
    // Chunks may import each other in a circle.
    '_Icon-3.js': { file: 'assets/Icon-3.js', imports: ['_TagList-2.js'] },
    'src/pages/Contact.tsx': { file: 'assets/Contact-4.js', imports: ['index.html'] },
  };

  it("adds the page module's chunk and those it imports that are not listed yet, after the app's", () => {
    const html = withPageModule(page, manifest, 'src/pages/About.tsx', '/');
    expect(deferredModules(html)).toEqual([
      '/assets/index-abc.js',
      '/assets/vendor-def.js',
      '/assets/About-1.js',
      '/assets/TagList-2.js',
      '/assets/Icon-3.js',
    ]);
    expect(html.replace(/data-modules="[^"]*"/, '')).toBe(page.replace(/data-modules="[^"]*"/, ''));
  });

  it('addresses the chunks under the base path', () => {
    const html = withPageModule(page, manifest, 'src/pages/Contact.tsx', '/portfolio/');
    expect(deferredModules(html)).toContain('/portfolio/assets/Contact-4.js');
  });

  it('adds nothing for a module with no chunk of its own', () => {
    expect(withPageModule(page, manifest, 'src/pages/NotFound.tsx', '/')).toBe(page);
  });
});

describe('takeManifest', () => {
  it("reads the build's manifest and takes it out of the build", async () => {
    const distDir = await mkdtemp(join(tmpdir(), 'manifest-'));
    try {
      const manifest: BuildManifest = { 'src/pages/About.tsx': { file: 'assets/About-1.js' } };
      await mkdir(join(distDir, '.vite'));
      await writeFile(join(distDir, '.vite', 'manifest.json'), JSON.stringify(manifest));

      expect(await takeManifest(distDir)).toEqual(manifest);
      expect(existsSync(join(distDir, '.vite'))).toBe(false);
    } finally {
      await rm(distDir, { recursive: true, force: true });
    }
  });
});

describe('buildBootstrapScript', () => {
  it('compiles src/app/bootstrap.ts to one classic script that imports the listed modules', async () => {
    const script = await buildBootstrapScript();
    expect(script).not.toMatch(/^\s*(import|export)\b/m);
    expect(script).toContain('import(');
    expect(script).toContain('first-contentful-paint');
    expect(script.length).toBeLessThan(1024);
  });
});
