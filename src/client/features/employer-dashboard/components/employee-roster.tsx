import { fullName } from '@client/lib/format';
import { Anchor, Box, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { APPLICATION_STATUS_LABELS, type EmployeeListItem } from '@shared/schemas/company';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { companyEmployeesQueryOptions } from '../api/get-company-employees';

function OpenApplicationLink({ employee, size }: { employee: EmployeeListItem; size?: 'sm' }) {
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

function EmployeeTable({ employees }: { employees: EmployeeListItem[] }) {
  return (
    <Table visibleFrom="sm" striped highlightOnHover verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Name</Table.Th>
          <Table.Th scope="col">Email</Table.Th>
          <Table.Th scope="col">Application status</Table.Th>
          <Table.Th scope="col">Application</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {employees.map((employee) => (
          <Table.Tr key={employee.employeeFormId}>
            <Table.Th scope="row" fw={600}>
              {fullName(employee)}
            </Table.Th>
            <Table.Td>{employee.email ?? 'No email'}</Table.Td>
            <Table.Td>{APPLICATION_STATUS_LABELS[employee.applicationStatus]}</Table.Td>
            <Table.Td>
              <OpenApplicationLink employee={employee} size="sm" />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The same roster as a stacked list, for phones. */
function EmployeeCards({ employees }: { employees: EmployeeListItem[] }) {
  return (
    <Stack component="ul" hiddenFrom="sm" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {employees.map((employee) => (
        <Paper component="li" key={employee.employeeFormId} withBorder p="md" radius="md">
          <Text fw={600}>{fullName(employee)}</Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {employee.email ?? 'No email'}
          </Text>
          <Text size="sm">Status: {APPLICATION_STATUS_LABELS[employee.applicationStatus]}</Text>
          <Box mt="xs">
            <OpenApplicationLink employee={employee} />
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}

/** The company's employees and where each stands with their application. */
export function EmployeeRoster({ companyId }: { companyId: string }) {
  const { employees } = useSuspenseQuery(companyEmployeesQueryOptions(companyId)).data;
  if (employees.length === 0) return <Text>No employees have been added to this company yet.</Text>;
  return (
    <>
      <EmployeeTable employees={employees} />
      <EmployeeCards employees={employees} />
    </>
  );
}
