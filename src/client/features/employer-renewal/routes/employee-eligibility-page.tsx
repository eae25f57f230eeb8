import '@mantine/core/styles/ThemeIcon.css';
import { ResponsiveList } from '@client/components/responsive-list';
import { withCompany } from '@client/lib/company-token';
import { Anchor, Group, Stack, Table, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router';
import { RenewalFrame, RenewalNav } from '../components/renewal-frame';
import { employerRenewalWizard } from '../wizard';

function Eligible({ value }: { value: boolean }) {
  return value ? (
    <ThemeIcon size="sm" radius="xl" color="green.8" aria-label="Eligible" role="img">
      <span aria-hidden="true">✓</span>
    </ThemeIcon>
  ) : (
    <Text span size="sm">
      Not eligible
    </Text>
  );
}

/**
 * …/renewal/employee-eligibility, "Confirm Employees" (docs/spec/2 §2.4): a read-only table of employee, email and
 * eligible; eligibility is edited on Manage employees.
 */
export function EmployeeEligibilityPage() {
  const { previousPath, nextPath } = employerRenewalWizard.useStepNavigation('employeeEligibility');
  return (
    <RenewalFrame title="Confirm Employees">
      {(record, token) => (
        <Stack gap="md">
          <Text>
            Eligible employees get a renewal application. To change who is eligible, go to{' '}
            <Anchor component={Link} to={withCompany('/employer-dashboard/manage-employees', token)}>
              Manage employees
            </Anchor>
            .
          </Text>
          <ResponsiveList
            items={record.employees}
            itemKey={(e) => e.id}
            headers={['Employee', 'Email', 'Eligible']}
            row={(e) => (
              <>
                <Table.Th scope="row" fw={400}>
                  {e.name}
                </Table.Th>
                <Table.Td>{e.email ?? ''}</Table.Td>
                <Table.Td>
                  <Eligible value={e.isEligible} />
                </Table.Td>
              </>
            )}
            card={(e) => (
              <Stack gap={2}>
                <Group justify="space-between" gap="xs">
                  <Text fw={600}>{e.name}</Text>
                  <Eligible value={e.isEligible} />
                </Group>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {e.email ?? ''}
                </Text>
              </Stack>
            )}
          />
          <RenewalNav back={previousPath ?? undefined} next={nextPath ?? undefined} />
        </Stack>
      )}
    </RenewalFrame>
  );
}
