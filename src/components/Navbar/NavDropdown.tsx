import { type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { SiteLink } from '../SiteLink';
import { up } from '@theme/media';
import { listReset, summaryReset } from '@theme/mixins';
import { vars } from '@theme/vars';
import { routePaths, type NavItem, type RouteId } from '@/routes';
import { useDisclosure } from '@/hooks/useDisclosure';
import { navEntryStyles, navPanelStyles } from './navStyles';

interface NavDropdownProps {
  label: string;
  items: NavItem[];
  /** The route shown now, if any: its item is marked as the current page. */
  currentRoute: RouteId | undefined;
  /** Called after an item is chosen, so the navbar can collapse too. */
  onNavigate: () => void;
}

/**
 * A disclosure dropdown of links (WAI-ARIA disclosure navigation), native from the first paint:
 * a `<details>` whose summary shows and hides a list of ordinary links, with or without the
 * app. Once the app runs, Escape, a press outside and focus moving on close it, and arrow keys,
 * Home and End move through the links on top of Tab.
 */
export function NavDropdown({ label, items, currentRoute, onNavigate }: NavDropdownProps) {
  const { ref, close, onKeyDown, onBlur } = useDisclosure({ dismissible: true });
  const containsCurrent = items.some((item) => item.route === currentRoute);

  const links = () => [...(ref.current?.querySelectorAll<HTMLAnchorElement>('li > a') ?? [])];

  const focusLink = (index: number) => {
    const all = links();
    all[Math.max(0, Math.min(index, all.length - 1))]?.focus();
  };

  // The browser shows the links as soon as `open` is set, so focus can move into them at once.
  const openAndFocus = (index: number) => {
    if (ref.current) ref.current.open = true;
    focusLink(index);
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(event.key === 'ArrowDown' ? 0 : items.length - 1);
    }
  };

  const onListKeyDown = (event: KeyboardEvent) => {
    const current = links().indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: items.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      focusLink(moves[event.key] ?? 0);
    }
  };

  const choose = () => {
    close();
    onNavigate();
  };

  return (
    // `open` is the browser's (see useDisclosure): set before the app ran, it is no mismatch.
    <Container ref={ref} onKeyDown={onKeyDown} onBlur={onBlur} suppressHydrationWarning>
      <Trigger aria-current={containsCurrent ? 'true' : undefined} onKeyDown={onTriggerKeyDown}>
        {label}
        <Caret aria-hidden="true" viewBox="0 0 12 12" width="12" height="12">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" />
        </Caret>
      </Trigger>
      <Panel onKeyDown={onListKeyDown}>
        {items.map((item) => (
          <li key={item.route}>
            {item.dividerBefore && <Divider />}
            <ItemLink
              href={routePaths[item.route].path}
              aria-current={item.route === currentRoute ? 'page' : undefined}
              onClick={choose}
            >
              {item.label}
            </ItemLink>
          </li>
        ))}
      </Panel>
    </Container>
  );
}

const Container = styled.details`
  position: relative;
`;

const Trigger = styled.summary`
  ${summaryReset}
  ${navEntryStyles}
  justify-content: space-between;
`;

const Caret = styled.svg`
  transition: transform ${vars.motion.fastMs} ${vars.motion.easing};

  [open] > summary > & {
    transform: rotate(180deg);
  }
`;

const Panel = styled.ul`
  ${listReset}
  padding-block: ${vars.space[1]} ${vars.space[2]};
  padding-inline-start: ${vars.space[4]};

  ${({ theme }) => up(theme.responsive.navbarExpand)} {
    ${navPanelStyles}
    min-width: 17rem;
  }
`;

const Divider = styled.hr`
  margin: ${vars.space[2]} 0;
  border: 0;
  border-top: 1px solid ${vars.colors.navbarBorder};
`;

const ItemLink = styled(SiteLink)`
  ${navEntryStyles}
  border-radius: 0;

  /* The ring is drawn inside the item, so the panel's edges never cut it off. */
  &:focus-visible {
    outline-offset: calc(-1 * ${vars.layout.focusRing});
    box-shadow: inset 0 0 0 ${vars.layout.focusHalo} ${vars.colors.focusHalo};
  }

  ${({ theme }) => up(theme.responsive.navbarExpand)} {
    padding: ${vars.space[2]} ${vars.space[4]};
  }
`;
