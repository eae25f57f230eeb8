import { BadLinkPage } from '@client/app/bad-link-page';
import { lazyNamed } from '@client/lib/lazy-named';
import { type RouteObject, useRoutes } from 'react-router';

/*
 * Individual term life's pages (decision 0044), below /individual-life: the offline carrier's page at
 * /individual-life/carrier/{reference}, where the apply call's address leads.
 */
const OfflineCarrierPage = lazyNamed(() => import('./offline-carrier-page'), 'OfflineCarrierPage');

const routes: RouteObject[] = [
  { path: 'carrier/:reference', element: <OfflineCarrierPage /> },
  { path: '*', element: <BadLinkPage /> },
];

/** The route table of individual term life (the app's table names only its base path). */
export function IndividualLifeRoutes() {
  return useRoutes(routes);
}
