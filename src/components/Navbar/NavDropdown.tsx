import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { flushSync } from 'react-dom';
import styled from 'styled-components';
import { Link } from 'wouter';
import { up } from '@theme/media';
import { listReset } from '@theme/mixins';
import { vars } from '@theme/vars';
import { routes, type NavItem, type RouteId } from '@/routes';
import { useDismissOnOutsidePointer } from '@/hooks/useDismissOnOutsidePointer';
import { beforeHydration, navEntryStyles, navPanelStyles } from './navStyles';

interface NavDropdownProps {
  label: string;
  items: NavItem[];
  /** The route shown now, if any: its item is marked as the current page. */
  currentRoute: RouteId | undefined;
  /** Called after an item is chosen, so the navbar can collapse too. */
  onNavigate: () => void;
}

/**
 * A disclosure dropdown of links (WAI-ARIA disclosure navigation): a button that shows and
 * hides a list of ordinary links, with arrow keys, Home and End on top of Tab.
 */
export function NavDropdown({ label, items, currentRoute, onNavigate }: NavDropdownProps) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const listId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const linkRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const containsCurrent = items.some((item) => item.route === currentRoute);

  // Taking over from CSS: a list the visitor opened before the app ran stays open.
  useEffect(() => {
    if (containerRef.current?.matches(':focus-within, :hover')) setOpen(true);
  }, []);

  useDismissOnOutsidePointer(containerRef, open, close);

  const focusLink = (index: number) => {
    const links = linkRefs.current;
    links[Math.max(0, Math.min(index, links.length - 1))]?.focus();
  };

  // The links only exist while open, so open synchronously before moving focus into them.
  const openAndFocus = (index: number) => {
    flushSync(() => setOpen(true));
    focusLink(index);
  };

  const closeAndReturnFocus = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAndFocus(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(items.length - 1);
    } else if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = linkRefs.current.indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: items.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      focusLink(moves[event.key] ?? 0);
    } else if (event.key === 'Escape') {
      event.stopPropagation();
      closeAndReturnFocus();
    }
  };

  // Focus moving to another control closes it. Focus going nowhere (a click on the panel's
  // padding, a switch to another window) does not: clicks outside are handled above.
  const closeIfFocusLeaves = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !containerRef.current?.contains(next)) setOpen(false);
  };

  const choose = () => {
    setOpen(false);
    onNavigate();
  };

  return (
    <Container ref={containerRef} onBlur={closeIfFocusLeaves}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-current={containsCurrent ? 'true' : undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        onKeyDown={onTriggerKeyDown}
      >
        {label}
        <Caret aria-hidden="true" viewBox="0 0 12 12" width="12" height="12">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" />
        </Caret>
      </Trigger>
      <Panel id={listId} hidden={!open} onKeyDown={onListKeyDown}>
        {items.map((item, index) => (
          <li key={item.route}>
            {item.dividerBefore && <Divider />}
            <ItemLink
              ref={(element) => {
                linkRefs.current[index] = element;
              }}
              href={routes[item.route].path}
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

const Container = styled.div`
  position: relative;

  /* Until the app runs (for good, without JavaScript) the trigger cannot open the list:
     pointing at it or focusing it does. */
  ${beforeHydration} &:is(:hover, :focus-within) > [hidden] {
    display: block;
  }
`;

const Trigger = styled.button`
  ${navEntryStyles}
  width: 100%;
  justify-content: space-between;

  ${({ theme }) => up(theme.responsive.navbarExpand)} {
    width: auto;
  }
`;

const Caret = styled.svg`
  transition: transform ${vars.motion.fastMs} ${vars.motion.easing};

  [aria-expanded='true'] > & {
    transform: rotate(180deg);
  }
`;

const Panel = styled.ul`
  ${listReset}
  padding: ${vars.space[1]} 0 ${vars.space[2]} ${vars.space[4]};

  &[hidden] {
    display: none;
  }

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

const ItemLink = styled(Link)`
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
