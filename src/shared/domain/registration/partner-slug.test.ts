import { describe, expect, it } from 'vitest';
import { payrollLeadQuerySchema } from '../../schemas/payroll-lead';
import { partnerSlugOf } from './partner-slug';

describe('partnerSlugOf', () => {
  it('takes a slug as an address carries it, lower-cased and trimmed', () => {
    expect(partnerSlugOf('toast')).toBe('toast');
    expect(partnerSlugOf(' PayCove ')).toBe('paycove');
    expect(partnerSlugOf('pay_cove-2')).toBe('pay_cove-2');
  });

  it('names nothing for what no partner slug can be', () => {
    for (const value of [null, undefined, '', '  ', '-toast', 'pay/cove', 'pay cove', 'a'.repeat(65), 'café'])
      expect(partnerSlugOf(value)).toBeNull();
  });

  it('agrees with the call’s query schema', () => {
    for (const value of ['toast', 'PayCove', 'pay/cove', '', 'a'.repeat(65), '-x'])
      expect(payrollLeadQuerySchema.safeParse({ partner: value }).success).toBe(
        partnerSlugOf(value) !== null,
      );
  });
});
