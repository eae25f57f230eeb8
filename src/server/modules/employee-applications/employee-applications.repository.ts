import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  companies,
  companyPolicies,
  companyPolicyPlans,
  employeeForms,
  employeePolicies,
  employeePolicyCoverages,
  employeePolicySteps,
  partners,
  plans,
} from '../../db/schema';

export async function findEmployeeFormIdForAccount(db: Db, accountId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: employeeForms.id })
    .from(employeeForms)
    .where(eq(employeeForms.accountId, accountId))
    .orderBy(desc(employeeForms.createdAt))
    .limit(1);
  return row?.id ?? null;
}

/** The employee form with its company, partner and current (not cancelled) policy. */
export async function loadApplicationRows(db: Db, employeeFormId: string) {
  const [row] = await db
    .select({
      form: employeeForms,
      company: { id: companies.id, name: companies.name, idToken: companies.idToken },
      partner: {
        name: partners.name,
        supportEmail: partners.supportEmail,
        editEmployeeLink: partners.editEmployeeLink,
        syncedEmployeeFields: partners.syncedEmployeeFields,
      },
      policy: employeePolicies,
    })
    .from(employeeForms)
    .innerJoin(companies, eq(companies.id, employeeForms.companyId))
    .leftJoin(partners, eq(partners.id, companies.partnerId))
    .leftJoin(employeePolicies, eq(employeePolicies.employeeFormId, employeeForms.id))
    .leftJoin(companyPolicies, eq(companyPolicies.id, employeePolicies.companyPolicyId))
    .where(and(eq(employeeForms.id, employeeFormId), ne(companyPolicies.status, 'cancelled')))
    .orderBy(desc(employeePolicies.createdAt))
    .limit(1);
  if (!row?.policy) return null;

  const [offered, steps, coverages] = await Promise.all([
    db
      .selectDistinct({ type: plans.type })
      .from(companyPolicyPlans)
      .innerJoin(plans, eq(plans.id, companyPolicyPlans.planId))
      .where(eq(companyPolicyPlans.companyPolicyId, row.policy.companyPolicyId)),
    db
      .select({ step: employeePolicySteps.step })
      .from(employeePolicySteps)
      .where(eq(employeePolicySteps.employeePolicyId, row.policy.id)),
    db
      .select({ isEnrolling: employeePolicyCoverages.isEnrolling })
      .from(employeePolicyCoverages)
      .where(eq(employeePolicyCoverages.employeePolicyId, row.policy.id)),
  ]);
  return {
    ...row,
    policy: row.policy,
    offeredTypes: offered.map((o) => o.type),
    steps: steps.map((s) => s.step),
    coverages,
  };
}
