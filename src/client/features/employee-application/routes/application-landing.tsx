import { List, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { fullName } from '../../../lib/format';
import { usePageTitle } from '../../../lib/page-title';
import { useApplication } from '../api/get-application';
import { coverageTypeLabel } from '../lib/coverage-type-label';

/** The application's start: what the server says about it, nothing more. */
export function ApplicationLanding() {
  const application = useApplication();
  const heading = application.adminMode
    ? `${fullName(application.employeeForm)}'s benefits application`
    : 'Your benefits application';
  usePageTitle(heading);
  const offered = application.availablePlans;
  const offeredHeadingId = useId();

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{heading}</Title>
        <Text size="lg">{application.companyName}</Text>
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby={offeredHeadingId}>
        <Title order={2} size="h3" id={offeredHeadingId}>
          Coverage offered
        </Title>
        {offered.length > 0 ? (
          <List>
            {offered.map((type) => (
              <List.Item key={type}>{coverageTypeLabel(type)}</List.Item>
            ))}
          </List>
        ) : (
          <Text>{application.companyName} does not offer any coverage yet.</Text>
        )}
      </Stack>
      <Text>Steps completed: {application.employeePolicy.completedSteps.length}</Text>
    </Stack>
  );
}
