/**
 * The employer renewal's benchmark company (issue 13 item 3, decision 0037): 200 eligible employees, each
 * signed and enrolled in a 2026 plan year (medical with dependents for most, dental and vision), and a launched
 * renewal whose package has three medical, two dental and a vision plan; an administrator who signs in with
 * the demo password. Built with the test factories on the benchmark's scratch database.
 */
import type { Db } from '@server/db/client';
import { employeePolicies, employeePolicyCoverages } from '@server/db/schema';
import type { FieldCipher } from '@server/lib/field-crypto';
import { toCents } from '@shared/domain/money/money';
import {
  addContribution,
  createCompany,
  createCompanyAdministrator,
  createEmployee,
  createPlan,
  createRenewal,
} from '@tests/factories';
import { inArray } from 'drizzle-orm';

export const RENEWAL_BENCH_EMPLOYEES = 200;

export async function buildRenewalBenchCompany(db: Db, cipher: FieldCipher, passwordHash: string) {
  const { company, policy } = await createCompany(db, {
    name: 'Renewal Bench Co.',
    policy: { status: 'enrolled', effectiveAt: '2026-01-01', renewalAt: '2027-01-01' },
  });
  const medical = await createPlan(db, {
    type: 'medical',
    offerTo: { companyPolicyId: policy.id, isBasePlan: true },
  });
  const dental = await createPlan(db, { type: 'dental', offerTo: { companyPolicyId: policy.id } });
  const vision = await createPlan(db, { type: 'vision', offerTo: { companyPolicyId: policy.id } });
  for (const line of ['medical', 'dental', 'vision'] as const) await addContribution(db, policy.id, line);
  const policyIds: string[] = [];
  const coverages: Array<typeof employeePolicyCoverages.$inferInsert> = [];
  for (let i = 0; i < RENEWAL_BENCH_EMPLOYEES; i++) {
    const year = 1960 + (i % 40);
    const dependents =
      i % 3 === 0
        ? []
        : [
            { dependentType: 'spouse' as const, bornAt: `${year + 2}-04-10` },
            ...(i % 3 === 2 ? [{ dependentType: 'child' as const, bornAt: '2015-06-01' }] : []),
          ];
    const { policy: own } = await createEmployee(db, cipher, {
      companyId: company.id,
      companyPolicyId: policy.id,
      overrides: { bornAt: `${year}-03-15`, annualSalaryCents: toCents(40000 + (i % 10) * 5000) },
      dependents,
    });
    policyIds.push(own.id);
    const declines = i % 10 === 9;
    coverages.push(
      declines
        ? { employeePolicyId: own.id, coverageType: 'medical', isEnrolling: 'No' }
        : { employeePolicyId: own.id, coverageType: 'medical', isEnrolling: 'Yes', planId: medical.plan.id },
      { employeePolicyId: own.id, coverageType: 'dental', isEnrolling: 'Yes', planId: dental.plan.id },
      { employeePolicyId: own.id, coverageType: 'vision', isEnrolling: 'Yes', planId: vision.plan.id },
    );
  }
  await db.insert(employeePolicyCoverages).values(coverages);
  const now = new Date();
  await db
    .update(employeePolicies)
    .set({ status: 'enrolled', signedAt: now, completedAt: now })
    .where(inArray(employeePolicies.id, policyIds));
  await createRenewal(db, {
    companyId: company.id,
    currentCompanyPolicyId: policy.id,
    effectiveAt: '2027-01-01',
    suites: [
      {
        shortName: 'Renewal',
        plans: [
          { type: 'medical', isBasePlan: true },
          { type: 'medical' },
          { type: 'medical', pricingType: 'tier' },
          { type: 'dental' },
          { type: 'dental' },
          { type: 'vision' },
        ],
      },
    ],
  });
  const admin = await createCompanyAdministrator(db, company.id, { passwordHash });
  return { company, adminEmail: admin.email };
}
