import { BadLinkPage } from '@client/app/bad-link-page';
import { lazyNamed } from '@client/lib/lazy-named';
import { BOR_EMBEDDED_PATHS, BOR_STANDARD_PATHS } from '@shared/domain/broker-of-record/application';
import type { RouteObject } from 'react-router';
import { useRoutes } from 'react-router';
import { RootRedirect } from './routes/root-redirect';

/*
 * Broker of record (spec 3 §2, issue 15, decisions 0048 and 0049), below /broker-of-record: both modes' pages in
 * one table, loaded when first opened (decision 0019). The root goes where the company's application is.
 */
const BasicInformationPage = lazyNamed(
  () => import('./routes/standard/basic-information-page'),
  'BasicInformationPage',
);
const SignPage = lazyNamed(() => import('./routes/standard/sign-page'), 'SignPage');
const PolicyPage = lazyNamed(() => import('./routes/standard/policy-page'), 'PolicyPage');
const SuccessPage = lazyNamed(() => import('./routes/standard/success-page'), 'SuccessPage');

const at = (path: string) => path.slice(1);

/** Standard mode (spec 3 §2 "Standard four-step flow"). */
const standardRoutes: RouteObject[] = [
  { path: at(BOR_STANDARD_PATHS.basicInformation), element: <BasicInformationPage /> },
  { path: at(BOR_STANDARD_PATHS.sign), element: <SignPage /> },
  { path: at(BOR_STANDARD_PATHS.policy), element: <PolicyPage /> },
  { path: at(BOR_STANDARD_PATHS.success), element: <SuccessPage /> },
];

// ---- Embedded (partner) mode: the bor-embedded lane's block (decision 0050). ------------------------------
const LandingPage = lazyNamed(() => import('./routes/embedded/landing-page'), 'LandingPage');
const CompanyInformationPage = lazyNamed(
  () => import('./routes/embedded/company-information-page'),
  'CompanyInformationPage',
);
const CurrentPlanPage = lazyNamed(() => import('./routes/embedded/current-plan-page'), 'CurrentPlanPage');
const ConfirmationPage = lazyNamed(() => import('./routes/embedded/confirmation-page'), 'ConfirmationPage');
const ContributionsPage = lazyNamed(
  () => import('./routes/embedded/contributions-page'),
  'ContributionsPage',
);
const FileUploadPage = lazyNamed(() => import('./routes/embedded/file-upload-page'), 'FileUploadPage');
const DeductionsPage = lazyNamed(() => import('./routes/embedded/deductions-page'), 'DeductionsPage');
const DonePage = lazyNamed(() => import('./routes/embedded/done-page'), 'DonePage');

/** Embedded or partner mode (spec 3 §2): the landing page, the five sections, deductions (netsuite), done. */
const embeddedRoutes: RouteObject[] = [
  { path: at(BOR_EMBEDDED_PATHS.landingPage), element: <LandingPage /> },
  { path: at(BOR_EMBEDDED_PATHS.companyInformation), element: <CompanyInformationPage /> },
  { path: at(BOR_EMBEDDED_PATHS.currentPlan), element: <CurrentPlanPage /> },
  { path: at(BOR_EMBEDDED_PATHS.confirmation), element: <ConfirmationPage /> },
  { path: at(BOR_EMBEDDED_PATHS.contributions), element: <ContributionsPage /> },
  { path: at(BOR_EMBEDDED_PATHS.fileUpload), element: <FileUploadPage /> },
  { path: at(BOR_EMBEDDED_PATHS.deductions), element: <DeductionsPage /> },
  { path: at(BOR_EMBEDDED_PATHS.done), element: <DonePage /> },
];
// ---- End of the embedded block. ---------------------------------------------------------------------------

const borRoutes: RouteObject[] = [
  { index: true, element: <RootRedirect /> },
  ...standardRoutes,
  ...embeddedRoutes,
  { path: '*', element: <BadLinkPage /> },
];

export function BrokerOfRecordRoutes() {
  return useRoutes(borRoutes);
}
