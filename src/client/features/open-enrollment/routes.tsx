import { BadLinkPage } from '@client/app/bad-link-page';
import { ErrorBoundary } from '@client/app/error-boundary';
import { usePageTitle } from '@client/lib/page-title';
import { Alert, Stack, Title } from '@mantine/core';
import type { SetupStep } from '@shared/domain/open-enrollment/setup-flow';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useRoutes } from 'react-router';
import { ProcessingPlansPage } from './routes/processing-plans-page';
import { SetupPlansPage } from './routes/setup-plans-page';
import { SETUP_HEADING, setupWizard } from './wizard';

/*
 * Open-enrollment setup (docs/spec/2 §2.3), below /benefits-administration/open-enrollment-setup, on the wizard kit
 * (OPEN_ENROLLMENT_SETUP_FLOW: the root goes by the setup's status): loaded with its pages on first visit, as
 * the employer dashboard's table is (decision 0019).
 */
function screenOf(step: SetupStep) {
  return step === 'plans' ? <SetupPlansPage /> : <ProcessingPlansPage />;
}

const setupRoutes = setupWizard.buildRoutes({ step: screenOf, badLink: <BadLinkPage /> });

/** The setup's status could not be read: said under the setup's heading. */
function SetupLoadError({ error }: { error: unknown }) {
  usePageTitle(SETUP_HEADING);
  const { reset } = useQueryErrorResetBoundary();
  // Leaving the page lets the status be asked again.
  useEffect(() => reset, [reset]);
  return (
    <Stack gap="md">
      <Title order={1}>{SETUP_HEADING}</Title>
      <Alert color="red" variant="light" title="The setup could not be loaded">
        {error instanceof Error ? error.message : String(error)}
      </Alert>
    </Stack>
  );
}

/** The page of a /benefits-administration/open-enrollment-setup/… address. */
export function OpenEnrollmentSetupRoutes() {
  const page = useRoutes(setupRoutes);
  return (
    <ErrorBoundary resetKey={useLocation().key} fallback={(error) => <SetupLoadError error={error} />}>
      {page}
    </ErrorBoundary>
  );
}
