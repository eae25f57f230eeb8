import { useMatches } from 'react-router';
import type { AppArea } from './account-menu-items';

/** What a route tells the shell about itself (set as the route's `handle`). */
export interface RouteHandle {
  area?: AppArea;
  adminMode?: boolean;
}

/** The area of the current page (from its deepest route that names one) and whether it is admin mode. */
export function useRouteArea(): { area: AppArea; adminMode: boolean } {
  const handles = useMatches().map((match) => match.handle as RouteHandle | undefined);
  return {
    area: handles.findLast((handle) => handle?.area)?.area ?? 'other',
    adminMode: handles.some((handle) => handle?.adminMode),
  };
}
