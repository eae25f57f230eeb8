import { describe, expect, it } from 'vitest';
import {
  type CoverageLineState,
  describeAgreement,
  describeMismatch,
  type LineCharge,
  type LineDeduction,
  type ReconciliationInput,
  reconcile,
  tierOf,
} from './reconciliation';

const line = (over: Partial<CoverageLineState> = {}): CoverageLineState => ({
  employeeFormId: 'form-a',
  coverageType: 'medical',
  planName: 'Gold PPO',
  tier: 'FAM',
  begin: '2026-01-01',
  end: null,
  ...over,
});
const deduction = (amountCents: number, over: Partial<LineDeduction> = {}): LineDeduction => ({
  employeeFormId: 'form-a',
  coverageType: 'medical',
  amountCents,
  ...over,
});
const names = new Map([
  ['form-a', 'Avery, Ana'],
  ['form-b', 'Brook, Ben'],
]);
const input = (over: Partial<ReconciliationInput> = {}): ReconciliationInput => ({
  enrolled: [line()],
  names,
  carrier: { lines: [line()], coverageTypes: new Set(['medical']) },
  payroll: { payDate: '2026-03-13', deducted: [deduction(12_345)], expected: [deduction(12_345)] },
  ...over,
});

describe('reconcile', () => {
  it('finds nothing when the enrollment, the carrier file and payroll agree', () => {
    expect(reconcile(input())).toEqual([]);
  });

  it('names a plan, a tier and a date the carrier has otherwise, each as its own row', () => {
    const sent = line({ planName: 'Silver HMO', tier: 'ESP', begin: '2026-02-01' });
    const rows = reconcile(input({ carrier: { lines: [sent], coverageTypes: new Set(['medical']) } }));
    expect(rows.map((r) => [r.side, r.field, r.expected, r.found])).toEqual([
      ['carrier', 'plan', 'Gold PPO', 'Silver HMO'],
      ['carrier', 'tier', 'Family', 'Employee and spouse'],
      ['carrier', 'date', '01/01/2026 to no end date', '02/01/2026 to no end date'],
    ]);
    expect(rows[0]).toMatchObject({ employeeName: 'Avery, Ana', coverageType: 'medical' });
    expect(describeMismatch(rows[0]!)).toBe('Medical: The carrier has another plan');
  });

  it('flags a termination the carrier was not sent, and a line it was never sent', () => {
    const ended = line({ end: '2026-04-30' });
    const dental = line({ coverageType: 'dental', planName: 'Dental Plus', tier: 'EMP' });
    const rows = reconcile(
      input({
        enrolled: [ended, dental],
        carrier: { lines: [line()], coverageTypes: new Set(['medical', 'dental']) },
        payroll: null,
      }),
    );
    expect(rows.map((r) => [r.coverageType, r.field, r.expected, r.found])).toEqual([
      ['medical', 'date', '01/01/2026 to 04/30/2026', '01/01/2026 to no end date'],
      ['dental', 'not_at_carrier', 'Dental Plus, 01/01/2026 to no end date', 'Not sent'],
    ]);
  });

  it('flags an open line the carrier still has after the enrollment dropped it, but not an ended one', () => {
    const open = reconcile(input({ enrolled: [], payroll: null }));
    expect(open.map((r) => r.field)).toEqual(['only_at_carrier']);
    const ended = reconcile(
      input({
        enrolled: [],
        carrier: { lines: [line({ end: '2026-04-30' })], coverageTypes: new Set(['medical']) },
        payroll: null,
      }),
    );
    expect(ended).toEqual([]);
  });

  it('leaves out lines of a type no carrier file has carried yet', () => {
    const rows = reconcile(
      input({ enrolled: [line(), line({ coverageType: 'vision', planName: 'Vision' })], payroll: null }),
    );
    expect(rows).toEqual([]);
  });

  it('flags a wrong amount, a missed deduction and a deduction without coverage', () => {
    const rows = reconcile(
      input({
        enrolled: [line(), line({ employeeFormId: 'form-b' })],
        carrier: {
          lines: [line(), line({ employeeFormId: 'form-b' })],
          coverageTypes: new Set(['medical']),
        },
        payroll: {
          payDate: '2026-03-13',
          deducted: [
            deduction(10_000),
            deduction(2_500, { employeeFormId: 'form-b', coverageType: 'dental' }),
          ],
          expected: [deduction(12_345), deduction(5_000, { employeeFormId: 'form-b' })],
        },
      }),
    );
    expect(rows.map((r) => [r.employeeName, r.coverageType, r.field, r.expected, r.found])).toEqual([
      ['Avery, Ana', 'medical', 'amount', '$123.45', '$100.00'],
      ['Brook, Ben', 'medical', 'not_deducted', '$50.00', 'No deduction'],
      ['Brook, Ben', 'dental', 'deducted_without_coverage', 'Not enrolled', '$25.00'],
    ]);
    expect(rows.every((r) => r.side === 'payroll')).toBe(true);
  });

  it('calls a deduction on a pay date outside the coverage a date mismatch', () => {
    const later = line({ begin: '2026-04-01' });
    const rows = reconcile(
      input({
        enrolled: [later],
        carrier: { lines: [later], coverageTypes: new Set(['medical']) },
        payroll: { payDate: '2026-03-13', deducted: [deduction(12_345)], expected: [] },
      }),
    );
    expect(rows).toEqual([
      expect.objectContaining({
        side: 'payroll',
        field: 'date',
        expected: 'Coverage 04/01/2026 to no end date',
        found: '$123.45 deducted on 03/13/2026',
      }),
    ]);
    expect(describeMismatch(rows[0]!)).toBe('Medical: Payroll deducts outside the coverage dates');
  });
});

describe('tierOf', () => {
  it('follows the dependents on the line', () => {
    expect(tierOf([])).toBe('EMP');
    expect(tierOf(['spouse'])).toBe('ESP');
    expect(tierOf(['domestic_partner'])).toBe('ESP');
    expect(tierOf(['child', 'child'])).toBe('ECH');
    expect(tierOf(['spouse', 'child'])).toBe('FAM');
  });
});

describe('an enrolled line payroll deducts for without a figure', () => {
  it('is an amount mismatch: nothing called for, or no price on record', () => {
    const zero = reconcile(
      input({ payroll: { payDate: '2026-03-13', deducted: [deduction(500)], expected: [deduction(0)] } }),
    );
    expect(zero.map((r) => [r.field, r.expected, r.found])).toEqual([['amount', '$0.00', '$5.00']]);
    const unpriced = reconcile(
      input({ payroll: { payDate: '2026-03-13', deducted: [deduction(500)], expected: [] } }),
    );
    expect(unpriced.map((r) => [r.field, r.expected, r.found])).toEqual([
      ['amount', 'No price on record', '$5.00'],
    ]);
  });
});

describe('reconcile against the invoices', () => {
  const charge = (premiumCents: number, over: Partial<LineCharge> = {}): LineCharge => ({
    employeeFormId: 'form-a',
    coverageType: 'medical',
    premiumCents,
    ...over,
  });
  it('finds nothing when the month was billed as enrolled, charges and adjustments together', () => {
    const billing = { month: '2026-03-01', billed: [charge(50_000)], expected: [charge(50_000)] };
    expect(reconcile(input({ billing }))).toEqual([]);
  });

  it('names a line not billed, one billed without coverage and another premium, after carrier and payroll', () => {
    const rows = reconcile(
      input({
        payroll: { payDate: '2026-03-13', deducted: [], expected: [deduction(12_345)] },
        billing: {
          month: '2026-03-01',
          billed: [charge(40_000), charge(9_000, { employeeFormId: 'form-b', coverageType: 'dental' })],
          expected: [charge(50_000), charge(3_000, { coverageType: 'vision' })],
        },
      }),
    );
    expect(rows.map((r) => [r.employeeName, r.coverageType, r.side, r.field, r.expected, r.found])).toEqual([
      ['Avery, Ana', 'medical', 'payroll', 'not_deducted', '$123.45', 'No deduction'],
      ['Avery, Ana', 'medical', 'billing', 'amount', '$500.00', '$400.00'],
      ['Avery, Ana', 'vision', 'billing', 'not_billed', '$30.00', 'Not billed'],
      ['Brook, Ben', 'dental', 'billing', 'billed_without_coverage', 'Not enrolled', '$90.00'],
    ]);
    expect(rows.slice(1).map(describeMismatch)).toEqual([
      'Medical: The invoice bills another premium',
      'Vision: Not billed',
      'Dental: Billed without coverage',
    ]);
  });
});

describe('describeAgreement', () => {
  it('says what agrees by what there was to compare, and nothing agrees when nothing was compared', () => {
    expect(describeAgreement({ carrierFileCount: 2, payDate: '2027-01-08' })).toBe(
      'Enrollments, the carrier files and the payroll export agree.',
    );
    expect(describeAgreement({ carrierFileCount: 1, payDate: null })).toBe(
      'Enrollments and the carrier files agree.',
    );
    expect(describeAgreement({ carrierFileCount: 0, payDate: '2027-01-08' })).toBe(
      'Enrollments and the payroll export agree.',
    );
    expect(describeAgreement({ carrierFileCount: 0, payDate: null })).toMatch(/^Nothing to compare yet/);
    expect(
      describeAgreement({ carrierFileCount: 1, payDate: '2027-01-08', invoiceMonth: '2027-01-01' }),
    ).toBe('Enrollments, the carrier files, the payroll export and the invoices agree.');
    expect(describeAgreement({ carrierFileCount: 0, payDate: null, invoiceMonth: '2027-01-01' })).toBe(
      'Enrollments and the invoices agree.',
    );
  });
});
