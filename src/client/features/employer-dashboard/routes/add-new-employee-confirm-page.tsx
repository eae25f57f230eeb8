import { formatLongIsoDate } from '@shared/domain/dates/dates';
import '@mantine/core/styles/SimpleGrid.css';
import { FormAlert } from '@client/components/form/form-alert';
import { isApiError } from '@client/lib/api-client';
import { usePageTitle } from '@client/lib/page-title';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatIsoDate, parseUsDate } from '@shared/domain/dates/dates';
import { EMPLOYEE_TYPE_LABELS, WAITING_PERIOD_LABELS } from '@shared/domain/enums';
import { formatCents } from '@shared/domain/money/money';
import { computeCoverageStart } from '@shared/domain/new-hires/coverage-start';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useAddEmployee } from '../api/add-employee';
import { newEmployeeOptionsQueryOptions } from '../api/get-new-employee-options';
import { useNewHireDraft } from '../lib/new-hire-draft';
import { ADD_NEW_EMPLOYEE_PATH, useNewHireCompany } from './add-new-employee-layout';

const HEADING = 'Confirm new employee';

/** /employer-dashboard/add-new-employee/confirm: what was entered, when coverage can start, what it costs. */
export function AddNewEmployeeConfirmPage() {
  usePageTitle(HEADING);
  const company = useNewHireCompany();
  const { draft, update } = useNewHireDraft();
  const navigate = useNavigate();
  const { search } = useLocation();
  const queryClient = useQueryClient();
  const save = useAddEmployee(company.id);
  const coverageId = useId();
  const costId = useId();

  // A reload loses the draft (it is kept nowhere else): start again from the form.
  if (!draft.checked) return <Navigate to={`${ADD_NEW_EMPLOYEE_PATH}${search}`} replace />;
  const { employee, estimate } = draft.checked;
  // The shared rule without the plan year: a later start on the server's side is the plan year's doing.
  const hiredAt = parseUsDate(employee.hiredAt);
  const isDelayedByPlanYear =
    hiredAt !== null &&
    formatIsoDate(
      computeCoverageStart({ hiredAt, waitingPeriod: estimate.waitingPeriod, policyEffectiveAt: null }),
    ) < estimate.coverageStartsAt;
  const className =
    queryClient
      .getQueryData(newEmployeeOptionsQueryOptions(company.id).queryKey)
      ?.classes.find((c) => c.id === employee.employeeRoleId)?.name ?? '';

  const onAdd = () =>
    save.mutate(employee, {
      onSuccess: (added) => {
        // The draft stays until "Add another employee": clearing it here would send this page to the form.
        update({ added });
        navigate(`${ADD_NEW_EMPLOYEE_PATH}/success${search}`);
      },
      onError: (error) => {
        // Field errors belong at their fields: back to the form, which shows them.
        if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) {
          update({ saveError: error });
          navigate(`${ADD_NEW_EMPLOYEE_PATH}${search}`);
        }
      },
    });

  const rows: [string, string][] = [
    ['Name', `${employee.firstName} ${employee.lastName}`],
    ['Email', employee.email],
    ['Date of birth', employee.bornAt],
    ['Hire date', employee.hiredAt],
    ['Annual salary', employee.annualSalary === '' ? 'None' : `$${employee.annualSalary.replace(/^\$/, '')}`],
    ['Employee type', EMPLOYEE_TYPE_LABELS[employee.employeeType]],
    ['Contribution class', className],
    ['Eligible for benefits', employee.isEligible ? 'Yes' : 'No'],
  ];

  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        <Title order={1}>{HEADING}</Title>
        <Text c="dimmed">{company.name}: check the details, then add the employee.</Text>
      </Stack>
      {save.isError && !(isApiError(save.error) && Object.keys(save.error.fieldErrors).length > 0) ? (
        <FormAlert
          message={isApiError(save.error) ? save.error.error : 'Something went wrong. Please try again.'}
          details={[]}
          reloadable={false}
        />
      ) : null}
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm" m={0}>
          {rows.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="sm" c="dimmed">
                {label}
              </Text>
              <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Paper
          withBorder
          p={{ base: 'md', sm: 'lg' }}
          radius="md"
          component="section"
          aria-labelledby={coverageId}
        >
          <Title order={2} size="h4" id={coverageId}>
            Coverage can start
          </Title>
          <Text size="xl" fw={700} mt="xs">
            {formatLongIsoDate(estimate.coverageStartsAt)}
          </Text>
          <Text size="sm" mt="xs">
            Waiting period: {WAITING_PERIOD_LABELS[estimate.waitingPeriod]}
            {estimate.isDefaultWaitingPeriod ? ' (the company has not set one; this is the most common)' : ''}
            .
            {isDelayedByPlanYear
              ? ` Coverage cannot start before the plan year begins on ${formatLongIsoDate(estimate.coverageStartsAt)}.`
              : ''}
          </Text>
          {estimate.enrollmentWindow ? (
            <Text size="sm" mt="xs">
              {estimate.enrollmentWindow.text}
            </Text>
          ) : null}
        </Paper>
        <Paper
          withBorder
          p={{ base: 'md', sm: 'lg' }}
          radius="md"
          component="section"
          aria-labelledby={costId}
        >
          <Title order={2} size="h4" id={costId}>
            Estimated monthly cost to the company
          </Title>
          {estimate.medical ? (
            <>
              <Text size="xl" fw={700} mt="xs">
                {formatCents(estimate.medical.monthlyEmployerCents)}
              </Text>
              <Text size="sm" mt="xs">
                Employee-only coverage on {estimate.medical.planName}, the base medical plan: a premium of{' '}
                {formatCents(estimate.medical.monthlyPremiumCents)}, of which the employee pays{' '}
                {formatCents(estimate.medical.monthlyEmployeeCents)}. The final cost depends on the plan and
                dependents they choose.
              </Text>
            </>
          ) : (
            <Text size="sm" mt="xs">
              The company offers no medical plan yet, so there is no cost to estimate.
            </Text>
          )}
        </Paper>
      </SimpleGrid>
      <Group justify="space-between">
        <Button variant="default" onClick={() => navigate(`${ADD_NEW_EMPLOYEE_PATH}${search}`)}>
          Edit
        </Button>
        <Button onClick={onAdd} loading={save.isPending}>
          Add employee
        </Button>
      </Group>
    </Stack>
  );
}
