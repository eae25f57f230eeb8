import '@mantine/core/styles/Card.css';
import { Facts } from '@client/components/facts';
import { fullName } from '@client/lib/format';
import { usePageTitle } from '@client/lib/page-title';
import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatLongIsoDate } from '@shared/domain/dates/dates';
import { COVERAGE_LINE_LABELS } from '@shared/domain/employee-dashboard/employee-dashboard';
import { LIFE_EVENT_KINDS, LIFE_EVENT_LABELS } from '@shared/domain/life-events/life-events';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { lifeEventsQueryOptions } from '../api/get-life-events';
import { useDashboard } from '../lib/dashboard-context';
import { DEPENDENT_WORDS, describeLifeEvent, describeReportedEvent } from '../lib/life-event-text';

const HEADING = 'Change dependent coverage';

/**
 * change-dependent-coverage (docs/spec/2 §2.6, decision 0046): the qualifying life events the employee may report,
 * each with its window and start, the dependents with a link to correct their details, and the events so far.
 */
export function ChangeDependentCoveragePage() {
  usePageTitle(HEADING);
  const { dashboard, basePath } = useDashboard();
  const overview = useSuspenseQuery(lifeEventsQueryOptions(dashboard.employee.employeeFormId)).data;
  const lineNames = (types: readonly string[]) =>
    types.length === 0
      ? 'Not on medical, dental or vision'
      : types.map((t) => COVERAGE_LINE_LABELS[t as 'medical']).join(', ');
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{HEADING}</Title>
        <Text>
          Outside open enrollment you can add a dependent to your medical, dental and vision coverage after a
          qualifying life event, if you report it in time.
        </Text>
      </Stack>

      <Stack component="section" gap="sm" aria-labelledby="report-heading">
        <Title order={2} size="h3" id="report-heading">
          Report a life event
        </Title>
        {overview.notReportableReason ? (
          <Alert color="brand" variant="light" title="No life event can be reported now">
            {overview.notReportableReason}
          </Alert>
        ) : (
          LIFE_EVENT_KINDS.map((kind) => (
            <Card key={kind} withBorder radius="md" padding="md">
              <Stack gap="xs" align="flex-start">
                <Title order={3} size="h4">
                  {LIFE_EVENT_LABELS[kind]}
                </Title>
                <Text size="sm">{describeLifeEvent(kind)}</Text>
                <Button component={Link} to={`${basePath}/add-dependent?event=${kind}`} size="sm">
                  Report: {LIFE_EVENT_LABELS[kind]}
                </Button>
              </Stack>
            </Card>
          ))
        )}
      </Stack>

      <Stack component="section" gap="sm" aria-labelledby="dependents-heading">
        <Title order={2} size="h3" id="dependents-heading">
          Your dependents
        </Title>
        {overview.dependents.length === 0 ? (
          <Text>You have no dependents on your application.</Text>
        ) : (
          overview.dependents.map((d) => (
            <Card key={d.id} withBorder radius="md" padding="md" component="article" aria-label={fullName(d)}>
              <Stack gap="xs">
                <Text fw={700}>{fullName(d)}</Text>
                <Facts
                  items={[
                    ['Relationship', DEPENDENT_WORDS[d.dependentType]],
                    ['Date of birth', d.bornAt],
                    ['Covered on', lineNames(d.coverageTypes)],
                    ['SSN', d.socialSecurityNumberMasked ?? 'Not on file'],
                    ...(d.lifeEvent
                      ? ([
                          ['Added by', describeReportedEvent(d.lifeEvent)],
                          ['Coverage starts', formatLongIsoDate(d.lifeEvent.effectiveAt)],
                        ] as const)
                      : []),
                  ]}
                />
                <Group>
                  <Anchor component={Link} to={`${basePath}/edit-dependent-information/${d.id}`}>
                    Edit {fullName(d)}'s information
                  </Anchor>
                </Group>
              </Stack>
            </Card>
          ))
        )}
        <Text size="sm">
          To remove a dependent who is no longer eligible (after a divorce, or a child who turns 26), please
          contact your benefits administrator: coverage ends on a date the plan sets.
        </Text>
      </Stack>

      {overview.events.length > 0 ? (
        <Stack component="section" gap="sm" aria-labelledby="events-heading">
          <Title order={2} size="h3" id="events-heading">
            Life events reported
          </Title>
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {overview.events.map((e) => (
              <li key={e.id}>
                <Text>
                  {describeReportedEvent(e)}: {e.dependentName} added to{' '}
                  {lineNames(e.coverageTypes).toLowerCase()}, covered from {formatLongIsoDate(e.effectiveAt)}
                </Text>
              </li>
            ))}
          </Stack>
        </Stack>
      ) : null}
      <Anchor component={Link} to={basePath}>
        Back to Dashboard
      </Anchor>
    </Stack>
  );
}
