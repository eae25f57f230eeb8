import type { Db } from '@server/db/client';
import { employeeForms, employeePolicies, employeePolicyCoverages } from '@server/db/schema';
import { DEMO_COMPANIES } from '@server/db/seed/companies';
import { and, eq } from 'drizzle-orm';

/** The demo's James Whitaker (Harborview, signed and approved): his form, application and medical line. */
export async function findWhitakerMedical(db: Db) {
  const [row] = await db
    .select({
      formId: employeeForms.id,
      employeePolicyId: employeePolicies.id,
      planId: employeePolicyCoverages.planId,
      companyPolicyId: employeePolicies.companyPolicyId,
      reviewStatus: employeePolicies.reviewStatus,
    })
    .from(employeePolicyCoverages)
    .innerJoin(employeePolicies, eq(employeePolicies.id, employeePolicyCoverages.employeePolicyId))
    .innerJoin(employeeForms, eq(employeeForms.id, employeePolicies.employeeFormId))
    .where(
      and(
        eq(employeeForms.companyId, DEMO_COMPANIES.harborview.id),
        eq(employeeForms.lastName, 'Whitaker'),
        eq(employeePolicyCoverages.coverageType, 'medical'),
        eq(employeePolicyCoverages.isEnrolling, 'Yes'),
      ),
    );
  return row!;
}
