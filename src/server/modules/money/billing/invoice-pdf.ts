import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import {
  ADJUSTMENT_REASON_LABELS,
  type AdjustmentReason,
  formatBillingMonth,
  INVOICE_STATUS_LABELS,
  type InvoiceLineKind,
  type InvoiceStatus,
  type Split,
} from '@shared/domain/billing/billing';
import { REMIT_TO, type RemitTo, remittanceReference } from '@shared/domain/billing/remit-to';
import { formatLongIsoDate } from '@shared/domain/dates/dates';
import { COVERAGE_TYPE_LABELS, type CoverageType } from '@shared/domain/enums';
import { formatCents } from '@shared/domain/money/money';
import { clock } from '../../../lib/clock';
import { MUTED, PageWriter } from '../../../lib/pdf-writer';

/** What the invoice PDF shows; the numbers on file appear by their last four only. */
export type InvoiceDocument = {
  number: string;
  month: string;
  periodEnd: string;
  dueAt: string;
  issuedAt: Date;
  status: InvoiceStatus;
  paidAt: Date | null;
  company: { name: string; addressLines: string[] };
  charges: Split;
  adjustmentCents: number;
  amountDueCents: number;
  lines: ReadonlyArray<
    Split & {
      kind: InvoiceLineKind;
      reason: AdjustmentReason | null;
      name: string;
      coverageType: CoverageType;
      planName: string;
      /** The member id and group number with the line's carrier, as on the ID card (null on older lines). */
      memberId?: string | null;
      groupNumber?: string | null;
      forMonth: string;
      dependentCount: number;
    }
  >;
  /** The debit that paid or is paying it. */
  payment: { bankLast4: string; providerLabel: string; settledAt: Date | null } | null;
  /** Who to pay, where and how (Groupcover's agency unless given). */
  remitTo?: RemitTo;
};

/** The employee cell: the name, then the member id and group number the carrier knows the person by. */
function withIdentifiers(line: { name: string; memberId?: string | null; groupNumber?: string | null }) {
  const ids = [
    line.memberId ? `Member ID ${line.memberId}` : '',
    line.groupNumber ? `Group ${line.groupNumber}` : '',
  ].filter(Boolean);
  return ids.length > 0 ? `${line.name} (${ids.join(', ')})` : line.name;
}

/** The invoice as a PDF (pdf-lib, Helvetica): header, each person's lines, adjustments, totals. */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Invoice ${invoice.number}`);
  pdf.setAuthor('Groupcover');
  pdf.setCreationDate(invoice.issuedAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const writer = new PageWriter(pdf, regular, bold);

  writer.text(`Invoice ${invoice.number}`, { font: bold, size: 18 });
  writer.gap(6);
  writer.text(invoice.company.name, { font: bold, size: 11 });
  for (const line of invoice.company.addressLines) writer.text(line, { color: MUTED });
  writer.gap(8);
  const status =
    invoice.status === 'paid' && invoice.paidAt
      ? `Paid on ${formatLongIsoDate(clock.isoDateOf(invoice.paidAt))}`
      : INVOICE_STATUS_LABELS[invoice.status];
  for (const [label, value] of [
    ['Coverage period', `${formatLongIsoDate(invoice.month)} to ${formatLongIsoDate(invoice.periodEnd)}`],
    ['Issued', formatLongIsoDate(clock.isoDateOf(invoice.issuedAt))],
    ['Due', formatLongIsoDate(invoice.dueAt)],
    ['Status', status],
  ] as const)
    writer.pair(label, value);
  if (invoice.payment)
    writer.pair(
      'Payment',
      `Bank debit from the account ending ${invoice.payment.bankLast4} (${invoice.payment.providerLabel})`,
    );
  writer.gap(12);

  const columns = [
    { title: 'Employee', x: 0, width: 130 },
    { title: 'Coverage', x: 132, width: 90 },
    { title: 'Plan', x: 224, width: 110 },
    { title: 'Premium', x: 336, width: 56, right: true },
    { title: 'Company', x: 396, width: 56, right: true },
    { title: 'Employee share', x: 456, width: 60, right: true },
  ];
  const charges = invoice.lines.filter((l) => l.kind === 'charge');
  writer.text(`Charges for ${formatBillingMonth(invoice.month)}`, { font: bold, size: 12 });
  writer.gap(4);
  writer.row(
    columns.map((c) => c.title),
    columns,
    bold,
  );
  if (charges.length === 0) writer.text('No one is enrolled for this month.', { color: MUTED });
  for (const line of charges)
    writer.row(
      [
        withIdentifiers(line),
        withDependents(line.coverageType, line.dependentCount),
        line.planName,
        formatCents(line.premiumCents),
        formatCents(line.companyCents),
        formatCents(line.employeeCents),
      ],
      columns,
    );
  writer.rule();
  writer.row(
    [
      'Total charges',
      '',
      '',
      formatCents(invoice.charges.premiumCents),
      formatCents(invoice.charges.companyCents),
      formatCents(invoice.charges.employeeCents),
    ],
    columns,
    bold,
  );
  writer.gap(12);

  const adjustments = invoice.lines.filter((l) => l.kind === 'adjustment');
  writer.text('Adjustments for earlier months', { font: bold, size: 12 });
  writer.gap(4);
  if (adjustments.length === 0) writer.text('No changes since the last invoice.', { color: MUTED });
  else {
    const adjustmentColumns = [
      { title: 'Employee', x: 0, width: 118 },
      { title: 'Coverage', x: 120, width: 70 },
      { title: 'Month and reason', x: 192, width: 142 },
      ...columns.slice(3),
    ];
    writer.row(
      adjustmentColumns.map((c) => c.title),
      adjustmentColumns,
      bold,
    );
    for (const line of adjustments)
      writer.row(
        [
          withIdentifiers(line),
          withDependents(line.coverageType, line.dependentCount),
          `${formatBillingMonth(line.forMonth)}: ${line.reason ? ADJUSTMENT_REASON_LABELS[line.reason] : ''}`,
          formatCents(line.premiumCents),
          formatCents(line.companyCents),
          formatCents(line.employeeCents),
        ],
        adjustmentColumns,
      );
  }
  writer.gap(12);
  writer.pair('Charges', formatCents(invoice.charges.premiumCents));
  writer.pair('Adjustments', formatCents(invoice.adjustmentCents));
  writer.pair('Amount due', formatCents(invoice.amountDueCents), bold);
  writer.gap(12);

  const remitTo = invoice.remitTo ?? REMIT_TO;
  writer.text('Remit to', { font: bold, size: 12 });
  writer.gap(4);
  writer.text(remitTo.payee, { font: bold });
  for (const line of remitTo.addressLines) writer.text(line);
  writer.gap(4);
  writer.text('How to pay', { font: bold });
  for (const way of remitTo.ways) writer.paragraph(way);
  writer.paragraph(remittanceReference(invoice.number));
  writer.gap(8);
  writer.text(
    'The company share is what the company pays; the employee share is deducted from each employee’s pay.',
    { color: MUTED, size: 8 },
  );
  writer.text('Premium is billed a month in advance; coverage runs from the 1st to the end of the month.', {
    color: MUTED,
    size: 8,
  });
  return pdf.save();
}

/** "Medical +2": the line, and how many dependents it covers beside the employee. */
const withDependents = (type: CoverageType, count: number) => {
  const label = COVERAGE_TYPE_LABELS[type].replace(/^./, (c) => c.toUpperCase());
  return count > 0 ? `${label} +${count}` : label;
};
