import {
  TOAST_CONNECT_PATH,
  TOAST_LAUNCH_PREFIX,
  TOAST_LAUNCH_PRODUCTS,
} from '@shared/domain/partner-popup-routes';
import { APPLICATION_FLOW, RENEWAL_FLOW } from '@shared/domain/steps/flows';
import { useMemo } from 'react';
import { type RouteObject, useLocation, useRoutes } from 'react-router';
import { LoginPage } from '../features/auth/routes/login-page';
import { renewalRoutes } from '../features/employee-application/renewal/routes';
import { applicationRoutes } from '../features/employee-application/routes';
import { lazyNamed } from '../lib/lazy-named';
import { BadLinkPage } from './bad-link-page';
import { HomeRedirect, PublicLayout, RootLayout, SignedInLayout, SignedInOr } from './layouts';
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
// The employee dashboard (issue 14 item 1, decision 0041): its pages in its own table.
// Operations' tools (the Admin menu), in their own table (features/admin/routes.tsx).
const AdminRoutes = lazyNamed(() => import('../features/admin/routes'), 'AdminRoutes');
const EmployeeDashboardRoutes = lazyNamed(
  () => import('../features/employee-dashboard/routes'),
  'EmployeeDashboardRoutes',
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
// The employer's renewal (issue 13 item 3), its pages in its own table.
const EmployerRenewalRoutes = lazyNamed(
  () => import('../features/employer-renewal/routes'),
  'EmployerRenewalRoutes',
);
const IndividualApplicationRoutes = lazyNamed(
  () => import('../features/individual-application/routes'),
  'IndividualApplicationRoutes',
);
// Individual term life (issue 14 item 3, decision 0044): the offline carrier's page.
const IndividualLifeRoutes = lazyNamed(
  () => import('../features/individual-life/routes'),
  'IndividualLifeRoutes',
);
const LogoutPage = lazyNamed(() => import('../features/auth/routes/logout-page'), 'LogoutPage');
const SwitchCompanyPage = lazyNamed(
  () => import('../features/employer-dashboard/routes/switch-company-page'),
  'SwitchCompanyPage',
);
// Issue 17 item 1: the restaurant-payroll company picker after a partner sign-in (decision 0055).
const SelectToastCompanyPage = lazyNamed(
  () => import('../features/partner-sign-in/routes/select-toast-company-page'),
  'SelectToastCompanyPage',
);
const ToastPopupPage = lazyNamed(
  () => import('../features/partner-sign-in/routes/toast-popup-page'),
  'ToastPopupPage',
);
// Issue 17: the accounting-software connect's account step after a QuickBooks sign-in (decision 0058).
const IntuitRouterPage = lazyNamed(
  () => import('../features/partner-sign-in/routes/intuit-router-page'),
  'IntuitRouterPage',
);
const SupportPage = lazyNamed(
  () => import('../features/employer-dashboard/routes/support-page'),
  'SupportPage',
);
// Issue 17 item 3: the signed-in person's account settings and data requests (decision 0056).
const AccountPage = lazyNamed(() => import('../features/account/routes/account-page'), 'AccountPage');
// Issue 18 part 4: /account, where optional e-mails link to turn them off (decision 0063).
const OwnAccountRedirect = lazyNamed(
  () => import('../features/account/routes/account-page'),
  'OwnAccountRedirect',
);
// Issue 13 item 5: the renewal suite comparison (features/renewal-suites/routes.tsx).
const RenewalSuitesRoutes = lazyNamed(
  () => import('../features/renewal-suites/routes'),
  'RenewalSuitesRoutes',
);
// /employer-renewal and its overview show the comparison (docs/spec/2 §2.2).
const RenewalComparisonEntryRoutes = lazyNamed(
  () => import('../features/renewal-suites/routes'),
  'EmployerRenewalRoutes',
);
// Open-enrollment setup (issue 13, decision 0036): its own route table, and operations' queue.
const OpenEnrollmentSetupRoutes = lazyNamed(
  () => import('../features/open-enrollment/routes'),
  'OpenEnrollmentSetupRoutes',
);

// Broker of record (issue 15, decisions 0048 and 0049): both modes' pages in its own table.
const BrokerOfRecordRoutes = lazyNamed(
  () => import('../features/broker-of-record/routes'),
  'BrokerOfRecordRoutes',
);

// Registration (issue 16, decision 0052): /register and benefits administration, public until Get Started.
const RegisterPage = lazyNamed(() => import('../features/registration/routes/register-page'), 'RegisterPage');
const BenAdminRegistrationRoutes = lazyNamed(
  () => import('../features/registration/routes'),
  'BenAdminRegistrationRoutes',
);
// Large group quote request (issue 16 item 4, decision 0054), its pages in its own table.
const LargeGroupRoutes = lazyNamed(() => import('../features/large-group/routes'), 'LargeGroupRoutes');

// Issue 17: the partner pages (decision 0059), in one module.
const PartnerPage = lazyNamed(() => import('../features/partner-pages/routes'), 'PartnerPage');

// The company's officer signs the broker-of-record letters from their e-mail's link, signed out (decision 0081).
const OfficerSignPage = lazyNamed(
  () => import('../features/broker-of-record/routes/officer-sign-page'),
  'OfficerSignPage',
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
              {
                path: 'broker-of-record/officer-sign/:token',
                handle: employerArea,
                element: <OfficerSignPage />,
              },
              { path: 'register', element: <RegisterPage /> },
              // The restaurant-payroll popup (decision 0057): public, the popup signs in at the partner.
              { path: TOAST_CONNECT_PATH.slice(1), handle: employerArea, element: <ToastPopupPage /> },
              // One launch page per plan line of the fixed list; any other product is a bad link.
              ...TOAST_LAUNCH_PRODUCTS.map(
                (product): RouteObject => ({
                  path: `${TOAST_LAUNCH_PREFIX.slice(1)}${product}`,
                  handle: employerArea,
                  element: <ToastPopupPage product={product} />,
                }),
              ),
              {
                path: 'register-benefits-administration/*',
                handle: employerArea,
                element: <BenAdminRegistrationRoutes />,
              },
              {
                // A signed-out visitor registers first (decision 0052), or logs in from /register and comes back.
                path: 'register-large-group/*',
                handle: employerArea,
                element: (
                  <SignedInOr to="/register?path=large-group">
                    <LargeGroupRoutes />
                  </SignedInOr>
                ),
              },
              // Partner pages anyone may reach: a partner's sign-in lands signed-out people on them (0059).
              { path: 'bambee/error/email-in-use', element: <PartnerPage name="email-in-use" /> },
              { path: 'bambee/error', element: <PartnerPage name="partner-error" /> },
              { path: 'intuit/error', element: <PartnerPage name="accounting-error" /> },
              { path: 'unexpected-error', element: <PartnerPage name="unexpected-error" /> },
              {
                path: 'partner-broker-onboarding',
                element: <PartnerPage name="partner-broker-onboarding" />,
              },
              { path: 'payroll-prospect', element: <PartnerPage name="payroll-prospect" /> },
              {
                path: ':partnerType/router/payroll-prospect',
                element: <PartnerPage name="payroll-prospect" />,
              },
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
              { path: 'employee-dashboard/*', handle: employeeArea, element: <EmployeeDashboardRoutes /> },
              {
                // Admin mode: an employee form id in the address (docs/spec/2 §2.6).
                path: 'company-admin/employee-dashboard/:employeeFormId/*',
                handle: adminModeArea,
                element: <EmployeeDashboardRoutes />,
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
              {
                path: 'benefits-administration/open-enrollment-setup/*',
                handle: employerArea,
                element: <OpenEnrollmentSetupRoutes />,
              },
              {
                path: 'benefits-administration/renewal/*',
                handle: employerArea,
                element: <EmployerRenewalRoutes />,
              },
              { path: 'switch-company', handle: employerArea, element: <SwitchCompanyPage /> },
              { path: 'switch-flow', handle: employerArea, element: <PartnerPage name="switch-flow" /> },
              {
                path: 'toast/router/select-toast-company',
                handle: employerArea,
                element: <SelectToastCompanyPage />,
              },
              { path: 'select-toast-company', handle: employerArea, element: <SelectToastCompanyPage /> },
              { path: 'intuit/router', handle: employerArea, element: <IntuitRouterPage /> },
              { path: 'broker-of-record/*', handle: employerArea, element: <BrokerOfRecordRoutes /> },
              { path: 'renewal-suites-comparison/*', handle: employerArea, element: <RenewalSuitesRoutes /> },
              { path: 'employer-renewal/*', handle: employerArea, element: <RenewalComparisonEntryRoutes /> },
              {
                // docs/spec/3's individual dental and vision application: its own wizard, loaded with it.
                path: 'individual-application/*',
                handle: employeeArea,
                element: <IndividualApplicationRoutes />,
              },
              {
                // The apply call's address: the offline carrier's page, standing in for a carrier's site.
                path: 'individual-life/*',
                handle: employeeArea,
                element: <IndividualLifeRoutes />,
              },
              { path: 'logout', element: <LogoutPage /> },
              { path: 'support', handle: employerArea, element: <SupportPage /> },
              { path: 'account', element: <OwnAccountRedirect /> },
              { path: 'account/:accountId', element: <AccountPage /> },
              // Operations' tools, reached from the account menu's Admin item.
              { path: 'admin/*', element: <AdminRoutes /> },
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
