import { createContext, useContext } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import type { AppArea } from './account-menu-items';

/** What a route tells the shell about itself (set as the route's `handle`). */
export interface RouteHandle {
  area?: AppArea;
  adminMode?: boolean;
}

/** Where the current page belongs, for the account menu. */
export interface RouteArea {
  area: AppArea;
  adminMode: boolean;
}

/**
 * The area of the page at `pathname` (from its deepest route that names one) and whether it is admin mode.
 * Read from the route table because the shell (the account menu) sits above the page's routes.
 */
export function routeAreaAt(routes: RouteObject[], pathname: string): RouteArea {
  const handles = (matchRoutes(routes, pathname) ?? []).map(
    (match) => match.route.handle as RouteHandle | undefined,
  );
  return {
    area: handles.findLast((handle) => handle?.area)?.area ?? 'other',
    adminMode: handles.some((handle) => handle?.adminMode),
  };
}

/** The current page's area, provided around the routes (see AppRoutes). */
export const RouteAreaContext = createContext<RouteArea>({ area: 'other', adminMode: false });

/** The area of the current page and whether it is admin mode. */
export function useRouteArea(): RouteArea {
  return useContext(RouteAreaContext);
}
