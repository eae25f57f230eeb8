import { usePageTitle } from '@client/lib/page-title';
import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { describeEmploymentEnded } from '@shared/domain/employment/employment';
import { readToday } from '@shared/schemas/fields';
import { useApplication } from '../api/get-application';

/**
 * A terminated person's application (decision 0026): every page shows why it can no longer be changed, when
 * their employment and coverage end, and what comes next, instead of an editable step.
 */
export function EmploymentEnded() {
  usePageTitle('Your benefits application is closed');
  const application = useApplication();
  const { employeeForm: form, adminMode } = application;
  const message = describeEmploymentEnded(
    {
      companyName: application.companyName,
      employmentStatus: form.employmentStatus,
      lastDayAt: form.lastDayAt,
      coverageEndsAt: form.coverageEndsAt,
    },
    { today: readToday(), adminMode },
  );
  const support = application.company.supportEmail;
  return (
    <Stack gap="md">
      <Title order={1}>
        {adminMode ? 'This application is closed' : 'Your benefits application is closed'}
      </Title>
      <Alert color="brand" variant="light" title="Employment ended" role="status">
        <Text>{message}</Text>
      </Alert>
      {adminMode ? (
        <Text>
          The application can no longer be changed. Rehire this person on Manage employees to reopen it.
        </Text>
      ) : (
        <>
          <Text>
            Your application can no longer be changed. If you were enrolled in coverage, you will receive a
            notice explaining how you may continue it (COBRA, or your state&apos;s continuation program).
          </Text>
          <Text>
            Questions? Contact your company administrator
            {support ? (
              <>
                {' '}
                or{' '}
                <Anchor href={`mailto:${support}`} underline="always">
                  {support}
                </Anchor>
              </>
            ) : null}
            .
          </Text>
        </>
      )}
    </Stack>
  );
}
