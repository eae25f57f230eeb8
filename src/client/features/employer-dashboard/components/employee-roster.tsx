import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import { ResponsiveList } from '@client/components/responsive-list';
import { fullName } from '@client/lib/format';
import { Anchor, Box, Table, Text, VisuallyHidden } from '@mantine/core';
import { APPLICATION_STATUS_LABELS } from '@shared/domain/enums';
import { employeeListQuerySchema } from '@shared/schemas/employees';
import type { EmployeeListRow } from '@shared/schemas/manage-employees';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { companyEmployeesQueryOptions } from '../api/get-company-employees';

function OpenApplicationLink({ employee, size }: { employee: EmployeeListRow; size?: 'sm' }) {
  return (
    <Anchor
      size={size}
      component={Link}
      to={`/company-admin/employee-application/${encodeURIComponent(employee.employeeFormId)}`}
    >
      Open application<VisuallyHidden> for {fullName(employee)}</VisuallyHidden>
    </Anchor>
  );
}

/** The list's first page of active people, as Manage employees opens. */
const FIRST_PAGE = employeeListQuerySchema.parse({});

/** The company's employees and where each stands with their application. */
export function EmployeeRoster({ companyId }: { companyId: string }) {
  const { employees, counts } = useSuspenseQuery(companyEmployeesQueryOptions(companyId, FIRST_PAGE)).data;
  const manage = (
    <Anchor component={Link} to="/employer-dashboard/manage-employees">
      Manage employees ({counts.active} active, {counts.invited} invited, {counts.terminated} terminated)
    </Anchor>
  );
  if (employees.length === 0)
    return (
      <>
        <Text>No employees have an account yet.</Text>
        {manage}
      </>
    );
  return (
    <>
      <ResponsiveList
        items={employees}
        itemKey={(employee) => employee.employeeFormId}
        headers={['Name', 'Email', 'Application status', 'Application']}
        row={(employee) => (
          <>
            <Table.Th scope="row" fw={600}>
              {fullName(employee)}
            </Table.Th>
            <Table.Td>{employee.email ?? 'No email'}</Table.Td>
            <Table.Td>{APPLICATION_STATUS_LABELS[employee.applicationStatus]}</Table.Td>
            <Table.Td>
              <OpenApplicationLink employee={employee} size="sm" />
            </Table.Td>
          </>
        )}
        card={(employee) => (
          <>
            <Text fw={600}>{fullName(employee)}</Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {employee.email ?? 'No email'}
            </Text>
            <Text size="sm">Status: {APPLICATION_STATUS_LABELS[employee.applicationStatus]}</Text>
            <Box mt="xs">
              <OpenApplicationLink employee={employee} />
            </Box>
          </>
        )}
      />
      {manage}
    </>
  );
}
