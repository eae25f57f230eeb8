import { describe, expect, it } from 'vitest';
import { createLargeGroupQuoteRequestSchema, LARGE_GROUP_MESSAGES } from './large-group';

const TODAY = { year: 2026, month: 11, day: 26 };
const schema = createLargeGroupQuoteRequestSchema(() => TODAY);

const VALID = {
  legalName: 'Lone Star Logistics LLC',
  fein: '74-1234567',
  address1: '500 Congress Ave',
  address2: '',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  totalEmployees: '62',
  fullTimeEmployees: '40',
  partTimeEmployees: '22',
  currentCarrier: 'aetna',
  currentCarrierOther: '',
  renewalDate: '01/01/2027',
  effectiveDate: '01/01/2027',
  contactName: 'Maria Gomez',
  contactTitle: 'HR Director',
  contactEmail: 'maria@lonestar.example.com',
  contactPhone: '(512) 555-0143',
};

const errorsOf = (values: Record<string, unknown>) => {
  const result = schema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the large group quote request schema', () => {
  it('reads the counts as numbers', () => {
    const parsed = schema.parse(VALID);
    expect(parsed).toMatchObject({ totalEmployees: 62, fullTimeEmployees: 40, partTimeEmployees: 22 });
  });

  it('refuses a FEIN without its dash, an unknown carrier, and counts that are not whole numbers', () => {
    expect(errorsOf({ ...VALID, fein: '741234567' }).fein).toBe(LARGE_GROUP_MESSAGES.fein);
    expect(errorsOf({ ...VALID, currentCarrier: 'acme' }).currentCarrier).toBe(LARGE_GROUP_MESSAGES.carrier);
    expect(errorsOf({ ...VALID, fullTimeEmployees: '40.5' }).fullTimeEmployees).toBe(
      LARGE_GROUP_MESSAGES.count,
    );
    expect(errorsOf({ ...VALID, totalEmployees: '0' }).totalEmployees).toBe(LARGE_GROUP_MESSAGES.totalCount);
  });

  it('shows every error at once, the cross-field ones included', () => {
    const errors = errorsOf({
      ...VALID,
      legalName: '',
      totalEmployees: '70',
      currentCarrier: 'other',
      renewalDate: '',
    });
    expect(Object.keys(errors).sort()).toEqual(
      ['currentCarrierOther', 'legalName', 'partTimeEmployees', 'renewalDate'].sort(),
    );
  });

  it('needs no renewal date without current coverage, and the 1st of a coming month to start', () => {
    expect(errorsOf({ ...VALID, currentCarrier: 'none', renewalDate: '' })).toEqual({});
    expect(errorsOf({ ...VALID, effectiveDate: '01/02/2027' }).effectiveDate).toBe(
      LARGE_GROUP_MESSAGES.effectiveDate,
    );
    expect(errorsOf({ ...VALID, effectiveDate: '11/01/2026' }).effectiveDate).toBe(
      LARGE_GROUP_MESSAGES.effectiveDateFuture,
    );
  });

  it('refuses control characters at their field', () => {
    expect(errorsOf({ ...VALID, contactTitle: 'HR\u0000Director' }).contactTitle).toBeDefined();
  });
});
