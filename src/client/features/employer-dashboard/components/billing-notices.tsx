import { Alert } from '@mantine/core';
import { BANK_ACCOUNT_TYPE_LABELS } from '@shared/domain/company-settings/company-settings';
import type { BillingOverview } from '@shared/schemas/billing';

/** "checking account ending 9153 at Bank of America". */
export function describeAccount(account: NonNullable<BillingOverview['bankAccount']>): string {
  const type =
    BANK_ACCOUNT_TYPE_LABELS[account.accountType as keyof typeof BANK_ACCOUNT_TYPE_LABELS] ?? 'bank';
  return `${type.toLowerCase()} account ending ${account.accountNumberLast4} at ${account.bankName}`;
}

/** The offline provider's notice: whoever pays here must know no money moves. */
export function PaymentsProviderNotice({ billing }: { billing: BillingOverview }) {
  if (billing.paymentsProvider.kind !== 'offline') return null;
  return (
    <Alert color="brand" variant="light" title="Test payments">
      Payments here go through the {billing.paymentsProvider.label.toLowerCase()}: a payment is marked paid a
      few seconds after you make it, and no bank is contacted.
    </Alert>
  );
}
