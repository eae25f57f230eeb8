import {
  BOR_MESSAGES,
  BOR_MODES,
  BOR_PARTNER_KINDS,
  type BorContributionType,
  type BorMode,
  describeSections,
  isPercentageContribution,
  type MeasurementMethod,
  nextSectionUrl,
  showAcaQuestions,
  showsMeasurementQuestions,
} from '@shared/domain/broker-of-record/application';
import { carrierDisplayName, OTHER_CARRIER_ID } from '@shared/domain/broker-of-record/carriers';
import { groupIdGuidance } from '@shared/domain/broker-of-record/group-id-guidance';
import {
  INSURANCE_TYPE_LABELS,
  INSURANCE_TYPES,
  type InsuranceType,
  isInsuranceType,
} from '@shared/domain/broker-of-record/insurance-types';
import {
  type BrokerLetter,
  buildBrokerLetter,
  businessDayRange,
  CARRIER_CHANGE_STATUS_DESCRIPTIONS,
  CARRIER_CHANGE_STATUS_LABELS,
  CARRIER_CHANGE_STATUSES,
  type CarrierChangeStatus,
  canMoveCarrierChange,
  earliestLetterEffectiveDate,
  INCUMBENT_WINDOW_BUSINESS_DAYS,
  letterEffectiveDateError,
  letterEffectiveDateOptions,
  maskFein,
  nextCarrierChangeStatuses,
  renewalWarning,
} from '@shared/domain/broker-of-record/letter';
import { formatIsoDate, formatLongIsoDate } from '@shared/domain/dates/dates';
import { extractDigits, maskEin } from '@shared/domain/identifiers';
import { SIGNATURE_IMAGE_MESSAGES } from '@shared/domain/signature/signature';
import { BROKER_LICENSE_MESSAGES } from '@shared/schemas/broker-licenses';
import type {
  BorAccount,
  BorCarrierChange,
  BorCarrierChangeRequest,
  BorCompanyProfile,
  BorLetterDetailsRequest,
  BorPlan,
  BorPlanFileType,
  BorSaveSignatureRequest,
  BorUpdateCompanyProfileRequest,
  PartnerPreferencesRequest,
  PayrollAccountItems,
} from '@shared/schemas/broker-of-record';
import {
  BOR_PLAN_FILE_TYPES,
  BOR_PROFILE_KEYS,
  borCompanyProfileFieldsSchema,
} from '@shared/schemas/broker-of-record';
import {
  BOR_SIGNING_LINK_DAYS,
  BOR_SIGNING_MESSAGES,
  type BorOfficerSigned,
  type BorOfficerSigning,
  type BorOfficerSignRequest,
  type BorSigningRequest,
} from '@shared/schemas/broker-of-record-signing';
import {
  BOR_CARRIER_CHANGES_PAGE_SIZE,
  type BorCarrierChangeList,
  type BorCarrierChangesQuery,
  type BorCarrierStatus,
} from '@shared/schemas/broker-of-record-status';
import { readToday } from '@shared/schemas/fields';
import { type Actor, canManageCompany } from '../../access/actor';
import { writeAudit } from '../../access/audit';
import type { Db } from '../../db/client';
import type { BorLetterBroker } from '../../db/schema';
import { AppError, forbidden, notFound, validationFailed } from '../../lib/app-error';
import { type FieldCipher, randomToken, sealDigits, sha256 } from '../../lib/field-crypto';
import type { UploadPart } from '../../lib/upload-context';
import type { TransactionalSend } from '../../plugins/jobs';
import type { FileStorage } from '../../plugins/storage/file-storage';
import { setOwnCredentials } from '../accounts/accounts.service';
import { findLetterBroker } from '../broker-licenses/broker-licenses.service';
import { recordCarrierGroupNumbers } from '../carrier-identifiers/carrier-identifiers.service';
import {
  openSealedFileOfRecord,
  recordStoredFile,
  removeStoredObjects,
  type StoredUpload,
  storeSealedObject,
  storeUploadedObject,
} from '../files/files.service';
import {
  type BorApplicationInsert,
  type BorApplicationRow,
  type BorApplicationValues,
  type CarrierChangeRow,
  findAccount,
  findApplication,
  findCarrierChange,
  findCarrierChangeEvent,
  findCompany,
  findOpenSigningRequest,
  findRenewalDate,
  findSignedAt,
  findSigningRequest,
  findSigningRequestByHash,
  type IntakePlanRow,
  type IntakePlanValues,
  insertApplication,
  insertCarrierChange,
  insertCarrierChangeEvent,
  insertSigningRequest,
  listCarrierChangeEvents,
  listCarrierChanges,
  listCarrierChangesForOperations,
  listIntakePlans,
  lockApplication,
  lockCarrierChange,
  lockCompany,
  lockIntakePlan,
  lockSigningRequest,
  markSigningRequestUsed,
  replaceIntakePlans,
  replaceOpenSigningRequests,
  type SigningRequestRow,
  setCarrierChangeLetter,
  setIntakePlanAccounts,
  setIntakePlanFile,
  updateApplication,
  updateCarrierChangeStatus,
} from './broker-of-record.repository';
import { renderBrokerLetterPdf } from './letter-pdf';
import { readPayrollAccountItems } from './payroll-accounts';

/*
 * Broker of record (spec 3 §2–§7, issue 15, decision 0048). One application per company, made on its first write
 * from the company's own information (a read before that answers the same defaults without writing). Every write
 * is one transaction: the company row, then the application, locked; the version the screen read checked (409);
 * each group of fields validated whole; the sections it completes marked; audited with field names only. Signing
 * renders one letter PDF per carrier into the storage and opens a carrier change per carrier, whose status
 * operations then move, each move e-mailed to the company's administrators.
 */

/**
 * The agency a letter names when the company's own people prepared it, no broker (decision 0048: the demo
 * agency's; production sets its own here), with its licence per state: like any broker, it is named only for a
 * state it holds a licence in (decision 0081). A letter a broker prepared names that broker and their licence.
 */
export const GROUPCOVER_AGENCY = {
  brokerAgency: 'Groupcover Insurance Services',
  brokerName: 'Jordan Ellis',
  brokerNpn: '19876543',
  licenses: { CA: '0M12345', NY: 'LA-1187342', TX: '2418765' } as Readonly<Record<string, string>>,
} as const;

/** Our agency as a letter for a company in `state` names it; null when it holds no licence there. */
export function groupcoverBrokerFor(state: string | null): BorLetterBroker | null {
  const license = state ? GROUPCOVER_AGENCY.licenses[state] : undefined;
  if (!license) return null;
  const { brokerAgency, brokerName, brokerNpn } = GROUPCOVER_AGENCY;
  return { brokerAgency, brokerName, brokerNpn, brokerLicense: `${state} ${license}` };
}

export type BorDeps = { db: Db; cipher: FieldCipher };

/**
 * The broker of record an 834 names (1000C N1*BO, decision 0069): the one the signed broker-of-record letters name
 * (decision 0081; ours for letters signed before brokers were named), else none. N104 is the broker's NPN
 * (qualifier 94) until carriers' own broker codes are on record.
 */
export async function findBrokerOfRecord(
  db: Db,
  companyId: string,
): Promise<{ name: string; id: string } | null> {
  const app = await findSignedAt(db, companyId);
  if (!app?.signedAt) return null;
  const broker = app.signedBroker ?? GROUPCOVER_AGENCY;
  return { name: broker.brokerAgency, id: broker.brokerNpn };
}

/**
 * Who the letters name before signing (decision 0081): the broker who prepared the application (else the broker
 * reading it), with their licence for the company's state; the company's own agency when no broker is involved.
 * `problem` is the refusal a broker without a licence for the state meets; the preview then names no licence.
 */
async function letterBrokerOf(
  db: Db,
  app: Pick<BorApplicationRow, 'brokerAccountId' | 'signedBroker' | 'state'>,
  actor: Actor | null,
): Promise<{ broker: BorLetterBroker; brokerAccountId: string | null; problem: string | null }> {
  if (app.signedBroker)
    return { broker: app.signedBroker, brokerAccountId: app.brokerAccountId, problem: null };
  const brokerAccountId = app.brokerAccountId ?? (actor?.role === 'broker' ? actor.accountId : null);
  if (!brokerAccountId) {
    const ours = groupcoverBrokerFor(app.state);
    if (ours) return { broker: ours, brokerAccountId: null, problem: null };
    return {
      broker: {
        brokerAgency: GROUPCOVER_AGENCY.brokerAgency,
        brokerName: GROUPCOVER_AGENCY.brokerName,
        brokerNpn: GROUPCOVER_AGENCY.brokerNpn,
        brokerLicense: `None on record for ${app.state}`,
      },
      brokerAccountId: null,
      problem: BROKER_LICENSE_MESSAGES.agencyMissing(GROUPCOVER_AGENCY.brokerAgency, app.state),
    };
  }
  const named = await findLetterBroker(db, brokerAccountId, app.state);
  if (named) return { broker: named, brokerAccountId, problem: null };
  return {
    broker: {
      brokerAgency: actor?.name ?? 'Your agency',
      brokerName: actor?.name ?? '',
      brokerLicense: `None on record for ${app.state}`,
      brokerNpn: '',
    },
    brokerAccountId,
    problem: BROKER_LICENSE_MESSAGES.missing(app.state),
  };
}

/** The application's broker once a broker writes it: the broker who prepared it is the one the letters name. */
function preparedBy(actor: Actor): Pick<BorApplicationValues, 'brokerAccountId'> {
  return actor.role === 'broker' ? { brokerAccountId: actor.accountId } : {};
}

/**
 * The broker the letters will name, refused at its field when they have no licence for the company's state
 * (decision 0081); the company's own agency when no broker prepared them.
 */
async function assertBrokerNamed(tx: Db, app: BorApplicationRow, actor: Actor): Promise<BorLetterBroker> {
  const named = await letterBrokerOf(tx, { ...app, ...preparedBy(actor) }, actor);
  if (named.problem) throw validationFailed({ brokerLicense: named.problem }, named.problem);
  return named.broker;
}
export type BorFileDeps = BorDeps & { storage: FileStorage; maxBytes: number };

const todayIso = () => formatIsoDate(readToday());

type Company = NonNullable<Awaited<ReturnType<typeof findCompany>>>;

/** The application a company starts with: its own information, the mode its partner gives (decision 0048). */
function startingValues(company: Company): BorApplicationInsert {
  const contactName = [company.contactFirstName, company.contactLastName].filter(Boolean).join(' ');
  const partnerKind = (BOR_PARTNER_KINDS as readonly string[]).includes(company.partnerSlug ?? '')
    ? company.partnerSlug
    : null;
  return {
    companyId: company.id,
    mode: company.partnerSlug ? 'embedded' : 'standard',
    partnerKind,
    name: company.name,
    contactName,
    contactTitle: company.contactTitle ?? '',
    email: company.contactEmail ?? '',
    address1: company.address1 ?? '',
    city: company.city ?? '',
    state: company.state,
    zip: company.zip ?? '',
    contactPhoneNumber: company.contactPhone ?? company.phone ?? '',
    // The company's FEIN, sealed with the same cipher, is the application's until it is typed again.
    feinEncrypted: company.taxIdEncrypted,
    feinLast4: company.taxIdLast4,
  };
}

/** The stored application, or the defaults it will be made with (id and version as the first write gives). */
async function readApplication(db: Db, company: Company): Promise<BorApplicationRow> {
  const stored = await findApplication(db, company.id);
  if (stored) return stored;
  const now = new Date();
  return {
    id: '00000000-0000-4000-8000-000000000000',
    mode: 'standard',
    partnerKind: null,
    name: '',
    contactName: '',
    contactTitle: '',
    email: '',
    address1: '',
    city: '',
    state: '',
    zip: '',
    contactPhoneNumber: '',
    partnerPrimaryPhoneNumber: '',
    partnerPrimaryEmail: '',
    feinEncrypted: null,
    feinLast4: null,
    typeOfContribution: 'percentage',
    companyContributions: [
      {
        employeePercentage: 50,
        dependentPercentage: 0,
        employeeFixedAmount: null,
        dependentFixedAmount: null,
        active: true,
      },
    ],
    contributionMethod: null,
    otherContributionInformation: '',
    coveringPartTime: null,
    isLargeGroup: null,
    measurementMethod: null,
    acaEmployeeData: null,
    expenseAccountId: null,
    liabilityAccountId: null,
    representativeName: null,
    representativeTitle: null,
    letterEffectiveDate: null,
    completedSections: [],
    signatureImageDataUrl: null,
    agreed: false,
    signedAt: null,
    signedByAccountId: null,
    brokerAccountId: null,
    signedBroker: null,
    version: 1,
    createdAt: now,
    updatedAt: now,
    ...startingValues(company),
  } as BorApplicationRow;
}

/** Inside a write: the company and its application locked (the application made first when there is none). */
async function lockForWrite(tx: Db, companyId: string, version: number) {
  if (!(await lockCompany(tx, companyId))) throw notFound('That company');
  const company = (await findCompany(tx, companyId))!;
  const app =
    (await lockApplication(tx, companyId)) ?? (await insertApplication(tx, startingValues(company)));
  if (app.version !== version) throw new AppError('version_conflict', BOR_MESSAGES.version);
  return { company, app };
}

// ---------------------------------------------------------------------------------------------------------
// Reading

/** A plan's carrier as the letters group them: its list id, or the typed name of an Other carrier. */
function carrierKeyOf(plan: { insuranceCompany: string; otherInsuranceCompany: string }): string | null {
  if (plan.insuranceCompany === '') return null;
  if (plan.insuranceCompany === OTHER_CARRIER_ID) {
    const name = plan.otherInsuranceCompany.trim().toLowerCase();
    return name ? `other:${name}` : null;
  }
  return plan.insuranceCompany;
}

type LetterGroup = {
  carrierKey: string;
  carrierName: string;
  groupNumbers: string[];
  planNames: string[];
  insuranceTypes: InsuranceType[];
};

/** One letter per distinct carrier: its group numbers, plan names and insurance types, in the form's order. */
export function groupPlansByCarrier(plans: readonly IntakePlanRow[]): LetterGroup[] {
  const groups = new Map<string, LetterGroup>();
  for (const type of INSURANCE_TYPES)
    for (const plan of plans.filter((p) => p.insuranceType === type)) {
      const key = carrierKeyOf(plan);
      const name = carrierDisplayName(type, plan.insuranceCompany, plan.otherInsuranceCompany);
      if (!key || !name) continue;
      let group = groups.get(key);
      if (!group) {
        group = { carrierKey: key, carrierName: name, groupNumbers: [], planNames: [], insuranceTypes: [] };
        groups.set(key, group);
      }
      if (plan.groupIdNumber && !group.groupNumbers.includes(plan.groupIdNumber))
        group.groupNumbers.push(plan.groupIdNumber);
      if (plan.planName && !group.planNames.includes(plan.planName)) group.planNames.push(plan.planName);
      if (!group.insuranceTypes.includes(type)) group.insuranceTypes.push(type);
    }
  return [...groups.values()];
}

type LetterDetails = { representativeName: string; representativeTitle: string; effectiveDate: string };

function letterDetailsOf(app: BorApplicationRow, today: string): LetterDetails {
  return {
    representativeName: app.representativeName ?? app.contactName,
    representativeTitle: app.representativeTitle ?? app.contactTitle,
    effectiveDate: app.letterEffectiveDate ?? earliestLetterEffectiveDate(today),
  };
}

function buildLetters(
  app: BorApplicationRow,
  groups: readonly LetterGroup[],
  details: LetterDetails,
  fein: string | null,
  signedAt: string | null,
  broker: BorLetterBroker,
): Array<{ group: LetterGroup; letter: BrokerLetter }> {
  return groups.map((group) => ({
    group,
    letter: buildBrokerLetter({
      carrierName: group.carrierName,
      groupNumber: group.groupNumbers.join(', '),
      planNames: group.planNames,
      companyName: app.name,
      companyAddress: { address1: app.address1, city: app.city, state: app.state, zip: app.zip },
      fein,
      representativeName: details.representativeName,
      representativeTitle: details.representativeTitle,
      representativeEmail: app.email,
      ...broker,
      effectiveDate: details.effectiveDate,
      signedAt,
    }),
  }));
}

const toNumber = (value: string | null): number | null => (value === null ? null : Number(value));

function toPlan(row: IntakePlanRow, state: string): BorPlan {
  return {
    id: row.planKey,
    planName: row.planName,
    insuranceCompany: row.insuranceCompany,
    otherInsuranceCompany: row.otherInsuranceCompany,
    groupIDNumber: row.groupIdNumber,
    contributions: row.contributionType
      ? {
          typeOfContribution: row.contributionType as BorContributionType,
          employee: toNumber(row.employeeContribution),
          dependent: toNumber(row.dependentContribution),
        }
      : null,
    files: {
      invoice: row.invoiceFileId ? { id: row.invoiceFileId, name: row.invoiceFileName ?? '' } : null,
      sbc: row.sbcFileId ? { id: row.sbcFileId, name: row.sbcFileName ?? '' } : null,
    },
    accounts: { expenseAccount: row.expenseAccount, liabilityAccount: row.liabilityAccount },
    // Where this carrier prints the group number, in the company's state; none before a carrier is chosen.
    groupIdGuidance:
      row.insuranceCompany && row.insuranceCompany !== OTHER_CARRIER_ID
        ? groupIdGuidance(row.insuranceCompany, state)
        : null,
  };
}

function toCarrierChange(
  row: CarrierChangeRow,
  events: ReadonlyArray<{ carrierChangeId: string; status: string; at: Date }>,
): BorCarrierChange {
  const status = row.status as CarrierChangeStatus;
  const history = events
    .filter((e) => e.carrierChangeId === row.id)
    .map((e) => ({ status: e.status as CarrierChangeStatus, at: e.at.toISOString() }));
  return {
    id: row.id,
    carrierName: row.carrierName,
    groupIdNumbers: row.groupIdNumbers,
    insuranceTypes: row.insuranceTypes,
    effectiveDate: row.effectiveDate,
    status,
    statusLabel: CARRIER_CHANGE_STATUS_LABELS[status],
    statusDescription: CARRIER_CHANGE_STATUS_DESCRIPTIONS[status],
    statusChangedAt: row.statusChangedAt.toISOString(),
    windowEnds:
      status === 'incumbent_window'
        ? businessDayRange(row.statusChangedAt.toISOString().slice(0, 10), INCUMBENT_WINDOW_BUSINESS_DAYS)
        : null,
    version: row.version,
    letterUrl: row.letterFileId ? `/api/v1/broker_of_record/carrier_changes/${row.id}/letter` : null,
    nextStatuses: nextCarrierChangeStatuses(status),
    history,
  };
}

/** GET company_profile: the application, its plans, its status, its letters and its carriers' changes. */
export async function readCompanyProfile(
  db: Db,
  companyId: string,
  actor: Actor | null = null,
): Promise<BorCompanyProfile> {
  const company = await findCompany(db, companyId);
  if (!company) throw notFound('That company');
  const app = await readApplication(db, company);
  const stored = app.id !== '00000000-0000-4000-8000-000000000000';
  const [plans, changes, renewal, openRequest] = await Promise.all([
    stored ? listIntakePlans(db, app.id) : Promise.resolve([]),
    stored ? listCarrierChanges(db, app.id) : Promise.resolve([]),
    findRenewalDate(db, companyId),
    stored && !app.signedAt ? findOpenSigningRequest(db, app.id) : Promise.resolve(undefined),
  ]);
  const events = await listCarrierChangeEvents(
    db,
    changes.map((c) => c.id),
  );
  const today = todayIso();
  const mode = app.mode as BorMode;
  const details = letterDetailsOf(app, today);
  const feinShown = app.feinLast4 ? maskFein(app.feinLast4) : null;
  const named = await letterBrokerOf(db, app, actor);
  const letters = buildLetters(
    app,
    groupPlansByCarrier(plans),
    details,
    feinShown,
    app.signedAt?.toISOString() ?? null,
    named.broker,
  );
  const byType = Object.fromEntries(
    INSURANCE_TYPES.map((t) => [
      t,
      plans.filter((p) => p.insuranceType === t).map((p) => toPlan(p, app.state || company.state)),
    ]),
  ) as Record<InsuranceType, BorPlan[]>;
  const firstMedical = byType.medical[0];
  const aca = showAcaQuestions({ mode });
  return {
    id: app.id,
    idToken: company.idToken,
    companyName: company.name,
    mode: (BOR_MODES as readonly string[]).includes(app.mode) ? mode : 'standard',
    partner: app.partnerKind,
    version: app.version,
    name: app.name,
    contactName: app.contactName,
    contactTitle: app.contactTitle,
    email: app.email,
    address1: app.address1,
    city: app.city,
    state: app.state,
    zip: app.zip,
    contactPhoneNumber: app.contactPhoneNumber,
    partnerPrimaryPhoneNumber: app.partnerPrimaryPhoneNumber,
    partnerPrimaryEmail: app.partnerPrimaryEmail,
    feinMasked: app.feinLast4 ? maskEin(app.feinLast4) : null,
    typeOfContribution: app.typeOfContribution as BorContributionType,
    companyContributions: app.companyContributions,
    contributionMethod: app.contributionMethod,
    otherContributionInformation: app.otherContributionInformation,
    coveringPartTime: app.coveringPartTime,
    isLargeGroup: app.isLargeGroup,
    measurementMethod: app.measurementMethod as MeasurementMethod | null,
    acaEmployeeData: app.acaEmployeeData,
    showAcaQuestions: aca,
    showMeasurementQuestions: showsMeasurementQuestions({
      showAcaQuestions: aca,
      coveringPartTime: app.coveringPartTime,
    }),
    partnerCompanyPreferences: {
      expenseAccountID: app.expenseAccountId,
      liabilityAccountID: app.liabilityAccountId,
    },
    borApplicationIntake: { plans: byType },
    borMedicalInsuranceCompany: firstMedical?.insuranceCompany ?? '',
    borOtherMedicalInsuranceCompany: firstMedical?.otherInsuranceCompany ?? '',
    borMedicalGroupIDNumber: firstMedical?.groupIDNumber ?? '',
    signatureImageDataUrl: app.signatureImageDataUrl,
    agreed: app.agreed,
    signedAt: app.signedAt?.toISOString() ?? null,
    applicationStatus: {
      nextSectionUrl: nextSectionUrl({
        mode,
        partnerKind: app.partnerKind,
        completed: app.completedSections,
      }),
      sections: describeSections(app.completedSections),
    },
    letter: {
      ...details,
      effectiveDateOptions: letterEffectiveDateOptions(today),
      renewalWarning: app.signedAt ? null : renewalWarning(renewal?.renewalAt ?? null, today),
      broker: {
        agency: named.broker.brokerAgency,
        name: named.broker.brokerName,
        license: named.broker.brokerLicense,
        preparedByBroker: named.brokerAccountId !== null,
        problem: named.problem,
      },
      letters: letters.map(({ group, letter }) => ({
        carrierKey: group.carrierKey,
        carrierName: group.carrierName,
        ...letter,
      })),
    },
    carrierChanges: changes.map((c) => toCarrierChange(c, events)),
    signingRequest: openRequest
      ? {
          officerName: openRequest.officerName,
          officerTitle: openRequest.officerTitle,
          officerEmail: openRequest.officerEmail,
          sentAt: openRequest.createdAt.toISOString(),
          expiresAt: openRequest.expiresAt.toISOString(),
        }
      : null,
  };
}

// ---------------------------------------------------------------------------------------------------------
// update_company_profile

const withSection = (completed: readonly string[], ...sections: string[]) => [
  ...new Set([...completed, ...sections]),
];

/** What a signed letter vouches for: the company's details and each plan's carrier and group number. */
function signedDigest(
  app: Pick<
    BorApplicationRow,
    | 'name'
    | 'contactName'
    | 'contactTitle'
    | 'email'
    | 'address1'
    | 'city'
    | 'state'
    | 'zip'
    | 'feinEncrypted'
  >,
  plans: ReadonlyArray<
    Pick<
      IntakePlanValues,
      'insuranceType' | 'planKey' | 'insuranceCompany' | 'otherInsuranceCompany' | 'groupIdNumber'
    >
  >,
): string {
  return JSON.stringify([
    app.name,
    app.contactName,
    app.contactTitle,
    app.email,
    app.address1,
    app.city,
    app.state,
    app.zip,
    app.feinEncrypted,
    plans
      .map((p) =>
        [p.insuranceType, p.planKey, p.insuranceCompany, p.otherInsuranceCompany, p.groupIdNumber].join('|'),
      )
      .sort(),
  ]);
}

/**
 * POST update_company_profile: the company information, the insurance plans, the contributions (top-level
 * fields and each plan's), or the file upload step's completion. One transaction; 409 on a stale version; after
 * signing, the company's details and the plans' carriers and group numbers are those of the letters sent and
 * stay as they are (409).
 */
export async function updateCompanyProfile(
  deps: BorDeps,
  actor: Actor,
  companyId: string,
  body: BorUpdateCompanyProfileRequest,
): Promise<BorCompanyProfile> {
  const { db, cipher } = deps;
  const sent = (key: string) => (body as Record<string, unknown>)[key] !== undefined;
  const sendsProfile = BOR_PROFILE_KEYS.some((k) => k !== 'fein' && sent(k));
  const sendsContributions = sent('typeOfContribution');
  const section =
    body.section ??
    (sendsContributions
      ? 'contributions'
      : body.borApplicationIntake
        ? 'currentPlan'
        : sendsProfile
          ? 'companyInformation'
          : undefined);

  await db.transaction(async (tx) => {
    const { app } = await lockForWrite(tx, companyId, body.version);
    const values: BorApplicationValues = {};
    const errors: Record<string, string> = {};
    const fields: string[] = [];
    const marks: string[] = [];

    if (sendsProfile) {
      // Checked whole by the request schema; parsed again here for the trimmed values.
      const profile = borCompanyProfileFieldsSchema.parse(body);
      Object.assign(values, {
        name: profile.name,
        contactName: profile.contactName,
        contactTitle: profile.contactTitle,
        email: profile.email,
        address1: profile.address1,
        city: profile.city,
        state: profile.state,
        zip: profile.zip,
        contactPhoneNumber: profile.contactPhoneNumber,
        partnerPrimaryPhoneNumber: profile.partnerPrimaryPhoneNumber,
        partnerPrimaryEmail: profile.partnerPrimaryEmail,
      });
      // A broker is named in the letters with their licence for the company's state (decision 0081).
      if (actor.role === 'broker' && !(await findLetterBroker(tx, actor.accountId, profile.state)))
        errors.state = BROKER_LICENSE_MESSAGES.missing(profile.state);
      const fein = extractDigits(profile.fein);
      if (fein === '' && !app.feinEncrypted) errors.fein = BOR_MESSAGES.feinRequired;
      if (fein !== '' && (app.feinEncrypted === null || cipher.decrypt(app.feinEncrypted) !== fein)) {
        const sealed = sealDigits(cipher, fein);
        Object.assign(values, { feinEncrypted: sealed.encrypted, feinLast4: sealed.last4 });
        fields.push('fein');
      }
      fields.push(...BOR_PROFILE_KEYS.filter((k) => k !== 'fein' && sent(k)));
      marks.push('companyInformation');
    }

    let planRows: IntakePlanValues[] | null = null;
    if (body.borApplicationIntake) {
      planRows = INSURANCE_TYPES.flatMap((type) =>
        (body.borApplicationIntake!.plans[type] ?? []).map((row, position) => ({
          planKey: row.id,
          insuranceType: type,
          position,
          planName: row.planName,
          insuranceCompany: row.insuranceCompany,
          otherInsuranceCompany: row.insuranceCompany === OTHER_CARRIER_ID ? row.otherInsuranceCompany : '',
          groupIdNumber: row.groupIDNumber,
          ...(row.contributions !== undefined
            ? {
                contributionType: row.contributions?.typeOfContribution ?? null,
                employeeContribution: contributionText(row.contributions, 'employee'),
                dependentContribution: contributionText(row.contributions, 'dependent'),
              }
            : {}),
          ...(row.accounts !== undefined
            ? {
                expenseAccount: row.accounts?.expenseAccount || null,
                liabilityAccount: row.accounts?.liabilityAccount || null,
              }
            : {}),
        })),
      );
      fields.push('borApplicationIntake');
      if (section !== 'contributions') marks.push('currentPlan');
    }

    if (sendsContributions) {
      const mode = app.mode as BorMode;
      const coveringPartTime =
        body.coveringPartTime !== undefined ? body.coveringPartTime : app.coveringPartTime;
      const measurementShown = showsMeasurementQuestions({
        showAcaQuestions: showAcaQuestions({ mode }),
        coveringPartTime,
      });
      const measurement =
        body.measurementMethod !== undefined ? body.measurementMethod : app.measurementMethod;
      if (measurementShown && !measurement) errors.measurementMethod = 'Please choose a measurement method.';
      Object.assign(values, {
        typeOfContribution: body.typeOfContribution,
        ...(body.companyContributions !== undefined
          ? { companyContributions: body.companyContributions }
          : {}),
        ...(body.contributionMethod !== undefined
          ? { contributionMethod: body.contributionMethod || null }
          : {}),
        ...(body.otherContributionInformation !== undefined
          ? { otherContributionInformation: body.otherContributionInformation }
          : {}),
        ...(body.coveringPartTime !== undefined ? { coveringPartTime: body.coveringPartTime } : {}),
        ...(body.isLargeGroup !== undefined ? { isLargeGroup: body.isLargeGroup } : {}),
        // A measurement method not asked is not kept.
        measurementMethod: measurementShown ? measurement : null,
        ...(body.acaEmployeeData !== undefined ? { acaEmployeeData: body.acaEmployeeData } : {}),
      });
      fields.push(
        'typeOfContribution',
        ...[
          'companyContributions',
          'contributionMethod',
          'otherContributionInformation',
          'coveringPartTime',
          'isLargeGroup',
          'measurementMethod',
          'acaEmployeeData',
        ].filter(sent),
      );
      marks.push('contributions');
    }
    if (section === 'fileUpload') marks.push('fileUpload');

    if (Object.keys(errors).length > 0) throw validationFailed(errors);

    if (app.signedAt) {
      const currentPlans = await listIntakePlans(tx, app.id);
      const before = signedDigest(app, currentPlans);
      const after = signedDigest({ ...app, ...values } as BorApplicationRow, planRows ?? currentPlans);
      if (before !== after) throw new AppError('conflict', BOR_MESSAGES.signedLocked);
    }

    if (planRows) await replaceIntakePlans(tx, app.id, planRows);
    await updateApplication(tx, app, {
      ...values,
      ...preparedBy(actor),
      completedSections: withSection(app.completedSections, ...marks),
    });
    // Field names only, never their values.
    await writeAudit(tx, {
      accountId: actor.accountId,
      sessionId: actor.sessionId,
      companyId,
      action: 'broker_of_record.profile_saved',
      subjectType: 'bor_application',
      subjectId: app.id,
      details: { section: section ?? null, fields, plans: planRows?.length ?? null },
    });
  });
  return readCompanyProfile(db, companyId, actor);
}

function contributionText(
  c: { typeOfContribution: string; employee?: number | null; dependent?: number | null } | null,
  field: 'employee' | 'dependent',
): string | null {
  if (!c) return null;
  if (!isPercentageContribution(c.typeOfContribution) && c.typeOfContribution !== 'fixed') return null;
  const value = c[field];
  return value === null || value === undefined ? null : String(value);
}

// ---------------------------------------------------------------------------------------------------------
// The letter and the signature

function checkEffectiveDate(date: string, today: string) {
  const error = letterEffectiveDateError(date, today);
  if (error) throw validationFailed({ effectiveDate: error }, error);
}

/** PUT letter_details ("Review This Letter"): the representative and the effective date, before signing. */
export async function saveLetterDetails(
  deps: BorDeps,
  actor: Actor,
  companyId: string,
  body: BorLetterDetailsRequest,
): Promise<BorCompanyProfile> {
  const today = todayIso();
  checkEffectiveDate(body.effectiveDate, today);
  await deps.db.transaction(async (tx) => {
    const { app } = await lockForWrite(tx, companyId, body.version);
    if (app.signedAt) throw new AppError('conflict', BOR_MESSAGES.alreadySigned);
    await assertBrokerNamed(tx, app, actor);
    await updateApplication(tx, app, {
      representativeName: body.representativeName,
      representativeTitle: body.representativeTitle,
      letterEffectiveDate: body.effectiveDate,
      ...preparedBy(actor),
    });
    await writeAudit(tx, {
      accountId: actor.accountId,
      sessionId: actor.sessionId,
      companyId,
      action: 'broker_of_record.letter_edited',
      subjectType: 'bor_application',
      subjectId: app.id,
      details: { fields: ['representativeName', 'representativeTitle', 'effectiveDate'] },
    });
  });
  return readCompanyProfile(deps.db, companyId, actor);
}

/** The PNG bytes of a signature data URL. */
function signaturePngOf(dataUrl: string): Uint8Array {
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/**
 * A letter rendered with the signature. The schema's rule read the image's header (a PNG within the limits,
 * decision 0074); one whose body still cannot be read is the signer's to redo, at its field, never a 500.
 */
async function renderSignedLetter(letter: BrokerLetter, signature: Uint8Array): Promise<Uint8Array> {
  try {
    return await renderBrokerLetterPdf(letter, signature);
  } catch {
    throw validationFailed({ signatureImageDataUrl: SIGNATURE_IMAGE_MESSAGES.notPng });
  }
}

/** Who signs: the signed-in caller, or the company's officer from their link (no account, decision 0081). */
type Signer = { accountId: string | null; sessionId: string | null; via: 'signed_in' | 'officer_link' };

/** Inside a write: the application is ready to sign, and answers its letters' carriers (409 otherwise). */
async function assertReadyToSign(tx: Db, app: BorApplicationRow) {
  if (app.signedAt) throw new AppError('conflict', BOR_MESSAGES.alreadySigned);
  if (!app.completedSections.includes('companyInformation') || !app.completedSections.includes('currentPlan'))
    throw new AppError('conflict', BOR_MESSAGES.notReadyToSign);
  const plans = await listIntakePlans(tx, app.id);
  const groups = groupPlansByCarrier(plans);
  if (groups.length === 0) throw new AppError('conflict', BOR_MESSAGES.noLetterCarrier);
  return groups;
}

/**
 * Inside a write, the application locked: signs it. One letter per distinct carrier, built from the plans and the
 * letter's details, rendered to PDF with the signature and stored sealed (each stored key pushed to `stored`, for
 * the caller to remove should the write fail); a carrier change per letter, "letter sent"; the group numbers on
 * record; the application signed, naming the broker of record kept with it; audited.
 */
async function signLetters(
  tx: Db,
  deps: Pick<BorFileDeps, 'cipher' | 'storage'>,
  stored: string[],
  input: {
    app: BorApplicationRow;
    details: LetterDetails;
    signatureImageDataUrl: string;
    broker: BorLetterBroker;
    signer: Signer;
    /** Queues the administrators' mail of a carrier change's status (decision 0081). */
    queueStatusMail: TransactionalSend;
  },
) {
  const { app, details, broker, signer } = input;
  const { cipher, storage } = deps;
  const companyId = app.companyId;
  const groups = await assertReadyToSign(tx, app);
  // A date chosen earlier may have passed since: checked again on the day of signing.
  checkEffectiveDate(details.effectiveDate, todayIso());
  const now = new Date();
  const fein = app.feinEncrypted ? cipher.decrypt(app.feinEncrypted) : null;
  const signature = signaturePngOf(input.signatureImageDataUrl);
  for (const { group, letter } of buildLetters(app, groups, details, fein, now.toISOString(), broker)) {
    const pdf = await renderSignedLetter(letter, signature);
    // The carrier's letter names the whole FEIN: stored sealed, opened only by its route (decision 0074).
    const upload = await storeSealedObject(
      { storage, cipher },
      { bytes: pdf, originalName: letterFileName(group.carrierName), contentType: 'application/pdf' },
    );
    stored.push(upload.storageKey);
    const change = await insertCarrierChange(tx, {
      applicationId: app.id,
      companyId,
      carrierKey: group.carrierKey,
      carrierName: group.carrierName,
      groupIdNumbers: group.groupNumbers,
      insuranceTypes: group.insuranceTypes,
      effectiveDate: details.effectiveDate,
      status: 'letter_sent',
      statusChangedAt: now,
    });
    const fileId = await recordStoredFile(tx, {
      ...upload,
      companyId,
      recordType: 'bor_letter',
      recordId: change.id,
      uploadedByAccountId: signer.accountId,
    });
    // The change's row is made first: the file is recorded against it.
    await setCarrierChangeLetter(tx, change.id, fileId);
    const eventId = await insertCarrierChangeEvent(tx, {
      carrierChangeId: change.id,
      status: 'letter_sent',
      at: now,
      byAccountId: signer.accountId,
    });
    // The administrators are told each letter went out, by the job queue, committed with the change.
    await input.queueStatusMail(tx, { carrierChangeEventId: eventId });
  }
  // The group numbers the employer typed become the carriers' numbers on record (decision 0069): the ID
  // cards, the 834s, payroll and invoices show them from now on.
  await recordCarrierGroupNumbers(tx, {
    companyId,
    source: 'broker_of_record',
    accountId: signer.accountId,
    groups: groups.map((g) => ({ carrierName: g.carrierName, groupNumber: g.groupNumbers[0] ?? '' })),
  });
  await updateApplication(tx, app, {
    signatureImageDataUrl: input.signatureImageDataUrl,
    agreed: true,
    signedAt: now,
    signedByAccountId: signer.accountId,
    signedBroker: broker,
    representativeName: details.representativeName,
    representativeTitle: details.representativeTitle,
    letterEffectiveDate: details.effectiveDate,
    completedSections: withSection(app.completedSections, 'confirmation'),
  });
  await writeAudit(tx, {
    accountId: signer.accountId,
    sessionId: signer.sessionId,
    companyId,
    action: 'broker_of_record.signed',
    subjectType: 'bor_application',
    subjectId: app.id,
    details: { letters: groups.length, effectiveDate: details.effectiveDate, via: signer.via },
  });
  return { signedAt: now, letterCount: groups.length };
}

/** Runs a write that stores letters; the objects it stored are removed when it fails. */
async function withStoredLetters<T>(storage: FileStorage, write: (stored: string[]) => Promise<T>) {
  const stored: string[] = [];
  try {
    return await write(stored);
  } catch (err) {
    await removeStoredObjects(storage, stored);
    throw err;
  }
}

/**
 * POST save_signature: with the agreement, the company's representative signed in signs the application
 * (signLetters). A broker cannot sign for the company (403, decision 0081): they send the officer a signing
 * request. Exactly one signature: a second answers 409.
 */
export async function saveSignature(
  deps: BorFileDeps,
  actor: Actor,
  companyId: string,
  body: BorSaveSignatureRequest,
  queueStatusMail: TransactionalSend,
): Promise<BorCompanyProfile> {
  if (actor.role === 'broker') throw forbidden(BOR_SIGNING_MESSAGES.brokerCannotSign);
  const { db } = deps;
  const today = todayIso();
  if (body.effectiveDate) checkEffectiveDate(body.effectiveDate, today);
  await withStoredLetters(deps.storage, (stored) =>
    db.transaction(async (tx) => {
      const { app } = await lockForWrite(tx, companyId, body.version);
      if (app.signedAt) throw new AppError('conflict', BOR_MESSAGES.alreadySigned);
      const saved = letterDetailsOf(app, today);
      const broker = await assertBrokerNamed(tx, app, actor);
      await signLetters(tx, deps, stored, {
        app,
        details: {
          representativeName: body.representativeName ?? saved.representativeName,
          representativeTitle: body.representativeTitle ?? saved.representativeTitle,
          effectiveDate: body.effectiveDate ?? saved.effectiveDate,
        },
        signatureImageDataUrl: body.signatureImageDataUrl,
        broker,
        signer: { accountId: actor.accountId, sessionId: actor.sessionId, via: 'signed_in' },
        queueStatusMail,
      });
      // A request sent to the officer earlier has nothing left to sign.
      await replaceOpenSigningRequests(tx, app.id, new Date());
    }),
  );
  return readCompanyProfile(db, companyId, actor);
}

// ---------------------------------------------------------------------------------------------------------
// The officer's signing request (decision 0081)

const DAY_MS = 86_400_000;

/**
 * POST signing_request: whoever prepares the letters names the company's officer, who is e-mailed a one-time link
 * to sign them on a page of their own (no account needed). One transaction: the application (version checked,
 * ready to sign, its broker named with a licence for the state) takes the officer as its representative; the open
 * request is replaced; the new one keeps only the token's SHA-256; the mail's job is queued in the same
 * transaction, carrying the token sealed. The link expires after 14 days, or when the letters change.
 */
export async function requestOfficerSignature(
  deps: BorDeps,
  actor: Actor,
  companyId: string,
  body: BorSigningRequest,
  queueMail: TransactionalSend,
): Promise<BorCompanyProfile> {
  const today = todayIso();
  await deps.db.transaction(async (tx) => {
    const { app } = await lockForWrite(tx, companyId, body.version);
    await assertReadyToSign(tx, app);
    await assertBrokerNamed(tx, app, actor);
    checkEffectiveDate(letterDetailsOf(app, today).effectiveDate, today);
    await updateApplication(tx, app, {
      representativeName: body.officerName,
      representativeTitle: body.officerTitle,
      ...preparedBy(actor),
    });
    const now = new Date();
    await replaceOpenSigningRequests(tx, app.id, now);
    const token = randomToken();
    const request = await insertSigningRequest(tx, {
      applicationId: app.id,
      companyId,
      tokenHash: sha256(token),
      officerName: body.officerName,
      officerTitle: body.officerTitle,
      officerEmail: body.officerEmail.toLowerCase(),
      // The version the update above gives: any later change to the application voids the link.
      applicationVersion: app.version + 1,
      requestedByAccountId: actor.accountId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + BOR_SIGNING_LINK_DAYS * DAY_MS),
    });
    await queueMail(tx, { signingRequestId: request.id, tokenSealed: deps.cipher.encrypt(token) });
    await writeAudit(tx, {
      accountId: actor.accountId,
      sessionId: actor.sessionId,
      companyId,
      action: 'broker_of_record.signing_requested',
      subjectType: 'bor_signing_request',
      subjectId: request.id,
      details: { fields: ['officerName', 'officerTitle', 'officerEmail'] },
    });
  });
  return readCompanyProfile(deps.db, companyId, actor);
}

/** A request whose link still works: known, not used, not replaced, not expired, the letters unchanged. */
function checkLink(
  request: SigningRequestRow | null | undefined,
  app: Pick<BorApplicationRow, 'version'> | null | undefined,
): asserts request is SigningRequestRow {
  if (!request) throw new AppError('not_found', BOR_SIGNING_MESSAGES.linkUnknown);
  if (request.usedAt) throw new AppError('conflict', BOR_SIGNING_MESSAGES.linkUsed);
  if (request.replacedAt) throw new AppError('conflict', BOR_SIGNING_MESSAGES.linkReplaced);
  if (request.expiresAt.getTime() <= Date.now())
    throw new AppError('conflict', BOR_SIGNING_MESSAGES.linkExpired);
  if (!app || app.version !== request.applicationVersion)
    throw new AppError('conflict', BOR_SIGNING_MESSAGES.lettersChanged);
}

/** GET officer_signing/{token}: the letters as the officer will sign them (the FEIN masked, as in the preview). */
export async function readOfficerSigning(db: Db, token: string): Promise<BorOfficerSigning> {
  const request = await findSigningRequestByHash(db, sha256(token));
  const app = request ? await findApplication(db, request.companyId) : undefined;
  checkLink(request, app);
  const profile = await readCompanyProfile(db, request!.companyId);
  return {
    companyName: profile.name,
    officerName: request!.officerName,
    officerTitle: request!.officerTitle,
    effectiveDate: profile.letter.effectiveDate,
    expiresAt: request!.expiresAt.toISOString(),
    broker: {
      agency: profile.letter.broker.agency,
      name: profile.letter.broker.name,
      license: profile.letter.broker.license,
    },
    letters: profile.letter.letters,
  };
}

/**
 * POST officer_signing/{token}: the officer agrees and signs, signed out. The company, the application and the
 * request are locked in the order every write takes them; the link is checked again under the locks; the letters
 * are signed with the officer's name and title (signLetters) and the token is used up.
 */
export async function signAsOfficer(
  deps: BorFileDeps,
  token: string,
  body: BorOfficerSignRequest,
  queueStatusMail: TransactionalSend,
): Promise<BorOfficerSigned> {
  const found = await findSigningRequestByHash(deps.db, sha256(token));
  if (!found) throw new AppError('not_found', BOR_SIGNING_MESSAGES.linkUnknown);
  const signed = await withStoredLetters(deps.storage, (stored) =>
    deps.db.transaction(async (tx) => {
      if (!(await lockCompany(tx, found.companyId))) throw notFound('That company');
      const app = await lockApplication(tx, found.companyId);
      const request = await lockSigningRequest(tx, found.id);
      checkLink(request, app);
      const named = await letterBrokerOf(tx, app!, null);
      if (named.problem) throw new AppError('conflict', named.problem);
      const result = await signLetters(tx, deps, stored, {
        app: app!,
        details: {
          representativeName: request!.officerName,
          representativeTitle: request!.officerTitle,
          effectiveDate: letterDetailsOf(app!, todayIso()).effectiveDate,
        },
        signatureImageDataUrl: body.signatureImageDataUrl,
        broker: named.broker,
        signer: { accountId: null, sessionId: null, via: 'officer_link' },
        queueStatusMail,
      });
      await markSigningRequestUsed(tx, request!.id, result.signedAt);
      return { companyName: app!.name, ...result };
    }),
  );
  return {
    companyName: signed.companyName,
    signedAt: signed.signedAt.toISOString(),
    letterCount: signed.letterCount,
  };
}

/**
 * What the officer's mail says (the notices module's job reads it): null when the request is no longer open (used,
 * replaced or expired), so a late job mails nobody a dead link.
 */
export async function readSigningRequestForMail(db: Db, signingRequestId: string) {
  const request = await findSigningRequest(db, signingRequestId);
  if (!request || request.usedAt || request.replacedAt || request.expiresAt.getTime() <= Date.now())
    return null;
  const profile = await readCompanyProfile(db, request.companyId);
  const requester = request.requestedByAccountId
    ? await findAccount(db, request.requestedByAccountId)
    : undefined;
  return {
    officerName: request.officerName,
    officerTitle: request.officerTitle,
    officerEmail: request.officerEmail,
    companyName: profile.name,
    requestedBy: requester?.name ?? requester?.email ?? null,
    carriers: profile.letter.letters.map((l) => l.carrierName),
    effectiveDate: profile.letter.effectiveDate,
    expiresAt: request.expiresAt.toISOString().slice(0, 10),
    brokerAgency: profile.letter.broker.agency,
  };
}

/** "Broker of record letter - Blue Shield of California.pdf" (file-name rules sanitise it further). */
function letterFileName(carrierName: string): string {
  return `Broker of record letter - ${carrierName.replace(/[^\p{L}\p{N} &.,'()-]/gu, '').slice(0, 80)}.pdf`;
}

/** GET a carrier change's letter: its company's administrators and brokers, and operations; 404 otherwise. */
export async function openCarrierLetter(
  deps: Pick<BorFileDeps, 'db' | 'storage' | 'cipher'>,
  actor: Actor,
  carrierChangeId: string,
) {
  const change = await findCarrierChange(deps.db, carrierChangeId);
  if (!change || !canManageCompany(actor, change.companyId) || !change.letterFileId)
    throw notFound('That letter');
  return openSealedFileOfRecord(deps, change.companyId, 'bor_letter', change.id, change.letterFileId);
}

// ---------------------------------------------------------------------------------------------------------
// Uploads

/** One part of the upload's multipart form. */
export type BorUploadPart = UploadPart;

/**
 * PUT upload_plan_documents: one file (invoice or plan documents) for one plan. The fields come first (planType,
 * planId, fileType, company_id_token), then `file`: PDF, PNG or JPEG, sniffed, at most the upload limit. A refusal
 * answers 400 with its message as `error` (the screen shows it at the plan's file) and stores nothing. The plan's
 * earlier file of that type is replaced; the application is locked but its version not asked (decision 0048).
 */
export async function uploadPlanDocument(
  deps: BorFileDeps,
  actor: Actor,
  input: { companyId: string; idToken: string; parts: AsyncIterable<BorUploadPart> },
): Promise<BorCompanyProfile> {
  const { db, storage } = deps;
  const fields: Record<string, string> = {};
  let upload: StoredUpload | null = null;
  const refuse = (field: string, message: string) => validationFailed({ [field]: message }, message);
  try {
    for await (const part of input.parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value.trim();
        continue;
      }
      if (part.fieldname !== 'file' || upload) {
        part.file.resume();
        throw refuse(part.fieldname, 'Send one file, in the field "file".');
      }
      const token = fields.company_id_token;
      if (token && token !== input.idToken && token !== input.idToken.slice(0, 16))
        throw refuse('company_id_token', BOR_MESSAGES.tokenMismatch);
      const planType = fields.planType ?? '';
      if (!isInsuranceType(planType)) throw refuse('planType', 'Unknown insurance type.');
      const fileType = fields.fileType ?? '';
      if (!(BOR_PLAN_FILE_TYPES as readonly string[]).includes(fileType))
        throw refuse('fileType', 'The file type must be invoice or sbc.');
      const planId = fields.planId ?? '';
      const company = await findCompany(db, input.companyId);
      const app = company ? await findApplication(db, input.companyId) : null;
      const plans = app ? await listIntakePlans(db, app.id) : [];
      if (!plans.some((p) => p.insuranceType === planType && p.planKey === planId))
        throw refuse('planId', BOR_MESSAGES.unknownPlan);
      if (part.filename === '') {
        part.file.resume();
        throw refuse('file', 'Choose a file to upload.');
      }
      const result = await storeUploadedObject(deps, { filename: part.filename, file: part.file }, [
        'pdf',
        'png',
        'jpeg',
      ]);
      if ('refused' in result) throw refuse('file', result.refused);
      upload = result;
    }
  } catch (err) {
    if (upload) await removeStoredObjects(storage, [upload.storageKey]);
    if (err instanceof AppError) throw err;
    throw refuse('file', 'The upload was cut off or is not a well-formed form. Please try again.');
  }
  if (!upload) throw refuse('file', 'Choose a file to upload.');
  const done = upload;
  try {
    await db.transaction(async (tx) => {
      if (!(await lockCompany(tx, input.companyId))) throw notFound('That company');
      const app = await lockApplication(tx, input.companyId);
      const plan = app ? await lockIntakePlan(tx, app.id, fields.planType!, fields.planId!) : null;
      if (!app || !plan) throw refuse('planId', BOR_MESSAGES.unknownPlan);
      const fileId = await recordStoredFile(tx, {
        ...done,
        companyId: input.companyId,
        recordType: 'bor_plan_document',
        recordId: plan.id,
        uploadedByAccountId: actor.accountId,
      });
      await setIntakePlanFile(tx, plan.id, fields.fileType as BorPlanFileType, fileId);
      // The type and size, never the file's name (names of documents often name people).
      await writeAudit(tx, {
        accountId: actor.accountId,
        sessionId: actor.sessionId,
        companyId: input.companyId,
        action: 'broker_of_record.plan_document_uploaded',
        subjectType: 'bor_intake_plan',
        subjectId: plan.id,
        details: { fileType: fields.fileType, contentType: done.contentType, sizeBytes: done.sizeBytes },
      });
    });
  } catch (err) {
    await removeStoredObjects(storage, [done.storageKey]);
    throw err;
  }
  return readCompanyProfile(db, input.companyId, actor);
}

// ---------------------------------------------------------------------------------------------------------
// Carrier changes (operations)

/**
 * PUT carrier_changes/{id}: operations move a carrier's change to one of its next statuses (version checked);
 * recorded with its date for the employer's timeline; the administrators' mail is queued in the same transaction
 * (the notices module's job sends it, decision 0081).
 */
export async function setCarrierChangeStatus(
  deps: { db: Db },
  actor: Actor,
  carrierChangeId: string,
  body: BorCarrierChangeRequest,
  queueStatusMail: TransactionalSend,
): Promise<BorCarrierChange> {
  const { db } = deps;
  await db.transaction(async (tx) => {
    const row = await lockCarrierChange(tx, carrierChangeId);
    if (!row) throw notFound('That carrier change');
    if (row.version !== body.version)
      throw new AppError('version_conflict', BOR_MESSAGES.carrierChangeVersion);
    const from = row.status as CarrierChangeStatus;
    if (!canMoveCarrierChange(from, body.status)) {
      const message = BOR_MESSAGES.statusNotAllowed(
        CARRIER_CHANGE_STATUS_LABELS[from],
        CARRIER_CHANGE_STATUS_LABELS[body.status],
      );
      throw validationFailed({ status: message }, message);
    }
    const now = new Date();
    await updateCarrierChangeStatus(tx, row, body.status, now);
    const eventId = await insertCarrierChangeEvent(tx, {
      carrierChangeId: row.id,
      status: body.status,
      at: now,
      byAccountId: actor.accountId,
    });
    await queueStatusMail(tx, { carrierChangeEventId: eventId });
    await writeAudit(tx, {
      accountId: actor.accountId,
      sessionId: actor.sessionId,
      companyId: row.companyId,
      action: 'broker_of_record.carrier_status_changed',
      subjectType: 'bor_carrier_change',
      subjectId: row.id,
      details: { from, to: body.status },
    });
  });
  const row = (await findCarrierChange(db, carrierChangeId))!;
  return toCarrierChange(row, await listCarrierChangeEvents(db, [row.id]));
}

/**
 * What the administrators' mail of one status says (the notices module's job reads it): the company, the
 * carrier, the status with its description and dates, and the company's status page; null when it is gone.
 */
export async function readCarrierStatusForMail(db: Db, carrierChangeEventId: string) {
  const found = await findCarrierChangeEvent(db, carrierChangeEventId);
  if (!found) return null;
  const company = await findCompany(db, found.change.companyId);
  if (!company) return null;
  const status = found.event.status as CarrierChangeStatus;
  return {
    companyId: company.id,
    companyName: company.name,
    companyIdToken: company.idToken,
    carrierName: found.change.carrierName,
    statusLabel: CARRIER_CHANGE_STATUS_LABELS[status] ?? status,
    statusDescription: CARRIER_CHANGE_STATUS_DESCRIPTIONS[status] ?? '',
    changedOn: formatLongIsoDate(found.event.at.toISOString().slice(0, 10)),
    effectiveOn: formatLongIsoDate(found.change.effectiveDate),
    insuranceTypes: found.change.insuranceTypes.map((t) =>
      isInsuranceType(t) ? INSURANCE_TYPE_LABELS[t] : t,
    ),
  };
}

/**
 * GET carrier_status (decision 0051): whether the company signed, and each carrier's change with its timeline,
 * for the employer dashboard's Home card and status page. Three small reads; nothing is built from the plans.
 */
export async function readCarrierStatus(db: Db, companyId: string): Promise<BorCarrierStatus> {
  const [company, app] = await Promise.all([findCompany(db, companyId), findSignedAt(db, companyId)]);
  if (!company) throw notFound('That company');
  const changes = app ? await listCarrierChanges(db, app.id) : [];
  const events = await listCarrierChangeEvents(
    db,
    changes.map((c) => c.id),
  );
  return {
    companyName: company.name,
    signedAt: app?.signedAt?.toISOString() ?? null,
    carrierChanges: changes.map((c) => toCarrierChange(c, events)),
  };
}

/** The statuses a filter names: `open` is every one but effective (final); `all` is none left out. */
function statusesOf(filter: BorCarrierChangesQuery['status']): readonly CarrierChangeStatus[] | null {
  if (filter === 'all') return null;
  if (filter === 'open') return CARRIER_CHANGE_STATUSES.filter((s) => s !== 'effective');
  return [filter];
}

/**
 * GET carrier_changes (operations, decision 0051): every company's carrier changes of the filter, those waiting
 * longest first, a page at a time, each with its company and the statuses it may move to.
 */
export async function listCarrierChangesOfCompanies(
  db: Db,
  query: BorCarrierChangesQuery,
): Promise<BorCarrierChangeList> {
  const pageSize = BOR_CARRIER_CHANGES_PAGE_SIZE;
  const { rows, total } = await listCarrierChangesForOperations(db, {
    statuses: statusesOf(query.status),
    limit: pageSize,
    offset: (query.page - 1) * pageSize,
  });
  const events = await listCarrierChangeEvents(
    db,
    rows.map((r) => r.change.id),
  );
  return {
    items: rows.map((r) => ({
      ...toCarrierChange(r.change, events),
      companyId: r.change.companyId,
      companyName: r.companyName,
      companyIdToken: r.companyIdToken.slice(0, 16),
    })),
    total,
    page: query.page,
    pageSize,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Account

/** GET account: the caller's email and whether they may set a password (none chosen yet). */
export async function readAccount(db: Db, actor: Actor): Promise<BorAccount> {
  const account = await findAccount(db, actor.accountId);
  if (!account) throw notFound('That account');
  return { email: account.email, name: account.name, canSetCredentials: !account.credentialsSet };
}

/**
 * POST update_account: sets the password of an account that has none of its own and its email; the rule is the
 * accounts module's (setOwnCredentials, decision 0058), shared with the accounting connect's update_credentials.
 */
export async function updateAccount(
  db: Db,
  actor: Actor,
  body: { email: string; password: string },
): Promise<BorAccount> {
  await setOwnCredentials(db, actor, body, 'broker_of_record');
  return readAccount(db, actor);
}

// ---------------------------------------------------------------------------------------------------------
// Deductions: the payroll partner's accounts and the company's preferences

export function readAccountItems(): PayrollAccountItems {
  return readPayrollAccountItems();
}

/**
 * PUT partner preferences: the expense and liability accounts (the company's, and each plan's), each one of the
 * partner's accounts; marks the deductions step complete.
 */
export async function savePartnerPreferences(
  deps: BorDeps,
  actor: Actor,
  companyId: string,
  body: PartnerPreferencesRequest,
): Promise<BorCompanyProfile> {
  const items = readPayrollAccountItems().select_options;
  const expense = new Set(items.expense_select_options.map((o) => o.value));
  const liability = new Set(items.liability_select_options.map((o) => o.value));
  const { preferences } = body;
  const errors: Record<string, string> = {};
  const checkAccount = (value: string | null | undefined, known: Set<string>, at: string) => {
    if (value && !known.has(value)) errors[at] = 'Please choose an account from the list.';
  };
  checkAccount(preferences.expenseAccountID, expense, 'preferences.expenseAccountID');
  checkAccount(preferences.liabilityAccountID, liability, 'preferences.liabilityAccountID');
  (preferences.plans ?? []).forEach((plan, i) => {
    checkAccount(plan.expenseAccount, expense, `preferences.plans.${i}.expenseAccount`);
    checkAccount(plan.liabilityAccount, liability, `preferences.plans.${i}.liabilityAccount`);
  });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);

  await deps.db.transaction(async (tx) => {
    const { app } = await lockForWrite(tx, companyId, body.version);
    const plans = preferences.plans ?? [];
    if (plans.length > 0) {
      const existing = await listIntakePlans(tx, app.id);
      plans.forEach((plan, i) => {
        if (!existing.some((p) => p.insuranceType === plan.planType && p.planKey === plan.planId))
          errors[`preferences.plans.${i}.planId`] = BOR_MESSAGES.unknownPlan;
      });
      if (Object.keys(errors).length > 0) throw validationFailed(errors);
      await setIntakePlanAccounts(
        tx,
        app.id,
        plans.map((p) => ({
          planType: p.planType,
          planId: p.planId,
          expenseAccount: p.expenseAccount || null,
          liabilityAccount: p.liabilityAccount || null,
        })),
      );
    }
    await updateApplication(tx, app, {
      ...(preferences.expenseAccountID !== undefined
        ? { expenseAccountId: preferences.expenseAccountID || null }
        : {}),
      ...(preferences.liabilityAccountID !== undefined
        ? { liabilityAccountId: preferences.liabilityAccountID || null }
        : {}),
      ...preparedBy(actor),
      completedSections: withSection(app.completedSections, 'deductions'),
    });
    await writeAudit(tx, {
      accountId: actor.accountId,
      sessionId: actor.sessionId,
      companyId,
      action: 'broker_of_record.preferences_saved',
      subjectType: 'bor_application',
      subjectId: app.id,
      details: { plans: plans.length },
    });
  });
  return readCompanyProfile(deps.db, companyId, actor);
}
