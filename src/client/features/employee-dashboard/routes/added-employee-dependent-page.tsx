import { Facts } from '@client/components/facts';
import { fullName } from '@client/lib/format';
import { usePageTitle } from '@client/lib/page-title';
import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { formatLongIsoDate } from '@shared/domain/dates/dates';
import { COVERAGE_LINE_LABELS } from '@shared/domain/employee-dashboard/employee-dashboard';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { lifeEventsQueryOptions } from '../api/get-life-events';
import { useDashboard } from '../lib/dashboard-context';
import { DEPENDENT_WORDS, describeReportedEvent } from '../lib/life-event-text';

/**
 * added-employee-dependent/{id} (docs/spec/2 §2.6, decision 0046): where adding a dependent lands: who was added, by
 * which event, to which coverage and from when; a reminder of the SSN when none is on file.
 */
export function AddedEmployeeDependentPage() {
  const { dependentId = '' } = useParams();
  const { dashboard, basePath } = useDashboard();
  const overview = useSuspenseQuery(lifeEventsQueryOptions(dashboard.employee.employeeFormId)).data;
  const dependent = overview.dependents.find((d) => d.id === dependentId) ?? null;
  usePageTitle(dependent ? 'Dependent added' : 'Dependent not found');
  if (!dependent) {
    return (
      <Stack gap="md">
        <Title order={1}>Dependent not found</Title>
        <Text>This dependent is not on the application. They may have been removed.</Text>
        <Anchor component={Link} to={`${basePath}/change-dependent-coverage`}>
          Change dependent coverage
        </Anchor>
      </Stack>
    );
  }
  const event = dependent.lifeEvent;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Dependent added</Title>
        <Text>
          {fullName(dependent)} was added to {event ? 'your coverage' : 'your application'}. We will let you
          know if anything else is needed.
        </Text>
      </Stack>
      <Facts
        items={[
          ['Name', fullName(dependent)],
          ['Relationship', DEPENDENT_WORDS[dependent.dependentType]],
          ['Date of birth', dependent.bornAt],
          [
            'Covered on',
            dependent.coverageTypes.map((t) => COVERAGE_LINE_LABELS[t]).join(', ') ||
              'Not on medical, dental or vision',
          ],
          ...(event
            ? ([
                ['Life event', describeReportedEvent(event)],
                ['Coverage starts', formatLongIsoDate(event.effectiveAt)],
              ] as const)
            : []),
          ['SSN', dependent.socialSecurityNumberMasked ?? 'Not on file'],
        ]}
      />
      {dependent.socialSecurityNumberMasked ? null : (
        <Alert color="brand" variant="light" title="Add the Social Security number when it arrives">
          The carrier asks for it. You can add it from{' '}
          <Anchor component={Link} to={`${basePath}/edit-dependent-information/${dependent.id}`}>
            Edit {fullName(dependent)}'s information
          </Anchor>
          .
        </Alert>
      )}
      <Group gap="md">
        <Anchor component={Link} to={basePath}>
          Back to Dashboard
        </Anchor>
        <Anchor component={Link} to={`${basePath}/change-dependent-coverage`}>
          Change dependent coverage
        </Anchor>
      </Group>
    </Stack>
  );
}
