import { useEffect, useState } from 'react';
import styled, { useTheme } from 'styled-components';
import { breakpointNames, type Breakpoint } from '@theme/breakpoints';
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
        as you save.
      </p>

      <h2>Colours</h2>
      <Swatches>
        {Object.entries(theme.colors).map(([name, value]) => (
          <li key={name}>
            <Swatch style={{ background: value }} />
            <strong>{name}</strong>
            <code>{value}</code>
          </li>
        ))}
      </Swatches>

      <h2>Type scale</h2>
      <Rows>
        {Object.entries(theme.fontSizes).map(([name, size]) => (
          <li key={name}>
            <code>
              {name} · {size}
            </code>
            <span style={{ fontSize: size, lineHeight: theme.lineHeights.tight }}>
              The quick brown fox
            </span>
          </li>
        ))}
      </Rows>

      <h2>Spacing</h2>
      <Rows>
        {Object.entries(theme.space).map(([step, size]) => (
          <li key={step}>
            <code>
              space[{step}] · {size}
            </code>
            <SpaceBar style={{ width: size }} />
          </li>
        ))}
      </Rows>

      <h2>Radii, shadows, layers, motion</h2>
      <Rows>
        {Object.entries(theme.radii).map(([name, radius]) => (
          <li key={name}>
            <code>radii.{name}</code>
            <Sample style={{ borderRadius: radius }} />
          </li>
        ))}
        {Object.entries(theme.shadows).map(([name, shadow]) => (
          <li key={name}>
            <code>shadows.{name}</code>
            <Sample style={{ boxShadow: shadow }} />
          </li>
        ))}
        {Object.entries(theme.zIndex).map(([name, z]) => (
          <li key={name}>
            <code>
              zIndex.{name} · {z}
            </code>
          </li>
        ))}
        {Object.entries(theme.motion).map(([name, value]) => (
          <li key={name}>
            <code>
              motion.{name} · {value}
            </code>
          </li>
        ))}
      </Rows>

      <h2>Breakpoints</h2>
      <p>
        Navbar expands at <code>{theme.layout.navbarExpand}</code>. The highlighted row is this
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
              <td>{theme.layout.gridColumns[name]}</td>
            </tr>
          ))}
        </tbody>
      </BreakpointTable>
    </Container>
  );
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

const Swatches = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  padding: 0;
  list-style: none;

  li {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
  }
`;

const Swatch = styled.span`
  height: 4rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Rows = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[4]};
  }

  code {
    min-width: 12rem;
  }
`;

const SpaceBar = styled.span`
  height: 1rem;
  background: ${({ theme }) => theme.colors.primary};
`;

const Sample = styled.span`
  width: 6rem;
  height: 3rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const BreakpointTable = styled.table`
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }

  tr[aria-current='true'] {
    background: ${({ theme }) => theme.colors.navbarBg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;
