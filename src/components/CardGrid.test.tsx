import { theme } from '@theme/theme';
import { renderCss, withBreakpoint } from '@/test/renderCss';
import { CardGrid } from './CardGrid';

const columns = (n: number) => `grid-template-columns:repeat(${n},minmax(0,1fr))`;

describe('CardGrid', () => {
  it('has 1 column on xs and sm, 2 from md, 3 from lg up', () => {
    const css = renderCss(<CardGrid />, theme);

    expect(css).toMatch(new RegExp(`^[^@]*${escape(columns(1))}`));
    expect(css).toContain(`@media (min-width:768px){.${classOf(css)}{${columns(2)}`);
    expect(css).toContain(`@media (min-width:992px){.${classOf(css)}{${columns(3)}`);
    // xl and xxl keep lg's three columns, so no further rule is emitted.
    expect(css).not.toContain('min-width:1200px');
    expect(css).not.toContain('min-width:576px');
  });

  it('moves its column change when the md breakpoint token moves', () => {
    const css = renderCss(<CardGrid />, withBreakpoint(theme, 'md', 900));

    expect(css).toContain(`@media (min-width:900px){.${classOf(css)}{${columns(2)}`);
    expect(css).not.toContain('min-width:768px');
  });

  it('follows the column tokens', () => {
    const fourUp = {
      ...theme,
      layout: { ...theme.layout, gridColumns: { ...theme.layout.gridColumns, xxl: 4 } },
    };
    const css = renderCss(<CardGrid />, fourUp);

    expect(css).toContain(`@media (min-width:1400px){.${classOf(css)}{${columns(4)}`);
  });
});

function classOf(css: string): string {
  const match = /\.([\w-]+)\{/.exec(css);
  if (!match?.[1]) throw new Error(`no class rule in ${css}`);
  return match[1];
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
