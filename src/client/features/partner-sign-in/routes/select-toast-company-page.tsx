import { usePageTitle } from '@client/lib/page-title';
import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { localPath } from '@shared/domain/local-path';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { toastCompaniesQuery } from '../api/get-toast-companies';
import { usePickToastCompany } from '../api/pick-toast-company';

/**
 * /toast/router/select-toast-company and /select-toast-company: the restaurant-payroll partner's companies,
 * each FEIN with its DBA; choosing one enters its company (decision 0055) and goes on to `return_to` when the
 * sign-in carried one.
 */
export function SelectToastCompanyPage() {
  usePageTitle('Select your company');
  const navigate = useNavigate();
  // Set when the sign-in began with a return path (the partner's popup): go there once the company is entered.
  const returnTo = localPath(useSearchParams()[0].get('return_to'));
  const companies = useQuery(toastCompaniesQuery());
  const pick = usePickToastCompany();
  const choose = (remoteId: string) =>
    pick.mutate(remoteId, { onSuccess: (result) => navigate(returnTo ?? result.redirectPath) });

  return (
    <Stack gap="lg" maw={560}>
      <Title order={1}>Select your company</Title>
      {pick.error && <Alert color="red">{pick.error.message}</Alert>}
      {companies.error && <Alert color="red">{companies.error.message}</Alert>}
      {companies.isPending ? (
        <Loader aria-label="Loading your companies" />
      ) : companies.data && companies.data.feins.length === 0 ? (
        <Text>Your payroll account has no company to set up benefits for.</Text>
      ) : (
        <>
          <Text>Choose the company you want to set up benefits for.</Text>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {companies.data?.feins.map((fein) => (
              <li key={fein.remote_id}>
                <Button
                  fullWidth
                  justify="space-between"
                  variant="default"
                  h="auto"
                  py="xs"
                  loading={pick.isPending && pick.variables === fein.remote_id}
                  disabled={pick.isPending}
                  onClick={() => choose(fein.remote_id)}
                  rightSection={<Text size="sm">FEIN {fein.feinMasked}</Text>}
                >
                  <Stack gap={0} align="flex-start">
                    <Text fw={600}>{fein.dba ?? fein.name}</Text>
                    {fein.dba && <Text size="sm">{fein.name}</Text>}
                  </Stack>
                </Button>
              </li>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
