import {
  BOR_MESSAGES,
  BOR_MODES,
  type BorMode,
  describeSections,
  type MeasurementMethod,
  nextSectionUrl,
  showAcaQuestions,
  showsMeasurementQuestions,
} from '@shared/domain/broker-of-record/application';
import { OTHER_CARRIER_ID } from '@shared/domain/broker-of-record/carriers';
import { groupIdGuidance } from '@shared/domain/broker-of-record/group-id-guidance';
import { INSURANCE_TYPES, type InsuranceType } from '@shared/domain/broker-of-record/insurance-types';
import { letterEffectiveDateOptions, maskFein, renewalWarning } from '@shared/domain/broker-of-record/letter';
import {
  type BorContributionType,
  isPercentageContribution,
} from '@shared/domain/contributions/contribution-types';
import { extractDigits, maskEin } from '@shared/domain/identifiers';
import { fromCentsOrNull, toCentsOrNull } from '@shared/domain/money/money';
import { BROKER_LICENSE_MESSAGES } from '@shared/schemas/broker-licenses';
import type {
  BorCompanyProfile,
  BorPlan,
  BorUpdateCompanyProfileRequest,
} from '@shared/schemas/broker-of-record';
import { BOR_PROFILE_KEYS, borCompanyProfileFieldsSchema } from '@shared/schemas/broker-of-record';
import type { Actor } from '../../../access/actor';
import { writeAudit } from '../../../access/audit';
import type { Db } from '../../../db/client';
import type { BorCompanyContribution } from '../../../db/schema';
import { AppError, notFound, validationFailed } from '../../../lib/app-error';
import { sealDigits } from '../../../lib/field-crypto';
import { findLetterBroker } from '../broker-licenses/broker-licenses.service';
import {
  type BorDeps,
  buildLetters,
  groupPlansByCarrier,
  letterBrokerOf,
  letterDetailsOf,
  lockForWrite,
  preparedBy,
  readApplication,
  toCarrierChange,
  todayIso,
  withSection,
} from './bor-shared';
import {
  type BorApplicationRow,
  type BorApplicationValues,
  findCompany,
  findOpenSigningRequest,
  findRenewalDate,
  type IntakePlanRow,
  type IntakePlanValues,
  listCarrierChangeEvents,
  listCarrierChanges,
  listIntakePlans,
  replaceIntakePlans,
  updateApplication,
} from './broker-of-record.repository';

// ---------------------------------------------------------------------------------------------------------
// Reading

/** A plan's stored contribution side as the wire carries it: the percentage, or the amount in dollars. */
const sideOf = (percentage: number | null, cents: number | null): number | null =>
  percentage ?? fromCentsOrNull(cents);

/** The lead's stored contributions (amounts in cents) as the wire carries them (dollars). */
const contributionsOnWire = (rows: readonly BorCompanyContribution[]) =>
  rows.map(({ employeeFixedAmountCents, dependentFixedAmountCents, ...row }) => ({
    ...row,
    employeeFixedAmount: fromCentsOrNull(employeeFixedAmountCents),
    dependentFixedAmount: fromCentsOrNull(dependentFixedAmountCents),
  }));

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
          employee: sideOf(row.employeeContributionPercentage, row.employeeContributionCents),
          dependent: sideOf(row.dependentContributionPercentage, row.dependentContributionCents),
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
    companyContributions: contributionsOnWire(app.companyContributions),
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
                ...contributionColumns(row.contributions, 'employee'),
                ...contributionColumns(row.contributions, 'dependent'),
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
          ? {
              companyContributions: body.companyContributions.map(
                ({ employeeFixedAmount, dependentFixedAmount, ...row }) => ({
                  ...row,
                  employeeFixedAmountCents: toCentsOrNull(employeeFixedAmount),
                  dependentFixedAmountCents: toCentsOrNull(dependentFixedAmount),
                }),
              ),
            }
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

function contributionColumns(
  c: { typeOfContribution: string; employee?: number | null; dependent?: number | null } | null,
  field: 'employee' | 'dependent',
): Partial<IntakePlanValues> {
  const value = c?.[field] ?? null;
  const percentage = c !== null && isPercentageContribution(c.typeOfContribution) ? value : null;
  const cents = c?.typeOfContribution === 'fixed' ? toCentsOrNull(value) : null;
  return { [`${field}ContributionPercentage`]: percentage, [`${field}ContributionCents`]: cents };
}
