import type { CoverageType, Segment } from '@shared/domain/enums';
import { fromCentsOrNull } from '@shared/domain/money/money';
import { listAskedCoverageTypes } from '@shared/domain/steps/steps';
import { and, desc, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import { selectPolicyWithForm } from '../../../access/employee-access';
import type { Db } from '../../../db/client';
import {
  companies,
  companyHealthAccounts,
  companyPolicies,
  companyPolicyPlans,
  employeeDependents,
  employeeForms,
  employeePolicies,
  employeePolicyCoverages,
  employeePolicyDependentEnrollments,
  employeePolicySteps,
  employeeRoles,
  partners,
  plans,
  supportContacts,
} from '../../../db/schema';
import { preparedLookup } from '../../../lib/first-row';
import { defineSharedCache } from '../../../lib/shared-cache';

// Which policy is an account's current one changes only when an account is linked to a form, a plan year is
// added or cancelled; read on every load. Kept 5 s, forgotten by invalidateCurrentPolicy (lib/application-context.ts, decision 0017).
const currentPolicyCache = defineSharedCache<string | null>('currentPolicy', 5_000, {
  follows: ['accountCurrentPolicy'],
});

/**
 * A renewal application on a plan year that has not begun (decision 0038) is not the employee's application:
 * the renewal flow reads it by its own call, and it becomes the current one when its plan year is enrolled.
 */
const notPendingRenewal = sql`not (${employeePolicies.isRenewal} and ${companyPolicies.status} = 'upcoming')`;

/**
 * The signed-in employee's current application: their latest form's latest policy that is not cancelled (nor a
 * pending renewal).
 */
export function findCurrentPolicyForAccount(db: Db, accountId: string): Promise<string | null> {
  return currentPolicyCache.getOrLoad(db, accountId, () => readCurrentPolicyForAccount(db, accountId));
}

async function readCurrentPolicyForAccount(db: Db, accountId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: employeePolicies.id })
    .from(employeeForms)
    .innerJoin(employeePolicies, eq(employeePolicies.employeeFormId, employeeForms.id))
    .innerJoin(companyPolicies, eq(companyPolicies.id, employeePolicies.companyPolicyId))
    .where(
      and(eq(employeeForms.accountId, accountId), ne(companyPolicies.status, 'cancelled'), notPendingRenewal),
    )
    .orderBy(desc(employeeForms.createdAt), desc(employeePolicies.createdAt))
    .limit(1);
  return row?.id ?? null;
}

/** The current (not cancelled, not a pending renewal) employee policy of a form: the latest created. */
export async function findCurrentPolicyId(db: Db, employeeFormId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: employeePolicies.id })
    .from(employeePolicies)
    .innerJoin(companyPolicies, eq(companyPolicies.id, employeePolicies.companyPolicyId))
    .where(
      and(
        eq(employeePolicies.employeeFormId, employeeFormId),
        ne(companyPolicies.status, 'cancelled'),
        notPendingRenewal,
      ),
    )
    .orderBy(desc(employeePolicies.createdAt))
    .limit(1);
  return row?.id ?? null;
}

/** The form's policy of that id, when it is on a plan year that is not cancelled (a renewal included). */
export async function findFormPolicyId(
  db: Db,
  employeeFormId: string,
  employeePolicyId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: employeePolicies.id })
    .from(employeePolicies)
    .innerJoin(companyPolicies, eq(companyPolicies.id, employeePolicies.companyPolicyId))
    .where(
      and(
        eq(employeePolicies.id, employeePolicyId),
        eq(employeePolicies.employeeFormId, employeeFormId),
        ne(companyPolicies.status, 'cancelled'),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/** A dependent as the application needs it (active ones only, spouse or partner first, then by birth date). */
export type ApplicationDependent = {
  id: string;
  firstName: string;
  lastName: string;
  bornAt: string;
  gender: 'male' | 'female';
  dependentType: 'spouse' | 'domestic_partner' | 'child';
  ssnLast4: string | null;
  ssnEncrypted: string | null;
};
export type ApplicationCoverage = {
  coverageType: CoverageType;
  isEnrolling: 'Yes' | 'No';
  planId: string | null;
  planName: string | null;
  segment: Segment | null;
  coverageAmount: number | null;
  spouseCoverageAmount: number | null;
  childCoverageAmount: number | null;
};
export type ApplicationEnrollment = { dependentId: string; coverageType: CoverageType; isEnrolling: boolean };

/** A json column as the driver hands it (parsed by pg and PGlite; parsed here when a driver gives text). */
const json = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

/**
 * The company side of an application, the same for every employee of a plan year: the company, its partner,
 * support contact and health account offer, its active roles and the offered coverage types. Changes only
 * when an administrator edits the company or plan year, so it is kept 5 s (decisions 0011 and 0017).
 */
const findCompanyContextRow = preparedLookup('application_company_context', (db, companyPolicyId) =>
  db
    .select({
      company: {
        id: companies.id,
        name: companies.name,
        idToken: companies.idToken,
        state: companies.state,
        asksTobaccoUse: companies.asksTobaccoUse,
        beneficiaryLastFieldOptional: companies.beneficiaryLastFieldOptional,
      },
      companyPolicy: {
        id: companyPolicies.id,
        renewalAt: companyPolicies.renewalAt,
        effectiveAt: companyPolicies.effectiveAt,
      },
      partner: {
        name: partners.name,
        supportEmail: partners.supportEmail,
        editEmployeeLink: partners.editEmployeeLink,
        syncedEmployeeFields: partners.syncedEmployeeFields,
      },
      supportEmail: supportContacts.supportEmail,
      healthAccountStatus: companyHealthAccounts.benefitStatus,
      roles: sql<unknown>`(select coalesce(json_agg(json_build_object('id', r.id, 'name', r.name) order by r.sort_order, r.name), '[]'::json)
        from ${employeeRoles} r where r.company_id = ${companies.id} and r.active)`,
      offeredTypes: sql<unknown>`(select coalesce(json_agg(distinct p.type), '[]'::json)
        from ${companyPolicyPlans} cpp join ${plans} p on p.id = cpp.plan_id
        where cpp.company_policy_id = ${companyPolicies.id})`,
    })
    .from(companyPolicies)
    .innerJoin(companies, eq(companies.id, companyPolicies.companyId))
    .leftJoin(partners, eq(partners.id, companies.partnerId))
    .leftJoin(supportContacts, eq(supportContacts.id, companies.brokerContactId))
    .leftJoin(companyHealthAccounts, eq(companyHealthAccounts.companyPolicyId, companyPolicies.id))
    .where(eq(companyPolicies.id, companyPolicyId)),
);
const companyContextCache = defineSharedCache<CompanyContext | null>('companyContext', 5_000, {
  follows: ['applicationCompanyContext'],
});

async function readCompanyContext(db: Db, companyPolicyId: string) {
  const row = await findCompanyContextRow(db, companyPolicyId);
  if (!row) return null;
  return {
    ...row,
    roles: json<Array<{ id: string; name: string }>>(row.roles),
    offeredTypes: json<CoverageType[]>(row.offeredTypes),
  };
}
type CompanyContext = NonNullable<Awaited<ReturnType<typeof readCompanyContext>>>;

/** The company side of a plan year's applications (cached 5 s, forgotten by invalidateCompanyContext, lib/application-context.ts). */
export function findCompanyContext(db: Db, companyPolicyId: string): Promise<CompanyContext | null> {
  return companyContextCache.getOrLoad(db, companyPolicyId, () => readCompanyContext(db, companyPolicyId));
}

// The application reads neither the signature image and its audit columns nor the bank numbers' ciphertext:
// they are written by their own calls, and a signed application's image alone outweighs everything else.
const {
  signatureImageDataUrl: _signatureImage,
  signedByAccountId: _signedBy,
  signedSessionId: _signedSession,
  signedInAdminMode: _signedInAdminMode,
  ...applicationPolicyColumns
} = getTableColumns(employeePolicies);
const {
  bankName: _bankName,
  bankRoutingNumberEncrypted: _routing,
  bankAccountNumberEncrypted: _account,
  ...applicationFormColumns
} = getTableColumns(employeeForms);

/**
 * The employee side of an application, read fresh on every load: the policy with its form and (as json
 * subqueries) the form's active dependents, the completed steps and the coverage answers. One round trip,
 * prepared once per database: this is the hottest read of the product.
 */
const findApplicationRow = preparedLookup('load_application', (db, policyId) =>
  selectPolicyWithForm(db, {
    policy: applicationPolicyColumns,
    form: applicationFormColumns,
    dependents: sql<unknown>`(select coalesce(json_agg(json_build_object('id', d.id, 'firstName', d.first_name,
          'lastName', d.last_name, 'bornAt', d.born_at, 'gender', d.gender, 'dependentType', d.dependent_type,
          'ssnLast4', d.ssn_last4, 'ssnEncrypted', d.ssn_encrypted) order by d.dependent_type, d.born_at, d.id), '[]'::json)
        from ${employeeDependents} d where d.employee_form_id = ${employeeForms.id} and d.active)`,
    steps: sql<unknown>`(select coalesce(json_agg(s.step order by s.completed_at, s.step), '[]'::json)
        from ${employeePolicySteps} s where s.employee_policy_id = ${employeePolicies.id})`,
    coverages: sql<unknown>`(select coalesce(json_agg(json_build_object('coverageType', c.coverage_type,
          'isEnrolling', c.is_enrolling, 'planId', c.plan_id,
          'planName', (select p.display_name from ${plans} p where p.id = c.plan_id), 'segment', c.segment, 'coverageAmountCents', c.coverage_amount_cents,
          'spouseCoverageAmountCents', c.spouse_coverage_amount_cents, 'childCoverageAmountCents', c.child_coverage_amount_cents)
          order by c.coverage_type), '[]'::json)
        from ${employeePolicyCoverages} c where c.employee_policy_id = ${employeePolicies.id})`,
    enrollments: sql<unknown>`(select coalesce(json_agg(json_build_object('dependentId', e.dependent_id,
          'coverageType', e.coverage_type, 'isEnrolling', e.is_enrolling)), '[]'::json)
        from ${employeePolicyDependentEnrollments} e where e.employee_policy_id = ${employeePolicies.id})`,
  }).where(eq(employeePolicies.id, policyId)),
);

/** Everything the application response is made of, for one employee policy. */
export async function loadApplicationRows(db: Db, employeePolicyId: string) {
  const row = await findApplicationRow(db, employeePolicyId);
  if (!row) return null;
  const context = await findCompanyContext(db, row.policy.companyPolicyId);
  if (!context) return null;
  type StoredCoverage = Omit<
    ApplicationCoverage,
    'coverageAmount' | 'spouseCoverageAmount' | 'childCoverageAmount'
  > & {
    coverageAmountCents: unknown;
    spouseCoverageAmountCents: unknown;
    childCoverageAmountCents: unknown;
  };
  const coverages = json<StoredCoverage[]>(row.coverages).map(
    ({
      coverageAmountCents,
      spouseCoverageAmountCents,
      childCoverageAmountCents,
      ...c
    }): ApplicationCoverage => ({
      ...c,
      coverageAmount: fromCentsOrNull(toNumber(coverageAmountCents)),
      spouseCoverageAmount: fromCentsOrNull(toNumber(spouseCoverageAmountCents)),
      childCoverageAmount: fromCentsOrNull(toNumber(childCoverageAmountCents)),
    }),
  );
  return {
    ...context,
    // A renewal application asks about the renewal's lines only (decision 0038): the rest is not offered to it.
    offeredTypes: listAskedCoverageTypes(context.offeredTypes, row.policy.isRenewal),
    policy: row.policy,
    form: row.form,
    dependents: json<ApplicationDependent[]>(row.dependents),
    steps: json<string[]>(row.steps),
    coverages: coverages as ApplicationCoverage[],
    enrollments: json<ApplicationEnrollment[]>(row.enrollments),
  };
}
export type ApplicationRows = NonNullable<Awaited<ReturnType<typeof loadApplicationRows>>>;

const toNumber = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** The coverage types a company policy offers: those of its linked plans. */
export async function findOfferedCoverageTypes(db: Db, companyPolicyId: string): Promise<CoverageType[]> {
  const rows = await db
    .selectDistinct({ type: plans.type })
    .from(companyPolicyPlans)
    .innerJoin(plans, eq(plans.id, companyPolicyPlans.planId))
    .where(eq(companyPolicyPlans.companyPolicyId, companyPolicyId));
  return rows.map((r) => r.type);
}
