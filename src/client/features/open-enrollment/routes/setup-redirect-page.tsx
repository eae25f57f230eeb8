import { PageLoader } from '@client/components/page-loader';
import { usePageTitle } from '@client/lib/page-title';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { setupStatusQueryOptions } from '../api/open-enrollment-setup';
import { setupPathFor } from '../lib/setup-paths';
import { useSetupCompany } from '../lib/use-setup-company';

const HEADING = 'Open Enrollment Setup';

/** /benefits-administration/open-enrollment-setup: on to the page of the setup's status (spec 2 §2.3). */
export function SetupRedirectPage() {
  usePageTitle(HEADING);
  const { company, token, search } = useSetupCompany();
  const status = useQuery({ ...setupStatusQueryOptions(token ?? ''), enabled: token !== null });
  if (!company)
    return (
      <Stack gap="md">
        <Title order={1}>{HEADING}</Title>
        <Text>Your account does not manage a company yet.</Text>
      </Stack>
    );
  if (status.isError)
    return (
      <Stack gap="md">
        <Title order={1}>{HEADING}</Title>
        <Alert color="red" variant="light" title="The setup could not be loaded">
          {status.error.message}
        </Alert>
      </Stack>
    );
  if (!status.data) return <PageLoader />;
  const to = setupPathFor(status.data.status);
  return <Navigate replace to={`${to}${search}`} />;
}
