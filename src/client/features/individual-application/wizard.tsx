import { createWizard } from '@client/components/wizard/create-wizard';
import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { INDIVIDUAL_APPLICATION_FLOW, type IndividualStep } from '@shared/domain/individual-application/flow';
import { mapFlowRecord } from '@shared/domain/wizard/wizard';
import type { IndividualApplicationResponse } from '@shared/schemas/individual-application';
import { Link } from 'react-router';
import { EMPLOYEE_DASHBOARD_PATH, useIndividualApplication, useIndividualApplicationStore } from './api';

/** Shown when the employee may buy no individual plan (or has no employee form). */
export function IndividualNotAvailable() {
  return (
    <Stack gap="md">
      <Title order={1}>Individual Dental and Vision Plans</Title>
      <Alert color="gray" title="Not available">
        Individual dental and vision plans are not offered to you.
      </Alert>
      <Anchor component={Link} to={EMPLOYEE_DASHBOARD_PATH}>
        Back to the employee dashboard
      </Anchor>
    </Stack>
  );
}

/** The individual dental and vision application on the wizard kit (docs/spec/3 §4, decision 0043). */
export const individualWizard = createWizard<IndividualStep, IndividualApplicationResponse>({
  flow: mapFlowRecord(INDIVIDUAL_APPLICATION_FLOW, (record: IndividualApplicationResponse) => record),
  useRecord: useIndividualApplication,
  useRecordStore: useIndividualApplicationStore,
  progressLabel: 'Individual application progress',
  notAvailable: <IndividualNotAvailable />,
});
