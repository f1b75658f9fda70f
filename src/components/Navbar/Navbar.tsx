import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { canHover, down, noScript, up } from '@theme/media';
import { listReset, navbarFocus } from '@theme/mixins';
import { vars } from '@theme/vars';
import { profile } from '@/content/profile';
import { useScriptRunning } from '@/hooks/useScriptRunning';
import {
  findRoute,
  isWritingPath,
  navigation,
  navigationWith,
  normalizePath,
  routes,
  writing,
  type SiteNavEntry,
} from '@/routes';
import { sitePath } from '@/sitePath';
import { useShownLocation } from '@/hooks/useShownLocation';
import { useHydrationMark } from '@/hooks/useHydrationMark';
import { VisuallyHidden } from '../VisuallyHidden';
import { NavDropdown } from './NavDropdown';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { beforeHydration, navEntryStyles, navToggleStyles } from './navStyles';

const menuId = 'navbar-menu';

/** The navbar's entries: the writing section's among them only when the build has a post. */
const entries: SiteNavEntry[] = __HAS_WRITING__ ? navigationWith(true) : navigation;

/** The sticky site navigation shown above every route. */
export function Navbar() {
  // The page on screen, not the address: the navbar marks a new page as it arrives, so a
  // click's first frame does not wait for the navbar to render again.
  const shownLocation = useShownLocation().location;
  const currentRoute = findRoute(shownLocation)?.id;
  const [menuOpen, setMenuOpen] = useState(false);
  const collapse = () => setMenuOpen(false);
  const hydrated = useScriptRunning();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuAreaRef = useRef<HTMLDivElement>(null);
  useHydrationMark('navbar');

  // Taking over from CSS: a menu the visitor opened before the app ran stays open.
  useEffect(() => {
    const toggle = toggleRef.current;
    if (!toggle || getComputedStyle(toggle).display === 'none') return;
    if (menuAreaRef.current?.matches(':focus-within, :hover')) setMenuOpen(true);
  }, []);

  const collapseOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && menuOpen) collapse();
  };

  return (
    <Header>
      <Nav aria-label="Main" data-hydrated={hydrated || undefined} onKeyDown={collapseOnEscape}>
        <Brand href="/#home" onClick={collapse}>
          {profile.brandName}
        </Brand>
        <MenuArea ref={menuAreaRef}>
          <Toggle
            ref={toggleRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((wasOpen) => !wasOpen)}
          >
            <VisuallyHidden>Menu</VisuallyHidden>
            <ToggleIcon aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
              {/* Three bars while the menu is closed, a cross while it is open. */}
              <path
                d={menuOpen ? 'M5 5l14 14M19 5L5 19' : 'M3 6h18M3 12h18M3 18h18'}
                stroke="currentColor"
                strokeWidth="2"
              />
            </ToggleIcon>
          </Toggle>
          <Menu id={menuId} $open={menuOpen}>
            {entries.map((entry) =>
              entry.kind === 'writing' ? (
                <li key={entry.label}>
                  {/* The section's pages are drawn by the build alone: a plain link loads them. */}
                  <EntryAnchor
                    href={sitePath(writing.path)}
                    aria-current={
                      normalizePath(shownLocation) === writing.path
                        ? 'page'
                        : isWritingPath(shownLocation)
                          ? 'true'
                          : undefined
                    }
                  >
                    {entry.label}
                  </EntryAnchor>
                </li>
              ) : entry.kind === 'link' ? (
                <li key={entry.route}>
                  <EntryLink
                    href={routes[entry.route].path}
                    aria-current={entry.route === currentRoute ? 'page' : undefined}
                    onClick={collapse}
                  >
                    {entry.label}
                  </EntryLink>
                </li>
              ) : (
                <li key={entry.label}>
                  <NavDropdown
                    label={entry.label}
                    items={entry.items}
                    currentRoute={currentRoute}
                    onNavigate={collapse}
                  />
                </li>
              ),
            )}
          </Menu>
        </MenuArea>
        <ColorSchemeToggle />
      </Nav>
    </Header>
  );
}

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${vars.zIndex.navbar};
  background: ${vars.colors.navbarBg};
  box-shadow: ${vars.shadows.navbar};
  ${navbarFocus}
`;

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: ${vars.space[2]};
  max-width: ${vars.layout.contentMaxWidth};
  min-height: ${vars.layout.navbarHeight};
  margin: 0 auto;
  padding: ${vars.space[1]} ${vars.space[4]};
`;

/* Its margin pushes the rest of the row to the right. */
const Brand = styled(Link)`
  margin-right: auto;
  padding: ${vars.space[2]} 0;
  color: ${vars.colors.navbarText};
  font-size: ${vars.fontSizes.lg};
  font-weight: ${vars.fontWeights.bold};
  text-decoration: none;

  ${canHover} {
    &:hover {
      color: ${vars.colors.navbarAccent};
    }
  }
`;

/**
 * The toggle and the menu, together for the CSS that opens the menu before the app runs: focus
 * moving from one to the other stays within this element. It draws no box of its own.
 */
const MenuArea = styled.div`
  display: contents;
`;

const Toggle = styled.button`
  ${navToggleStyles}

  /* Without JavaScript it could not open the menu, which is then always shown instead. */
  ${noScript} {
    display: none;
  }

  ${({ theme }) => up(theme.responsive.navbarExpand)} {
    display: none;
  }
`;

const ToggleIcon = styled.svg`
  display: block;
`;

const Menu = styled.ul<{ $open: boolean }>`
  ${listReset}

  ${({ theme }) => down(theme.responsive.navbarExpand)} {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
    /* A row of its own under the toggles. */
    order: 1;
    flex-basis: 100%;
    padding: ${vars.space[2]} 0;

    /* Until the app runs, the toggle opens the menu with CSS: while the toggle or the menu
       holds the focus or the pointer. */
    ${beforeHydration} ${MenuArea}:is(:focus-within, :hover) > & {
      display: block;
    }
  }

  ${noScript} {
    display: block;
  }

  ${({ theme }) => up(theme.responsive.navbarExpand)} {
    display: flex;
    align-items: center;
    gap: ${vars.space[1]};
  }
`;

const EntryLink = styled(Link)`
  ${navEntryStyles}
`;

const EntryAnchor = styled.a`
  ${navEntryStyles}
`;
