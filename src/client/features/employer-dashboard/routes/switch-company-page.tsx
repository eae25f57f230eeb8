import { usePageTitle } from '@client/lib/page-title';
import { useSignedInSession } from '@client/lib/session';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useSwitchCompany } from '../api/switch-company';

/** /switch-company: choose the company to manage, then go to its dashboard. */
export function SwitchCompanyPage() {
  usePageTitle('Switch company');
  const session = useSignedInSession();
  const navigate = useNavigate();
  const switchCompany = useSwitchCompany();
  const choose = (companyId: string) =>
    switchCompany.mutate(companyId, { onSuccess: () => navigate('/employer-dashboard') });

  return (
    <Stack gap="lg" maw={560}>
      <Title order={1}>Switch company</Title>
      {switchCompany.error && <Alert color="red">{switchCompany.error.message}</Alert>}
      {session.companies.length === 0 ? (
        <Text>Your account does not manage a company.</Text>
      ) : (
        <>
          <Text>Choose the company you want to manage.</Text>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {session.companies.map((company) => {
              const isActive = company.id === session.activeCompany?.id;
              return (
                <li key={company.id}>
                  <Button
                    fullWidth
                    justify="space-between"
                    variant={isActive ? 'light' : 'default'}
                    rightSection={isActive ? 'Current' : undefined}
                    loading={switchCompany.isPending && switchCompany.variables === company.id}
                    disabled={switchCompany.isPending}
                    onClick={() => choose(company.id)}
                  >
                    {company.name}
                  </Button>
                </li>
              );
            })}
          </Stack>
        </>
      )}
    </Stack>
  );
}
