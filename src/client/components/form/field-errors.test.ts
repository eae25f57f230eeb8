import { describe, expect, it } from 'vitest';
import { listFieldPaths, matchServerFieldErrors } from './field-errors';

describe('listFieldPaths', () => {
  it('flattens objects and arrays to dotted paths', () => {
    expect(listFieldPaths({ a: '', dependents: [{ bornAt: '', gender: null }] })).toEqual([
      'a',
      'dependents',
      'dependents.0',
      'dependents.0.bornAt',
      'dependents.0.gender',
    ]);
  });
});

describe('matchServerFieldErrors', () => {
  const paths = listFieldPaths({
    jobTitle: '',
    dependents: [{ bornAt: '' }],
    beneficiaryPair: { beneficiary1Name: '' },
    yearlyContributionAmount: '',
  });

  it('matches exact dotted keys', () => {
    expect(matchServerFieldErrors({ 'dependents.0.bornAt': 'Required' }, paths).fields).toEqual([
      ['dependents.0.bornAt', 'Required'],
    ]);
  });

  it('matches keys wrapped by the request body and fields wrapped by the form', () => {
    const result = matchServerFieldErrors(
      { 'employeeHealthAccount.yearlyContributionAmount': 'Too much', beneficiary1Name: 'Required' },
      paths,
    );
    expect(result.fields).toEqual([
      ['yearlyContributionAmount', 'Too much'],
      ['beneficiaryPair.beneficiary1Name', 'Required'],
    ]);
  });

  it('keeps what matches no field for the form-level message', () => {
    expect(matchServerFieldErrors({ form: 'Nope', other: 'x' }, paths).unmatched).toEqual(['Nope', 'x']);
  });

  it('uses aliases first', () => {
    expect(
      matchServerFieldErrors({ 'employeeForm.socialSecurityNumber': 'Bad' }, paths, {
        'employeeForm.socialSecurityNumber': 'jobTitle',
      }).fields,
    ).toEqual([['jobTitle', 'Bad']]);
  });
});

describe('error placement on the step screens', () => {
  it('places the additional information save errors at the beneficiary fields', () => {
    const paths = listFieldPaths({
      jobTitle: '',
      beneficiaryPair: {
        beneficiary1Name: '',
        beneficiary1SocialSecurityNumber: '',
        beneficiary2Type: 'none',
      },
    });
    const result = matchServerFieldErrors(
      {
        'beneficiaryPair.beneficiary1SocialSecurityNumber': 'Enter a valid Social Security number.',
        jobTitle: 'Required',
        beneficiaryPair: 'Beneficiaries are required.',
      },
      paths,
    );
    expect(result.fields).toEqual([
      ['beneficiaryPair.beneficiary1SocialSecurityNumber', 'Enter a valid Social Security number.'],
      ['jobTitle', 'Required'],
      ['beneficiaryPair', 'Beneficiaries are required.'],
    ]);
    expect(result.unmatched).toEqual([]);
  });

  it("places a dependent's SSN error at its row through the request's aliases", () => {
    const paths = listFieldPaths({
      socialSecurityNumber: '',
      dependents: [{ id: 'a', socialSecurityNumber: '' }],
    });
    expect(
      matchServerFieldErrors({ 'employeeDependents.0.socialSecurityNumber': 'Required' }, paths, {
        'employeeDependents.0.socialSecurityNumber': 'dependents.0.socialSecurityNumber',
      }).fields,
    ).toEqual([['dependents.0.socialSecurityNumber', 'Required']]);
  });
});
