import { REMIT_TO } from '@shared/domain/billing/remit-to';
import { describe, expect, it } from 'vitest';
import { readPdfText } from '../../../../../tests/helpers/pdf-text';
import { type InvoiceDocument, renderInvoicePdf } from './invoice-pdf';

const line = (name: string, kind: 'charge' | 'adjustment', premiumCents: number) => ({
  kind,
  reason: kind === 'adjustment' ? ('terminated' as const) : null,
  name,
  coverageType: 'medical' as const,
  planName: 'Gold PPO 500',
  forMonth: kind === 'charge' ? '2027-02-01' : '2027-01-01',
  dependentCount: 2,
  premiumCents,
  companyCents: Math.round(premiumCents * 0.75),
  employeeCents: premiumCents - Math.round(premiumCents * 0.75),
});

const invoice = (overrides: Partial<InvoiceDocument> = {}): InvoiceDocument => ({
  number: 'GC-202702-ABCDEF12',
  month: '2027-02-01',
  periodEnd: '2027-02-28',
  dueAt: '2027-02-01',
  issuedAt: new Date('2027-01-01T08:00:00Z'),
  status: 'open',
  paidAt: null,
  company: {
    name: 'Harborview Architecture, Inc.',
    addressLines: ['2150 Third Street', 'San Francisco, CA 94107'],
  },
  charges: { premiumCents: 123_456, companyCents: 92_592, employeeCents: 30_864 },
  adjustmentCents: -61_728,
  amountDueCents: 61_728,
  lines: [line('Zoë Ångström', 'charge', 123_456), line('Li 李 Wei', 'adjustment', -61_728)],
  payment: null,
  ...overrides,
});

describe('the invoice PDF', () => {
  it('says who to pay, where and how, with the invoice number to quote (issue 34 item 7)', async () => {
    const text = await readPdfText(await renderInvoicePdf(invoice()));
    for (const expected of [
      'Remit to',
      REMIT_TO.payee,
      ...REMIT_TO.addressLines,
      'How to pay',
      'Autopay: the bank account on file is debited 5 days before the due date.',
      'Check: payable to Groupcover Insurance Services, mailed to the address above.',
      'Write the invoice number GC-202702-ABCDEF12 on your payment.',
    ])
      expect(text).toContain(expected);
  });

  it('writes the header, each line with its dependents, the adjustment with its month and reason, and the totals', async () => {
    const text = await readPdfText(await renderInvoicePdf(invoice()));
    for (const expected of [
      'Invoice GC-202702-ABCDEF12',
      'Harborview Architecture, Inc.',
      'February 1, 2027 to February 28, 2027',
      'Medical +2',
      '$1,234.56',
      '$925.92',
      '$308.64',
      'January 2027: Coverage ended',
      '-$617.28',
      'Amount due',
      '$617.28',
    ])
      expect(text).toContain(expected);
  });

  it('wraps a long name or plan within its column instead of cutting it short (issue 34)', async () => {
    const long = {
      ...line('Alexandra Montgomery-Vanderbilt Whitfield', 'charge', 50_000),
      planName: 'Silver HSA PPO 2500 with Out-of-Network Coverage',
    };
    const text = await readPdfText(await renderInvoicePdf(invoice({ lines: [long] })));
    expect(text).not.toContain('...');
    for (const word of ['Alexandra', 'Montgomery-Vanderbilt', 'Whitfield', 'Out-of-Network', 'Coverage'])
      expect(text).toContain(word);
  });

  it('keeps a name its font cannot write legible: accents dropped, other letters as "?"', async () => {
    const text = await readPdfText(await renderInvoicePdf(invoice()));
    expect(text).toContain('Zoë Ångström');
    expect(text).toContain('Li ? Wei');
  });

  it('names the debit by the account’s last four once paid, and starts a new page when one is full', async () => {
    const many = Array.from({ length: 80 }, (_, i) =>
      line(`Person ${String(i).padStart(2, '0')}`, 'charge', 10_000),
    );
    const pdf = await renderInvoicePdf(
      invoice({
        status: 'paid',
        paidAt: new Date('2027-01-20T12:00:00Z'),
        lines: many,
        payment: {
          bankLast4: '9153',
          providerLabel: 'Offline test provider',
          settledAt: new Date('2027-01-20T12:00:00Z'),
        },
      }),
    );
    const text = await readPdfText(pdf);
    expect(text).toContain('Paid on January 20, 2027');
    expect(text).toContain('Bank debit from the account ending 9153 (Offline test provider)');
    expect(text).toContain('Person 00');
    expect(text).toContain('Person 79');
  });
});
