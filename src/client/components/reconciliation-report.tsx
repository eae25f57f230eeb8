import '@mantine/core/styles/Badge.css';
import { apiRequest, checkedByServer } from '@client/lib/api-client';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { formatBillingMonth } from '@shared/domain/billing/billing';
import { formatLongIsoDate } from '@shared/domain/dates/dates';
import { describeAgreement } from '@shared/domain/reconciliation/reconciliation';
import type { MismatchRow, ReconciliationReport } from '@shared/schemas/reconciliation';
import { queryOptions } from '@tanstack/react-query';
import { Facts } from './facts';

/** A company's check, read live (decision 0065): its administrators' payroll page and operations' detail. */
export function reconciliationQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: ['companies', companyId, 'reconciliation'] as const,
    queryFn: () =>
      apiRequest(`/api/v2/companies/${encodeURIComponent(companyId)}/reconciliation`, {
        schema: checkedByServer<ReconciliationReport>(),
      }),
  });
}

const SIDE_LABELS: Record<MismatchRow['side'], string> = {
  carrier: 'Carrier',
  payroll: 'Payroll',
  billing: 'Billing',
};
const FOUND_LABELS: Record<MismatchRow['side'], string> = {
  carrier: 'Carrier file',
  payroll: 'Payroll export',
  billing: 'Invoices',
};

function MismatchItem({ row }: { row: MismatchRow }) {
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Badge variant="light" color="dark" tt="none" style={{ flexShrink: 0 }}>
          {SIDE_LABELS[row.side]}
        </Badge>
        <Text fw={600}>{`${row.employeeName} — ${row.label}`}</Text>
      </Group>
      <Facts
        items={[
          ['Enrollment', row.expected],
          [FOUND_LABELS[row.side], row.found],
        ]}
      />
    </Stack>
  );
}

/**
 * A check's rows: what was compared (the carrier files, the export's pay date) and each disagreement with what
 * the enrollment says beside what the other side has; a plain sentence when everything agrees.
 */
export function ReconciliationReportView({ report }: { report: ReconciliationReport }) {
  const compared = [
    report.carrierFileCount === 0
      ? 'No carrier file has been sent yet.'
      : `Compared with the last file sent to each carrier (${report.carrierFileCount === 1 ? '1 file' : `${report.carrierFileCount} files`}).`,
    report.payDate
      ? `Compared with the payroll export for ${formatLongIsoDate(report.payDate)}.`
      : 'No payroll export to compare yet.',
    report.invoiceMonth
      ? `Compared with the invoices for ${formatBillingMonth(report.invoiceMonth)}.`
      : 'No invoice to compare yet.',
  ];
  return (
    <Stack gap="sm">
      <Text size="sm">{compared.join(' ')}</Text>
      {report.mismatches.length === 0 ? (
        <Text>{describeAgreement(report)}</Text>
      ) : (
        <>
          <Text fw={600}>
            {report.mismatches.length === 1 ? '1 mismatch' : `${report.mismatches.length} mismatches`}
          </Text>
          <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
            {report.mismatches.map((row) => (
              <li key={`${row.employeeFormId}:${row.coverageType}:${row.side}:${row.field}`}>
                <MismatchItem row={row} />
              </li>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
