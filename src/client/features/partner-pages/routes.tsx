import { EmailInUsePage } from './routes/email-in-use-page';
import { PartnerBrokerOnboardingPage } from './routes/partner-broker-onboarding-page';
import { PartnerErrorPage } from './routes/partner-error-page';
import { PayrollProspectPage } from './routes/payroll-prospect-page';
import { SwitchFlowPage } from './routes/switch-flow-page';

/** The partner pages (decision 0059), one module loaded with the first of them: each is a few lines. */
const PAGES = {
  'email-in-use': EmailInUsePage,
  'partner-error': () => <PartnerErrorPage kind="partner" />,
  'accounting-error': () => <PartnerErrorPage kind="accounting" />,
  'unexpected-error': () => <PartnerErrorPage kind="unexpected" />,
  'partner-broker-onboarding': PartnerBrokerOnboardingPage,
  'payroll-prospect': PayrollProspectPage,
  'switch-flow': SwitchFlowPage,
} as const;

export type PartnerPageName = keyof typeof PAGES;

export function PartnerPage({ name }: { name: PartnerPageName }) {
  const Page = PAGES[name];
  return <Page />;
}
