/**
 * Company information (issue 12 item 6, decision 0028): the company's legal form, its industry, its primary
 * contact and the bank account premiums are debited from. Pure rules; the schemas in
 * `src/shared/schemas/company-settings.ts` and the server use them.
 */

/** The legal forms a small employer files under (what a carrier's group application asks). */
export const ENTITY_TYPES = [
  'sole_proprietorship',
  'partnership',
  'llc',
  's_corporation',
  'c_corporation',
  'nonprofit',
  'government',
] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

export const ENTITY_TYPE_LABELS: Record<EntityType, string> = {
  sole_proprietorship: 'Sole proprietorship',
  partnership: 'Partnership',
  llc: 'Limited liability company (LLC)',
  s_corporation: 'S corporation',
  c_corporation: 'C corporation',
  nonprofit: 'Nonprofit organization',
  government: 'Government entity',
};

/** The kinds of bank account a premium may be debited from. */
export const BANK_ACCOUNT_TYPES = ['checking', 'savings'] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];

export const BANK_ACCOUNT_TYPE_LABELS: Record<BankAccountType, string> = {
  checking: 'Checking',
  savings: 'Savings',
};

/** The two-digit sectors of NAICS 2022 (the U.S. Census Bureau's industry classification). */
const NAICS_SECTORS = new Set([
  '11',
  '21',
  '22',
  '23',
  '31',
  '32',
  '33',
  '42',
  '44',
  '45',
  '48',
  '49',
  '51',
  '52',
  '53',
  '54',
  '55',
  '56',
  '61',
  '62',
  '71',
  '72',
  '81',
  '92',
]);

/** A NAICS industry code: six digits whose first two are one of NAICS 2022's sectors (54 professional services…). */
export function isValidNaicsCode(value: string): boolean {
  return /^\d{6}$/.test(value) && NAICS_SECTORS.has(value.slice(0, 2));
}

/** A bank account number: 4 to 17 digits (the NACHA entry's DFI account number field holds 17). */
export function isValidBankAccountNumber(value: string): boolean {
  return /^\d{4,17}$/.test(value);
}

export const COMPANY_SETTINGS_MESSAGES = {
  naics: 'Please enter a 6-digit NAICS code, like 541310 for architectural services.',
  einPrefix: 'This is not an EIN the IRS issues: check the first two digits.',
  stateChange:
    "Your plans are filed in your company's state. To move the company to another state, contact support.",
  accountNumberForNewBank: 'Enter the account number at this bank.',
  confirmAccountNumber: 'The account numbers do not match.',
  version: 'This company was changed in another window. Reload to see the latest.',
} as const;

/**
 * What a banking save must carry: with no account on file, both numbers; a new routing number means a new
 * bank, so its account number too (an old account number at another bank would send debits astray). An empty
 * number keeps the one on file.
 */
export function listMissingBankNumbers(input: {
  hasAccountOnFile: boolean;
  routingNumber: string;
  accountNumber: string;
}): Array<'routingNumber' | 'accountNumber'> {
  const missing: Array<'routingNumber' | 'accountNumber'> = [];
  if (!input.hasAccountOnFile && input.routingNumber === '') missing.push('routingNumber');
  if (input.accountNumber === '' && (!input.hasAccountOnFile || input.routingNumber !== ''))
    missing.push('accountNumber');
  return missing;
}
