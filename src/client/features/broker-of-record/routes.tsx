import { BadLinkPage } from '@client/app/bad-link-page';
import { PageLoader } from '@client/components/page-loader';
import type { WizardScreens } from '@client/components/wizard/create-wizard';
import { lazyNamed } from '@client/lib/lazy-named';
import {
  BOR_EMBEDDED_FLOW,
  BOR_STANDARD_FLOW,
  type BorEmbeddedStep,
  type BorStandardStep,
} from '@shared/domain/broker-of-record/flows';
import { resolveWizardPath, type WizardFlow } from '@shared/domain/wizard/wizard';
import { type ReactNode, Suspense } from 'react';
import { type RouteObject, useLocation, useRoutes } from 'react-router';
import { useCompanyProfile } from './api/company-profile';
import { borEmbeddedWizard, borStandardWizard } from './wizard';

/*
 * Broker of record (docs/spec/3 §2, issue 15, decisions 0048, 0049 and 0050), below /broker-of-record: two flows on
 * the wizard kit at one base path, the company's mode choosing which runs. The pages load when first opened
 * (decision 0019). The root goes where the company's application is (each flow's entry step).
 */
const BasicInformationPage = lazyNamed(
  () => import('./routes/standard/basic-information-page'),
  'BasicInformationPage',
);
const SignPage = lazyNamed(() => import('./routes/standard/sign-page'), 'SignPage');
const PolicyPage = lazyNamed(() => import('./routes/standard/policy-page'), 'PolicyPage');
const SuccessPage = lazyNamed(() => import('./routes/standard/success-page'), 'SuccessPage');

/** Standard mode (docs/spec/3 §2 "Standard four-step flow"). */
const standardScreens: WizardScreens<BorStandardStep> = {
  step: (step) => {
    switch (step) {
      case 'basicInformation':
        return <BasicInformationPage />;
      case 'sign':
        return <SignPage />;
      case 'policy':
        return <PolicyPage />;
      case 'success':
        return <SuccessPage />;
    }
  },
  badLink: <BadLinkPage />,
};

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

/** Embedded or partner mode (docs/spec/3 §2): the landing page, the five sections, deductions (netsuite), done. */
const embeddedScreens: WizardScreens<BorEmbeddedStep> = {
  step: (step) => {
    switch (step) {
      case 'landingPage':
        return <LandingPage />;
      case 'companyInformation':
        return <CompanyInformationPage />;
      case 'currentPlan':
        return <CurrentPlanPage />;
      case 'confirmation':
        return <ConfirmationPage />;
      case 'contributions':
        return <ContributionsPage />;
      case 'fileUpload':
        return <FileUploadPage />;
      case 'deductions':
        return <DeductionsPage />;
      case 'done':
        return <DonePage />;
    }
  },
  badLink: <BadLinkPage />,
};

/** A page of the other mode's flow leads to this flow's entry, as the root does (decisions 0049, 0050). */
function leadToEntry<S extends string>(
  other: Pick<WizardFlow<S, unknown>, 'steps' | 'paths'>,
  entry: ReactNode,
): RouteObject[] {
  return other.steps.map((step) => ({ path: other.paths[step].slice(1), element: entry }));
}

const standardRoutes: RouteObject[] = [
  ...borStandardWizard.buildRoutes(standardScreens),
  ...leadToEntry(BOR_EMBEDDED_FLOW, borStandardWizard.renderTarget({ kind: 'entry' }, standardScreens)),
];
const embeddedRoutes: RouteObject[] = [
  ...borEmbeddedWizard.buildRoutes(embeddedScreens),
  ...leadToEntry(BOR_STANDARD_FLOW, borEmbeddedWizard.renderTarget({ kind: 'entry' }, embeddedScreens)),
];

/** Whether a path is a page of either flow (or the root): any other is a bad link, without loading the application. */
const isFlowPath = (pathname: string) =>
  resolveWizardPath(BOR_STANDARD_FLOW, pathname).kind !== 'bad_link' ||
  resolveWizardPath(BOR_EMBEDDED_FLOW, pathname).kind !== 'bad_link';

/** The company's mode chooses the flow (decision 0048: from its partner). */
function ModeRoutes() {
  const standard = useCompanyProfile().mode === 'standard';
  return useRoutes(standard ? standardRoutes : embeddedRoutes);
}

export function BrokerOfRecordRoutes() {
  const { pathname } = useLocation();
  if (!isFlowPath(pathname)) return <BadLinkPage />;
  return (
    <Suspense fallback={<PageLoader />}>
      <ModeRoutes />
    </Suspense>
  );
}
