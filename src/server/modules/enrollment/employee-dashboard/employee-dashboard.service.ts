import { CLAIM_COVERAGE_TYPES } from '@shared/domain/claims/claims';
import {
  COVERAGE_LINE_LABELS,
  type IdCardLine,
  isIdCardLine,
  resolveCoverageSpan,
} from '@shared/domain/employee-dashboard/employee-dashboard';
import { COVERAGE_TYPES, type CoverageType } from '@shared/domain/enums';
import { toCents } from '@shared/domain/money/money';
import { perPaycheckOfMonthly, perPaycheckOfYearly } from '@shared/domain/payroll/paychecks';
import { RENEWAL_FLOW } from '@shared/domain/steps/flows';
import { CLAIM_PATIENT_EMPLOYEE, type ClaimableLine } from '@shared/schemas/claims';
import type {
  CoveredMember,
  DashboardLine,
  EmployeeDashboard,
  IdCard,
} from '@shared/schemas/employee-dashboard';
import type { EmployeeFormAccess } from '../../../access/employee-access';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import { clock } from '../../../lib/clock';
import type { FileStorage } from '../../../plugins/storage/file-storage';
import { ensureMemberIds, readCompanyCarrierNumbers } from '../../carriers';
import { listContributionChangeDates } from '../../company';
import {
  readApplicationRows,
  requireCurrentPolicyId,
  toApplicationResponse,
} from '../employee-applications/employee-applications.service';
import { getElectionSummary } from '../employee-policies/application-summary';
import { getEnrolledPersonCosts } from '../enrollment-costs/enrollment-costs.service';
import {
  getEmployeeHealthAccount,
  getHealthAccountOverview,
  readApplicationPaychecks,
} from '../health-accounts/health-accounts.service';
import { listPlanDetails, openPlanSbc } from '../plan-details/plan-details.service';

/**
 * The employee dashboard (issue 14 item 1, decision 0041): a read of the employee's current application, its
 * enrolled lines priced by the employer dashboard's service (the same engine and census as the application
 * and the employer's figures), the plans' details from plan-details, the health account from health-accounts.
 * It owns no table: every read goes through the owning module's service.
 */

const base = (employeeFormId: string) => `/api/v1/employee_forms/${employeeFormId}/dashboard`;
export const idCardPdfPath = (employeeFormId: string, line: IdCardLine) =>
  `${base(employeeFormId)}/id-cards/${line}/pdf`;
export const planSbcPath = (employeeFormId: string, planId: string) =>
  `${base(employeeFormId)}/plans/${planId}/sbc`;

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

/**
 * The next contribution change saved for a later month (decision 0072), priced for the person: each line whose
 * monthly share it changes, with the share a paycheck from then and the first paycheck that deducts it. Null
 * when no change lies ahead within the coverage.
 */
async function readUpcomingTerms(
  db: Db,
  rows: NonNullable<Awaited<ReturnType<typeof readApplicationRows>>>,
  person: { companyId: string; companyPolicyId: string; formId: string; endsAt: string | null },
) {
  const today = clock.todayIso();
  const changes = Object.values(await listContributionChangeDates(db, person.companyPolicyId)).flat();
  const next = changes.sort().find((d) => d > today && (person.endsAt === null || d <= person.endsAt));
  if (!next) return null;
  const [costs, basis] = await Promise.all([
    getEnrolledPersonCosts(db, person.companyId, person.companyPolicyId, person.formId, next),
    readApplicationPaychecks(db, rows, next),
  ]);
  return {
    lineOf(coverageType: CoverageType, employeeCentsNow: number) {
      const line = costs?.lines.find((l) => l.coverageType === coverageType);
      if (!line || line.employeeCents === employeeCentsNow) return null;
      return {
        from: next,
        monthlyEmployeeCents: line.employeeCents,
        perPaycheckCents: perPaycheckOfMonthly(line.employeeCents, basis, coverageType),
        firstPayDate: basis.terms?.[coverageType]?.firstPayDate ?? null,
      };
    },
  };
}

/**
 * The coming plan year's renewal of an employee form (open or signed; decision 0079), which the renewal context
 * reads: the app hands it in (app.ts), as enrollment sits below renewal (decision 0083).
 */
export type ComingYearRenewalReader = (
  db: Db,
  employeeFormId: string,
) => Promise<{ employeePolicyId: string; planYearStartsOn: string | null; signedAt: string | null } | null>;

/** For the reads of the dashboard that show no coming year (an ID card, a plan's document). */
const WITHOUT_COMING_YEAR: ComingYearRenewalReader = async () => null;

/** The dashboard of an employee form the caller may open (the scope decided it). */
export async function getEmployeeDashboard(
  db: Db,
  access: EmployeeFormAccess,
  findComingYearRenewal: ComingYearRenewalReader,
): Promise<EmployeeDashboard> {
  const formId = access.form.id;
  const policyId = await requireCurrentPolicyId(db, formId);
  const rows = await readApplicationRows(db, policyId);
  if (!rows) throw notFound('A benefits application for this employee');
  const application = toApplicationResponse(rows, access.adminMode);
  const companyId = application.company.id;
  const companyPolicyId = rows.policy.companyPolicyId;
  const form = application.employeeForm;

  const costs = await getEnrolledPersonCosts(db, companyId, companyPolicyId, formId);
  const details = await listPlanDetails(
    db,
    companyId,
    companyPolicyId,
    (costs?.lines ?? []).map((l) => l.planId),
    (planId) => planSbcPath(formId, planId),
  );

  // The household; each person's member id is per carrier (decision 0069), set on each line below.
  const household: Array<CoveredMember & { id: string | null }> = [
    { id: null, name: fullName(form), relationship: 'employee', memberId: '' },
    ...application.employeeDependents.map((d) => ({
      id: d.id,
      name: fullName(d),
      relationship: d.dependentType,
      memberId: '',
    })),
  ];
  // The member ids with each priced line's carrier, generated once and stored (the 834 sends the same ones).
  const memberIds = await ensureMemberIds(
    db,
    (costs?.lines ?? []).map((line) => ({
      carrierId: line.carrierId,
      employeeFormId: formId,
      dependentIds: costs?.lineDependents.get(line.coverageType) ?? [],
    })),
  );
  const numbers = await readCompanyCarrierNumbers(db, companyId);
  const span = resolveCoverageSpan({
    applicationEffectiveAt: rows.policy.effectiveAt,
    planYearEffectiveAt: application.employeePolicy.planYearEffectiveAt,
    planYearRenewalAt: application.company.renewalDate,
    coverageEndsAt: form.coverageEndsAt,
  });

  const paychecks = await readApplicationPaychecks(db, rows);
  const upcoming = await readUpcomingTerms(db, rows, {
    companyId,
    companyPolicyId,
    formId,
    endsAt: span.endsAt,
  });
  const carrierOfLine = new Map((costs?.lines ?? []).map((l) => [l.coverageType, l.carrierId]));
  const lines: DashboardLine[] = (costs?.lines ?? []).map((line) => {
    const enrolled = new Set(costs?.lineDependents.get(line.coverageType) ?? []);
    const answer = application.employeePolicy.coverages[line.coverageType];
    return {
      coverageType: line.coverageType,
      label: COVERAGE_LINE_LABELS[line.coverageType],
      planId: line.planId,
      planName: line.planName,
      carrierName: line.carrierName,
      coveredMembers: household
        .filter((m) => m.id === null || enrolled.has(m.id))
        .map(({ id, ...m }) => ({ ...m, memberId: memberIds.personMemberId(line.carrierId, id ?? formId) })),
      startsAt: span.startsAt,
      endsAt: span.endsAt,
      monthly: {
        premiumCents: line.premiumCents,
        companyCents: line.companyCents,
        employeeCents: line.employeeCents,
      },
      perPaycheckCents: perPaycheckOfMonthly(line.employeeCents, paychecks, line.coverageType),
      upcoming: upcoming?.lineOf(line.coverageType, line.employeeCents) ?? null,
      coverageAmount: answer?.coverageAmount ?? null,
      plan: details.get(line.planId) ?? null,
    };
  });
  // A line enrolled but not priced now (its plan no longer offered) still shows, without figures.
  const priced = new Set(lines.map((l) => l.coverageType));
  for (const type of COVERAGE_TYPES) {
    const answer = application.employeePolicy.coverages[type];
    if (!costs || priced.has(type) || answer?.isEnrolling !== 'Yes' || !answer.planId) continue;
    lines.push({
      coverageType: type,
      label: COVERAGE_LINE_LABELS[type],
      planId: answer.planId,
      planName: answer.planName ?? 'Plan no longer offered',
      carrierName: '',
      coveredMembers: household
        .filter((m) => m.id === null || answer.dependentsEnrolling[m.id] === true)
        .map(({ id: _id, ...m }) => m),
      startsAt: span.startsAt,
      endsAt: span.endsAt,
      monthly: null,
      perPaycheckCents: null,
      upcoming: null,
      coverageAmount: answer.coverageAmount,
      plan: null,
    });
  }
  lines.sort((a, b) => COVERAGE_TYPES.indexOf(a.coverageType) - COVERAGE_TYPES.indexOf(b.coverageType));

  const declined = costs
    ? COVERAGE_TYPES.filter((t) => application.employeePolicy.coverages[t]?.isEnrolling === 'No').map(
        (t) => ({ coverageType: t, label: COVERAGE_LINE_LABELS[t] }),
      )
    : [];
  const monthlyEmployeeCents = lines.reduce((sum, l) => sum + (l.monthly?.employeeCents ?? 0), 0);

  const idCards: IdCard[] = lines.flatMap((line) => {
    const type = line.coverageType;
    const carrierId = carrierOfLine.get(type);
    if (!isIdCardLine(type) || !line.carrierName || !carrierId) return [];
    return [
      {
        coverageType: type,
        label: line.label,
        carrierName: line.carrierName,
        planName: line.planName,
        memberName: fullName(form),
        memberId: memberIds.memberId(carrierId, formId),
        groupNumber: numbers.groupNumber(carrierId),
        startsAt: line.startsAt,
        members: line.coveredMembers,
        // Carrier pharmacy numbers are not held (decision 0041): shown as not on file, never invented.
        pharmacy: type === 'medical' ? { rxBin: null, rxPcn: null, rxGroup: null } : null,
        downloadHref: idCardPdfPath(formId, type),
      },
    ];
  });

  return {
    adminMode: access.adminMode,
    companyIDToken: application.companyIDToken,
    companyName: application.companyName,
    employee: {
      employeeFormId: formId,
      firstName: form.firstName,
      middleInitial: form.middleInitial,
      lastName: form.lastName,
      email: form.email,
      homeAddress: form.homeAddress,
      city: form.city,
      state: form.state,
      zipCode: form.zipCode,
      homePhoneNumber: form.homePhoneNumber,
      workPhoneNumber: form.workPhoneNumber,
      bornAt: form.bornAt,
      gender: form.gender,
      maritalStatus: form.maritalStatus,
      jobTitle: form.jobTitle,
      hiredAt: form.hiredAt,
      // How the company pays (its pay schedule), which every per-paycheck figure here is over.
      payFrequency: paychecks.frequency,
      socialSecurityNumberMasked: form.socialSecurityNumberMasked,
      employmentStatus: form.employmentStatus,
      coverageEndsAt: form.coverageEndsAt,
    },
    dependents: application.employeeDependents.map((d) => ({
      id: d.id,
      firstName: d.firstName,
      lastName: d.lastName,
      dependentType: d.dependentType,
      bornAt: d.bornAt,
      socialSecurityNumberMasked: d.socialSecurityNumberMasked,
    })),
    application: {
      employeePolicyId: policyId,
      status: application.employeePolicy.status,
      isComplete: application.employeePolicy.completedAt !== null,
      signedAt: application.employeePolicy.signedAt,
      review: {
        status: rows.policy.reviewStatus,
        reason: rows.policy.reviewReason,
        effectiveAt: rows.policy.effectiveAt,
      },
      planYear: {
        effectiveAt: application.employeePolicy.planYearEffectiveAt,
        renewalAt: application.company.renewalDate,
      },
      applicationPath: access.adminMode
        ? `/company-admin/employee-application/${formId}`
        : '/employee-application',
    },
    coverage: {
      lines,
      declined,
      monthlyEmployeeCents,
      perPaycheckCents: lines.reduce((sum, l) => sum + (l.perPaycheckCents ?? 0), 0),
      paychecks,
    },
    healthAccount: await readHealthAccount(db, policyId, rows.healthAccountStatus),
    idCards,
    comingYear: await readComingYear(
      db,
      access,
      application.employeePolicy.planYearEffectiveAt,
      findComingYearRenewal,
    ),
  };
}

/**
 * The coming plan year beside the current one (issue 35 item 5, decision 0079): the employee's renewal on it,
 * open or signed, summarised as its done page and PDF summarise it (getElectionSummary); null without one.
 */
async function readComingYear(
  db: Db,
  access: EmployeeFormAccess,
  currentPlanYearStartsOn: string | null,
  findComingYearRenewal: ComingYearRenewalReader,
): Promise<EmployeeDashboard['comingYear']> {
  const renewal = await findComingYearRenewal(db, access.form.id);
  if (!renewal) return null;
  const summary = await getElectionSummary(db, renewal.employeePolicyId);
  return {
    employeePolicyId: renewal.employeePolicyId,
    planYearStartsOn: renewal.planYearStartsOn,
    currentPlanYearStartsOn: currentPlanYearStartsOn?.slice(0, 10) ?? null,
    signedAt: renewal.signedAt,
    lines: summary.lines.map((l) => ({
      coverageType: l.coverageType,
      label: l.label,
      statusLabel: l.statusLabel,
      planName: l.planName,
      monthlyCents: l.monthlyCents,
      perPaycheckCents: l.perPaycheckCents,
    })),
    healthAccount: summary.healthAccount
      ? {
          label: summary.healthAccount.label,
          monthlyCents: summary.healthAccount.monthlyCents,
          perPaycheckCents: summary.healthAccount.perPaycheckCents,
        }
      : null,
    totals: summary.totals,
    // In admin mode the administrator opens it from the renewal status page.
    renewalPath: access.adminMode ? null : RENEWAL_FLOW.basePath,
  };
}

/** The employer's health account and the employee's contribution; null when none is offered. */
async function readHealthAccount(
  db: Db,
  policyId: string,
  benefitStatus: string | null | undefined,
): Promise<EmployeeDashboard['healthAccount']> {
  if (!benefitStatus || benefitStatus === 'not_offered') return null;
  const overview = await getHealthAccountOverview(db, policyId);
  if (overview.employerHealthAccountType === 'none') return null;
  const { employeeHealthAccount } = await getEmployeeHealthAccount(db, policyId);
  const yearly = employeeHealthAccount.yearlyContributionAmount;
  const yearlyCents = yearly === null ? null : toCents(yearly);
  return {
    accountType: overview.employerHealthAccountType,
    label: overview.employerHealthAccountTypeFormatted,
    employerYearlyCents: overview.employerYearlyContributionAmount,
    employeeYearlyCents: yearlyCents,
    employeePerPaycheckCents:
      yearlyCents === null || yearlyCents <= 0 ? null : perPaycheckOfYearly(yearlyCents, overview.paychecks),
  };
}

/** One ID card of the dashboard with the employer's name (404 when the employee has no such enrollment). */
export async function getIdCard(
  db: Db,
  access: EmployeeFormAccess,
  line: IdCardLine,
): Promise<{ card: IdCard; companyName: string }> {
  const dashboard = await getEmployeeDashboard(db, access, WITHOUT_COMING_YEAR);
  const card = dashboard.idCards.find((c) => c.coverageType === line);
  if (!card) throw notFound(`A ${line} enrollment`);
  return { card, companyName: dashboard.companyName };
}

/** An enrolled plan's stored summary of benefits (404 unless one of the employee's enrolled plans has one). */
export async function openEnrolledPlanSbc(
  deps: { db: Db; storage: FileStorage },
  access: EmployeeFormAccess,
  planId: string,
) {
  const dashboard = await getEmployeeDashboard(deps.db, access, WITHOUT_COMING_YEAR);
  const line = dashboard.coverage.lines.find((l) => l.planId === planId);
  if (line?.plan?.sbc?.kind !== 'document') throw notFound('That plan document');
  const policyId = await requireCurrentPolicyId(deps.db, access.form.id);
  const rows = await readApplicationRows(deps.db, policyId);
  if (!rows) throw notFound('That plan document');
  return openPlanSbc(deps, access.form.companyId, rows.policy.companyPolicyId, planId);
}

/**
 * The lines a claims help request may name (decision 0045): the medical, dental and vision enrollments of the
 * employee's signed application, each with the people it covers (the employee, then the dependents enrolled on
 * it). Empty before the application is signed, as the dashboard shows no coverage then.
 */
export async function listClaimableLines(db: Db, employeeFormId: string): Promise<ClaimableLine[]> {
  const policyId = await requireCurrentPolicyId(db, employeeFormId);
  const rows = await readApplicationRows(db, policyId);
  if (!rows) return [];
  const application = toApplicationResponse(rows, false);
  if (application.employeePolicy.completedAt === null) return [];
  const form = application.employeeForm;
  return CLAIM_COVERAGE_TYPES.flatMap((type): ClaimableLine[] => {
    const answer = application.employeePolicy.coverages[type];
    if (answer?.isEnrolling !== 'Yes' || !answer.planId) return [];
    return [
      {
        coverageType: type,
        label: COVERAGE_LINE_LABELS[type],
        planName: answer.planName ?? 'Plan no longer offered',
        members: [
          { value: CLAIM_PATIENT_EMPLOYEE, name: fullName(form), relationship: 'employee' as const },
          ...application.employeeDependents
            .filter((d) => answer.dependentsEnrolling[d.id] === true)
            .map((d) => ({ value: d.id, name: fullName(d), relationship: d.dependentType })),
        ],
      },
    ];
  });
}
