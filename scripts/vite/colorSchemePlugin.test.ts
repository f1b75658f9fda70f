import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { colorSchemeAttribute, colorSchemeQuery, colorSchemes } from '../../theme/colorScheme.ts';
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
  it('compiles theme/colorSchemeScript.ts to one tiny classic script', async () => {
    const script = await buildInlineScript('theme/colorSchemeScript.ts');
    expect(script).not.toMatch(/^\s*(import|export)\b/m);
    expect(script).toContain('localStorage');
    expect(script).toContain(colorSchemeAttribute);
    expect(script.length).toBeLessThan(1024);
  });
});
