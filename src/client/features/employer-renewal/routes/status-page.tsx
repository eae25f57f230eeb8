import { ResponsiveList } from '@client/components/responsive-list';
import { Anchor, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { APPLICATION_STATUS_LABELS } from '@shared/domain/enums';
import type { RenewalEmployee } from '@shared/schemas/renewal';
import { Link } from 'react-router';
import { RenewalFrame, RenewalNav } from '../components/renewal-frame';

const statusOf = (e: RenewalEmployee) =>
  e.renewalPolicyStatus ? APPLICATION_STATUS_LABELS[e.renewalPolicyStatus] : 'Not opened yet';

function ApplicationLink({ employee }: { employee: RenewalEmployee }) {
  if (!employee.renewalApplicationRelativePath)
    return (
      <Text span size="sm">
        Opens when you sign
      </Text>
    );
  return (
    <Anchor component={Link} to={employee.renewalApplicationRelativePath} size="sm">
      Application<VisuallyHidden>{` of ${employee.name}`}</VisuallyHidden>
    </Anchor>
  );
}

/** …/renewal/status, "Renewal Status" (docs/spec/2 §2.4): each eligible employee's renewal application. */
export function StatusPage() {
  return (
    <RenewalFrame title="Renewal Status">
      {(record) => {
        const eligible = record.employees.filter((e) => e.isEligible);
        return (
          <Stack gap="md">
            <ResponsiveList
              items={eligible}
              itemKey={(e) => e.id}
              headers={['Employee', 'Renewal policy status', 'Application']}
              row={(e) => (
                <>
                  <Table.Th scope="row" fw={400}>
                    {e.name}
                  </Table.Th>
                  <Table.Td data-status>{statusOf(e)}</Table.Td>
                  <Table.Td>
                    <ApplicationLink employee={e} />
                  </Table.Td>
                </>
              )}
              card={(e) => (
                <Stack gap={2}>
                  <Text fw={600}>{e.name}</Text>
                  <Text size="sm">Renewal policy status: {statusOf(e)}</Text>
                  <ApplicationLink employee={e} />
                </Stack>
              )}
            />
            <RenewalNav back="/employer-dashboard" />
          </Stack>
        );
      }}
    </RenewalFrame>
  );
}
