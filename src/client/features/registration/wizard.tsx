import { createWizard } from '@client/components/wizard/create-wizard';
import { Alert, Stack, Title } from '@mantine/core';
import { BEN_ADMIN_FLOW, type BenAdminStep } from '@shared/domain/ben-admin/flow';
import { useLeadRecord, useLeadStore } from './api';

function NotAvailable() {
  return (
    <Stack gap="md">
      <Title order={1}>Benefits administration</Title>
      <Alert color="gray" title="Not available">
        Benefits administration is bought by a company's administrator or broker.
      </Alert>
    </Stack>
  );
}

/** Benefits-administration registration on the wizard kit (docs/spec/3 §2, §4; decision 0052). */
export const benAdminWizard = createWizard<BenAdminStep, ReturnType<typeof useLeadRecord>>({
  flow: BEN_ADMIN_FLOW,
  useRecord: useLeadRecord,
  useRecordStore: useLeadStore,
  progressLabel: 'Registration progress',
  notAvailable: <NotAvailable />,
});
