import { buildWizardRoutes, type WizardTarget } from '@client/components/wizard/wizard-routes';
import { RENEWAL_FLOW } from '@shared/domain/steps/flows';
import type { RenewalStep } from '@shared/domain/steps/steps';
import type { RouteObject } from 'react-router';
import { lazyNamed } from '../../../lib/lazy-named';
import { afterSchemas, preloadStepScreen } from '../screen-modules';

// Loaded on the first visit to the renewal, with the application's schemas and screens.
const RenewalPage = lazyNamed(() => afterSchemas(() => import('./renewal-page')), 'RenewalPage');

/**
 * The renewal's pages (docs/spec/2 §2.5: its step paths, the life and disability paths leading to additional
 * information, jump and the bad link), mounted at /employee-renewal and, in admin mode, at
 * /company-admin/employee-renewal/:employeeHashId under the layouts of routes/renewal-layouts.tsx.
 */
export const renewalRoutes: RouteObject[] = buildWizardRoutes(RENEWAL_FLOW, (target) => (
  <RenewalRoute target={target} />
));

function RenewalRoute({ target }: { target: WizardTarget<RenewalStep> }) {
  if (target.kind === 'step') preloadStepScreen(target.step);
  return <RenewalPage target={target} />;
}
