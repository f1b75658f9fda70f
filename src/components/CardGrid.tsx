import styled, { type DefaultTheme } from 'styled-components';
import { breakpointNames } from '@theme/breakpoints';
import { up } from '@theme/media';
import { listReset } from '@theme/mixins';
import { vars } from '@theme/vars';

/** One `grid-template-columns` rule per breakpoint where the column count token changes. */
function columnRules({ theme }: { theme: DefaultTheme }): string {
  const { gridColumns } = theme.responsive;
  return breakpointNames
    .map((name, index) => {
      const columns = gridColumns[name];
      const rule = `grid-template-columns: repeat(${columns}, minmax(0, 1fr));`;
      if (index === 0) return rule;
      const previous = breakpointNames[index - 1];
      if (previous && gridColumns[previous] === columns) return '';
      return `${up(name)({ theme })} { ${rule} }`;
    })
    .join('\n');
}

/** The responsive card grid: column counts come from `theme.responsive.gridColumns`. */
export const CardGrid = styled.ul`
  display: grid;
  ${listReset}
  gap: ${vars.space[5]};
  ${columnRules}
`;
