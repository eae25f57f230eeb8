import { BOR_MESSAGES, BOR_PARTNER_KINDS } from '@shared/domain/broker-of-record/application';
import { carrierDisplayName, OTHER_CARRIER_ID } from '@shared/domain/broker-of-record/carriers';
import { INSURANCE_TYPES, type InsuranceType } from '@shared/domain/broker-of-record/insurance-types';
import {
  type BrokerLetter,
  buildBrokerLetter,
  businessDayRange,
  CARRIER_CHANGE_STATUS_DESCRIPTIONS,
  CARRIER_CHANGE_STATUS_LABELS,
  type CarrierChangeStatus,
  earliestLetterEffectiveDate,
  INCUMBENT_WINDOW_BUSINESS_DAYS,
  nextCarrierChangeStatuses,
} from '@shared/domain/broker-of-record/letter';
import { BROKER_LICENSE_MESSAGES } from '@shared/schemas/broker-licenses';
import type { BorCarrierChange } from '@shared/schemas/broker-of-record';
import type { Actor } from '../../../access/actor';
import type { Db } from '../../../db/client';
import type { BorLetterBroker } from '../../../db/schema';
import { notFound, validationFailed } from '../../../lib/app-error';
import { clock } from '../../../lib/clock';
import { lockCompany } from '../../../lib/company-lock';
import type { FieldCipher } from '../../../lib/field-crypto';
import { assertVersion } from '../../../lib/versioned-write';
import type { FileStorage } from '../../../plugins/storage/file-storage';
import { findLetterBroker } from '../broker-licenses/broker-licenses.service';
import {
  type BorApplicationInsert,
  type BorApplicationRow,
  type BorApplicationValues,
  type CarrierChangeRow,
  findApplication,
  findCompany,
  findSignedAt,
  type IntakePlanRow,
  insertApplication,
  lockApplication,
} from './broker-of-record.repository';

/*
 * What the broker of record's services share (internal to the module; other modules import
 * broker-of-record.service.ts): the agency and the broker the letters name, the application as a write locks it,
 * and the letters as the plans group them.
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
export async function letterBrokerOf(
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
export function preparedBy(actor: Actor): Pick<BorApplicationValues, 'brokerAccountId'> {
  return actor.role === 'broker' ? { brokerAccountId: actor.accountId } : {};
}

/**
 * The broker the letters will name, refused at its field when they have no licence for the company's state
 * (decision 0081); the company's own agency when no broker prepared them.
 */
export async function assertBrokerNamed(
  tx: Db,
  app: BorApplicationRow,
  actor: Actor,
): Promise<BorLetterBroker> {
  const named = await letterBrokerOf(tx, { ...app, ...preparedBy(actor) }, actor);
  if (named.problem) throw validationFailed({ brokerLicense: named.problem }, named.problem);
  return named.broker;
}
export type BorFileDeps = BorDeps & { storage: FileStorage; maxBytes: number };

export const todayIso = () => clock.todayIso();

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
export async function readApplication(db: Db, company: Company): Promise<BorApplicationRow> {
  const stored = await findApplication(db, company.id);
  if (stored) return stored;
  const now = clock.now();
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
        employeeFixedAmountCents: null,
        dependentFixedAmountCents: null,
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
export async function lockForWrite(tx: Db, companyId: string, version: number) {
  if (!(await lockCompany(tx, companyId))) throw notFound('That company');
  const company = (await findCompany(tx, companyId))!;
  const app =
    (await lockApplication(tx, companyId)) ?? (await insertApplication(tx, startingValues(company)));
  assertVersion(app.version, version, BOR_MESSAGES.version);
  return { company, app };
}

export const withSection = (completed: readonly string[], ...sections: string[]) => [
  ...new Set([...completed, ...sections]),
];

// ---------------------------------------------------------------------------------------------------------
// The letters: one per carrier

/** A plan's carrier as the letters group them: its list id, or the typed name of an Other carrier. */
function carrierKeyOf(plan: { insuranceCompany: string; otherInsuranceCompany: string }): string | null {
  if (plan.insuranceCompany === '') return null;
  if (plan.insuranceCompany === OTHER_CARRIER_ID) {
    const name = plan.otherInsuranceCompany.trim().toLowerCase();
    return name ? `other:${name}` : null;
  }
  return plan.insuranceCompany;
}

export type LetterGroup = {
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

export type LetterDetails = {
  representativeName: string;
  representativeTitle: string;
  effectiveDate: string;
};

export function letterDetailsOf(app: BorApplicationRow, today: string): LetterDetails {
  return {
    representativeName: app.representativeName ?? app.contactName,
    representativeTitle: app.representativeTitle ?? app.contactTitle,
    effectiveDate: app.letterEffectiveDate ?? earliestLetterEffectiveDate(today),
  };
}

export function buildLetters(
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

export function toCarrierChange(
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
        ? businessDayRange(clock.isoDateOf(row.statusChangedAt), INCUMBENT_WINDOW_BUSINESS_DAYS)
        : null,
    version: row.version,
    letterUrl: row.letterFileId ? `/api/v1/broker_of_record/carrier_changes/${row.id}/letter` : null,
    nextStatuses: nextCarrierChangeStatuses(status),
    history,
  };
}
