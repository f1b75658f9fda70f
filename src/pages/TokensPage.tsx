import { useEffect, useState } from 'react';
import styled, { useTheme } from 'styled-components';
import { breakpointNames, type Breakpoint } from '@theme/breakpoints';
import { colorSchemes } from '@theme/colorScheme';
import { listReset } from '@theme/mixins';
import { propertyName, vars } from '@theme/vars';
import { Container } from '@/components/Container';
import { PageTitle } from '@/components/PageTitle';

/**
 * Development only (/__tokens): every design token on one screen, with the breakpoint range
 * the window is in highlighted, for whoever tunes theme/.
 */
export default function TokensPage() {
  const theme = useTheme();
  const current = useCurrentBreakpoint();

  return (
    <Container>
      <PageTitle>Design tokens</PageTitle>
      <p>
        Edit <code>theme/tokens.ts</code> and <code>theme/breakpoints.ts</code>; this page updates
        as you save. Styles read each token as the CSS variable shown beside it, set on{' '}
        <code>:root</code>, through <code>vars</code> from <code>theme/vars.ts</code>; the samples
        here use the same variables, but for the colours, shown in both palettes.
      </p>

      <h2>Colours</h2>
      <p>
        Both palettes side by side, as <code>colorTokens</code> in <code>theme/tokens.ts</code>{' '}
        holds them. The page shows the system&apos;s scheme unless the navbar&apos;s toggle chose
        one; the variable takes the value of the scheme in use.
      </p>
      <PaletteTable>
        <thead>
          <tr>
            <th scope="col">Token</th>
            {colorSchemes.map((scheme) => (
              <th key={scheme} scope="col">
                {scheme === 'light' ? 'Light' : 'Dark'}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {keysOf(theme.colors).map((name) => (
            <tr key={name}>
              <th scope="row">
                <strong>{name}</strong>
                <code>{propertyName('colors', name)}</code>
              </th>
              {colorSchemes.map((scheme) => (
                <td key={scheme}>
                  <Swatch style={{ background: theme.palettes[scheme][name] }} />
                  <code>{theme.palettes[scheme][name]}</code>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </PaletteTable>

      <h2>Type scale</h2>
      <Rows>
        {keysOf(theme.fontSizes).map((name) => (
          <li key={name}>
            <code>
              {propertyName('fontSizes', name)} · {theme.fontSizes[name]}
            </code>
            <span style={{ fontSize: vars.fontSizes[name], lineHeight: vars.lineHeights.tight }}>
              The quick brown fox
            </span>
          </li>
        ))}
      </Rows>

      <h2>Spacing</h2>
      <Rows>
        {keysOf(theme.space).map((step) => (
          <li key={step}>
            <code>
              {propertyName('space', step)} · {theme.space[step]}
            </code>
            <SpaceBar style={{ width: vars.space[step] }} />
          </li>
        ))}
      </Rows>

      <h2>Radii and shadows</h2>
      <Rows>
        {keysOf(theme.radii).map((name) => (
          <li key={name}>
            <code>
              {propertyName('radii', name)} · {theme.radii[name]}
            </code>
            <Sample style={{ borderRadius: vars.radii[name] }} />
          </li>
        ))}
        {keysOf(theme.shadows).map((name) => (
          <li key={name}>
            <code>{propertyName('shadows', name)}</code>
            <Sample style={{ boxShadow: vars.shadows[name] }} />
          </li>
        ))}
      </Rows>

      <h2>Type, layers, motion and layout</h2>
      <Rows>
        {(['fonts', 'fontWeights', 'lineHeights', 'zIndex', 'motion', 'layout'] as const).flatMap(
          (group) =>
            Object.entries(theme[group]).map(([name, value]) => (
              <li key={`${group}.${name}`}>
                <code>
                  {propertyName(group, name)} · {value}
                </code>
              </li>
            )),
        )}
      </Rows>

      <h2>Breakpoints</h2>
      <p>
        Navbar expands at <code>{theme.responsive.navbarExpand}</code>. The highlighted row is this
        window&apos;s range.
      </p>
      <BreakpointTable>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">From</th>
            <th scope="col">Grid columns</th>
          </tr>
        </thead>
        <tbody>
          {breakpointNames.map((name) => (
            <tr key={name} aria-current={name === current ? 'true' : undefined}>
              <th scope="row">{name}</th>
              <td>{theme.breakpoints[name]}px</td>
              <td>{theme.responsive.gridColumns[name]}</td>
            </tr>
          ))}
        </tbody>
      </BreakpointTable>
    </Container>
  );
}

/** An object's keys, typed as its keys rather than as strings. */
function keysOf<T extends object>(object: T): (keyof T & (string | number))[] {
  return Object.keys(object) as (keyof T & (string | number))[];
}

/** The breakpoint range the window is in now; undefined until mounted (no window on the server). */
function useCurrentBreakpoint(): Breakpoint | undefined {
  const { breakpoints } = useTheme();
  const [current, setCurrent] = useState<Breakpoint>();
  useEffect(() => {
    const update = () =>
      setCurrent(breakpointNames.findLast((name) => window.innerWidth >= breakpoints[name]));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [breakpoints]);
  return current;
}

const PaletteTable = styled.table`
  width: 100%;
  margin-bottom: ${vars.space[4]};
  border-collapse: collapse;

  th,
  td {
    padding: ${vars.space[2]} ${vars.space[3]};
    border-bottom: 1px solid ${vars.colors.border};
    text-align: start;
    vertical-align: middle;
  }

  th[scope='row'] > * {
    display: block;
  }

  th[scope='row'] > code {
    font-weight: ${vars.fontWeights.regular};
  }

  td {
    white-space: nowrap;
  }
`;

/* The palettes' own values, not the variables: each swatch shows its scheme whichever is on. */
const Swatch = styled.span`
  display: inline-block;
  width: 2.5rem;
  height: 2.5rem;
  margin-inline-end: ${vars.space[2]};
  border: 1px solid ${vars.colors.border};
  border-radius: ${vars.radii.md};
  vertical-align: middle;
`;

const Rows = styled.ul`
  ${listReset}
  display: grid;
  gap: ${vars.space[3]};
  margin-bottom: ${vars.space[4]};

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${vars.space[4]};
  }

  code {
    min-width: 12rem;
  }
`;

const SpaceBar = styled.span`
  height: 1rem;
  background: ${vars.colors.primary};
`;

const Sample = styled.span`
  width: 6rem;
  height: 3rem;
  border: 1px solid ${vars.colors.border};
  background: ${vars.colors.surface};
`;

const BreakpointTable = styled.table`
  border-collapse: collapse;

  th,
  td {
    padding: ${vars.space[2]} ${vars.space[4]};
    border-bottom: 1px solid ${vars.colors.border};
    text-align: start;
  }

  tr[aria-current='true'] {
    background: ${vars.colors.navbarBg};
    color: ${vars.colors.navbarText};
    font-weight: ${vars.fontWeights.bold};
  }
`;
