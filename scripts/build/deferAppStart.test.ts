import { describe, expect, it } from 'vitest';
import { buildBootstrapScript, deferAppStart, deferredModules } from './deferAppStart.ts';

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

describe('buildBootstrapScript', () => {
  it('compiles src/app/bootstrap.ts to one classic script that imports the listed modules', async () => {
    const script = await buildBootstrapScript();
    expect(script).not.toMatch(/^\s*(import|export)\b/m);
    expect(script).toContain('import(');
    expect(script).toContain('first-contentful-paint');
    expect(script.length).toBeLessThan(1024);
  });
});
