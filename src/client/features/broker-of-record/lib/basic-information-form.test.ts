import { BOR_MESSAGES } from '@shared/domain/broker-of-record/application';
import { MESSAGES } from '@shared/schemas/fields';
import { describe, expect, it } from 'vitest';
import {
  addableTypes,
  type BasicInformationValues,
  basicInformationSchema,
  newPlanRowId,
  shownTypes,
  toBasicInformationBody,
} from './basic-information-form';

const row = (over: Partial<BasicInformationValues['plans']['medical'][number]> = {}) => ({
  id: 'r1',
  planName: 'Choice Plus',
  insuranceCompany: 'unitedhealthcare',
  otherInsuranceCompany: '',
  groupIDNumber: 'UHC-1',
  ...over,
});
const empty = {
  dental: [],
  vision: [],
  termLife: [],
  wholeLife: [],
  shortTermDisability: [],
  longTermDisability: [],
};
const values = (plans: Partial<BasicInformationValues['plans']>, fein = ''): BasicInformationValues => ({
  name: 'Mission Bay',
  contactName: "Ana O'Neill",
  contactTitle: 'CEO',
  email: 'ana@example.com',
  address1: '1 Main St',
  city: 'San Francisco',
  state: 'CA',
  zip: '94105',
  contactPhoneNumber: '(415) 555-0142',
  partnerPrimaryPhoneNumber: '',
  partnerPrimaryEmail: '',
  fein,
  plans: { medical: [row()], ...empty, ...plans },
});
const errorsOf = (feinOnFile: boolean, v: BasicInformationValues) => {
  const parsed = basicInformationSchema(feinOnFile).safeParse(v);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('basic information form', () => {
  it('shows medical always and each other type with rows; offers the rest once', () => {
    expect(shownTypes({ medical: [], dental: [row()] })).toEqual(['medical', 'dental']);
    expect(addableTypes({ medical: [], dental: [row()] })).not.toContain('dental');
    expect(addableTypes({ medical: [] })).toContain('dental');
  });

  it('makes row ids as the first segment of a unique id', () => {
    expect(newPlanRowId()).toMatch(/^[0-9a-f]{8}$/);
  });

  it("refuses an 'Other' carrier without its name at its field, and a missing FEIN when none is on file", () => {
    const other = values({ dental: [row({ id: 'd1', insuranceCompany: 'other' })] });
    expect(errorsOf(true, other)).toEqual({
      'plans.dental.0.otherInsuranceCompany': BOR_MESSAGES.otherCarrierRequired,
    });
    expect(errorsOf(false, values({}))).toEqual({ fein: BOR_MESSAGES.feinRequired });
    expect(errorsOf(false, values({}, '12-3456789'))).toEqual({});
    expect(errorsOf(true, values({ medical: [row({ groupIDNumber: '' })] }))).toEqual({
      'plans.medical.0.groupIDNumber': MESSAGES.required,
    });
  });

  it('sends every type, the FEIN only when typed, and an Other name only with Other', () => {
    const body = toBasicInformationBody(
      values({ dental: [row({ id: 'd1', insuranceCompany: 'delta-dental', otherInsuranceCompany: 'x' })] }),
      3,
    );
    expect(body.version).toBe(3);
    expect(body).not.toHaveProperty('fein');
    expect(Object.keys(body.borApplicationIntake!.plans)).toHaveLength(7);
    expect(body.borApplicationIntake!.plans.dental![0]!.otherInsuranceCompany).toBe('');
  });
});
