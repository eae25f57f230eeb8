import { PaymentSetupForm } from '@client/components/payment-setup/payment-setup-form';
import { usePageTitle } from '@client/lib/page-title';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  BEN_ADMIN_PRICE_PER_EMPLOYEE_CENTS,
  priceBenAdminSubscription,
} from '@shared/domain/ben-admin/pricing';
import { formatWholeDollars, fromCents } from '@shared/domain/money/money';
import { Link, useNavigate } from 'react-router';
import { useLeadResponse, useLeadWrites } from '../api';
import { benAdminWizard } from '../wizard';

const HEADING = 'Purchase Subscription';

/**
 * Payment (docs/spec/3 §2, §4): "You are already subscribed!" with Next once set up; otherwise the payment widget
 * (the card or bank account goes to the provider, never to us): submit creates a setup intent, the widget
 * confirms it, and the server checks it with the provider and answers where to go.
 */
export function PaymentStep() {
  usePageTitle(HEADING);
  const { benAdminLead, paymentWidget } = useLeadResponse();
  const writes = useLeadWrites();
  const navigate = useNavigate();
  const { previousPath, nextPath } = benAdminWizard.useStepNavigation('payment');
  if (!benAdminLead) return null;
  const monthly = formatWholeDollars(fromCents(priceBenAdminSubscription(benAdminLead.employeeCount)));
  if (benAdminLead.stripeSetupComplete)
    return (
      <Stack gap="lg">
        <Title order={1}>{HEADING}</Title>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md">
            <Text size="lg" fw={600}>
              You are already subscribed!
            </Text>
            <Group>
              <Button component={Link} to={nextPath ?? '/register-benefits-administration'}>
                Next
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    );
  return (
    <Stack gap="lg">
      <Title order={1}>{HEADING}</Title>
      <Text>
        {benAdminLead.employeeCount} {benAdminLead.employeeCount === 1 ? 'employee' : 'employees'} at{' '}
        {formatWholeDollars(fromCents(BEN_ADMIN_PRICE_PER_EMPLOYEE_CENTS))} per employee per month:{' '}
        <strong>{monthly} a month</strong>. Add a card or a bank account for your subscription. Nothing is
        charged until your benefits administration is approved; the first month is debited within 1-5 days of
        approval.
      </Text>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <PaymentSetupForm
          widget={paymentWidget}
          submitLabel="Subscribe"
          createSetupIntent={writes.createSetupIntent}
          confirmWithServer={async (setupIntentId) => {
            const { redirectPath } = await writes.confirmSetupIntent(setupIntentId);
            await writes.reload();
            navigate(redirectPath);
          }}
        />
      </Paper>
      {previousPath ? (
        <Anchor component={Link} to={previousPath}>
          Change the number of employees
        </Anchor>
      ) : null}
    </Stack>
  );
}
