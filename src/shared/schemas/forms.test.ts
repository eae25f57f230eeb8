import { describe, expect, it } from 'vitest';
import { COVERED_ELSEWHERE_REASONS } from '../domain/enums';
import { createAdditionalInformationSchema } from './additional-information';
import { createBeneficiaryPairSchema } from './beneficiary';
import { createContactInformationSchema, isSalaryRequired, parseSalaryInput } from './contact-information';
import { createAgeEnrollmentSchema, createCoverageAmountSchema, segmentEnrollmentSchema } from './enrollment';
import { createFamilyInformationSchema } from './family-information';
import { createHealthAccountSchema } from './health-account';
import { createSignFormSchema } from './signature';
import { fieldErrorsOf, TEST_SIGNATURE_PNG, VALID_CONTACT_FORM } from './test-helpers';

const today = () => ({ year: 2026, month: 11, day: 21 });

const validContact = VALID_CONTACT_FORM;

describe('contact information', () => {
  const schema = createContactInformationSchema({ today });
  it('accepts a complete form', () => {
    expect(fieldErrorsOf(schema, validContact)).toEqual({});
  });
  it('reports every missing field at once', () => {
    expect(fieldErrorsOf(schema, {})).toEqual({
      firstName: 'Required',
      lastName: 'Required',
      homeAddress: 'Required',
      city: 'Required',
      state: 'Please choose a state.',
      zipCode: 'Required',
      homePhoneNumber: 'Required',
      bornAt: 'Required',
      gender: 'Required',
      maritalStatus: 'Required',
    });
  });
  it('refuses a PO box, a bad zip, a bad work phone and a two-letter initial', () => {
    expect(
      fieldErrorsOf(schema, {
        ...validContact,
        homeAddress: 'PO Box 5',
        zipCode: '787',
        workPhoneNumber: '12',
        middleInitial: 'MJ',
      }),
    ).toEqual({
      homeAddress: 'Please enter a physical address. PO boxes are not accepted.',
      zipCode: 'Please enter a valid 5-digit zip code.',
      workPhoneNumber: 'Please enter a valid 10-digit phone number.',
      middleInitial: 'Middle initial must be a single letter.',
    });
  });
  it('requires the salary when life or disability is offered', () => {
    expect(isSalaryRequired(['medical', 'dental'])).toBe(false);
    expect(isSalaryRequired(['medical', 'short_term_disability'])).toBe(true);
    const withSalary = createContactInformationSchema({ requiresSalary: true, today });
    expect(fieldErrorsOf(withSalary, { ...validContact, annualSalary: '' })).toEqual({
      annualSalary: 'Please enter your annual salary.',
    });
    expect(fieldErrorsOf(withSalary, { ...validContact, annualSalary: '$0' })).toEqual({
      annualSalary: 'Please enter your annual salary.',
    });
    expect(fieldErrorsOf(withSalary, validContact)).toEqual({});
    expect(parseSalaryInput('$52,000')).toBe(52_000);
  });
  it('takes only an amount as the salary, required or not', () => {
    const withSalary = createContactInformationSchema({ requiresSalary: true, today });
    const without = createContactInformationSchema({ today });
    for (const typed of ['96000', '96,000', '96,000.00', '$96,000', '$96,000.00', ' 96000 ']) {
      expect(fieldErrorsOf(withSalary, { ...validContact, annualSalary: typed }), typed).toEqual({});
      expect(withSalary.parse({ ...validContact, annualSalary: typed }).annualSalary).toBe(typed.trim());
    }
    for (const typed of ['02/30/2026', '-5', '96k', '9,60,00', '96000.001', '96.000.00', 'NaN']) {
      const error = { annualSalary: 'Please enter an amount in dollars, like 96,000 or $96,000.00.' };
      expect(fieldErrorsOf(withSalary, { ...validContact, annualSalary: typed }), typed).toEqual(error);
      expect(fieldErrorsOf(without, { ...validContact, annualSalary: typed }), typed).toEqual(error);
      expect(parseSalaryInput(typed), typed).toBeNull();
    }
    expect(fieldErrorsOf(without, { ...validContact, annualSalary: '' })).toEqual({});
    expect(fieldErrorsOf(without, { ...validContact, annualSalary: '2,000,000,000' })).toEqual({
      annualSalary: 'Please enter an amount of $1,000,000,000 or less.',
    });
  });
  it('requires tobacco use only when asked', () => {
    const asking = createContactInformationSchema({ asksTobaccoUse: true, today });
    expect(fieldErrorsOf(asking, validContact)).toEqual({ tobaccoUser: 'Required' });
    expect(fieldErrorsOf(asking, { ...validContact, tobaccoUser: 'No' })).toEqual({});
  });
});

describe('family information', () => {
  const schema = createFamilyInformationSchema(today);
  const spouse = {
    firstName: 'Luis',
    lastName: 'Díaz',
    bornAt: '01/02/1985',
    gender: 'male',
    dependentType: 'spouse',
  };
  const kid = {
    firstName: 'Eva',
    lastName: 'Díaz',
    bornAt: '05/05/2015',
    gender: 'female',
    dependentType: 'child',
  };
  it('accepts a spouse and children', () => {
    expect(fieldErrorsOf(schema, { dependents: [spouse, kid, kid] })).toEqual({});
  });
  it('requires every field of a dependent', () => {
    expect(fieldErrorsOf(schema, { dependents: [{}] })).toEqual({
      'dependents.0.firstName': 'Required',
      'dependents.0.lastName': 'Required',
      'dependents.0.bornAt': 'Required',
      'dependents.0.gender': 'Required',
      'dependents.0.dependentType': 'Required',
    });
  });
  it('allows only one spouse or domestic partner', () => {
    expect(
      fieldErrorsOf(schema, { dependents: [spouse, { ...spouse, dependentType: 'domestic_partner' }] }),
    ).toEqual({
      'dependents.1.dependentType':
        'Only one spouse or domestic partner can be added. Choose Child for this person.',
    });
  });
  it('checks birth dates and that a child is under 26', () => {
    expect(fieldErrorsOf(schema, { dependents: [{ ...kid, bornAt: '11/21/2000' }] })).toEqual({
      'dependents.0.bornAt': 'A child must be under 26 years old to be added as a dependent.',
    });
    expect(fieldErrorsOf(schema, { dependents: [{ ...kid, bornAt: '11/22/2000' }] })).toEqual({});
    expect(fieldErrorsOf(schema, { dependents: [{ ...kid, bornAt: '12/01/2026' }] })).toEqual({
      'dependents.0.bornAt': 'Date of birth cannot be in the future.',
    });
    expect(fieldErrorsOf(schema, { dependents: [{ ...kid, bornAt: '13/01/2020' }] })).toEqual({
      'dependents.0.bornAt': 'Please enter a real date.',
    });
  });
});

/** A valid first beneficiary. */
const beneficiary1 = {
  beneficiary1Name: 'Luis Díaz',
  beneficiary1Relationship: 'Spouse',
  beneficiary1Percentage: 60,
  beneficiary1BirthDate: '01/02/1985',
  beneficiary1SocialSecurityNumber: '123-45-6789',
  beneficiary1PhoneNumber: '512-555-1234',
  beneficiary1Address: '100 Congress Ave',
  beneficiary1City: 'Austin',
  beneficiary1State: 'TX',
  beneficiary1ZipCode: '78701',
};
const beneficiary2 = {
  beneficiary2Name: 'Eva Díaz',
  beneficiary2Relationship: 'Child',
  beneficiary2Percentage: 40,
  beneficiary2BirthDate: '05/05/2015',
  beneficiary2SocialSecurityNumber: '123-45-6780',
  beneficiary2PhoneNumber: '512-555-1235',
  beneficiary2Address: '100 Congress Ave',
  beneficiary2City: 'Austin',
  beneficiary2State: 'TX',
  beneficiary2ZipCode: '78701',
};

describe('beneficiaries', () => {
  const schema = createBeneficiaryPairSchema({ today });
  it('accepts one beneficiary', () => {
    expect(fieldErrorsOf(schema, { ...beneficiary1, beneficiary2Type: 'none' })).toEqual({});
  });
  it('checks every field of the first beneficiary', () => {
    const errors = fieldErrorsOf(schema, { beneficiary2Type: 'none' });
    expect(Object.keys(errors)).toHaveLength(10);
    expect(errors.beneficiary1Percentage).toBe('Please enter a percentage from 1 to 100.');
    expect(errors.beneficiary1State).toBe('Please choose a state.');
  });
  it('checks the second beneficiary only when there is one', () => {
    expect(fieldErrorsOf(schema, { ...beneficiary1, beneficiary2Type: 'contingent' })).toMatchObject({
      beneficiary2Name: 'Required',
    });
    expect(
      fieldErrorsOf(schema, {
        ...beneficiary1,
        ...beneficiary2,
        beneficiary2Type: 'contingent',
        beneficiary2Percentage: 50,
      }),
    ).toEqual({});
  });
  it('two primaries must add up to 100', () => {
    expect(fieldErrorsOf(schema, { ...beneficiary1, ...beneficiary2, beneficiary2Type: 'primary' })).toEqual(
      {},
    );
    expect(
      fieldErrorsOf(schema, {
        ...beneficiary1,
        ...beneficiary2,
        beneficiary2Type: 'primary',
        beneficiary2Percentage: 30,
      }),
    ).toEqual({
      beneficiary2Percentage: 'The two primary beneficiaries must add up to 100%.',
    });
  });
  it('the type is required', () => {
    expect(fieldErrorsOf(schema, beneficiary1)).toEqual({ beneficiary2Type: 'Required' });
  });
  it('makes the last field optional for the configured company', () => {
    const lenient = createBeneficiaryPairSchema({ today, isLastFieldOptional: true });
    expect(
      fieldErrorsOf(lenient, { ...beneficiary1, beneficiary1ZipCode: '', beneficiary2Type: 'none' }),
    ).toEqual({});
    expect(
      fieldErrorsOf(schema, { ...beneficiary1, beneficiary1ZipCode: '', beneficiary2Type: 'none' }),
    ).toEqual({ beneficiary1ZipCode: 'Required' });
    expect(
      fieldErrorsOf(lenient, { ...beneficiary1, beneficiary1ZipCode: '12', beneficiary2Type: 'none' }),
    ).toEqual({
      beneficiary1ZipCode: 'Please enter a valid 5-digit zip code.',
    });
  });
});

describe('additional information', () => {
  const employment = { jobTitle: 'Chef', hiredAt: '01/15/2024', employeeType: 'full_time' };
  it('requires job title, hire date and employee type', () => {
    expect(fieldErrorsOf(createAdditionalInformationSchema(), {})).toEqual({
      jobTitle: 'Required',
      hiredAt: 'Required',
      employeeType: 'Required',
    });
    expect(fieldErrorsOf(createAdditionalInformationSchema(), { ...employment, hiredAt: '1/15/24' })).toEqual(
      {
        hiredAt: 'Please enter the date as MM/DD/YYYY.',
      },
    );
  });
  const declining = createAdditionalInformationSchema({ isDeclining: true });
  it('requires a declination reason when declining', () => {
    expect(fieldErrorsOf(declining, employment)).toEqual({ declinationReason: 'Required' });
  });
  it.each(COVERED_ELSEWHERE_REASONS)('requires the carrier name and id for %s', (reason) => {
    expect(fieldErrorsOf(declining, { ...employment, declinationReason: reason })).toEqual({
      declinationReason1CarrierName: 'Required',
      declinationReason1IDNumber: 'Required',
    });
    expect(
      fieldErrorsOf(declining, {
        ...employment,
        declinationReason: reason,
        declinationReason1CarrierName: 'Aetna',
        declinationReason1IDNumber: 'W123',
      }),
    ).toEqual({});
  });
  it('requires an explanation in words for other', () => {
    expect(fieldErrorsOf(declining, { ...employment, declinationReason: 'other' })).toEqual({
      declinationReason4Explanation: 'Required',
    });
    expect(
      fieldErrorsOf(declining, {
        ...employment,
        declinationReason: 'other',
        declinationReason4Explanation: '???',
      }),
    ).toEqual({
      declinationReason4Explanation: 'Please explain in words why you are declining coverage.',
    });
    expect(
      fieldErrorsOf(declining, {
        ...employment,
        declinationReason: 'other',
        declinationReason4Explanation: 'x'.repeat(501),
      }),
    ).toEqual({
      declinationReason4Explanation: 'Please keep the explanation under 500 characters.',
    });
    expect(
      fieldErrorsOf(declining, {
        ...employment,
        declinationReason: 'other',
        declinationReason4Explanation: 'On my parents plan',
      }),
    ).toEqual({});
  });
  it('checks beneficiaries when they are required', () => {
    const withBeneficiaries = createAdditionalInformationSchema({
      isBeneficiariesRequired: true,
      beneficiary: { today },
    });
    expect(fieldErrorsOf(withBeneficiaries, employment)).toMatchObject({
      'beneficiaryPair.beneficiary1Name': 'Required',
    });
    expect(
      fieldErrorsOf(withBeneficiaries, {
        ...employment,
        beneficiaryPair: { ...beneficiary1, beneficiary2Type: 'none' },
      }),
    ).toEqual({});
  });
});

describe('health account', () => {
  const schema = createHealthAccountSchema(340_000); // $3,400.00
  it('is optional', () => {
    expect(fieldErrorsOf(schema, { yearlyContributionAmount: '' })).toEqual({});
    expect(fieldErrorsOf(schema, { yearlyContributionAmount: null })).toEqual({});
    expect(schema.parse({ yearlyContributionAmount: '$1,200.50' })).toEqual({
      yearlyContributionAmount: 1_200.5,
    });
  });
  it('must be an amount from 0 to the employee maximum', () => {
    const notAnAmount = 'Please enter an amount in dollars, like 96,000 or $96,000.00.';
    for (const typed of ['abc', '-1', '1,2,3', '12.345', '1e3', '02/30/2026'])
      expect(fieldErrorsOf(schema, { yearlyContributionAmount: typed }), typed).toEqual({
        yearlyContributionAmount: notAnAmount,
      });
    expect(fieldErrorsOf(schema, { yearlyContributionAmount: -1 })).toEqual({
      yearlyContributionAmount: 'The amount must be $0 or more.',
    });
    expect(fieldErrorsOf(schema, { yearlyContributionAmount: 12.345 })).toEqual({
      yearlyContributionAmount: notAnAmount,
    });
    expect(fieldErrorsOf(schema, { yearlyContributionAmount: Number.POSITIVE_INFINITY })).toEqual({
      yearlyContributionAmount: notAnAmount,
    });
    expect(fieldErrorsOf(schema, { yearlyContributionAmount: 3_400 })).toEqual({});
    expect(fieldErrorsOf(schema, { yearlyContributionAmount: 3_400.01 })).toEqual({
      yearlyContributionAmount: 'The amount cannot be more than your yearly maximum of $3,400.00.',
    });
  });
});

describe('enrollment modals', () => {
  it('the segment modal needs a selection', () => {
    expect(fieldErrorsOf(segmentEnrollmentSchema, {})).toEqual({
      segment: 'Please select who is enrolling first.',
    });
    expect(fieldErrorsOf(segmentEnrollmentSchema, { segment: 'ee_family' })).toEqual({});
    expect(fieldErrorsOf(segmentEnrollmentSchema, { segment: 'none' })).toEqual({});
  });
  const ageModal = createAgeEnrollmentSchema(['d1', 'd2']);
  it('the age modal needs Yes or No', () => {
    expect(fieldErrorsOf(ageModal, {})).toEqual({ isEnrolling: 'Required' });
    expect(fieldErrorsOf(ageModal, { isEnrolling: 'No' })).toEqual({});
  });
  it('with Yes, needs a choice for every dependent', () => {
    expect(fieldErrorsOf(ageModal, { isEnrolling: 'Yes', dependentsEnrolling: { d1: true } })).toEqual({
      'dependentsEnrolling.d2': 'Please choose whether this dependent is enrolling.',
    });
    expect(
      fieldErrorsOf(ageModal, { isEnrolling: 'Yes', dependentsEnrolling: { d1: true, d2: false } }),
    ).toEqual({});
  });
  it('a coverage amount stays within the slider and its steps', () => {
    const amount = createCoverageAmountSchema(400_000, 10_000);
    expect(fieldErrorsOf(amount, { coverageAmount: 0 })).toEqual({});
    expect(fieldErrorsOf(amount, { coverageAmount: 150_000 })).toEqual({});
    expect(fieldErrorsOf(amount, { coverageAmount: 155_000 })).toEqual({
      coverageAmount: 'Please choose an amount in steps of $10,000.',
    });
    expect(fieldErrorsOf(amount, { coverageAmount: 410_000 })).toEqual({
      coverageAmount: 'The most you can choose is $400,000.',
    });
    expect(fieldErrorsOf(amount, { coverageAmount: -10_000 })).toEqual({
      coverageAmount: 'The amount must be $0 or more.',
    });
  });
});

describe('sign form', () => {
  const strokes = [Array.from({ length: 6 }, (_, i) => ({ x: i * 3, y: i * 3 }))];
  const image = TEST_SIGNATURE_PNG;
  const schema = createSignFormSchema({ requiresEmployeeSsn: true });
  it('accepts SSNs, masked dependents on file and a sufficient signature', () => {
    expect(
      fieldErrorsOf(schema, {
        socialSecurityNumber: '123-45-6789',
        dependents: [
          { id: 'd1', socialSecurityNumber: 'XXX-XX-1234' },
          { id: 'd2', socialSecurityNumber: '912-70-1234' },
        ],
        signatureStrokes: strokes,
        signatureImageDataUrl: image,
      }),
    ).toEqual({});
  });
  it('refuses a too-small signature with the spec message', () => {
    expect(
      fieldErrorsOf(schema, {
        socialSecurityNumber: '123-45-6789',
        signatureStrokes: [[{ x: 0, y: 0 }]],
        signatureImageDataUrl: image,
      }),
    ).toEqual({ signatureStrokes: 'Invalid signature. Please sign your name or initials.' });
  });
  it('requires SSNs where not held', () => {
    expect(
      fieldErrorsOf(schema, {
        socialSecurityNumber: '',
        dependents: [{ id: 'd1', socialSecurityNumber: '000-00-0000' }],
        signatureStrokes: strokes,
        signatureImageDataUrl: image,
      }),
    ).toEqual({
      socialSecurityNumber: 'Required',
      'dependents.0.socialSecurityNumber':
        'Please enter a valid Social Security number or tax ID (9 digits).',
    });
    const held = createSignFormSchema({ requiresEmployeeSsn: false });
    expect(fieldErrorsOf(held, { signatureStrokes: strokes, signatureImageDataUrl: image })).toEqual({});
  });
});

describe('every error at once', () => {
  it('shows cross-field errors beside field errors', () => {
    const contact = createContactInformationSchema({ requiresSalary: true, asksTobaccoUse: true, today });
    expect(fieldErrorsOf(contact, { ...validContact, firstName: '', annualSalary: '' })).toEqual({
      firstName: 'Required',
      annualSalary: 'Please enter your annual salary.',
      tobaccoUser: 'Required',
    });
    const declining = createAdditionalInformationSchema({ isDeclining: true });
    expect(fieldErrorsOf(declining, { declinationReason: 'other' })).toEqual({
      jobTitle: 'Required',
      hiredAt: 'Required',
      employeeType: 'Required',
      declinationReason4Explanation: 'Required',
    });
  });
});

describe('special characters, at the field of each form', () => {
  const special = 'Remove the special characters from this field.';
  it('the contact form refuses a zero byte in the city (it once crashed the save)', () => {
    const contact = createContactInformationSchema({ today });
    expect(fieldErrorsOf(contact, { ...validContact, city: 'Oak\u0000land' })).toEqual({ city: special });
    expect(
      fieldErrorsOf(contact, { ...validContact, homeAddress: '1 Main\u001bSt', employeeRole: '\u0007' }),
    ).toEqual({ homeAddress: special, employeeRole: special });
  });
  it('the beneficiary pair refuses them in either beneficiary, however the second is typed', () => {
    const pair = createBeneficiaryPairSchema({ today });
    expect(
      fieldErrorsOf(pair, {
        ...beneficiary1,
        beneficiary1City: 'San\u0000Francisco',
        beneficiary2Type: 'none',
      }),
    ).toEqual({ beneficiary1City: special });
    expect(
      fieldErrorsOf(pair, {
        ...beneficiary1,
        ...beneficiary2,
        beneficiary2Type: 'contingent',
        beneficiary2City: 'A\ud800',
      }),
    ).toEqual({ beneficiary2City: special });
    expect(
      fieldErrorsOf(pair, { ...beneficiary1, beneficiary2Type: 'none', beneficiary2Name: 'A\u0000' }),
    ).toEqual({ beneficiary2Name: special });
  });
  it('additional information: one-line fields refuse line breaks, the explanation keeps them', () => {
    const declining = createAdditionalInformationSchema({ isDeclining: true });
    const employment = { jobTitle: 'Chef', hiredAt: '01/15/2024', employeeType: 'full_time' };
    expect(
      fieldErrorsOf(declining, {
        ...employment,
        jobTitle: 'Ch\u0000ef',
        declinationReason: 'other',
        declinationReason4Explanation: 'I am covered\nby my spouse.',
      }),
    ).toEqual({
      jobTitle: special,
    });
    expect(
      fieldErrorsOf(declining, {
        ...employment,
        declinationReason: 'spouse_parent_plan',
        declinationReason1CarrierName: 'Aetna\n',
        declinationReason1IDNumber: 'A1\u00002',
      }),
    ).toEqual({ declinationReason1IDNumber: special });
    expect(
      fieldErrorsOf(declining, {
        ...employment,
        declinationReason: 'other',
        declinationReason4Explanation: 'Covered \u0000 elsewhere',
      }),
    ).toEqual({ declinationReason4Explanation: special });
  });
  it('caps the explanation at 500 characters even when it is not asked for', () => {
    const employment = { jobTitle: 'Chef', hiredAt: '01/15/2024', employeeType: 'full_time' };
    expect(
      fieldErrorsOf(createAdditionalInformationSchema(), {
        ...employment,
        declinationReason4Explanation: 'x'.repeat(501),
      }),
    ).toEqual({ declinationReason4Explanation: 'Please keep the explanation under 500 characters.' });
  });
});
