import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/VisuallyHidden.css';
import { Dialog } from '@client/components/dialog';
import { ResponsiveList } from '@client/components/responsive-list';
import { isApiError } from '@client/lib/api-client';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { formatCents } from '@shared/domain/money/money';
import type { BillingOverview, InvoiceSummary } from '@shared/schemas/billing';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { billingQueryOptions, invoicePdfUrl } from '../api/get-billing';
import { usePayInvoice } from '../api/pay-invoice';
import { BillingPage, describeAccount, PaymentsProviderNotice } from '../components/billing-page';
import { formatIsoDay } from '../lib/dashboard-text';

const HEADING = 'Pay my bills';
const BANKING_LINK = '/employer-dashboard/company-information/banking-information';
// The theme's colours only (Mantine's defaults fail contrast): dark for due, brand light for pending, brand for paid.
const STATUS_BADGES: Record<InvoiceSummary['status'], { color: string; variant: 'filled' | 'light' }> = {
  open: { color: 'dark', variant: 'filled' },
  pending: { color: 'brand', variant: 'light' },
  paid: { color: 'brand', variant: 'filled' },
};

/**
 * /employer-dashboard/pay-my-bills (decision 0031): the company's monthly invoices with their status, a PDF of
 * each, and Pay, which debits the amount due from the bank account on file after a confirmation naming the
 * amount and the account's last four. A debit is pending until it settles; the page asks again meanwhile.
 */
export function PayMyBillsPage() {
  return <BillingPage title={HEADING}>{(companyId) => <Bills companyId={companyId} />}</BillingPage>;
}

function Bills({ companyId }: { companyId: string }) {
  const billing = useSuspenseQuery(billingQueryOptions(companyId)).data;
  const [paying, setPaying] = useState<InvoiceSummary | null>(null);
  const { bankAccount } = billing;
  return (
    <Stack gap="lg">
      <PaymentsProviderNotice billing={billing} />
      {bankAccount ? (
        <Text>
          Payments are debited from your {describeAccount(bankAccount)}.{' '}
          <Anchor component={Link} underline="always" to={BANKING_LINK}>
            Change the account in Banking information
          </Anchor>
        </Text>
      ) : (
        <Alert color="brand" variant="light" title="No bank account on file">
          Add the account premiums are paid from in{' '}
          <Anchor component={Link} underline="always" to={BANKING_LINK}>
            Banking information
          </Anchor>{' '}
          before you pay an invoice.
        </Alert>
      )}
      <Text>
        Autopay is <strong>{billing.autopay.enabled ? 'on' : 'off'}</strong>.{' '}
        <Anchor component={Link} underline="always" to="/employer-dashboard/setup-autopay-guides">
          {billing.autopay.enabled ? 'Manage autopay' : 'Set up autopay'}
        </Anchor>{' '}
        ·{' '}
        <Anchor component={Link} underline="always" to="/employer-dashboard/request-invoices">
          E-mail invoices to your bookkeeper
        </Anchor>
      </Text>
      <Title order={2} size="h3">
        Invoices
      </Title>
      {billing.invoices.length === 0 ? (
        <Text>
          No invoices yet. The first one is issued once your plan year has a start date; each month&apos;s
          invoice is issued on the first of the month before.
        </Text>
      ) : (
        <ResponsiveList
          items={billing.invoices}
          itemKey={(invoice) => invoice.id}
          headers={['Month', 'Invoice', 'Due', 'Amount due', 'Status', 'Actions']}
          row={(invoice) => (
            <>
              <Table.Th scope="row">{invoice.monthLabel}</Table.Th>
              <Table.Td>{invoice.number}</Table.Td>
              <Table.Td>{formatIsoDay(invoice.dueAt)}</Table.Td>
              <Table.Td>{formatCents(invoice.amountDueCents)}</Table.Td>
              <Table.Td>
                <StatusBadge invoice={invoice} />
              </Table.Td>
              <Table.Td>
                <InvoiceActions companyId={companyId} invoice={invoice} onPay={() => setPaying(invoice)} />
              </Table.Td>
            </>
          )}
          card={(invoice) => (
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={700}>{invoice.monthLabel}</Text>
                <StatusBadge invoice={invoice} />
              </Group>
              <Text size="sm">
                {invoice.number} · due {formatIsoDay(invoice.dueAt)}
              </Text>
              <Text>{formatCents(invoice.amountDueCents)}</Text>
              <InvoiceActions companyId={companyId} invoice={invoice} onPay={() => setPaying(invoice)} />
            </Stack>
          )}
        />
      )}
      {paying && (
        <PayDialog
          companyId={companyId}
          invoice={paying}
          bankAccount={bankAccount}
          onClose={() => setPaying(null)}
        />
      )}
    </Stack>
  );
}

function StatusBadge({ invoice }: { invoice: InvoiceSummary }) {
  return (
    <Badge {...STATUS_BADGES[invoice.status]} radius="sm">
      {invoice.statusLabel}
    </Badge>
  );
}

function InvoiceActions({
  companyId,
  invoice,
  onPay,
}: {
  companyId: string;
  invoice: InvoiceSummary;
  onPay: () => void;
}) {
  return (
    <Group gap="sm" wrap="wrap">
      <Anchor href={invoicePdfUrl(companyId, invoice.id)} download={`${invoice.number}.pdf`}>
        Download PDF<VisuallyHidden> of the {invoice.monthLabel} invoice</VisuallyHidden>
      </Anchor>
      {invoice.status === 'open' && invoice.amountDueCents > 0 && (
        <Button size="xs" onClick={onPay}>
          Pay<VisuallyHidden> the {invoice.monthLabel} invoice</VisuallyHidden>
        </Button>
      )}
      {invoice.payment && invoice.status !== 'open' && (
        <Text size="sm">
          {invoice.payment.isAutopay ? 'Autopay' : 'Bank debit'} from the account ending{' '}
          {invoice.payment.bankLast4}
        </Text>
      )}
    </Group>
  );
}

/** The confirmation: the amount and the account's last four; one key per opening, so a double click pays once. */
function PayDialog({
  companyId,
  invoice,
  bankAccount,
  onClose,
}: {
  companyId: string;
  invoice: InvoiceSummary;
  bankAccount: BillingOverview['bankAccount'];
  onClose: () => void;
}) {
  const pay = usePayInvoice(companyId, invoice.id);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<{ message: string; toBanking: boolean } | null>(null);
  const amount = formatCents(invoice.amountDueCents);
  const onPay = async () => {
    setError(null);
    try {
      await pay.mutateAsync({ version: invoice.version, idempotencyKey });
      onClose();
    } catch (err) {
      setError({
        message: isApiError(err) ? err.error : 'The payment could not be made. Please try again.',
        toBanking: isApiError(err) && 'bankAccount' in err.fieldErrors,
      });
    }
  };
  return (
    <Dialog opened onClose={onClose} title={`Pay the ${invoice.monthLabel} invoice`}>
      <Stack gap="md">
        {bankAccount ? (
          <Text>
            {amount} will be debited from your {describeAccount(bankAccount)} for invoice {invoice.number}.
            The invoice shows <em>Payment pending</em> until the bank confirms it.
          </Text>
        ) : (
          <Text>There is no bank account on file to debit.</Text>
        )}
        {error && (
          <Alert color="red" variant="light" role="alert" title="Not paid">
            {error.message}{' '}
            {error.toBanking && (
              <Anchor component={Link} underline="always" to={BANKING_LINK}>
                Go to Banking information
              </Anchor>
            )}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={onPay} loading={pay.isPending} disabled={!bankAccount}>
            Pay {amount}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
