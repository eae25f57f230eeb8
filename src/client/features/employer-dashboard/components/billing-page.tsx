import { PageLoader } from '@client/components/page-loader';
import { usePageTitle } from '@client/lib/page-title';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { BANK_ACCOUNT_TYPE_LABELS } from '@shared/domain/company-settings/company-settings';
import type { BillingOverview } from '@shared/schemas/billing';
import { type ReactNode, Suspense } from 'react';
import { useDashboardCompany } from '../lib/use-dashboard-company';
import { BackToDashboard } from './dashboard-company-page';

/** A billing page (decision 0031): its title and intro, then its content for the dashboard's company. */
export function BillingPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: (companyId: string) => ReactNode;
}) {
  usePageTitle(title);
  const company = useDashboardCompany();
  return (
    <Stack gap="lg">
      <BackToDashboard />
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        {intro && <Text c="dimmed">{intro}</Text>}
      </Stack>
      {company ? (
        <Suspense fallback={<PageLoader />}>{children(company.id)}</Suspense>
      ) : (
        <Text>Your account does not manage a company yet.</Text>
      )}
    </Stack>
  );
}

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
