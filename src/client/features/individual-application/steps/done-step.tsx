import '@mantine/core/styles/Badge.css';
import { usePageTitle } from '@client/lib/page-title';
import { Anchor, Badge, List, Paper, Stack, Text, Title } from '@mantine/core';
import {
  INDIVIDUAL_NEXT_STEP_TEXT,
  INDIVIDUAL_PENDING_TEXT,
  INDIVIDUAL_SEGMENT_LABELS,
} from '@shared/schemas/individual-application';
import { Link } from 'react-router';
import { EMPLOYEE_DASHBOARD_PATH, readIndividualSource, useIndividualApplication } from '../api';

const HEADING = 'Your Individual Application';

/** The individual application's done page (docs/spec/3): the plans applied for and "Pending Digital Signature". */
export function IndividualDoneStep() {
  usePageTitle(HEADING);
  const application = useIndividualApplication();
  const chosen = [
    { id: application.individualDentalPlanID, segment: application.dependentEnrollmentDental },
    { id: application.individualVisionPlanID, segment: application.dependentEnrollmentVision },
  ].flatMap(({ id, segment }) => {
    const plan = application.plans.find((p) => p.id === id);
    return plan ? [{ plan, segment }] : [];
  });
  return (
    <Stack gap="lg">
      <Title order={1}>{HEADING}</Title>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="status-heading">
        <Stack gap="sm">
          <Title order={2} size="h4" id="status-heading">
            Status
          </Title>
          <div>
            <Badge color="dark" variant="filled" size="lg">
              {INDIVIDUAL_PENDING_TEXT}
            </Badge>
          </div>
          <Text>{INDIVIDUAL_NEXT_STEP_TEXT}</Text>
          {chosen.length > 0 ? (
            <List>
              {chosen.map(({ plan, segment }) => (
                <List.Item key={plan.id}>
                  {plan.display_name}
                  {segment ? ` (${INDIVIDUAL_SEGMENT_LABELS[segment]})` : ''}
                </List.Item>
              ))}
            </List>
          ) : null}
        </Stack>
      </Paper>
      <Anchor component={Link} to={readIndividualSource() ?? EMPLOYEE_DASHBOARD_PATH}>
        Back to the employee dashboard
      </Anchor>
    </Stack>
  );
}
