import { profile } from '@/content/profile';
import { routes, type RouteId } from '@/routes';

/** The main heading a route shows: its title, except Home, which greets. */
export function pageHeading(id: RouteId): string {
  return id === 'home' ? profile.greeting : routes[id].title;
}
