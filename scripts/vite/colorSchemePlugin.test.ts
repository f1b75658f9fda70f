import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import {
  colorSchemeAttribute,
  colorSchemeChoiceAttribute,
  colorSchemeQuery,
  colorSchemes,
} from '../../theme/colorScheme.ts';
import { palettes } from '../../theme/tokens.ts';
import { buildInlineScript } from '../build/inlineScript.ts';
import { colorSchemeTags, withColorSchemeTags } from './colorSchemePlugin.ts';

const indexHtml = readFileSync('index.html', 'utf8');

describe('the colour scheme tags written into every page', () => {
  it('give the browser one theme-color per scheme, each under its media query, from the palettes', () => {
    const tags = colorSchemeTags(palettes, 'apply()');
    for (const scheme of colorSchemes) {
      expect(tags).toContain(
        `<meta name="theme-color" content="${palettes[scheme].browserChrome}" media="${colorSchemeQuery(scheme)}" ${colorSchemeAttribute}="${scheme}" />`,
      );
    }
    expect(tags).toContain('<meta name="color-scheme" content="light dark" />');
  });

  it('put the script ahead of the page head and its styles, so it runs before the body paints', () => {
    const html = withColorSchemeTags(indexHtml, colorSchemeTags(palettes, 'apply()'));
    const script = html.indexOf('<script>apply()</script>');
    expect(script).toBeGreaterThan(html.indexOf('<meta charset'));
    expect(script).toBeLessThan(html.indexOf('<!--app-head-->'));
    expect(script).toBeLessThan(html.indexOf('</head>'));
  });

  it('stop the build when index.html has no slot for the page head', () => {
    expect(() => withColorSchemeTags('<head></head>', '<meta />')).toThrow(/app-head/);
  });
});

describe('the head script', () => {
  it('compiles src/app/headScript.ts to one small classic script', async () => {
    const script = await buildInlineScript('src/app/headScript.ts');
    expect(script).not.toMatch(/^\s*(import|export)\b/m);
    expect(script).toContain('localStorage');
    expect(script).toContain(colorSchemeAttribute);
    expect(script).toContain(colorSchemeChoiceAttribute);
    // The contact form's mark for a submit held until the app runs (src/contact/heldSubmit.ts).
    expect(script).toContain('data-submit-held');
    // Every page carries it inline, ahead of its first paint: under 1 KB once compressed.
    expect(gzipSync(script).length).toBeLessThan(1024);
  });
});
