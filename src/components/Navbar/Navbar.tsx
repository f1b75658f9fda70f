import styled from 'styled-components';
import { SiteLink } from '../SiteLink';
import { canHover, down, up } from '@theme/media';
import { listReset, navbarFocus, summaryReset } from '@theme/mixins';
import { vars } from '@theme/vars';
import { useContent, useLanguage } from '@/hooks/useContent';
import { useScriptRunning } from '@/hooks/useScriptRunning';
import {
  findRoute,
  isWritingPath,
  navigationWith,
  normalizePath,
  routePaths,
  writingPaths,
} from '@/routes';
import { useShownLocation } from '@/hooks/useShownLocation';
import { useDisclosure } from '@/hooks/useDisclosure';
import { useHydrationMark } from '@/hooks/useHydrationMark';
import { VisuallyHidden } from '../VisuallyHidden';
import { NavDropdown } from './NavDropdown';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { LanguageSwitcher } from './LanguageSwitcher';
import { navEntryStyles, navToggleStyles } from './navStyles';

const menuId = 'navbar-menu';

/**
 * The sticky site navigation shown above every route. Below the navbar's breakpoint its entries
 * sit behind the Menu toggle, a native disclosure that opens from the first paint, with or
 * without the app; the app closes it when a link is chosen or on Escape.
 */
export function Navbar() {
  const { ui, routeText, profile } = useContent();
  const { pagePath, hasWriting } = useLanguage();
  // The writing section's entry is there only when the build has a post in this language.
  const entries = navigationWith(hasWriting, routeText);
  // The page on screen, not the address: the navbar marks a new page as it arrives, so a
  // click's first frame does not wait for the navbar to render again.
  const shownLocation = useShownLocation().location;
  const currentRoute = findRoute(shownLocation)?.id;
  const hydrated = useScriptRunning();
  const { ref: menuRef, close: closeMenu, onKeyDown: closeMenuOnEscape } = useDisclosure();
  const collapse = () => closeMenu();
  useHydrationMark('navbar');

  return (
    <Header>
      <Nav
        aria-label={ui.navbar.name}
        data-hydrated={hydrated || undefined}
        onKeyDown={closeMenuOnEscape}
      >
        <Brand href="/#home" onClick={collapse}>
          {profile.brandName}
        </Brand>
        {/* `open` is the browser's (see useDisclosure): set before the app ran, it is no
        mismatch. */}
        <MenuToggle ref={menuRef} suppressHydrationWarning>
          <MenuSummary aria-controls={menuId}>
            <VisuallyHidden>{ui.navbar.menu}</VisuallyHidden>
            <ToggleIcon aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
              {/* Three bars while the menu is closed, a cross while it is open. */}
              <MenuBars d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
              <MenuCross d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" />
            </ToggleIcon>
          </MenuSummary>
        </MenuToggle>
        <Menu id={menuId}>
          {entries.map((entry) =>
            entry.kind === 'writing' ? (
              <li key={entry.label}>
                {/* The section's pages are drawn by the build alone: a plain link loads them. */}
                <EntryAnchor
                  href={pagePath(writingPaths.path)}
                  aria-current={
                    normalizePath(shownLocation) === writingPaths.path
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
                  href={routePaths[entry.route].path}
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
        {__MULTILINGUAL__ && <LanguageSwitcher />}
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

/* Its margin pushes the rest of the row to the end. */
const Brand = styled(SiteLink)`
  margin-inline-end: auto;
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

const MenuBars = styled.path``;
const MenuCross = styled.path``;

/**
 * The Menu toggle: a disclosure whose summary alone shows. The menu it opens is the list after
 * it, so that from the navbar's breakpoint up the same list is the row of entries.
 */
const MenuToggle = styled.details`
  &:not([open]) ${MenuCross}, &[open] ${MenuBars} {
    display: none;
  }

  ${({ theme }) => up(theme.responsive.navbarExpand)} {
    display: none;
  }
`;

const MenuSummary = styled.summary`
  ${summaryReset}
  ${navToggleStyles}
`;

const ToggleIcon = styled.svg`
  display: block;
`;

const Menu = styled.ul`
  ${listReset}

  ${({ theme }) => down(theme.responsive.navbarExpand)} {
    display: none;
    /* A row of its own under the toggles. */
    order: 1;
    flex-basis: 100%;
    padding: ${vars.space[2]} 0;

    ${MenuToggle}[open] + & {
      display: block;
    }
  }

  ${({ theme }) => up(theme.responsive.navbarExpand)} {
    display: flex;
    align-items: center;
    gap: ${vars.space[1]};
  }
`;

const EntryLink = styled(SiteLink)`
  ${navEntryStyles}
`;

const EntryAnchor = styled.a`
  ${navEntryStyles}
`;
