import { APPLICATION_FLOW } from '@shared/domain/steps/flows';
import { useMemo } from 'react';
import { type RouteObject, useLocation, useRoutes } from 'react-router';
import { LoginPage } from '../features/auth/routes/login-page';
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
const ManageEmployeesPage = lazyNamed(
  () => import('../features/employer-dashboard/routes/manage-employees-page'),
  'ManageEmployeesPage',
);
const AdminHomePage = lazyNamed(() => import('../features/admin/routes/admin-home-page'), 'AdminHomePage');
const OutboxPage = lazyNamed(() => import('../features/admin/routes/outbox-page'), 'OutboxPage');
const OutboxMessagePage = lazyNamed(
  () => import('../features/admin/routes/outbox-message-page'),
  'OutboxMessagePage',
);
const DashboardFrame = lazyNamed(
  () => import('../features/employer-dashboard/components/dashboard-frame'),
  'DashboardFrame',
);
const DashboardHomePage = lazyNamed(
  () => import('../features/employer-dashboard/routes/dashboard-home-page'),
  'DashboardHomePage',
);
// One import for the dashboard pages no address opens first (see routes/dashboard-pages.ts).
const loadDashboardPages = () => import('../features/employer-dashboard/routes/dashboard-pages');
const EmployeeStatusPage = lazyNamed(loadDashboardPages, 'EmployeeStatusPage');
const DashboardSuccessPage = lazyNamed(loadDashboardPages, 'DashboardSuccessPage');
const CompanyDashboardEntryPage = lazyNamed(loadDashboardPages, 'CompanyDashboardEntryPage');
const LogoutPage = lazyNamed(() => import('../features/auth/routes/logout-page'), 'LogoutPage');
const SwitchCompanyPage = lazyNamed(
  () => import('../features/employer-dashboard/routes/switch-company-page'),
  'SwitchCompanyPage',
);
// Issue 11 part D: administrators, support, partner-added employees, partner keys.
const ManageAdminsPage = lazyNamed(
  () => import('../features/employer-dashboard/routes/manage-admins-page'),
  'ManageAdminsPage',
);
const SupportPage = lazyNamed(
  () => import('../features/employer-dashboard/routes/support-page'),
  'SupportPage',
);
const PartnerEmployeePage = lazyNamed(
  () => import('../features/employer-dashboard/routes/partner-employee-confirmation-page'),
  'PartnerEmployeePage',
);
const PartnersPage = lazyNamed(() => import('../features/admin/routes/partners-page'), 'PartnersPage');

// Issue 11 part B: add new employee (three pages sharing one draft) and creating the account from an invitation.
const AddNewEmployeeLayout = lazyNamed(
  () => import('../features/employer-dashboard/routes/add-new-employee-layout'),
  'AddNewEmployeeLayout',
);
const AddNewEmployeePage = lazyNamed(
  () => import('../features/employer-dashboard/routes/add-new-employee-page'),
  'AddNewEmployeePage',
);
const AddNewEmployeeConfirmPage = lazyNamed(
  () => import('../features/employer-dashboard/routes/add-new-employee-confirm-page'),
  'AddNewEmployeeConfirmPage',
);
const AddNewEmployeeSuccessPage = lazyNamed(
  () => import('../features/employer-dashboard/routes/add-new-employee-success-page'),
  'AddNewEmployeeSuccessPage',
);
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
                path: 'employer-dashboard',
                handle: employerArea,
                // The dashboard's frame: the company switcher and the people pages' navigation.
                element: <DashboardFrame />,
                children: [
                  { index: true, element: <DashboardHomePage /> },
                  { path: 'manage-employees', element: <ManageEmployeesPage /> },
                  { path: 'employee-status/:employeeFormId', element: <EmployeeStatusPage /> },
                  { path: 'success', element: <DashboardSuccessPage /> },
                  { path: 'company-information/manage-admins', element: <ManageAdminsPage /> },
                  // Its children approve-benefits, deny-benefits and waiting-on-renewal; the page reads which.
                  { path: 'partner-add-employee-confirmation/:choice?', element: <PartnerEmployeePage /> },
                  {
                    path: 'add-new-employee',
                    element: <AddNewEmployeeLayout />,
                    children: [
                      { index: true, element: <AddNewEmployeePage /> },
                      { path: 'confirm', element: <AddNewEmployeeConfirmPage /> },
                      { path: 'success', element: <AddNewEmployeeSuccessPage /> },
                    ],
                  },
                  badLinkRoute,
                ],
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
