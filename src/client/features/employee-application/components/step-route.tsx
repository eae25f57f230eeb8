import { PageLoader } from '@client/components/page-loader';
import { usePageTitle } from '@client/lib/page-title';
import { useSignedInSession } from '@client/lib/session';
import { Stack, Text, Title } from '@mantine/core';
import { type ApplicationStep, findResumeStep, resolveApplicationRedirect } from '@shared/domain/steps/steps';
import { type ReactNode, Suspense } from 'react';
import { Navigate } from 'react-router';
import { useApplication } from '../api/get-application';
import { useApplicationBasePath, useApplicationSteps, useStepPath } from '../lib/step-navigation';
import { ApplicationProgress } from './application-progress';

interface StepRouteProps {
  /** The step of the page; null for pages that are not steps (jump, bad link), which follow the same redirects. */
  step: ApplicationStep | null;
  /** The progress bar above the page (not on done, jump or bad link). */
  withProgress?: boolean;
  children: ReactNode;
}

/**
 * Every application page: the redirect rules first (spec 1 §2: not eligible → home; declined and completed →
 * only done; done only once signed, else the first step left), then the progress bar and the page.
 */
export function StepRoute({ step, withProgress = true, children }: StepRouteProps) {
  const application = useApplication();
  const session = useSignedInSession();
  const pathFor = useStepPath();
  const base = useApplicationBasePath();
  const steps = useApplicationSteps();
  const redirect = resolveApplicationRedirect(step ?? 'basicInformation', {
    isEligible: application.employeeForm.isEligible,
    isDeclinedAndCompleted: application.employeePolicy.isDeclinedAndCompleted,
    isSigned: application.employeePolicy.signedAt !== null,
  });
  if (redirect === 'done') return <Navigate to={pathFor('done')} replace />;
  if (redirect === 'resume') {
    const resume = findResumeStep(steps, new Set(application.employeePolicy.completedSteps));
    return <Navigate to={pathFor(resume === 'done' ? 'sign' : resume)} replace />;
  }
  if (redirect === 'home') {
    // An employee's home is the application itself: say why instead of redirecting in a loop.
    const home = session.homePath;
    if (home === base || home.startsWith(`${base}/`)) return <NotEligible />;
    return <Navigate to={home} replace />;
  }
  return (
    <Stack gap="xl">
      {withProgress && step && step !== 'done' ? <ApplicationProgress step={step} /> : null}
      {/* The progress bar stays while a step's screen loads. */}
      <Suspense fallback={<PageLoader />}>{children}</Suspense>
    </Stack>
  );
}

function NotEligible() {
  usePageTitle('Not eligible');
  return (
    <Stack gap="md">
      <Title order={1}>Your benefits application is not available</Title>
      <Text>
        You are not eligible to apply for benefits through your employer at this time. If you think this is a
        mistake, please contact your company administrator.
      </Text>
    </Stack>
  );
}
