import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Switch.css';
import { isApiError } from '@client/lib/api-client';
import { Alert, Anchor, Button, List, Stack, Switch, Text, Title } from '@mantine/core';
import { AUTOPAY_DAYS_BEFORE_DUE } from '@shared/domain/billing/billing';
import { useSuspenseQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { billingQueryOptions } from '../api/get-billing';
import { useSetAutopay } from '../api/set-autopay';
import { BillingPage, describeAccount, PaymentsProviderNotice } from '../components/billing-page';

const HEADING = 'Set up autopay';
const BANKING_LINK = '/employer-dashboard/company-information/banking-information';

/**
 * /employer-dashboard/setup-autopay-guides (decision 0031): how autopay works (when debits happen, how to
 * change the account, what happens when one fails) and the switch that turns it on or off.
 */
export function SetupAutopayGuidesPage() {
  return <BillingPage title={HEADING}>{(companyId) => <Autopay companyId={companyId} />}</BillingPage>;
}

function Autopay({ companyId }: { companyId: string }) {
  const billing = useSuspenseQuery(billingQueryOptions(companyId)).data;
  const setAutopay = useSetAutopay(companyId);
  const [error, setError] = useState<{ message: string; reloadable: boolean } | null>(null);
  const onChange = async (enabled: boolean) => {
    setError(null);
    try {
      await setAutopay.mutateAsync({ enabled, version: billing.autopay.version });
    } catch (err) {
      setError({
        message: isApiError(err) ? err.error : 'Autopay could not be changed. Please try again.',
        reloadable: isApiError(err) && err.code === 'version_conflict',
      });
    }
  };
  return (
    <Stack gap="lg">
      <PaymentsProviderNotice billing={billing} />
      <Switch
        size="md"
        label="Pay invoices automatically"
        description={
          billing.bankAccount
            ? `From your ${describeAccount(billing.bankAccount)}.`
            : 'No bank account is on file yet: autopay starts once you add one.'
        }
        checked={billing.autopay.enabled}
        disabled={setAutopay.isPending}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      {error && (
        <Alert color="red" variant="light" role="alert" title="Autopay was not changed">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{error.message}</Text>
            {error.reloadable && (
              <Button size="xs" variant="default" onClick={() => window.location.reload()}>
                Reload
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      <GuideSection title="When debits happen">
        <Text>
          Each month&apos;s invoice is issued on the first of the month before and is due on the first of the
          month it covers. With autopay on, we debit the amount due {AUTOPAY_DAYS_BEFORE_DUE} days before the
          due date (or at once, for an invoice that is already that close), so the payment settles in time.
          The invoice shows <em>Payment pending</em> until the bank confirms it, then <em>Paid</em>.
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>
            The amount is the invoice&apos;s amount due: this month&apos;s premium plus any adjustments.
          </List.Item>
          <List.Item>An invoice you paid yourself is not debited again.</List.Item>
          <List.Item>Turning autopay off stops the next debit; one already pending still settles.</List.Item>
        </List>
      </GuideSection>
      <GuideSection title="Changing the account">
        <Text>
          Debits come from the account in{' '}
          <Anchor component={Link} underline="always" to={BANKING_LINK}>
            Banking information
          </Anchor>
          . A new account is used from the next debit; a payment already pending stays with the old one.
        </Text>
      </GuideSection>
      <GuideSection title="If a debit fails">
        <Text>
          When the bank returns a debit (not enough funds, a closed account), the invoice goes back to{' '}
          <em>Due</em> and stays unpaid until you pay it from{' '}
          <Anchor component={Link} underline="always" to="/employer-dashboard/pay-my-bills">
            Pay my bills
          </Anchor>
          . Autopay does not retry a failed debit on its own: check the account first, then pay. Carriers
          allow a grace period after the due date, but coverage can end if an invoice stays unpaid.
        </Text>
      </GuideSection>
    </Stack>
  );
}

/** One question the guide answers, under its heading. */
function GuideSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
