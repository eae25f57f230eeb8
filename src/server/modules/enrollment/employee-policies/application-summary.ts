import { formatIsoDate } from '@shared/domain/dates/dates';
import {
  type ElectionSummary,
  type SummaryHealthAccountInput,
  signedApplicationPath,
  summarizeElections,
} from '@shared/domain/enrollment/summary';
import { COVERAGE_TYPES, type CoverageType, DEPENDENT_TYPE_LABELS } from '@shared/domain/enums';
import { hasHealthAccountStep } from '@shared/domain/health-account/health-account';
import { toCents } from '@shared/domain/money/money';
import { PAY_FREQUENCY_LABELS, planYearOf } from '@shared/domain/payroll/pay-calendar';
import { SIGN_STATEMENT } from '@shared/domain/signature/signature';
import type { ElectionSummaryResponse } from '@shared/schemas/application-summary';
import type { Db } from '../../../db/client';
import { AppError, notFound } from '../../../lib/app-error';
import { type ElectionCost, type EnrolledElection, priceEnrolledElections } from '../../carriers';
import {
  type ApplicationRows,
  maskFromLast4,
  readApplicationRows,
} from '../employee-applications/employee-applications.service';
import {
  getEmployeeHealthAccount,
  getHealthAccountOverview,
  readApplicationPaychecks,
} from '../health-accounts/health-accounts.service';
import { findPolicySignature } from './employee-policies.repository';
import { renderSignedApplicationPdf } from './signed-application-pdf';

export const SUMMARY_MESSAGES = {
  notSigned: 'This application has not been signed yet: its signed copy is made once it is signed.',
} as const;

async function requireRows(db: Db, employeePolicyId: string): Promise<ApplicationRows> {
  const rows = await readApplicationRows(db, employeePolicyId);
  if (!rows) throw notFound('A benefits application for this employee');
  return rows;
}

/** The dependents still on the application that a line covers (its enrolled answers). */
const coveredOn = (rows: ApplicationRows, type: string) => {
  const ids = new Set(
    rows.enrollments.filter((e) => e.coverageType === type && e.isEnrolling).map((e) => e.dependentId),
  );
  return rows.dependents.filter((d) => ids.has(d.id));
};

/**
 * The summary of an application's answers (decision 0042): each offered line priced by the plans service's
 * priceEnrolledElections (the engine and census the plan-cost call and the employer's dashboard use), the
 * health account as its own step spreads it, through the shared summarizeElections.
 */
async function summarize(db: Db, rows: ApplicationRows): Promise<ElectionSummary> {
  return (await summarizeWithCosts(db, rows)).summary;
}

/** The summary and each enrolled line's whole cost (premium, company and employee parts), from one pricing. */
async function summarizeWithCosts(
  db: Db,
  rows: ApplicationRows,
): Promise<{ summary: ElectionSummary; costs: Map<CoverageType, ElectionCost | null> }> {
  const subject: EnrolledElection['subject'] = {
    formId: rows.form.id,
    bornAt: rows.form.bornAt,
    tobaccoUser: rows.form.tobaccoUser,
    annualSalaryCents: rows.form.annualSalaryCents,
    employeeRoleId: rows.form.employeeRoleId,
    effectiveAt: rows.policy.effectiveAt,
    companyEffectiveAt: rows.companyPolicy.effectiveAt,
    dependents: rows.dependents.map((d) => ({ id: d.id, bornAt: d.bornAt, dependentType: d.dependentType })),
  };
  const offered = COVERAGE_TYPES.filter((t) => rows.offeredTypes.includes(t));
  const enrolled = rows.coverages.filter(
    (c) => offered.includes(c.coverageType) && c.isEnrolling === 'Yes' && c.planId,
  );
  const elections: EnrolledElection[] = enrolled.map((c) => ({
    subject,
    coverageType: c.coverageType,
    planId: c.planId!,
    dependentIds: coveredOn(rows, c.coverageType).map((d) => d.id),
    coverageAmount: c.coverageAmount,
    spouseCoverageAmount: c.spouseCoverageAmount,
    segment: c.segment,
  }));
  const costs =
    elections.length > 0 ? await priceEnrolledElections(db, rows.policy.companyPolicyId, elections) : [];
  const costOf = new Map(enrolled.map((c, i) => [c.coverageType, costs[i] ?? null]));

  let healthAccount: SummaryHealthAccountInput | null = null;
  if (hasHealthAccountStep(rows.healthAccountStatus)) {
    const [overview, own] = await Promise.all([
      getHealthAccountOverview(db, rows.policy.id),
      getEmployeeHealthAccount(db, rows.policy.id),
    ]);
    const yearly = own.employeeHealthAccount.yearlyContributionAmount;
    if (yearly !== null && overview.employerHealthAccountType !== 'none')
      healthAccount = {
        label: overview.employerHealthAccountTypeFormatted,
        yearlyCents: toCents(yearly),
        employerYearlyCents: overview.employerYearlyContributionAmount,
      };
  }

  const summary = summarizeElections({
    paychecks: await readApplicationPaychecks(db, rows),
    healthAccount,
    lines: offered.map((type) => {
      const answer = rows.coverages.find((c) => c.coverageType === type);
      const cost = costOf.get(type) ?? null;
      return {
        coverageType: type,
        isEnrolling: answer?.isEnrolling ?? null,
        planName: cost?.planName ?? answer?.planName ?? null,
        carrierName: cost?.carrierName ?? null,
        coverageAmount: answer?.coverageAmount ?? null,
        coveredDependents: coveredOn(rows, type).map((d) => d.firstName),
        monthlyEmployeeCents: cost?.employeeCents ?? null,
      };
    }),
  });
  return { summary, costs: costOf };
}

/**
 * What operations review an application with (decision 0078): its rows, the election summary the done page
 * and the PDF show, and each enrolled line's whole monthly cost from the same pricing (the employee's part is
 * the summary's figure), so the review's figures are the employee's.
 */
export async function readApplicationForReview(db: Db, employeePolicyId: string) {
  const rows = await requireRows(db, employeePolicyId);
  const { summary, costs } = await summarizeWithCosts(db, rows);
  const isSigned = rows.policy.signedAt !== null && rows.policy.completedAt !== null;
  return {
    rows,
    summary,
    costs,
    signedApplicationUrl: isSigned ? signedApplicationPath(employeePolicyId) : null,
  };
}

/** GET …/summary: what the employee chose on each line and what it costs them a month and a paycheck. */
export async function getElectionSummary(db: Db, employeePolicyId: string): Promise<ElectionSummaryResponse> {
  const rows = await requireRows(db, employeePolicyId);
  return {
    employeePolicyId,
    signedAt: rows.policy.signedAt?.toISOString() ?? null,
    ...(await summarize(db, rows)),
  };
}

/**
 * GET …/signed_application.pdf: the signed application (decision 0042). Refused with 409 until signed. SSNs
 * come from their stored last four only; nothing of the person is logged.
 */
export async function renderSignedApplication(db: Db, employeePolicyId: string): Promise<Uint8Array> {
  const [rows, signature] = await Promise.all([
    requireRows(db, employeePolicyId),
    findPolicySignature(db, employeePolicyId),
  ]);
  if (!signature?.signedAt || !rows.policy.completedAt)
    throw new AppError('conflict', SUMMARY_MESSAGES.notSigned);
  const { form, companyPolicy } = rows;
  const summary = await summarize(db, rows);
  const planYear = companyPolicy.effectiveAt
    ? planYearOf(companyPolicy.effectiveAt, companyPolicy.renewalAt)
    : null;
  return renderSignedApplicationPdf({
    employeeName: [form.firstName, form.middleInitial, form.lastName].filter(Boolean).join(' '),
    employeeSsnMasked: maskFromLast4(form.ssnLast4),
    companyName: rows.company.name,
    planYear: planYear ? { start: formatIsoDate(planYear.start), end: formatIsoDate(planYear.end) } : null,
    effectiveAt: rows.policy.effectiveAt ?? companyPolicy.effectiveAt,
    payFrequencyLabel: PAY_FREQUENCY_LABELS[summary.paychecks.frequency],
    dependents: rows.dependents.map((d) => ({
      name: `${d.firstName} ${d.lastName}`,
      relationship: DEPENDENT_TYPE_LABELS[d.dependentType],
      bornAt: d.bornAt,
      ssnMasked: maskFromLast4(d.ssnLast4),
    })),
    summary,
    statement: SIGN_STATEMENT,
    signedAt: signature.signedAt,
    signedInAdminMode: signature.signedInAdminMode === true,
    signatureImageDataUrl: signature.signatureImageDataUrl,
  });
}
