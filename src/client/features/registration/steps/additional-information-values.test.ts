import { describe, expect, it } from 'vitest';
import { listChosenFiles, toFormValues, toRequest } from './additional-information-values';

const lead = {
  id: '00000000-0000-4000-8000-000000000001',
  version: 3,
  companyIdToken: 't'.repeat(32),
  employeeCount: 40,
  monthlyPriceCents: 20_000,
  companyName: 'Bayside Bakery',
  externalID: 'GC-BA-7K3Q9',
  status: 'additional_information' as const,
  stripeSetupComplete: true,
  maskedProviderAccountNumber: null,
  maskedFundingAccountNumber: '••••6789',
  maskedFundingRoutingNumber: null,
  contactName: '',
  contactPhoneNumber: '',
  brokerName: '',
  brokerEmail: '',
  brokerPhone: '',
  contributionType: 'percentage' as const,
  contributions: [],
  otherContributionInformation: '',
  probationaryPeriod: null,
  accountType: null,
  yearlyContributionAmount: null,
  contributionFrequency: null,
  provider: null,
  providerOther: '',
  fundingBank: '',
  signed: false,
  files: [],
  employeeHealthAccountFiles: [],
  paymentWidget: { kind: 'offline' as const, label: 'Offline test provider' },
};

describe("the additional information form's values", () => {
  it('start from the lead, with the default contribution and the numbers on file left empty', () => {
    const values = toFormValues(lead);
    expect(values.contributions).toEqual([
      {
        name: 'All employees',
        employeePercentage: 50,
        dependentPercentage: 0,
        employeeFixedAmount: null,
        dependentFixedAmount: null,
      },
    ]);
    expect(values.fundingAccountNumber).toBe('');
    expect(values.insuranceFiles.medical).toBeNull();
  });

  it('send typed numbers left empty as null, and no image for a signature too short to be one', () => {
    const values = {
      ...toFormValues(lead),
      yearlyContributionAmount: '' as const,
      signature: 'data:image/png;base64,AAAA',
      signatureStrokes: [[{ x: 1, y: 1 }]],
    };
    values.contributions[0]!.dependentPercentage = '';
    const request = toRequest(values);
    expect(request.yearlyContributionAmount).toBeNull();
    expect(request.contributions[0]!.dependentPercentage).toBeNull();
    expect(request.signature).toBe('');
    expect(request).not.toHaveProperty('insuranceFiles');
    expect(request).not.toHaveProperty('signatureStrokes');
  });

  it('list the chosen files in order: invoices by type, then the health-account document', () => {
    const file = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
    const values = toFormValues(lead);
    values.healthAccountFile = file('hsa.pdf');
    values.insuranceFiles.vision = file('vision.pdf');
    values.insuranceFiles.medical = file('medical.pdf');
    expect(listChosenFiles(values).map((c) => [c.storageKey, c.invoiceType, c.file.name])).toEqual([
      ['insurance', 'medical', 'medical.pdf'],
      ['insurance', 'vision', 'vision.pdf'],
      ['health_account', null, 'hsa.pdf'],
    ]);
  });
});
