import { breakpointNames } from '@theme/breakpoints';
import { theme } from '@theme/theme';
import { renderCss, withBreakpoint } from '@/testing/renderCss';
import { CardGrid } from './CardGrid';

const columns = (n: number) => `grid-template-columns:repeat(${n},minmax(0,1fr))`;
const { gridColumns } = theme.responsive;

describe('CardGrid', () => {
  it('has the column count of the smallest breakpoint without a media query', () => {
    const css = renderCss(<CardGrid />, theme);
    expect(css).toMatch(new RegExp(`^[^@]*${escape(columns(gridColumns.xs))}`));
  });

  it('changes its column count at each breakpoint where the token changes, and only there', () => {
    const css = renderCss(<CardGrid />, theme);
    breakpointNames.forEach((name, index) => {
      const previous = breakpointNames[index - 1];
      if (!previous) return;
      const rule = `@media (min-width:${theme.breakpoints[name]}px){.${classOf(css)}{${columns(gridColumns[name])}`;
      if (gridColumns[name] === gridColumns[previous]) expect(css).not.toContain(rule);
      else expect(css).toContain(rule);
    });
  });

  it('moves a column change when its breakpoint token moves', () => {
    const changesAt = breakpointNames.find((name, index) => {
      const previous = breakpointNames[index - 1];
      return previous !== undefined && gridColumns[name] !== gridColumns[previous];
    });
    if (!changesAt) throw new Error('the column tokens never change: nothing to move');
    const moved = theme.breakpoints[changesAt] + 37;
    const css = renderCss(<CardGrid />, withBreakpoint(theme, changesAt, moved));

    expect(css).toContain(
      `@media (min-width:${moved}px){.${classOf(css)}{${columns(gridColumns[changesAt])}`,
    );
    expect(css).not.toContain(`min-width:${theme.breakpoints[changesAt]}px`);
  });

  it('follows the column tokens', () => {
    const more = gridColumns.xxl + 1;
    const tuned = {
      ...theme,
      responsive: { ...theme.responsive, gridColumns: { ...gridColumns, xxl: more } },
    };
    const css = renderCss(<CardGrid />, tuned);

    expect(css).toContain(
      `@media (min-width:${theme.breakpoints.xxl}px){.${classOf(css)}{${columns(more)}`,
    );
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
