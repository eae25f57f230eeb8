import { describe, expect, it } from 'vitest';
import {
  addMonths,
  type BillablePerson,
  type BilledLine,
  buildInvoiceLines,
  computeInvoiceTotals,
  describeWhyUnpayable,
  formatBillingMonth,
  formatInvoiceNumber,
  invoiceIssueDate,
  isAutopayDue,
  isCoveredInMonth,
  lastOfMonth,
  listIssuedMonths,
} from './billing';

const medical = (premiumCents: number, companyCents: number) => ({
  coverageType: 'medical' as const,
  planName: 'Gold PPO',
  carrierName: 'Blue Shield',
  dependentCount: 0,
  premiumCents,
  companyCents,
  employeeCents: premiumCents - companyCents,
});
const dental = { ...medical(4_000, 2_000), coverageType: 'dental' as const, planName: 'Dental Plus' };

const ana: BillablePerson = {
  employeeFormId: 'a',
  name: 'Ana Alvarez',
  effectiveAt: '2027-01-01',
  coverageEndsAt: null,
  lines: [medical(50_000, 40_000), dental],
};
const ben: BillablePerson = {
  employeeFormId: 'b',
  name: 'Ben Brooks',
  effectiveAt: '2027-01-01',
  coverageEndsAt: null,
  lines: [medical(60_000, 45_000)],
};

const billedFor = (person: BillablePerson, forMonth: string): BilledLine[] =>
  person.lines.map((l) => ({ ...l, employeeFormId: person.employeeFormId, name: person.name, forMonth }));

describe('months', () => {
  it('counts months across a year end and finds the last day', () => {
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-01');
    expect(addMonths('2027-01-01', -1)).toBe('2026-12-01');
    expect(lastOfMonth('2028-02-01')).toBe('2028-02-29');
    expect(formatBillingMonth('2027-01-01')).toBe('January 2027');
  });

  it('issues the binder invoice at once and each later month on the 1st of the month before', () => {
    expect(invoiceIssueDate('2027-01-01', '2027-01-01')).toBe('2027-01-01');
    expect(invoiceIssueDate('2027-03-01', '2027-01-01')).toBe('2027-02-01');
    expect(listIssuedMonths('2027-01-01', '2026-11-25')).toEqual(['2027-01-01']);
    expect(listIssuedMonths('2027-01-01', '2027-01-31')).toEqual(['2027-01-01', '2027-02-01']);
    expect(listIssuedMonths('2027-01-01', '2027-02-01')).toEqual(['2027-01-01', '2027-02-01', '2027-03-01']);
    expect(listIssuedMonths('2027-01-01', '2030-01-01')).toHaveLength(12);
  });

  it('bills a month when the person is covered on its first day', () => {
    expect(isCoveredInMonth({ effectiveAt: '2027-02-01', coverageEndsAt: null }, '2027-01-01')).toBe(false);
    expect(isCoveredInMonth({ effectiveAt: '2027-01-01', coverageEndsAt: '2027-01-31' }, '2027-01-01')).toBe(
      true,
    );
    expect(isCoveredInMonth({ effectiveAt: '2027-01-01', coverageEndsAt: '2027-01-31' }, '2027-02-01')).toBe(
      false,
    );
  });
});

describe('buildInvoiceLines', () => {
  it('charges every covered line of the month and nothing else on a first invoice', () => {
    const lines = buildInvoiceLines({
      month: '2027-01-01',
      earlierMonths: [],
      peopleIn: () => [ben, ana],
      billed: [],
    });
    expect(lines.map((l) => [l.name, l.coverageType, l.kind])).toEqual([
      ['Ana Alvarez', 'dental', 'charge'],
      ['Ana Alvarez', 'medical', 'charge'],
      ['Ben Brooks', 'medical', 'charge'],
    ]);
    expect(computeInvoiceTotals(lines)).toEqual({
      charges: { premiumCents: 114_000, companyCents: 87_000, employeeCents: 27_000 },
      adjustments: { premiumCents: 0, companyCents: 0, employeeCents: 0 },
      amountDueCents: 114_000,
    });
  });

  it('adds a retroactive charge for a person who signed after the earlier invoice', () => {
    const lines = buildInvoiceLines({
      month: '2027-02-01',
      earlierMonths: ['2027-01-01'],
      peopleIn: () => [ana, ben],
      billed: billedFor(ana, '2027-01-01'),
    });
    const adjustments = lines.filter((l) => l.kind === 'adjustment');
    expect(adjustments).toEqual([
      expect.objectContaining({
        name: 'Ben Brooks',
        forMonth: '2027-01-01',
        reason: 'added',
        premiumCents: 60_000,
      }),
    ]);
    expect(computeInvoiceTotals(lines).amountDueCents).toBe(114_000 + 60_000);
  });

  it('credits the months billed after a terminated person’s coverage ended', () => {
    const ended = { ...ben, coverageEndsAt: '2027-01-31' };
    const lines = buildInvoiceLines({
      month: '2027-03-01',
      earlierMonths: ['2027-01-01', '2027-02-01'],
      peopleIn: () => [ana, ended],
      billed: [
        ...billedFor(ana, '2027-01-01'),
        ...billedFor(ben, '2027-01-01'),
        ...billedFor(ana, '2027-02-01'),
        ...billedFor(ben, '2027-02-01'),
      ],
    });
    expect(lines.filter((l) => l.name === 'Ben Brooks')).toEqual([
      expect.objectContaining({
        kind: 'adjustment',
        reason: 'terminated',
        forMonth: '2027-02-01',
        premiumCents: -60_000,
        companyCents: -45_000,
        employeeCents: -15_000,
      }),
    ]);
    expect(computeInvoiceTotals(lines).amountDueCents).toBe(54_000 - 60_000);
  });

  it('credits a person no longer enrolled at all, named from what was billed', () => {
    const lines = buildInvoiceLines({
      month: '2027-02-01',
      earlierMonths: ['2027-01-01'],
      peopleIn: () => [],
      billed: billedFor(ben, '2027-01-01'),
    });
    expect(lines).toEqual([
      expect.objectContaining({ name: 'Ben Brooks', reason: 'terminated', premiumCents: -60_000 }),
    ]);
  });

  it('prices each month with its own contributions: a change from March leaves January and February as billed', () => {
    // From March the company pays 45,000 of Ana's medical instead of 40,000; the premium is the same.
    const fromMarch = { ...ana, lines: [medical(50_000, 45_000), dental] };
    const peopleIn = (month: string) => [month >= '2027-03-01' ? fromMarch : ana];
    const march = buildInvoiceLines({
      month: '2027-03-01',
      earlierMonths: ['2027-01-01', '2027-02-01'],
      peopleIn,
      billed: [...billedFor(ana, '2027-01-01'), ...billedFor(ana, '2027-02-01')],
    });
    expect(march.filter((l) => l.kind === 'adjustment')).toEqual([]);
    expect(march.find((l) => l.coverageType === 'medical')).toMatchObject({ companyCents: 45_000 });
    // A change effective in February, saved after February's invoice: the next invoice adjusts February's split.
    const fromFebruary = (month: string) => [month >= '2027-02-01' ? fromMarch : ana];
    const adjusted = buildInvoiceLines({
      month: '2027-03-01',
      earlierMonths: ['2027-01-01', '2027-02-01'],
      peopleIn: fromFebruary,
      billed: [...billedFor(ana, '2027-01-01'), ...billedFor(ana, '2027-02-01')],
    });
    expect(adjusted.filter((l) => l.kind === 'adjustment')).toEqual([
      expect.objectContaining({
        forMonth: '2027-02-01',
        reason: 'changed',
        premiumCents: 0,
        companyCents: 5_000,
        employeeCents: -5_000,
      }),
    ]);
  });

  it('bills the difference of a changed election once: an adjustment already billed is counted', () => {
    const richer = { ...ana, lines: [medical(70_000, 40_000), dental] };
    const billed = [
      ...billedFor(ana, '2027-01-01'),
      { ...billedFor(ana, '2027-01-01')[0]!, premiumCents: 20_000, companyCents: 0, employeeCents: 20_000 },
    ];
    const february = buildInvoiceLines({
      month: '2027-03-01',
      earlierMonths: ['2027-01-01'],
      peopleIn: () => [richer],
      billed,
    });
    expect(february.filter((l) => l.kind === 'adjustment')).toEqual([]);
    const unbilled = buildInvoiceLines({
      month: '2027-02-01',
      earlierMonths: ['2027-01-01'],
      peopleIn: () => [richer],
      billed: billedFor(ana, '2027-01-01'),
    });
    expect(unbilled.filter((l) => l.kind === 'adjustment')).toEqual([
      expect.objectContaining({
        reason: 'changed',
        premiumCents: 20_000,
        companyCents: 0,
        employeeCents: 20_000,
      }),
    ]);
  });

  it('does not charge a new hire before their effective month', () => {
    const later = { ...ben, effectiveAt: '2027-03-01' };
    const lines = buildInvoiceLines({
      month: '2027-02-01',
      earlierMonths: [],
      peopleIn: () => [later],
      billed: [],
    });
    expect(lines).toEqual([]);
  });
});

describe('payability and numbers', () => {
  it('autopay debits from five days before the due date', () => {
    expect(isAutopayDue('2027-01-01', '2026-12-26')).toBe(false);
    expect(isAutopayDue('2027-01-01', '2026-12-27')).toBe(true);
    expect(isAutopayDue('2027-01-01', '2027-01-10')).toBe(true);
  });

  it('pays only an open invoice with an amount due', () => {
    expect(describeWhyUnpayable({ status: 'open', amountDueCents: 100 })).toBeNull();
    expect(describeWhyUnpayable({ status: 'paid', amountDueCents: 100 })).toMatch(/already paid/);
    expect(describeWhyUnpayable({ status: 'pending', amountDueCents: 100 })).toMatch(/on its way/);
    expect(describeWhyUnpayable({ status: 'open', amountDueCents: 0 })).toMatch(/Nothing is due/);
  });

  it('numbers an invoice by month and company', () => {
    expect(formatInvoiceNumber('2027-01-01', 'abcdef12-3456-7890-abcd-ef1234567890')).toBe(
      'GC-202701-ABCDEF12',
    );
  });
});
