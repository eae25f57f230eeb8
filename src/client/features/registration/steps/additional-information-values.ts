import type { BenefitInvoiceType } from '@shared/domain/ben-admin/lead-rules';
import { BENEFIT_INVOICE_TYPES, defaultLeadContribution } from '@shared/domain/ben-admin/lead-rules';
import { isSignatureSufficient } from '@shared/domain/signature/signature';
import type { AdditionalInformation, BenAdminLead } from '@shared/schemas/ben-admin-lead';

type Num = number | '' | null;

/** The form's values: what the inputs hold (numbers typed as text are parsed to number, '' or null). */
export type AdditionalInformationValues = Omit<
  AdditionalInformation,
  'contributions' | 'yearlyContributionAmount' | 'contributionType' | 'probationaryPeriod' | 'accountType'
> & {
  contributionType: AdditionalInformation['contributionType'] | null;
  probationaryPeriod: AdditionalInformation['probationaryPeriod'] | null;
  accountType: AdditionalInformation['accountType'] | null;
  contributions: Array<{
    name: string;
    employeePercentage: Num;
    dependentPercentage: Num;
    employeeFixedAmount: Num;
    dependentFixedAmount: Num;
  }>;
  yearlyContributionAmount: Num;
  signatureStrokes: { x: number; y: number }[][];
  insuranceFiles: Record<BenefitInvoiceType, File | null>;
  healthAccountFile: File | null;
};

const emptyFiles = () =>
  Object.fromEntries(BENEFIT_INVOICE_TYPES.map((t) => [t, null])) as Record<BenefitInvoiceType, File | null>;

/** The form's first values: the lead's as saved (numbers on file stay empty: empty keeps them). */
export function toFormValues(lead: BenAdminLead): AdditionalInformationValues {
  return {
    companyName: lead.companyName,
    contactName: lead.contactName,
    contactPhoneNumber: lead.contactPhoneNumber,
    brokerName: lead.brokerName,
    brokerEmail: lead.brokerEmail,
    brokerPhone: lead.brokerPhone,
    contributionType: lead.contributionType,
    contributions: lead.contributions.length > 0 ? lead.contributions : [defaultLeadContribution()],
    otherContributionInformation: lead.otherContributionInformation,
    probationaryPeriod: lead.probationaryPeriod,
    accountType: lead.accountType,
    yearlyContributionAmount: lead.yearlyContributionAmount,
    contributionFrequency: lead.contributionFrequency,
    provider: lead.provider,
    providerOther: lead.providerOther,
    providerAccountNumber: '',
    fundingBank: lead.fundingBank,
    fundingRoutingNumber: '',
    fundingAccountNumber: '',
    signatureStrokes: [],
    signature: '',
    insuranceFiles: emptyFiles(),
    healthAccountFile: null,
  };
}

const orNull = (value: Num) => (value === '' ? null : value);

/**
 * The request the values make (the shared schema checks it): typed numbers left empty are null, and a
 * signature too short to be one sends no image (its own message shows at the pad). Files go separately.
 */
export function toRequest(values: AdditionalInformationValues) {
  const { signatureStrokes, insuranceFiles, healthAccountFile, ...rest } = values;
  return {
    ...rest,
    contributions: (values.contributions ?? []).map((row) => ({
      ...row,
      employeePercentage: orNull(row.employeePercentage),
      dependentPercentage: orNull(row.dependentPercentage),
      employeeFixedAmount: orNull(row.employeeFixedAmount),
      dependentFixedAmount: orNull(row.dependentFixedAmount),
    })),
    yearlyContributionAmount: orNull(values.yearlyContributionAmount),
    signature:
      signatureStrokes.length > 0 && !isSignatureSufficient(signatureStrokes) ? '' : values.signature,
  };
}

/** The files chosen, in the order they are sent: each insurance invoice by type, then the health-account one. */
export function listChosenFiles(values: AdditionalInformationValues) {
  const chosen: Array<{
    storageKey: 'insurance' | 'health_account';
    invoiceType: BenefitInvoiceType | null;
    file: File;
  }> = [];
  for (const type of BENEFIT_INVOICE_TYPES) {
    const file = values.insuranceFiles[type];
    if (file) chosen.push({ storageKey: 'insurance', invoiceType: type, file });
  }
  if (values.healthAccountFile)
    chosen.push({ storageKey: 'health_account', invoiceType: null, file: values.healthAccountFile });
  return chosen;
}
