import type { RecordStore } from '@client/components/wizard/create-wizard';
import { createWizard } from '@client/components/wizard/create-wizard';
import { usePageTitle } from '@client/lib/page-title';
import { Stack, Text, Title } from '@mantine/core';
import {
  OPEN_ENROLLMENT_SETUP_FLOW,
  type SetupFlowRecord,
  type SetupStep,
} from '@shared/domain/open-enrollment/setup-flow';
import type { OpenEnrollmentSetupStatus } from '@shared/schemas/open-enrollment';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { setupStatusQueryOptions } from './api/open-enrollment-setup';
import { useSetupCompany } from './lib/use-setup-company';

export const SETUP_HEADING = 'Open Enrollment Setup';

/** The flow's record of the status the API answers. */
export const toSetupRecord = (
  hasCompany: boolean,
  status: OpenEnrollmentSetupStatus | null,
): SetupFlowRecord => ({ hasCompany, status: status?.status ?? null });

/** The setup's status for the company of the address (suspends until loaded): the flow's record. */
function useSetupRecord(): SetupFlowRecord {
  const { company, token } = useSetupCompany();
  const status = useSuspenseQuery(setupStatusQueryOptions(token)).data;
  return toSetupRecord(company !== null && token !== null, status);
}

/** The status in the query cache: the submission's answer replaces it (the submit's onSuccess). */
function useSetupStore(): RecordStore<SetupFlowRecord> {
  const queryClient = useQueryClient();
  const { company, token } = useSetupCompany();
  const hasCompany = company !== null && token !== null;
  return useMemo(() => {
    const { queryKey } = setupStatusQueryOptions(token);
    return {
      read: () => {
        const cached = queryClient.getQueryData(queryKey);
        return cached === undefined ? undefined : toSetupRecord(hasCompany, cached);
      },
      saved: async (record) => {
        if (!record) await queryClient.refetchQueries({ queryKey, exact: true });
      },
    };
  }, [queryClient, token, hasCompany]);
}

/** Shown at the root and on the uploads when the account manages no company. */
export function NoSetupCompany() {
  usePageTitle(SETUP_HEADING);
  return (
    <Stack gap="md">
      <Title order={1}>{SETUP_HEADING}</Title>
      <Text>Your account does not manage a company yet.</Text>
    </Stack>
  );
}

/** The query the setup's links carry to stay on its company, as the employer dashboard's do (decision 0036). */
function useSetupSearch(): string {
  return useSetupCompany().search;
}

/** Open-enrollment setup on the wizard kit (docs/spec/2 §2.3, decisions 0018 and 0036). */
export const setupWizard = createWizard<SetupStep, SetupFlowRecord>({
  flow: OPEN_ENROLLMENT_SETUP_FLOW,
  useRecord: useSetupRecord,
  useRecordStore: useSetupStore,
  progressLabel: 'Open enrollment setup progress',
  notAvailable: <NoSetupCompany />,
  closed: <NoSetupCompany />,
  useSearch: useSetupSearch,
});
