import { usePageTitle } from '@client/lib/page-title';
import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { localPath } from '@shared/domain/local-path';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { toastCompaniesQuery } from '../api/get-toast-companies';
import { useEnterExistingCompany, usePickToastCompany } from '../api/pick-toast-company';

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
  const enter = useEnterExistingCompany();
  const busy = pick.isPending || enter.isPending;
  const onSuccess = (result: { redirectPath: string }) => navigate(returnTo ?? result.redirectPath);
  const choose = (remoteId: string) => pick.mutate(remoteId, { onSuccess });
  // The account's companies the partner does not key (its FEINs are listed above): entered as they are.
  const others = companies.data?.company_profiles.filter((c) => c.group === 'other') ?? [];

  return (
    <Stack gap="lg" maw={560}>
      <Title order={1}>Select your company</Title>
      {pick.error && <Alert color="red">{pick.error.message}</Alert>}
      {enter.error && <Alert color="red">{enter.error.message}</Alert>}
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
                  disabled={busy}
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
      {others.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="other-companies">
          <Title order={2} size="h4" id="other-companies">
            Your other companies on Groupcover
          </Title>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {others.map((company) => (
              <li key={company.id}>
                <Button
                  fullWidth
                  justify="flex-start"
                  variant="default"
                  loading={enter.isPending && enter.variables === company.id}
                  disabled={busy}
                  onClick={() => enter.mutate(company.id, { onSuccess })}
                >
                  {company.name}
                </Button>
              </li>
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
