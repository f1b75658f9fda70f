import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { globalStyleSheet } from '../../theme/GlobalStyle.ts';
import { compactCss, withGlobalStyle } from './globalStylePlugin.ts';

const indexHtml = readFileSync('index.html', 'utf8');

describe('the global style sheet written into the page', () => {
  it('comes before the head each page fills in, so component styles that follow it win ties', () => {
    const html = withGlobalStyle(indexHtml, globalStyleSheet());
    const style = html.indexOf('<style>');

    expect(style).toBeGreaterThan(html.indexOf('<meta charset'));
    expect(style).toBeLessThan(html.indexOf('<!--app-head-->'));
    expect(html).toContain(`<style>${compactCss(globalStyleSheet())}</style>`);
  });

  it('keeps every rule and drops only comments and white space', () => {
    const css = `
      /* why */
      a:hover , b  >  c {
        color : red;
      }
      @media (prefers-reduced-motion: reduce) { * { transition-duration: 0.01ms !important; } }
    `;
    expect(compactCss(css)).toBe(
      'a:hover , b > c{color : red;}@media (prefers-reduced-motion: reduce){*{transition-duration: 0.01ms !important;}}',
    );
  });

  it('stops the build when index.html has no slot for the page head', () => {
    expect(() => withGlobalStyle('<head></head>', 'a{}')).toThrow(/app-head/);
  });
});
