import type { PayrollAccountItems } from '@shared/schemas/broker-of-record';

/*
 * The payroll partner's chart of accounts for "Set up Payroll Deductions" (docs/spec/3 §7
 * GET /api/v2/partner/netsuite-payroll-account-items; decision 0048). No partner connection reads a real chart
 * yet, so this offline adapter answers a fixed sample of a small employer's payroll accounts, as the storage and
 * mail adapters answer offline (decision 0015). A connected partner's adapter replaces `readPayrollAccountItems`
 * with the same answer shape.
 */

const EXPENSE_ACCOUNTS = [
  { value: '6100', label: '6100 Employee Benefits: Medical Insurance' },
  { value: '6110', label: '6110 Employee Benefits: Dental Insurance' },
  { value: '6120', label: '6120 Employee Benefits: Vision Insurance' },
  { value: '6130', label: '6130 Employee Benefits: Life and Disability Insurance' },
  { value: '6190', label: '6190 Employee Benefits: Other' },
] as const;

const LIABILITY_ACCOUNTS = [
  { value: '2310', label: '2310 Payroll Liabilities: Medical Deductions' },
  { value: '2320', label: '2320 Payroll Liabilities: Dental Deductions' },
  { value: '2330', label: '2330 Payroll Liabilities: Vision Deductions' },
  { value: '2340', label: '2340 Payroll Liabilities: Life and Disability Deductions' },
  { value: '2390', label: '2390 Payroll Liabilities: Other Benefit Deductions' },
] as const;

/** The offline adapter's chart of accounts: expense and liability accounts, as the deductions select lists them. */
export function readPayrollAccountItems(): PayrollAccountItems {
  return {
    select_options: {
      expense_select_options: EXPENSE_ACCOUNTS.map((a) => ({ ...a })),
      liability_select_options: LIABILITY_ACCOUNTS.map((a) => ({ ...a })),
    },
  };
}
