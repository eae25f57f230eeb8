import { APPLICATION_FLOW, RENEWAL_FLOW } from '@shared/domain/steps/flows';
import { useMemo } from 'react';
import { type RouteObject, useLocation, useRoutes } from 'react-router';
import { LoginPage } from '../features/auth/routes/login-page';
import { renewalRoutes } from '../features/employee-application/renewal/routes';
import { applicationRoutes } from '../features/employee-application/routes';
import { lazyNamed } from '../lib/lazy-named';
import { BadLinkPage } from './bad-link-page';
import { HomeRedirect, PublicLayout, RootLayout, SignedInLayout } from './layouts';
import { PageErrorBoundary, RootErrorBoundary } from './route-error';
import { RouteAreaContext, type RouteHandle, routeAreaAt } from './route-handle';

// Loaded on first visit, so the sign-in page carries only its own code (see lazyNamed).
const AdminModeLayout = lazyNamed(
  () => import('../features/employee-application/routes/admin-mode-layout'),
  'AdminModeLayout',
);
// The employee renewal application's layouts (issue 13, decision 0038): the renewal's record and wizard.
const RenewalLayout = lazyNamed(
  () => import('../features/employee-application/renewal/routes/renewal-layouts'),
  'RenewalLayout',
);
const RenewalAdminLayout = lazyNamed(
  () => import('../features/employee-application/renewal/routes/renewal-layouts'),
  'RenewalAdminLayout',
);
const AdminHomePage = lazyNamed(() => import('../features/admin/routes/admin-home-page'), 'AdminHomePage');
const OutboxPage = lazyNamed(() => import('../features/admin/routes/outbox-page'), 'OutboxPage');
const OutboxMessagePage = lazyNamed(
  () => import('../features/admin/routes/outbox-message-page'),
  'OutboxMessagePage',
);
// The employer dashboard's own route table, with every page below it (features/employer-dashboard/routes.tsx).
const EmployerDashboardRoutes = lazyNamed(
  () => import('../features/employer-dashboard/routes'),
  'EmployerDashboardRoutes',
);
const CompanyDashboardEntryPage = lazyNamed(
  () => import('../features/employer-dashboard/routes/company-dashboard-entry-page'),
  'CompanyDashboardEntryPage',
);
const LogoutPage = lazyNamed(() => import('../features/auth/routes/logout-page'), 'LogoutPage');
const SwitchCompanyPage = lazyNamed(
  () => import('../features/employer-dashboard/routes/switch-company-page'),
  'SwitchCompanyPage',
);
const SupportPage = lazyNamed(
  () => import('../features/employer-dashboard/routes/support-page'),
  'SupportPage',
);
const PartnersPage = lazyNamed(() => import('../features/admin/routes/partners-page'), 'PartnersPage');

const CreateAccountPage = lazyNamed(
  () => import('../features/create-account/routes/create-account-page'),
  'CreateAccountPage',
);

/** Every area ends with this, so a path it does not define yet shows the bad-link page. */
const badLinkRoute: RouteObject = { path: '*', element: <BadLinkPage /> };

const employeeArea: RouteHandle = { area: 'employee' };
const adminModeArea: RouteHandle = { area: 'employee', adminMode: true };
const employerArea: RouteHandle = { area: 'employer' };

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, element: <HomeRedirect /> },
      {
        element: <PublicLayout />,
        children: [
          {
            element: <PageErrorBoundary />,
            children: [
              { path: 'login', element: <LoginPage /> },
              { path: ':companyIdToken/create-account/:account?', element: <CreateAccountPage /> },
              badLinkRoute,
            ],
          },
        ],
      },
      {
        element: <SignedInLayout />,
        children: [
          {
            element: <PageErrorBoundary />,
            children: [
              {
                path: APPLICATION_FLOW.basePath.slice(1),
                handle: employeeArea,
                children: [...applicationRoutes, badLinkRoute],
              },
              {
                path: APPLICATION_FLOW.adminBasePath!.slice(1),
                handle: adminModeArea,
                element: <AdminModeLayout />,
                children: [...applicationRoutes, badLinkRoute],
              },
              {
                path: RENEWAL_FLOW.basePath.slice(1),
                handle: employeeArea,
                element: <RenewalLayout />,
                children: [...renewalRoutes, badLinkRoute],
              },
              {
                path: RENEWAL_FLOW.adminBasePath!.slice(1),
                handle: adminModeArea,
                element: <RenewalAdminLayout />,
                children: [...renewalRoutes, badLinkRoute],
              },
              {
                // The dashboard's pages are in its own table, loaded with it.
                path: 'employer-dashboard/*',
                handle: employerArea,
                element: <EmployerDashboardRoutes />,
              },
              {
                path: 'company/:companyId/small-group/employer-dashboard',
                handle: employerArea,
                element: <CompanyDashboardEntryPage />,
              },
              { path: 'switch-company', handle: employerArea, element: <SwitchCompanyPage /> },
              { path: 'logout', element: <LogoutPage /> },
              { path: 'support', handle: employerArea, element: <SupportPage /> },
              {
                // Operations' tools, reached from the account menu's Admin item.
                path: 'admin',
                children: [
                  { index: true, element: <AdminHomePage /> },
                  { path: 'outbox', element: <OutboxPage /> },
                  { path: 'outbox/:messageId', element: <OutboxMessagePage /> },
                  { path: 'partners', element: <PartnersPage /> },
                  badLinkRoute,
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

/** The page at the current address, with its area for the shell; inside the browser router. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const area = useMemo(() => routeAreaAt(routes, pathname), [pathname]);
  const page = useRoutes(routes);
  return (
    <RouteAreaContext.Provider value={area}>
      <RootErrorBoundary>{page}</RootErrorBoundary>
    </RouteAreaContext.Provider>
  );
}
