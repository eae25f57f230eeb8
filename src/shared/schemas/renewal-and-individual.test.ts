import { describe, expect, it } from 'vitest';
import {
  contributionRowSchema,
  createEmployeeContributionsSchema,
  createRenewalContributionsSchema,
  createRenewalDetailsSchema,
} from './contribution';
import { createIndividualApplicationSchema, listIndividualCoverageOptions } from './individual-application';
import { fieldErrorsOf, TEST_SIGNATURE_PNG } from './test-helpers';

/** The default contribution row: 50% employee, 0% dependents. */
const defaultRow = {
  name: 'Default',
  contributionType: 'percentage',
  active: true,
  employeePercentage: 50,
  dependentPercentage: 0,
  employeeFixedAmount: null,
  dependentFixedAmount: null,
};
const image = TEST_SIGNATURE_PNG;

describe('contribution rows', () => {
  it('accepts the default row', () => {
    expect(fieldErrorsOf(contributionRowSchema, defaultRow)).toEqual({});
  });
  it('needs a name and a type', () => {
    expect(fieldErrorsOf(contributionRowSchema, { ...defaultRow, name: '', contributionType: '' })).toEqual({
      name: 'Required',
      contributionType: 'Required',
    });
  });
  it('percentage kinds need both percentages within 0 to 100', () => {
    expect(
      fieldErrorsOf(contributionRowSchema, {
        ...defaultRow,
        employeePercentage: 120,
        dependentPercentage: null,
      }),
    ).toEqual({
      employeePercentage: 'Please enter a percentage from 0 to 100.',
      dependentPercentage: 'Please enter a percentage from 0 to 100.',
    });
    expect(
      fieldErrorsOf(contributionRowSchema, {
        ...defaultRow,
        contributionType: 'percent_of_base_plan',
        employeePercentage: -1,
      }),
    ).toEqual({
      employeePercentage: 'Please enter a percentage from 0 to 100.',
    });
  });
  it('fixed needs both amounts of $0 or more', () => {
    expect(fieldErrorsOf(contributionRowSchema, { ...defaultRow, contributionType: 'fixed' })).toEqual({
      employeeFixedAmount: 'Please enter an amount of $0 or more.',
      dependentFixedAmount: 'Please enter an amount of $0 or more.',
    });
    expect(
      fieldErrorsOf(contributionRowSchema, {
        ...defaultRow,
        contributionType: 'fixed',
        employeeFixedAmount: 300,
        dependentFixedAmount: 0,
      }),
    ).toEqual({});
  });
  it('does not check a removed (inactive) row', () => {
    expect(
      fieldErrorsOf(contributionRowSchema, { ...defaultRow, active: false, employeePercentage: 500 }),
    ).toEqual({});
  });
});

describe('renewal details', () => {
  const schema = createRenewalDetailsSchema(['medical', 'dental']);
  it('needs one active contribution per line with plans, a waiting period and a signature', () => {
    expect(fieldErrorsOf(schema, { contributions: { medical: [{ ...defaultRow, active: false }] } })).toEqual(
      {
        probationaryPeriod: 'Required',
        signatureImageDataUrl: 'Signature is required.',
        'contributions.medical': 'At least one contribution is required.',
        'contributions.dental': 'At least one contribution is required.',
      },
    );
  });
  it('saves details without the signature, with the same line rule', () => {
    const save = createRenewalContributionsSchema(['medical']);
    expect(fieldErrorsOf(save, { probationaryPeriod: 'one_month', contributions: {} })).toEqual({
      'contributions.medical': 'At least one contribution is required.',
    });
    expect(
      fieldErrorsOf(save, { probationaryPeriod: 'one_month', contributions: { medical: [defaultRow] } }),
    ).toEqual({});
  });
  it('accepts a complete renewal', () => {
    expect(
      fieldErrorsOf(schema, {
        probationaryPeriod: 'first_of_month_after_hire',
        contributions: { medical: [defaultRow], dental: [defaultRow] },
        signatureImageDataUrl: image,
      }),
    ).toEqual({});
  });
  it('needs a medical class for each employee when medical plans exist', () => {
    const rows = { employees: [{ renewalPolicyExternalID: 'r1', medicalCompanyContributionID: null }] };
    expect(fieldErrorsOf(createEmployeeContributionsSchema(true), rows)).toEqual({
      'employees.0.medicalCompanyContributionID': 'Please choose a medical contribution class.',
    });
    expect(fieldErrorsOf(createEmployeeContributionsSchema(false), rows)).toEqual({});
  });
});

describe('individual application', () => {
  it('offers spouse only with a spouse, children only with children, family with both', () => {
    expect(listIndividualCoverageOptions(false, false)).toEqual(['ee_self']);
    expect(listIndividualCoverageOptions(true, false)).toEqual(['ee_self', 'ee_spouse']);
    expect(listIndividualCoverageOptions(false, true)).toEqual(['ee_self', 'ee_children']);
    expect(listIndividualCoverageOptions(true, true)).toEqual([
      'ee_self',
      'ee_spouse',
      'ee_children',
      'ee_family',
    ]);
  });
  const schema = createIndividualApplicationSchema({
    hasSpouse: false,
    hasChildren: true,
    hasDentalPlan: true,
    hasVisionPlan: false,
  });
  const valid = {
    dependentEnrollmentDental: 'ee_children',
    socialSecurityNumber: 'XXX-XX-6789',
    employeeDependents: [{ id: 'd1', socialSecurityNumber: '123-45-6780' }],
    bankName: 'First Bank',
    bankRoutingNumber: '021000021',
    bankAccountNumber: '123456789',
  };
  it('accepts a complete application, a masked SSN on file included', () => {
    expect(fieldErrorsOf(schema, valid)).toEqual({});
  });
  it('says Required for a missing or unavailable coverage selection', () => {
    expect(fieldErrorsOf(schema, { ...valid, dependentEnrollmentDental: null })).toEqual({
      dependentEnrollmentDental: 'Required',
    });
    expect(fieldErrorsOf(schema, { ...valid, dependentEnrollmentDental: 'ee_family' })).toEqual({
      dependentEnrollmentDental: 'Required',
    });
  });
  it('checks SSN, bank name, routing number and account number', () => {
    expect(
      fieldErrorsOf(schema, {
        ...valid,
        socialSecurityNumber: '',
        bankName: '',
        bankRoutingNumber: '123456789',
        bankAccountNumber: '12',
      }),
    ).toEqual({
      socialSecurityNumber: 'Required',
      bankName: 'Required',
      bankRoutingNumber: 'Please enter a valid 9-digit bank routing number.',
      bankAccountNumber: 'Please enter a valid bank account number (4 to 17 digits).',
    });
  });
});
