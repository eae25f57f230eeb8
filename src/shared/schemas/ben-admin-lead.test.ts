import { describe, expect, it } from 'vitest';
import { defaultLeadContribution } from '../domain/ben-admin/lead-rules';
import { fieldErrorsFromIssues } from '../errors';
import { benAdminLeadUpdateRequestSchema, createAdditionalInformationSchema } from './ben-admin-lead';
import { TEST_SIGNATURE_PNG } from './test-helpers';

const SIGNATURE = TEST_SIGNATURE_PNG;
const nothingOnFile = {
  providerAccountNumber: false,
  fundingAccountNumber: false,
  fundingRoutingNumber: false,
};

const base = {
  companyName: 'Harborview Architecture, Inc.',
  contactName: 'Dana Whitfield',
  contactPhoneNumber: '',
  brokerName: '',
  brokerEmail: '',
  brokerPhone: '',
  contributionType: 'percentage',
  contributions: [defaultLeadContribution()],
  otherContributionInformation: '',
  probationaryPeriod: 'first_of_month_after_hire',
  accountType: 'none',
  yearlyContributionAmount: null,
  contributionFrequency: null,
  provider: null,
  providerOther: '',
  providerAccountNumber: '',
  fundingBank: '',
  fundingRoutingNumber: '',
  fundingAccountNumber: '',
  signature: SIGNATURE,
};

function errorsOf(input: unknown, onFile = nothingOnFile) {
  const result = createAdditionalInformationSchema(onFile).safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('the additional-information form', () => {
  it('accepts a lead without a health account and with the default contribution', () => {
    expect(errorsOf(base)).toEqual({});
  });

  it('requires the signature, a contribution and a waiting period, and checks the broker email', () => {
    expect(
      errorsOf({ ...base, signature: '', contributions: [], probationaryPeriod: null, brokerEmail: 'nope' }),
    ).toEqual({
      signature: 'Signature is required.',
      contributions: 'At least one contribution is required.',
      probationaryPeriod: 'Please choose an option.',
      brokerEmail: 'Please enter a valid email address.',
    });
  });

  it('asks the values the contribution type reads', () => {
    const row = { ...defaultLeadContribution(), employeePercentage: null };
    expect(errorsOf({ ...base, contributions: [row] })).toEqual({
      'contributions.0.employeePercentage': 'Please enter a percentage from 0 to 100.',
    });
    expect(errorsOf({ ...base, contributionType: 'fixed' })).toEqual({
      'contributions.0.employeeFixedAmount': 'Please enter an amount of $0 or more.',
      'contributions.0.dependentFixedAmount': 'Please enter an amount of $0 or more.',
    });
  });

  it('requires the provider, amounts and a funding bank with a valid routing number for an HSA', () => {
    expect(
      errorsOf({ ...base, accountType: 'hsa', provider: 'other', fundingRoutingNumber: '123456789' }),
    ).toEqual({
      providerOther: "Please enter the provider's name.",
      providerAccountNumber: 'Please enter the account number (4 to 30 letters or digits).',
      yearlyContributionAmount: 'Please enter an amount of $0 or more.',
      contributionFrequency: 'Please choose an option.',
      fundingBank: "Please enter the bank's name.",
      fundingRoutingNumber: 'Please enter a valid 9-digit bank routing number.',
      fundingAccountNumber: 'Please enter a valid bank account number (4 to 17 digits).',
    });
  });

  it('lets numbers on file stay empty', () => {
    const hsa = {
      ...base,
      accountType: 'hsa',
      provider: 'lively',
      yearlyContributionAmount: 1200,
      contributionFrequency: 'monthly',
      fundingBank: 'First Harbor Bank',
    };
    expect(
      errorsOf(hsa, { providerAccountNumber: true, fundingAccountNumber: true, fundingRoutingNumber: true }),
    ).toEqual({});
    expect(
      errorsOf({
        ...hsa,
        providerAccountNumber: 'HSA-1234',
        fundingRoutingNumber: '121000358',
        fundingAccountNumber: '000123456789',
      }),
    ).toEqual({});
  });
});

describe('the PUT request of the additional information', () => {
  it("checks the form's cross-field rules too, with the shape's errors, in one answer", () => {
    const result = benAdminLeadUpdateRequestSchema.safeParse({
      benAdminLead: {
        ...base,
        section: 'additional_information',
        version: 3,
        contactName: '',
        contributions: [],
        accountType: 'fsa',
        provider: null,
      },
    });
    expect(result.success).toBe(false);
    const errors = fieldErrorsFromIssues(result.error?.issues ?? []);
    expect(errors).toMatchObject({
      'benAdminLead.contactName': expect.any(String),
      'benAdminLead.contributions': 'At least one contribution is required.',
      'benAdminLead.provider': 'Please choose an option.',
    });
    // The numbers may be on file: the request leaves them to the server's check.
    expect(errors).not.toHaveProperty(['benAdminLead.fundingAccountNumber']);
  });
});
