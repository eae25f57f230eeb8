import { buildWizardRoutes, type WizardTarget } from '@client/components/wizard/wizard-routes';
import { APPLICATION_FLOW } from '@shared/domain/steps/flows';
import type { ApplicationStep } from '@shared/domain/steps/steps';
import type { RouteObject } from 'react-router';
import { lazyNamed } from '../../lib/lazy-named';
import { afterSchemas, preloadStepScreen } from './screen-modules';

// The application's pages load on the first visit to it, with its record's schema and the form kit: the
// sign-in page and the employer's pages carry none of it.
const ApplicationPage = lazyNamed(() => afterSchemas(() => import('./application-page')), 'ApplicationPage');

/**
 * The application's pages (the flow's exact sub-paths, docs/spec/1 §2), mounted at the flow's base path and, in admin
 * mode, at its admin base path. Any other sub-path is a bad link (after the redirect rules).
 */
export const applicationRoutes: RouteObject[] = buildWizardRoutes(APPLICATION_FLOW, (target) => (
  <ApplicationRoute target={target} />
));

/** The page, with the screen of the address opened loading alongside the page's code and the record. */
function ApplicationRoute({ target }: { target: WizardTarget<ApplicationStep> }) {
  if (target.kind === 'step') preloadStepScreen(target.step);
  return <ApplicationPage target={target} />;
}
