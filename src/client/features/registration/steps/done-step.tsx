import { usePageTitle } from '@client/lib/page-title';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { describeRegistrationNextSteps } from '@shared/domain/ben-admin/lead-rules';
import { Link } from 'react-router';
import { useLeadResponse } from '../api';

/** Done (docs/spec/3 §2): the broker (or the company, when it named none) will be contacted in 1-3 business days. */
export function DoneStep() {
  usePageTitle('Registration complete');
  const { benAdminLead } = useLeadResponse();
  const [contact, payment] = describeRegistrationNextSteps(benAdminLead?.brokerName);
  return (
    <Stack gap="lg">
      <Title order={1}>You're all set!</Title>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="sm">
          <Text size="lg">Thank you. {contact}</Text>
          <Text>{payment} We sent a confirmation to your email.</Text>
          {benAdminLead ? (
            <Text size="sm" c="dimmed">
              Your reference: {benAdminLead.externalID}
            </Text>
          ) : null}
        </Stack>
      </Paper>
      <Anchor component={Link} to="/employer-dashboard">
        Go to your employer dashboard
      </Anchor>
    </Stack>
  );
}
