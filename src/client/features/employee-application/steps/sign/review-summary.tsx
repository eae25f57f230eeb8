import '@mantine/core/styles/List.css';
import '@mantine/core/styles/SimpleGrid.css';
import { fullName } from '@client/lib/format';
import { List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatWholeDollars } from '@shared/domain/money/money';
import type { ApplicationResponse } from '@shared/schemas/application';
import { SyncedFieldsNote, syncedFieldDescription } from '../../components/synced-fields-note';
import { lockOfField, sortDependentsForDisplay } from '../../lib/application-rules';
import { coverageTypeLabel } from '../../lib/coverage-type-label';
import { DEPENDENT_TYPE_LABELS } from '../options';

/** The summary of the application before signing: the employee, the family and each coverage answer. */
export function ReviewSummary({ application }: { application: ApplicationResponse }) {
  const employee = application.employeeForm;
  const note = syncedFieldDescription(application.partner);
  const item = (label: string, field: string, value: string | null) => {
    const fromPartner = lockOfField(application, field) === 'partner';
    return { label, value: value || '—', note: fromPartner ? note : null };
  };
  const address = [
    employee.homeAddress,
    employee.city,
    [employee.state, employee.zipCode].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  const facts = [
    item('First name', 'firstName', employee.firstName),
    item('Last name', 'lastName', employee.lastName),
    item('Date of birth', 'bornAt', employee.bornAt),
    item('Home address', 'homeAddress', address),
    item('Home phone', 'homePhoneNumber', employee.homePhoneNumber),
    item(
      'Annual salary',
      'annualSalary',
      employee.annualSalary === null ? null : formatWholeDollars(employee.annualSalary),
    ),
    item('Hire date', 'hiredAt', employee.hiredAt),
    item('Job title', 'jobTitle', employee.jobTitle),
  ];
  const anySynced = facts.some((f) => f.note);
  const dependents = sortDependentsForDisplay(application.employeeDependents);
  const byId = new Map(dependents.map((d) => [d.id, d]));
  const coverages = application.employeePolicy.coverages;

  return (
    <Stack gap="md" component="section" aria-labelledby="review-heading">
      <Title order={2} size="h3" id="review-heading">
        Your choices
      </Title>
      {anySynced ? <SyncedFieldsNote partner={application.partner} /> : null}
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <Paper withBorder p="md" radius="md">
          <Title order={3} size="h5" mb="xs">
            About you
          </Title>
          <Stack gap={6} component="dl" m={0}>
            {facts.map((f) => (
              <div key={f.label}>
                <Text component="dt" size="sm" c="dimmed">
                  {f.label}
                </Text>
                <Text component="dd" m={0}>
                  {f.value}
                  {f.note ? (
                    <Text component="span" size="xs" c="dimmed">
                      {` (${f.note}, read-only)`}
                    </Text>
                  ) : null}
                </Text>
              </div>
            ))}
          </Stack>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Title order={3} size="h5" mb="xs">
            Your family
          </Title>
          {dependents.length === 0 ? (
            <Text size="sm">No dependents</Text>
          ) : (
            <List size="sm" spacing={4}>
              {dependents.map((d) => (
                <List.Item key={d.id}>
                  {fullName(d)}, {DEPENDENT_TYPE_LABELS[d.dependentType].toLowerCase()}, born {d.bornAt}
                </List.Item>
              ))}
            </List>
          )}
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Title order={3} size="h5" mb="xs">
            Your coverage
          </Title>
          {application.availablePlans.length === 0 ? (
            <Text size="sm">Your employer does not offer coverage yet.</Text>
          ) : (
            <List size="sm" spacing={4}>
              {application.availablePlans.map((type) => {
                const c = coverages[type];
                const covered = c
                  ? Object.entries(c.dependentsEnrolling)
                      .filter(([, yes]) => yes)
                      .map(([id]) => byId.get(id))
                      .filter((d) => d !== undefined)
                      .map((d) => d.firstName)
                  : [];
                const answer = !c
                  ? 'not chosen yet'
                  : c.isEnrolling === 'No'
                    ? 'declined'
                    : c.planName
                      ? `enrolled in ${c.planName}`
                      : 'enrolled';
                const amount =
                  c?.isEnrolling === 'Yes' && c.coverageAmount
                    ? `, ${formatWholeDollars(c.coverageAmount)}`
                    : '';
                const who =
                  c?.isEnrolling === 'Yes' && covered.length > 0 ? ` (with ${covered.join(', ')})` : '';
                return (
                  <List.Item key={type}>
                    {coverageTypeLabel(type)}: {answer}
                    {amount}
                    {who}
                  </List.Item>
                );
              })}
            </List>
          )}
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
