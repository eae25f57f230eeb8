import { BadLinkPage } from '@client/app/bad-link-page';
import { useSession } from '@client/lib/session';
import type { BenAdminStep } from '@shared/domain/ben-admin/flow';
import { Navigate, useLocation, useRoutes } from 'react-router';
import { AdditionalInformationStep } from './steps/additional-information-step';
import { DoneStep } from './steps/done-step';
import { PaymentStep } from './steps/payment-step';
import { PublicStartPage, StartStep } from './steps/start-step';
import { benAdminWizard } from './wizard';

function screenOf(step: BenAdminStep) {
  switch (step) {
    case 'start':
      return <StartStep />;
    case 'payment':
      return <PaymentStep />;
    case 'additionalInformation':
      return <AdditionalInformationStep />;
    case 'done':
      return <DoneStep />;
  }
}

const routes = benAdminWizard.buildRoutes({ step: screenOf, badLink: <BadLinkPage /> });

/**
 * /register-benefits-administration (docs/spec/3 §2; decision 0052), loaded when first opened. Signed in, the wizard:
 * the root goes to the step of the company's lead. Signed out, the root and the start show the landing (its
 * Get Started creates the account first); any other step asks to sign in and comes back.
 */
export function BenAdminRegistrationRoutes() {
  const session = useSession();
  const location = useLocation();
  const page = useRoutes(routes);
  if (session) return page;
  if (/^\/register-benefits-administration(?:\/start)?\/?$/.test(location.pathname))
    return <PublicStartPage />;
  return <Navigate to="/login" replace state={{ returnTo: location.pathname + location.search }} />;
}
