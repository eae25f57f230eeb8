import { describe, expect, it } from 'vitest';
import { listLockedFields, listPartnerSentFields, listReturnableFields, lockOfField } from './field-rights';

const handTyped = {
  firstName: 'Dana',
  bornAt: '1990-04-02',
  employeeRoleId: 'role-staff',
  annualSalary: 64000,
  hiredAt: '2026-01-05',
  employeeType: 'full_time',
  isEligible: true,
  jobTitle: 'Clerk',
};

describe('lockOfField', () => {
  it('keeps the class, salary, hire date, type and eligibility from the employee once the employer set them', () => {
    for (const field of ['employeeRoleId', 'annualSalary', 'hiredAt', 'employeeType', 'isEligible'])
      expect(
        lockOfField({
          field,
          writer: 'employee',
          storedValue: (handTyped as never)[field],
          partnerSentFields: [],
        }),
      ).toBe('employer');
  });

  it('lets an administrator change them, and the employee their own details', () => {
    expect(
      lockOfField({
        field: 'employeeRoleId',
        writer: 'administrator',
        storedValue: 'r',
        partnerSentFields: [],
      }),
    ).toBeNull();
    expect(
      lockOfField({ field: 'bornAt', writer: 'employee', storedValue: '1990-04-02', partnerSentFields: [] }),
    ).toBeNull();
  });

  it('lets the employee fill an empty salary or hire date once, never an empty class', () => {
    expect(
      lockOfField({ field: 'annualSalary', writer: 'employee', storedValue: null, partnerSentFields: [] }),
    ).toBeNull();
    expect(
      lockOfField({ field: 'hiredAt', writer: 'employee', storedValue: '', partnerSentFields: [] }),
    ).toBeNull();
    expect(
      lockOfField({ field: 'employeeRoleId', writer: 'employee', storedValue: null, partnerSentFields: [] }),
    ).toBe('employer');
  });

  it('locks what the partner really sent for everyone but the partner, and only when it holds a value', () => {
    const sent = ['bornAt', 'annualSalary'];
    expect(
      lockOfField({
        field: 'bornAt',
        writer: 'employee',
        storedValue: '1990-04-02',
        partnerSentFields: sent,
      }),
    ).toBe('partner');
    expect(
      lockOfField({
        field: 'annualSalary',
        writer: 'administrator',
        storedValue: 1,
        partnerSentFields: sent,
      }),
    ).toBe('partner');
    expect(
      lockOfField({ field: 'bornAt', writer: 'employee', storedValue: null, partnerSentFields: sent }),
    ).toBeNull();
    expect(
      lockOfField({ field: 'bornAt', writer: 'partner', storedValue: 'x', partnerSentFields: sent }),
    ).toBeNull();
  });
});

describe('listLockedFields and listReturnableFields', () => {
  it('a person typed in by hand: the birth date is the employee’s, the employment fields the employer’s', () => {
    const locked = listLockedFields({
      writer: 'employee',
      stored: handTyped,
      partnerSentFields: [],
      fields: ['firstName', 'bornAt', 'employeeRoleId', 'annualSalary', 'hiredAt'],
    });
    expect([...locked]).toEqual([
      ['employeeRoleId', 'employer'],
      ['annualSalary', 'employer'],
      ['hiredAt', 'employer'],
    ]);
    const returnable = listReturnableFields({ stored: handTyped, partnerSentFields: [] });
    expect(returnable).toContain('bornAt');
    expect(returnable).toContain('firstName');
    expect(returnable).not.toContain('employeeRoleId');
    expect(returnable).not.toContain('annualSalary');
    expect(returnable).not.toContain('hiredAt');
  });

  it('a partner-added person: the sent names and birth date cannot be returned to the employee', () => {
    const returnable = listReturnableFields({
      stored: handTyped,
      partnerSentFields: listPartnerSentFields({
        firstName: 'Dana',
        bornAt: '1990-04-02',
        annualSalary: null,
      }),
    });
    expect(returnable).not.toContain('bornAt');
    expect(returnable).not.toContain('firstName');
    expect(returnable).toContain('homeAddress');
  });

  it('the partner sent only the fields it filled', () => {
    expect(
      listPartnerSentFields({
        firstName: 'A',
        lastName: 'B',
        bornAt: '1990-01-01',
        hiredAt: '2026-01-01',
        annualSalary: null,
      }),
    ).toEqual(['firstName', 'lastName', 'bornAt', 'hiredAt']);
  });
});
