import { navigation, navLinks, routes, type NavEntry, type NavItem, type RouteId } from '@/routes';

/** The navbar's label for a route. */
export function navLabel(id: RouteId): string {
  const link = navLinks.find((entry) => entry.route === id);
  if (!link) throw new Error(`the navbar has no link to ${id}`);
  return link.label;
}

type Dropdown = Extract<NavEntry, { kind: 'dropdown' }>;

/** The navbar's dropdown, and its items with their paths, top to bottom. */
export function navDropdown(): Omit<Dropdown, 'items'> & { items: (NavItem & { path: string })[] } {
  const dropdown = navigation.find((entry): entry is Dropdown => entry.kind === 'dropdown');
  if (!dropdown) throw new Error('the navbar has no dropdown');
  if (dropdown.items.length < 3) throw new Error('these tests need three items in the dropdown');
  return {
    ...dropdown,
    items: dropdown.items.map((item) => ({ ...item, path: routes[item.route].path })),
  };
}

/** The navbar's top-level links, left to right. */
export const topLinks = navigation.flatMap((entry) => (entry.kind === 'link' ? [entry] : []));
